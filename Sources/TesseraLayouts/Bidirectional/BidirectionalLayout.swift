import TesseraCore

/// A spreadsheet-like layout that scrolls both ways: each section is a row, its items laid
/// side by side with their own sizes.
///
/// Geometry: row `s` holds section `s`'s items left to right, each `width × height` (both
/// read from the items and validated), `itemSpacing` apart, top-aligned; a row is as tall as
/// its tallest item and rows are `rowSpacing` apart. An empty section is an empty row: it
/// takes no space and adds no spacing, so the first non-empty row starts at y = 0.
/// Each frame's leading edges are its predecessor's trailing edge plus the spacing, rounded
/// once, so neighbours never overlap, exactly.
///
/// The content is tight: the widest row's right edge × the lowest item's bottom edge (the
/// union of the frames; 0 × 0 without items). The result's `scrollAxis` is `.vertical` — rows
/// stack downwards and indexes sort along y — though the content scrolls both ways. O(n).
///
/// Updates (`IncrementalLayout`): a row's frames depend only on its items and its top, so an
/// update lays out again from the first changed item of its row, and the rows after it only
/// as far as their tops moved — when an update only reloads items and a row's bottom comes
/// out where it was, the rows below keep their frames and are not rewritten.
public struct BidirectionalLayout: CollectionLayout, Hashable {
    /// Space between neighbouring items of a row; ≥ 0.
    public var itemSpacing: Double
    /// Space between rows; ≥ 0.
    public var rowSpacing: Double

    /// Creates the layout; both spacings default to 0.
    public init(itemSpacing: Double = 0, rowSpacing: Double = 0) {
        self.itemSpacing = itemSpacing
        self.rowSpacing = rowSpacing
    }

