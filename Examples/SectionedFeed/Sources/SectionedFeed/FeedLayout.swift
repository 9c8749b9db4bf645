import TesseraCore

/// A sectioned feed, written the way iOS layouts are written — the layout an app team wraps
/// unchanged to test it with Tessera.
///
/// Sections stack down the collection view. Each lays itself out in its own coordinates
/// (`y = 0` at the section's top): an optional header, its insets, rows of items, an optional
/// footer; then its frames move down by the section's origin, and a `sectionBackground`
/// decoration covers the section. A row takes items while their width modes fit (a full
/// item, two halves, three thirds; an ad is always a row of its own); item edges across the
/// row are rounded to the device pixel (`options.scale`), the last item of a full row ending
/// exactly at the section's right inset. Items are first placed at UIKit's estimated height,
/// then self-size: each row grows by the difference between its tallest item and the estimate
/// (`150 + (h − 150)`), as `preferredLayoutAttributesFitting` reports it.
///
/// That arithmetic is what apps do, and it is not exact: `150 + (h − 150)` is not always `h`,
/// `(origin + y) + h` not always `origin + (y + h)`. Neighbouring frames then meet a few ulps
/// apart — rounding noise, which Tessera's triage classifies and tolerates. The two
/// `PlantedDefect`s are real bugs, which it must report.
///
/// `prepare` keeps the rows of each section, so that the layout's own
/// `layoutAttributesForElements(in:)` (`FeedModel.elements(in:into:)`) binary-searches them.
public struct FeedLayout: QueryingLayout {
    /// The configuration.
    public var options: FeedOptions
    /// Defects planted on purpose (none in the app).
    public var defects: Set<PlantedDefect>

    /// UIKit's `estimatedItemSize.height`: where self-sizing starts from.
    public static let estimatedItemHeight: CGFloat = 150
    /// The decoration kind of the section backgrounds.
    public static let sectionBackground = ElementKind.decoration("sectionBackground")

    /// The feed with `options`, and `defects` planted.
    public init(_ options: FeedOptions = FeedOptions(), defects: Set<PlantedDefect> = []) {
        self.options = options
        self.defects = defects
    }

    /// `feed-binary-search`.
    public var queryName: String { "feed-binary-search" }

    /// Lays the feed out and keeps its rows for the query. Throws for a container or item
    /// height that is not a finite length ≥ 0, a scale other than 1, 2 or 3, a section option
    /// that is not a finite length ≥ 0, and heights whose sum overflows.
    public func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> FeedModel {
        try validate(items, in: container)
        let scale = options.scale
        // UIKit's bounds are whole device pixels.
        let collectionWidth = (container.width * scale).rounded(.down) / scale
        var result = LayoutResult(scrollAxis: .vertical, items: items, expectedElementCount: items.itemCount + 4 * items.sectionCount)
        var sections: [FeedModel.Section] = []
        sections.reserveCapacity(items.sectionCount)
        var contentHeight: CGFloat = 0
        for section in 0 ..< items.sectionCount {
            let own = options.section(section)
            var layout = SectionLayout(section: section, options: own, width: collectionWidth, scale: scale, defects: defects)
            try layout.run(items)
            // The section's frames, moved from its own coordinates down to its origin.
            let origin = contentHeight
            var model = FeedModel.Section(origin: origin, height: layout.height)
            for attributes in layout.attributes {
                let frame = attributes.frame.offsetBy(dx: 0, dy: origin)
                let id = Int32(result.append(frame.rect, kind: attributes.kind, path: attributes.path))
                if let row = attributes.row {
                    model.add(id, row: row, frame: frame)
                } else {
                    model.addSupplementary(id, frame: frame)
                }
            }
            sections.append(model)
            contentHeight += layout.height
            guard contentHeight.isFinite else {
                throw .invalidItemLength(ItemPath(section: section, item: 0), dimension: .height, value: layout.height)
            }
        }
        result.contentSize = Size(width: collectionWidth, height: contentHeight)
        return FeedModel(result: result, sections: sections, dropsStraddlingRow: defects.contains(.queryDropsStraddlingRow))
    }

    private func validate(_ items: ItemSet, in container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        guard [1, 2, 3].contains(options.scale) else {
            throw .invalidOption(name: "scale", value: options.scale, requirement: "1, 2 or 3")
        }
        guard (container.width * options.scale).isFinite else {
            throw .invalidContainer(dimension: .width, value: container.width)
        }
        for (index, section) in options.sections.enumerated() {
            for (name, value) in [
                ("insets.top", section.insets.top), ("insets.left", section.insets.left), ("insets.bottom", section.insets.bottom),
                ("insets.right", section.insets.right), ("interitemSpacing", section.interitemSpacing), ("lineSpacing", section.lineSpacing),
            ] where !(value >= 0 && value < .infinity) {
                throw .invalidSectionOption(section: index, name: name, value: value, requirement: "a finite number ≥ 0")
            }
        }
        try items.validate(.height)
    }
}

