/// What the feed reads of an item besides its preferred height: its width mode and kind (the
/// item's payload, `ItemSet.Item.payload`, in Tessera's harness).
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