    /// Lays the items out. Throws `invalidContainer`, `invalidOption` (`itemSpacing`,
    /// `rowSpacing`, or the spacing whose sum with the items overflows to infinity) and
    /// `invalidItemLength` (the first item, in order, with a NaN, infinite or negative width
    /// or height — its width is checked first; also the item whose edge sum overflows when
    /// there is no spacing to blame).
    /// The container is validated but not read: rows are as long as their items.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try validateOptions(container)
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var rows = RowStack()
        var noTrail: CheckpointTrail<RowStack>?
        _ = try appendRows(items, from: LayoutPosition(section: 0, item: 0), rows: &rows, to: &result, trail: &noTrail)
        try finish(&result, rows: rows, items: items)
        return result
    }

    func validateOptions(_ container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        try LayoutError.checkOption("itemSpacing", itemSpacing)
        try LayoutError.checkOption("rowSpacing", rowSpacing)
    }

    /// Sets the content size from the rows' extent, or throws for an extent that overflowed.
    func finish(_ result: inout LayoutResult, rows: RowStack, items: ItemSet) throws(LayoutError) {
        // Rows stack downwards, so the last row's bottom is the lowest edge of all.
        guard rows.widest < .infinity, rows.bottom < .infinity else { throw overflowCause(items, result) }
        result.contentSize = items.isEmpty ? .zero : Size(width: rows.widest, height: rows.bottom)
    }

    /// The running state of the rows: where the last row ends and, inside a row, where its
    /// last item ends.
    struct RowStack: Sendable {
        /// The current row's top (between rows: the last row's; 0 before any).
        var top = 0.0
        /// The last finished row's bottom: the lowest edge so far (rows stack downwards).
        var bottom = 0.0
        /// The widest finished row's right edge.
        var widest = 0.0
        var rowsPlaced = false
        /// Inside a row: the lowest edge of its items so far, and the right edge of its last.
        var rowBottom = 0.0
        var left = 0.0
    }

    /// Lays the rows out from `position` on — mid-row when `position.item > 0`, `rows` being the
    /// state there — appending (or rewriting) their cells, and records checkpoints into `trail`
    /// when there is one. When `keepsRowsFrom` says a row can keep its frames (its top is where
    /// it was; it reads the result being rewritten, not a copy), stops there and returns that row.
    func appendRows(
        _ items: ItemSet, from position: LayoutPosition, rows: inout RowStack, to result: inout LayoutResult,
        trail: inout CheckpointTrail<RowStack>?,
        keepsRowsFrom: ((_ section: Int, _ top: Double, _ result: LayoutResult) -> Bool)? = nil
    ) throws(LayoutError) -> Int? {
        let itemSpacing = itemSpacing
        var section = position.section
        var item = position.item
        while section < items.sectionCount {
            let range = items.flatRange(ofSection: section)
            if item == 0, !range.isEmpty {
                let top = rows.rowsPlaced ? rows.bottom + rowSpacing : rows.top
                if let keepsRowsFrom, keepsRowsFrom(section, top, result) { return section }
                rows.top = top
                rows.rowsPlaced = true
                rows.rowBottom = top
                rows.left = 0
            }
            while item < range.count {
                // Up to the next checkpoint, if one falls inside the row.
                var end = range.count
                if let due = trail?.nextDue {
                    end = Swift.min(end, Swift.max(item + 1, due - section - range.lowerBound))
                }
                var row = rows
                _ = try items.widths.withUnsafeBufferPointer { widths throws(LayoutError) in
                    try items.heights.withUnsafeBufferPointer { heights throws(LayoutError) in
                        try result.appendCells(section: section, items: item ..< end) { frames, firstItem throws(LayoutError) in
                            var left = row.left, rowBottom = row.rowBottom
                            let top = row.top
                            let flatBase = range.lowerBound + firstItem
                            for index in 0 ..< frames.count {
                                let width = widths[flatBase + index], height = heights[flatBase + index]
                                // `!(x >= 0)` catches NaN as well as negatives.
                                guard width >= 0, width < .infinity, height >= 0, height < .infinity else {
                                    let path = ItemPath(section: section, item: firstItem + index)
                                    throw width >= 0 && width < .infinity
                                        ? .invalidItemLength(path, dimension: .height, value: height)
                                        : .invalidItemLength(path, dimension: .width, value: width)
                                }
                                if firstItem + index > 0 { left += itemSpacing }
                                let right = left + width
                                let itemBottom = top + height
                                frames[index] = Rect(minX: left, minY: top, maxX: right, maxY: itemBottom)
                                rowBottom = Swift.max(rowBottom, itemBottom)
                                left = right
                            }
                            row.left = left
                            row.rowBottom = rowBottom
                        }
                    }
                }
                rows = row
                item = end
                if item < range.count, trail != nil {
                    let here = LayoutPosition(section: section, item: item)
                    let distance = here.distance(in: items)
                    if trail!.isDue(at: distance) {
                        trail!.record(rows, at: here, distance: distance, elementCount: range.lowerBound + item)
                    }
                }
            }
            if section == items.sectionCount - 1, trail != nil {
                // The end of the last section always gets one: appending to it resumes there.
                let here = LayoutPosition(section: section, item: range.count)
                trail!.record(rows, at: here, distance: here.distance(in: items), elementCount: range.upperBound)
            }
            if !range.isEmpty {
                rows.widest = Swift.max(rows.widest, rows.left)
                rows.bottom = rows.rowBottom
            }
            section += 1
            item = 0
            if section < items.sectionCount, trail != nil {
                let here = LayoutPosition(section: section, item: 0)
                let distance = here.distance(in: items)
                if trail!.isDue(at: distance) {
                    trail!.record(rows, at: here, distance: distance, elementCount: items.sectionStarts[section])
                }
            }
        }
        return nil
    }

    /// The error for a content edge that overflowed to infinity: the spacing along the
    /// overflowing axis if it is set, else the first item whose frame became infinite.
    private func overflowCause(_ items: ItemSet, _ result: LayoutResult) -> LayoutError {
        let id = result.frames.firstIndex { !$0.isFinite } ?? 0
        let path = result.path(ofElement: id)
        let horizontal = !result.frames[id].maxX.isFinite
        if horizontal, itemSpacing > 0 { return .contentOverflow(option: "itemSpacing", value: itemSpacing) }
        if !horizontal, rowSpacing > 0 { return .contentOverflow(option: "rowSpacing", value: rowSpacing) }
        let item = items[path]
        return .invalidItemLength(
            path, dimension: horizontal ? .width : .height, value: horizontal ? item.width : item.height
        )
    }
}
