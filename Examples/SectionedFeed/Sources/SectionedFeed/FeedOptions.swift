import TesseraCore

/// The feed's configuration: the display scale its widths are rounded to, and each section's
/// own insets, spacing, header and footer — what the app's delegate answers per section.
public struct FeedOptions: Codable, Hashable, Sendable {
    /// Device pixels per point (1, 2 or 3): item edges across the feed are rounded to them.
    public var scale: CGFloat = 3
    /// Each section's options; sections past the end use `FeedSection()`.
    public var sections: [FeedSection] = []

    /// The options; every value has the default above.
    public init(scale: CGFloat = 3, sections: [FeedSection] = []) {
        self.scale = scale
        self.sections = sections
    }

    /// Section `index`'s options.
    public func section(_ index: Int) -> FeedSection {
        index < sections.count ? sections[index] : FeedSection()
    }
}

/// One section's options.
public struct FeedSection: Codable, Hashable, Sendable {
    /// Space around the section's items, inside its background.
    public var insets = Insets.zero
    /// Space between the items of a row.
    public var interitemSpacing: CGFloat = 0
    /// Space between rows.
    public var lineSpacing: CGFloat = 0
    /// The section's header.
    public var header = SupplementaryMode.none
    /// The section's footer.
    public var footer = SupplementaryMode.none

    /// A section's options; every value has the default above.
    public init(
        insets: Insets = .zero, interitemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0, header: SupplementaryMode = .none,
        footer: SupplementaryMode = .none
    ) {
        self.insets = insets
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.header = header
        self.footer = footer
    }
}

/// Whether a section has a header (or footer), and how tall.
public enum SupplementaryMode: String, Codable, Hashable, Sendable, CaseIterable {
    /// None.
    case none
    /// A compact bar, 28 points.
    case compact
    /// A title bar, 44 points.
    case regular

    /// Its height; 0 for none.
    public var height: CGFloat {
        switch self {
        case .none: 0
        case .compact: 28
        case .regular: 44
        }
    }
}

/// What the feed reads of an item besides its preferred height: its width mode and kind (the
/// item's payload, `ItemSet.Item.payload`).
public struct FeedItemStyle: Codable, Hashable, Sendable {
    /// How much of the row the item takes.
    public var widthMode = WidthMode.full
    /// What the item is; an ad always takes a row of its own.
    public var kind = ItemKind.post

    /// A style; every value has the default above.
    public init(widthMode: WidthMode = .full, kind: ItemKind = .post) {
        self.widthMode = widthMode
        self.kind = kind
    }

    /// The share of a row, in twelfths.
    var twelfths: Int { kind == .ad ? 12 : widthMode.twelfths }
}

/// How much of a row an item takes.
public enum WidthMode: String, Codable, Hashable, Sendable, CaseIterable {
    /// The whole row.
    case full
    /// Half of it.
    case half
    /// A third of it.
    case third

    /// The share in twelfths.
    var twelfths: Int {
        switch self {
        case .full: 12
        case .half: 6
        case .third: 4
        }
    }
}

/// What an item is.
public enum ItemKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A post.
    case post
    /// An ad: always a full row.
    case ad
}

/// Defects planted on purpose, for the example's tests: what the harness must find.
public enum PlantedDefect: String, Codable, Hashable, Sendable, CaseIterable {
    /// Each item's width is rounded to the pixel first and then multiplied out along the row
    /// (`x = left + k × (width + spacing)`), so a row of halves or thirds ends a device pixel
    /// past the section's edge on common widths — past the collection view's when the section
    /// has no side insets.
    case roundThenMultiply
    /// `layoutAttributesForElements(in:)` binary-searches for the first row starting inside
    /// the rect, so it drops the row straddling the rect's top edge.
    case queryDropsStraddlingRow
}
