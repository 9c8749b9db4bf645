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
        try layOutStack(items, in: container)
    }

    func validateOptions(_ container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        try LayoutError.checkOption("itemSpacing", itemSpacing)
        try LayoutError.checkOption("rowSpacing", rowSpacing)
    }

    /// Sets the content size from the rows' extent, or throws for an extent that overflowed.
    func finish(_ result: inout LayoutResult, rows: RowStacker.State, items: ItemSet) throws(LayoutError) {
        // Rows stack downwards, so the last row's bottom is the lowest edge of all.
        guard rows.widest < .infinity, rows.bottom < .infinity else { throw overflowCause(items, result) }
        result.contentSize = items.isEmpty ? .zero : Size(width: rows.widest, height: rows.bottom)
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
