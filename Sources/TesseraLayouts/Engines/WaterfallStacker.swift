import TesseraCore

/// Lays a waterfall's sections out one after another along y: the running edge, the column
/// heights of the current section and the content's extent so far.
struct WaterfallStacker {
    private let padding: Double
    private let spacing: Double
    private let headerLength: Double
    private let footerLength: Double
    private let placement: WaterfallLayout.Placement
    private var columnHeights = ColumnHeights()
    /// Where the last stacked block (header, columns, footer) ends.
    private var edge = 0.0
    private var stackedAny = false
    /// The content's extent so far: the union of the headers, the footers and the cell
    /// frames grown by `padding` on their trailing sides.
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
            // Moved out and back so its buffers stay uniquely referenced (no copy on write).
            var columnHeights = ColumnHeights()
            swap(&columnHeights, &self.columnHeights)
            defer { swap(&columnHeights, &self.columnHeights) }
            let placed = try items.heights.withUnsafeBufferPointer { heights throws(LayoutError) in
                try items.spans.withUnsafeBufferPointer { spans throws(LayoutError) in
                    try columnHeights.withColumns(count: columns, top: top) { columns throws(LayoutError) in
                        try appendCells(
                            section, range: range, heights: heights, spans: spans, lines: lines, columns: columns,
                            top: top, to: &result
                        )
                    }
                }
            }
            edge = placed.bottom
            bottom = Swift.max(bottom, placed.bottom)
            right = Swift.max(right, placed.right)
            if firstOverflow == nil { firstOverflow = placed.overflow }
        }
        if footerLength > 0 {
            result.appendFooter(stackSupplementary(length: footerLength, width: width), section: section)
        }
    }

    /// Places the cells of one non-empty section whose columns all start at `top`; returns
    /// the section's bottom and right edges (cells grown by `padding`) and the first item
    /// whose cell reached infinity.
    private func appendCells(
        _ section: Int, range: Range<Int>, heights: UnsafeBufferPointer<Double>, spans: UnsafeBufferPointer<Int>,
        lines: TrackLines, columns: ColumnHeights.Columns, top: Double, to result: inout LayoutResult
    ) throws(LayoutError) -> (bottom: Double, right: Double, overflow: (path: ItemPath, height: Double)?) {
        let padding = padding, spacing = spacing, placement = placement
        let count = columns.count
        var sectionBottom = top
        var sectionRight = 0.0
        var turn = 0
        var firstOverflow: (path: ItemPath, height: Double)?
        try lines.starts.withUnsafeBufferPointer { starts throws(LayoutError) in
            try lines.ends.withUnsafeBufferPointer { ends throws(LayoutError) in
                _ = try result.appendCells(section: section, items: 0 ..< range.count) { frames, firstItem throws(LayoutError) in
                    // The running values live in locals for the chunk: variables captured
                    // and mutated by the closure would be read and written in memory per item.
                    var bottom = sectionBottom, right = sectionRight, nextTurn = turn
                    // The view (its buffers are shared) copied into the chunk's scope, like the running values.
                    let columns = columns
                    // The chunk's items, as flat indexes into `heights` and `spans`.
                    let flatBase = range.lowerBound &+ firstItem
                    for index in 0 ..< frames.count {
                        // Validated here rather than in a pass of its own; the first bad
                        // item throws, and `appendCells` then appends nothing.
                        let height = heights[flatBase &+ index]
                        guard height >= 0, height <= .greatestFiniteMagnitude else {
                            throw .invalidItemLength(
                                ItemPath(section: section, item: firstItem + index), dimension: .height, value: height
                            )
                        }
                        let requested = spans[flatBase &+ index]
                        guard requested >= 1 else {
                            throw .invalidSpan(ItemPath(section: section, item: firstItem + index), value: requested)
                        }
                        let span = Swift.min(requested, count)
                        // `nextTurn` is the round-robin turn, or item mod count for the fill orders.
                        let column: Int
                        let cellTop: Double
                        switch placement {
                        case .shortestColumn:
                            if span == 1 {
                                (column, cellTop) = columns.shortest()
                            } else {
                                column = columns.lowestWindow(span: span)
                                cellTop = columns.maximum(from: column, count: span)
                            }
                        case .roundRobin:
                            if nextTurn + span > count { nextTurn = 0 }
                            column = nextTurn
                            nextTurn += span
                            if nextTurn >= count { nextTurn = 0 }
                            cellTop = columns.maximum(from: column, count: span)
                        case .leftToRight:
                            column = Swift.min(nextTurn, count - span)
                            nextTurn = nextTurn + 1 == count ? 0 : nextTurn + 1
                            cellTop = columns.maximum(from: column, count: span)
                        case .rightToLeft:
                            column = Swift.max(0, count - nextTurn - span)
                            nextTurn = nextTurn + 1 == count ? 0 : nextTurn + 1
                            cellTop = columns.maximum(from: column, count: span)
                        }
                        let minY = cellTop + padding
                        let maxY = minY + height
                        let cellBottom = maxY + padding
                        let cellRight = ends[column &+ span &- 1]
                        let minX = Swift.min(starts[column] + padding, cellRight)
                        let maxX = Swift.max(minX, cellRight - padding)
                        frames[index] = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                        columns.set(from: column, count: span, to: cellBottom + spacing)
                        if cellBottom == .infinity, firstOverflow == nil {
                            firstOverflow = (ItemPath(section: section, item: firstItem + index), height)
                        }
                        // `Swift.max(bottom, cellBottom)` for these NaN-free values, in the
                        // operand order of a single max instruction.
                        bottom = bottom > cellBottom ? bottom : cellBottom
                        let cellRightEdge = maxX + padding
                        right = right > cellRightEdge ? right : cellRightEdge
                    }
                    sectionBottom = bottom
                    sectionRight = right
                    turn = nextTurn
                }
            }
        }
        return (sectionBottom, sectionRight, firstOverflow)
    }
}
