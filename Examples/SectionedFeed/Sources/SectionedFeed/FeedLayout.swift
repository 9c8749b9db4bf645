#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif
import TesseraCore

/// A sectioned feed, written the way iOS layouts are written, as a Tessera engine: the app's
/// internal model (`SectionLayout`, on UIKit's `CGFloat` and `CGRect`) lays out each section,
/// and this engine, next to it, feeds it Tessera's items and stores its frames — what an app
/// team writes to test its layout unchanged.
///
/// Sections stack down the collection view; each is laid out in its own coordinates, then its
/// frames move down by the section's origin, and a `sectionBackground` decoration covers it.
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
    public static var estimatedItemHeight: CGFloat { SectionLayout.estimatedItemHeight }
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
    /// that is not a finite length ≥ 0, and heights whose sum overflows. O(n) for n items.
    public func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> FeedModel {
        try validate(items, in: container)
        let scale = options.scale
        // UIKit's bounds are whole device pixels.
        let collectionWidth = (CGFloat(container.width) * scale).rounded(.down) / scale
        var result = LayoutResult(scrollAxis: .vertical, items: items, expectedElementCount: items.itemCount + 4 * items.sectionCount)
        var sections: [FeedModel.Section] = []
        sections.reserveCapacity(items.sectionCount)
        var contentHeight: CGFloat = 0
        for section in 0 ..< items.sectionCount {
            let range = items.flatRange(ofSection: section)
            var layout = SectionLayout(options: options.section(section), width: collectionWidth, scale: scale, defects: defects)
            layout.run(range.map { flat in
                SectionLayout.Item(
                    preferredHeight: CGFloat(items.heights[flat]), style: items.payload(at: flat, as: FeedItemStyle.self) ?? FeedItemStyle()
                )
            })
            guard (contentHeight + layout.height).isFinite else {
                // The first cell whose bottom overflowed names the item.
                let item = layout.attributes.lazy.compactMap { attributes -> Int? in
                    guard case let .cell(item, _) = attributes.role, !attributes.frame.maxY.isFinite else { return nil }
                    return item
                }.first ?? 0
                throw .invalidItemLength(ItemPath(section: section, item: item), dimension: .height, value: items.heights[range.lowerBound + item])
            }
            // The section's frames, moved from its own coordinates down to its origin.
            let origin = contentHeight
            var model = FeedModel.Section(origin: origin, height: layout.height)
            for attributes in layout.attributes {
                let frame = attributes.frame.offsetBy(dx: 0, dy: origin)
                let rect = Rect(minX: Double(frame.minX), minY: Double(frame.minY), maxX: Double(frame.maxX), maxY: Double(frame.maxY))
                switch attributes.role {
                case let .cell(item, row):
                    model.add(Int32(result.append(rect, kind: .cell, path: ItemPath(section: section, item: item))), row: row, frame: frame)
                case .header:
                    model.addSupplementary(Int32(result.append(rect, kind: .header, path: ItemPath(section: section, item: 0))), frame: frame)
                case .footer:
                    model.addSupplementary(Int32(result.append(rect, kind: .footer, path: ItemPath(section: section, item: 0))), frame: frame)
                case .background:
                    model.addSupplementary(
                        Int32(result.append(rect, kind: Self.sectionBackground, path: ItemPath(section: section, item: 0))), frame: frame
                    )
                }
            }
            sections.append(model)
            contentHeight += layout.height
        }
        result.contentSize = Size(width: Double(collectionWidth), height: Double(contentHeight))
        return FeedModel(result: result, sections: sections, dropsStraddlingRow: defects.contains(.queryDropsStraddlingRow))
    }

    private func validate(_ items: ItemSet, in container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        guard [1, 2, 3].contains(options.scale) else {
            throw .invalidOption(name: "scale", value: Double(options.scale), requirement: "1, 2 or 3")
        }
        guard (container.width * Double(options.scale)).isFinite else {
            throw .invalidContainer(dimension: .width, value: container.width)
        }
        for (index, section) in options.sections.enumerated() {
            for (name, value) in [
                ("insets.top", section.insets.top), ("insets.left", section.insets.left), ("insets.bottom", section.insets.bottom),
                ("insets.right", section.insets.right), ("interitemSpacing", section.interitemSpacing), ("lineSpacing", section.lineSpacing),
            ] where !(value >= 0 && value < .infinity) {
                throw .invalidSectionOption(section: index, name: name, value: Double(value), requirement: "a finite number ≥ 0")
            }
        }
        try items.validate(.height)
    }
}
