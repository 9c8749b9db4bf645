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
        try LayoutError.checkContainer(container)
        try LayoutError.checkOption("itemSpacing", itemSpacing)
        try LayoutError.checkOption("rowSpacing", rowSpacing)

        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var widest = 0.0
        var lowest = 0.0
        var top = 0.0
        var bottom = 0.0
        let itemSpacing = itemSpacing
        try items.widths.withUnsafeBufferPointer { widths throws(LayoutError) in
            try items.heights.withUnsafeBufferPointer { heights throws(LayoutError) in
                var rowsPlaced = false
                for section in 0 ..< items.sectionCount {
                    let range = items.flatRange(ofSection: section)
                    if range.isEmpty { continue }
                    if rowsPlaced { top = bottom + rowSpacing }
                    rowsPlaced = true
                    var rowBottom = top
                    var left = 0.0
                    try result.appendCells(section: section, items: 0 ..< range.count) { frames, firstItem throws(LayoutError) in
                        for index in 0 ..< frames.count {
                            let offset = firstItem + index
                            let flat = range.lowerBound + offset
                            let width = widths[flat], height = heights[flat]
                            // `!(x >= 0)` catches NaN as well as negatives.
                            guard width >= 0, width < .infinity, height >= 0, height < .infinity else {
                                let path = ItemPath(section: section, item: offset)
                                throw width >= 0 && width < .infinity
                                    ? .invalidItemLength(path, dimension: .height, value: height)
                                    : .invalidItemLength(path, dimension: .width, value: width)
                            }
                            if offset > 0 { left += itemSpacing }
                            let right = left + width
                            let itemBottom = top + height
                            frames[index] = Rect(minX: left, minY: top, maxX: right, maxY: itemBottom)
                            rowBottom = Swift.max(rowBottom, itemBottom)
                            left = right
                        }
                    }
                    widest = Swift.max(widest, left)
                    lowest = Swift.max(lowest, rowBottom)
                    bottom = rowBottom
                }
            }
        }
        guard widest < .infinity, lowest < .infinity else { throw overflowCause(items, result) }
        result.contentSize = items.isEmpty ? .zero : Size(width: widest, height: lowest)
        return result
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