/// One section laid out in its own coordinates, as the app's `prepare()` does it.
struct SectionLayout {
    /// An element in section coordinates; `row` for cells.
    struct Attributes {
        var kind: ElementKind
        var path: ItemPath
        var frame: CGRect
        var row: Int?
    }

    let section: Int
    let options: FeedSection
    let width: CGFloat
    let scale: CGFloat
    let defects: Set<PlantedDefect>
    private(set) var attributes: [Attributes] = []
    /// The section's height: everything down to its footer.
    private(set) var height: CGFloat = 0

    init(section: Int, options: FeedSection, width: CGFloat, scale: CGFloat, defects: Set<PlantedDefect>) {
        self.section = section
        self.options = options
        self.width = width
        self.scale = scale
        self.defects = defects
    }

    /// Rounds `value` to the device pixel.
    func pixelRounded(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }

    mutating func run(_ items: ItemSet) throws(LayoutError) {
        var y: CGFloat = 0
        if options.header != .none {
            attributes.append(Attributes(kind: .header, path: ItemPath(section: section, item: 0), frame: CGRect(x: 0, y: y, width: width, height: options.header.height), row: nil))
            y += options.header.height
        }
        y += options.insets.top
        let range = items.flatRange(ofSection: section)
        var first = range.lowerBound
        var row = 0
        while first < range.upperBound {
            // The items that fit the row.
            var end = first, used = 0
            while end < range.upperBound {
                let share = style(items, end).twelfths
                guard used + share <= 12 else { break }
                used += share
                end += 1
            }
            if row > 0 { y += options.lineSpacing }
            let rowHeight = placeRow(items, first ..< end, sectionStart: range.lowerBound, full: used == 12, y: y, row: row)
            y += rowHeight
            guard y.isFinite else {
                throw .invalidItemLength(items.path(ofFlatIndex: first), dimension: .height, value: items.heights[first])
            }
            first = end
            row += 1
        }
        y += options.insets.bottom
        if options.footer != .none {
            attributes.append(Attributes(kind: .footer, path: ItemPath(section: section, item: 0), frame: CGRect(x: 0, y: y, width: width, height: options.footer.height), row: nil))
            y += options.footer.height
        }
        height = y
        if height > 0 {
            attributes.append(Attributes(kind: FeedLayout.sectionBackground, path: ItemPath(section: section, item: 0), frame: CGRect(x: 0, y: 0, width: width, height: height), row: nil))
        }
    }

    private func style(_ items: ItemSet, _ flat: Int) -> FeedItemStyle {
        items.payload(at: flat, as: FeedItemStyle.self) ?? FeedItemStyle()
    }

    /// Places the items `flats` in a row at `y` and returns the row's height after
    /// self-sizing.
    private mutating func placeRow(_ items: ItemSet, _ flats: Range<Int>, sectionStart: Int, full: Bool, y: CGFloat, row: Int) -> CGFloat {
        let left = Swift.min(options.insets.left, width)
        let right = Swift.max(left, width - options.insets.right)
        let available = right - left
        let count = flats.count
        // Spacing never pushes a row out of its section: it shrinks to what fits.
        let spacing = count > 1 ? Swift.min(options.interitemSpacing, available / CGFloat(count - 1)) : 0
        let usable = Swift.max(0, available - spacing * CGFloat(count - 1))
        var start = 0  // twelfths before the item
        var x = left
        var rowHeight: CGFloat = 0
        for (offset, flat) in flats.enumerated() {
            let share = style(items, flat).twelfths
            let minX: CGFloat, maxX: CGFloat
            if defects.contains(.roundThenMultiply) {
                // Each width rounded first, then the row built from them.
                let itemWidth = pixelRounded(usable * CGFloat(share) / 12)
                minX = x
                maxX = minX + itemWidth
                x = maxX + spacing
            } else {
                minX = left + pixelRounded(usable * CGFloat(start) / 12) + spacing * CGFloat(offset)
                maxX = full && offset == count - 1
                    ? right
                    : left + pixelRounded(usable * CGFloat(start + share) / 12) + spacing * CGFloat(offset)
            }
            start += share
            let preferred = items.heights[flat]
            attributes.append(Attributes(
                kind: .cell, path: ItemPath(section: section, item: flat - sectionStart), frame: CGRect(x: minX, y: y, width: maxX - minX, height: preferred), row: row
            ))
            // Self-sizing: the row was laid out at the estimate and grows by the difference.
            let estimated = FeedLayout.estimatedItemHeight
            rowHeight = Swift.max(rowHeight, estimated + (preferred - estimated))
        }
        return rowHeight
    }
}
