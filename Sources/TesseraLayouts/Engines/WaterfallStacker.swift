import TesseraCore

/// Lays a waterfall's sections out one after another along y: the running edge, the column
/// heights of the current section and the content's extent so far.
struct WaterfallStacker {
    private let padding: Double
    private let spacing: Double
    private let headerLength: Double
    private let footerLength: Double
    private let placement: WaterfallLayout.Placement
    private var heights = ColumnHeights()
    /// Where the last stacked block (header, columns, footer) ends.
    private var edge = 0.0
    private var stackedAny = false
    /// The content's extent so far: the union of headers, footers and cell frames grown by
    /// `padding` on their trailing sides.
    private(set) var right = 0.0
    private(set) var bottom = 0.0
    /// The first item whose cell reached infinity, and its height.
    private(set) var firstOverflow: (path: ItemPath, height: Double)?

    init(options: WaterfallLayout) {
        padding = options.padding
        spacing = options.spacing
        headerLength = options.headerLength
        footerLength = options.footerLength
        placement = options.placement
    }

    /// Where the next block starts: `spacing` after the previous one, if any.
    private mutating func nextBlockTop() -> Double {
        defer { stackedAny = true }
        return stackedAny ? edge + spacing : edge
    }

    /// A full-width supplementary element of `length` ending the stack so far.
    private mutating func stackSupplementary(length: Double, width: Double) -> Rect {
        let top = nextBlockTop()
        edge = top + length
        bottom = Swift.max(bottom, edge)
        right = Swift.max(right, width)
        return Rect(minX: 0, minY: top, maxX: width, maxY: edge)
    }

    /// Appends section `section`'s header, cells and footer, laid out in `lines`' columns.
    mutating func appendSection(
        _ section: Int, of items: ItemSet, lines: TrackLines, to result: inout LayoutResult
    ) throws(LayoutError) {
        let columns = lines.starts.count
        let width = lines.ends[columns - 1]
        if headerLength > 0 {
            result.appendHeader(stackSupplementary(length: headerLength, width: width), section: section)
        }
        let range = items.flatRange(ofSection: section)
        if !range.isEmpty {
            let top = nextBlockTop()
            heights.reset(count: columns, top: top)
            var sectionBottom = top
            var turn = 0
            let padding = padding, spacing = spacing, placement = placement
            let itemHeights = items.heights, spans = items.spans
            let starts = lines.starts, ends = lines.ends
            let first = range.lowerBound
            try result.appendCells(section: section, items: 0 ..< range.count) { frames throws(LayoutError) in
                for item in 0 ..< frames.count {
                    let height = itemHeights[first + item]
                    guard height >= 0, height < .infinity else {
                        throw .invalidItemLength(
                            ItemPath(section: section, item: item), dimension: .height, value: height
                        )
                    }
                    let requested = spans[first + item]
                    guard requested >= 1 else {
                        throw .invalidSpan(ItemPath(section: section, item: item), value: requested)
                    }
                    let span = Swift.min(requested, columns)
                    let column: Int
                    switch placement {
                    case .shortestColumn:
                        column = span == 1 ? heights.shortest() : heights.lowestWindow(span: span)
                    case .roundRobin:
                        if turn + span > columns { turn = 0 }
                        column = turn
                        turn += span
                        if turn >= columns { turn = 0 }
                    case .leftToRight:
                        column = Swift.min(item % columns, columns - span)
                    case .rightToLeft:
                        column = Swift.max(0, columns - item % columns - span)
                    }
                    let cellTop = span == 1 ? heights.tops[column] : heights.maximum(from: column, count: span)
                    let minY = cellTop + padding
                    let maxY = minY + height
                    let cellBottom = maxY + padding
                    let cellRight = ends[column + span - 1]
                    let minX = Swift.min(starts[column] + padding, cellRight)
                    let maxX = Swift.max(minX, cellRight - padding)
                    frames[item] = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                    heights.set(from: column, count: span, to: cellBottom + spacing)
                    if cellBottom == .infinity, firstOverflow == nil {
                        firstOverflow = (ItemPath(section: section, item: item), height)
                    }
                    sectionBottom = Swift.max(sectionBottom, cellBottom)
                    right = Swift.max(right, maxX + padding)
                }
            }
            edge = sectionBottom
            bottom = Swift.max(bottom, sectionBottom)
        }
        if footerLength > 0 {
            result.appendFooter(stackSupplementary(length: footerLength, width: width), section: section)
        }
    }
}
