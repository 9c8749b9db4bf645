import TesseraCore
import TesseraLayouts

/// A small, correct waterfall (vertical, every placement rule) — the reference engine for
/// the waterfall mutants — with one optional planted bug.
///
/// Column cells share edges as the grid's do; each frame is its column cell inset by the
/// padding; headers and footers span the whole width; the content is the union of the
/// headers, the footers and the cells grown by the padding (as `WaterfallLayout` documents).
struct ReferenceWaterfall: CollectionLayout {
    enum Bug: String, CaseIterable, Sendable {
        /// Ties between equally short columns go to the highest index instead of the lowest.
        case tieToHighestColumn
        /// The footer's length is left out of the next section's offset.
        case footerLengthIgnored
    }

    var columns: Int
    var padding: Double
    var placement: WaterfallLayout.Placement
    var spacing: Double
    var headerLength: Double
    var footerLength: Double
    var sectionColumns: [Int: Int]
    var bug: Bug?

    init(options: WaterfallLayout, bug: Bug? = nil) {
        columns = options.columns
        padding = options.padding
        placement = options.placement
        spacing = options.spacing
        headerLength = options.headerLength
        footerLength = options.footerLength
        sectionColumns = options.sectionColumns
        self.bug = bug
    }

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try LayoutError.checkContainer(container)
        try LayoutError.checkCount("columns", columns)
        for (section, count) in sectionColumns.sorted(by: { $0.key < $1.key }) where count < 1 {
            throw .invalidSectionOption(section: section, name: "columns", value: Double(count), requirement: "an integer ≥ 1")
        }
        try LayoutError.checkOption("padding", padding)
        try LayoutError.checkOption("spacing", spacing)
        try LayoutError.checkOption("headerLength", headerLength)
        try LayoutError.checkOption("footerLength", footerLength)
        try items.validate(.height)
        let width = container.width
        for count in Set([columns] + sectionColumns.values) {
            let inner = (width - Double(count - 1) * spacing) / Double(count) - 2 * padding
            guard inner >= 0 else { throw .negativeItemLength(option: "padding", value: padding, itemLength: inner) }
        }
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var top = 0.0
        for section in 0 ..< items.sectionCount where items.itemCount(inSection: section) > 0 {
            let count = sectionColumns[section] ?? columns
            let columnLength = (width - Double(count - 1) * spacing) / Double(count)
            func columnStart(_ column: Int) -> Double { Double(column) * (columnLength + spacing) }
            func columnEnd(_ column: Int) -> Double { column == count - 1 ? width : columnStart(column + 1) - spacing }
            if headerLength > 0 {
                result.appendHeader(Rect(minX: 0, minY: top, maxX: width, maxY: top + headerLength), section: section)
                top += headerLength + spacing
            }
            var offsets = [Double](repeating: top, count: count)
            for (item, flat) in items.flatRange(ofSection: section).enumerated() {
                let column = choose(item: item, offsets: offsets)
                let minY = offsets[column] + padding
                let frame = Rect(minX: columnStart(column) + padding, minY: minY, maxX: columnEnd(column) - padding, maxY: minY + items.heights[flat])
                result.appendCell(frame, at: ItemPath(section: section, item: item))
                offsets[column] = frame.maxY + padding + spacing
            }
            top = offsets.max()! - spacing
            if footerLength > 0 {
                top += spacing
                result.appendFooter(Rect(minX: 0, minY: top, maxX: width, maxY: top + footerLength), section: section)
                top += bug == .footerLengthIgnored ? 0 : footerLength
            }
            top += spacing
        }
        var union: Rect?
        for id in 0 ..< result.count {
            var frame = result.frames[id]
            if result.kinds[id] == .cell {
                frame = Rect(minX: frame.minX - padding, minY: frame.minY - padding, maxX: frame.maxX + padding, maxY: frame.maxY + padding)
            }
            union = union?.union(frame) ?? frame
        }
        if let union {
            result.contentSize = Size(width: union.maxX, height: union.maxY)
        }
        return result
    }

    private func choose(item: Int, offsets: [Double]) -> Int {
        let count = offsets.count
        switch placement {
        case .shortestColumn:
            var best = 0
            for column in 1 ..< count {
                if bug == .tieToHighestColumn ? offsets[column] <= offsets[best] : offsets[column] < offsets[best] { best = column }
            }
            return best
        case .roundRobin, .leftToRight: return item % count
        case .rightToLeft: return count - 1 - item % count
        }
    }
}
