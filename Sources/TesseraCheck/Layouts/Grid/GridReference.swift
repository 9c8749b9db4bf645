import TesseraCore
import TesseraLayouts

extension Invariant {
    /// `GridLayout`'s documented geometry, frame for frame: the placement walk (`dense` or
    /// `sparse`), the shared column and row lines, `itemAspect`, `spacing`, headers, insets and
    /// the tight content size, on either axis.
    public static let gridGeometry = Invariant(
        "gridGeometry",
        summary: "every frame and the content size are the grid's: placement walk, column and row lines, aspect, spacing, headers, insets"
    )
}

/// The reference model of `GridLayout`: what its documentation says each frame is, computed
/// the plain way, and compared with a result exactly (`Invariant.gridGeometry`).
///
/// Placement is the seed's walk over a row-major grid of cells: a `span × span` square goes at
/// the cursor when it fits there, else into the first position after it where it fits;
/// `dense` leaves the cursor where it was (so later items back-fill), `sparse` moves it past
/// every placed square. The search starts at the first free cell at or after the cursor,
/// since no square can start on a taken cell, or where the last square of the same span went,
/// if later, since none fitted before it then or can now — the walk's answer without
/// re-walking the rows it filled (`GridWalk`). Edges are the documented lines (`TrackEdges`,
/// `RowEdges`); sections stack as `GridLayout` says. O(n · span²) for a section's walk plus
/// the distance it searches.
struct GridReference {
    let grid: GridLayout
    let container: Size

    /// The first `limit` differences between `result` and the model, for `items`.
    func violations(of result: LayoutResult, items: ItemSet, limit: Int) -> [InvariantViolation] {
        var comparison = ReferenceComparison(result, invariant: .gridGeometry, limit: limit)
        let vertical = grid.axis == .vertical
        let across = container.length(across: grid.axis)
        let acrossLeading = vertical ? grid.insets.left : grid.insets.top
        let acrossTrailingInset = vertical ? grid.insets.right : grid.insets.bottom
        let alongLeading = vertical ? grid.insets.top : grid.insets.left
        let alongTrailingInset = vertical ? grid.insets.bottom : grid.insets.right
        let columns = TrackEdges(
            count: grid.columns, leading: acrossLeading, total: across - (acrossLeading + acrossTrailingInset),
            spacing: grid.spacing, trailing: max(acrossLeading, across - acrossTrailingInset)
        )
        let rowLength = grid.itemAspect * columns.length
        func frame(along start: Double, _ end: Double, across low: Double, _ high: Double) -> Rect {
            vertical ? Rect(minX: low, minY: start, maxX: high, maxY: end) : Rect(minX: start, minY: low, maxX: end, maxY: high)
        }
        var along = alongLeading
        var alongExtent = alongLeading, acrossExtent = acrossLeading
        var headerPlaced = false
        for section in 0 ..< items.sectionCount where !comparison.isFull {
            let range = items.flatRange(ofSection: section)
            if range.isEmpty {
                comparison.expectNone(.header, at: ItemPath(section: section, item: 0), "section \(section) is empty")
                continue
            }
            if grid.headerLength > 0 {
                if headerPlaced { along += grid.spacing }
                let end = along + grid.headerLength
                comparison.expect(
                    .header, at: ItemPath(section: section, item: 0),
                    frame: frame(along: along, end, across: acrossLeading, columns.ends[grid.columns - 1]),
                    "section \(section)'s header \(grid.headerLength) long, across every column\(headerPlaced ? ", spacing after the previous section" : "")"
                )
                headerPlaced = true
                alongExtent = max(alongExtent, end)
                acrossExtent = columns.ends[grid.columns - 1]
                along = end + grid.spacing
            } else {
                comparison.expectNone(.header, at: ItemPath(section: section, item: 0), "headerLength is 0")
            }
            let rows = RowEdges(base: along, pitch: rowLength + grid.spacing, spacing: grid.spacing)
            var walk = GridWalk(columns: grid.columns, sparse: grid.packing == .sparse)
            var sectionEnd = along
            for flat in range where !comparison.isFull {
                let item = flat - range.lowerBound
                let span = min(items.spans[flat], grid.columns)
                let (row, column) = walk.place(span: span)
                let start = rows.start(row), end = rows.end(ofRows: row ..< row + span)
                let acrossEnd = columns.ends[column + span - 1]
                comparison.expect(
                    .cell, at: ItemPath(section: section, item: item),
                    frame: frame(along: start, end, across: columns.starts[column], acrossEnd),
                    "span \(span) at row \(row), column \(column) of section \(section)'s \(grid.packing.rawValue) walk; columns \(columns.length) long, rows \(rowLength), spacing \(grid.spacing)"
                )
                sectionEnd = max(sectionEnd, end)
                acrossExtent = max(acrossExtent, acrossEnd)
            }
            along = sectionEnd
            alongExtent = max(alongExtent, sectionEnd)
        }
        if !comparison.isFull {
            let along = alongExtent + alongTrailingInset, across = acrossExtent + acrossTrailingInset
            comparison.expectContentSize(
                vertical ? Size(width: across, height: along) : Size(width: along, height: across),
                "the frames' extent plus the trailing insets"
            )
        }
        return comparison.violations
    }
}

/// The seed's placement walk over one grid section, on one flag per cell (row-major).
///
/// A square goes at the first cell at or after the cursor where it fits. The search for it
/// skips what cannot hold it: the taken cells from the cursor on (`firstFree`), and the cells
/// before where the last square of its span went (`lastPlaced`) — none of them held that
/// span then, the cursor never moves back, and cells only fill, so none holds it now. A hole
/// that only a smaller square fits therefore costs the search once per span, not once per
/// item (a span-3 hero beside a one-column hole, then 100,000 full-width rows, would re-walk
/// every row for every row). O(span²) per item plus the cells each span's search passes, each
/// at most once per span.
struct GridWalk {
    let columns: Int
    let sparse: Bool
    private var taken: [Bool] = []
    /// The cursor, as a cell index.
    private var cursor = 0
    /// The first free cell at or after the cursor (never behind it, since cells only fill).
    private var firstFree = 0
    /// Where the last square of each span went, as a cell index.
    private var lastPlaced: [Int: Int] = [:]

    init(columns: Int, sparse: Bool) {
        self.columns = columns
        self.sparse = sparse
    }

    private func isTaken(_ cell: Int) -> Bool { cell < taken.count && taken[cell] }

    /// Whether a `span × span` square with top-left cell `cell` stays inside the columns and
    /// covers no taken cell.
    private func fits(_ cell: Int, span: Int) -> Bool {
        guard cell % columns + span <= columns else { return false }
        for row in 0 ..< span {
            for column in 0 ..< span where isTaken(cell + row * columns + column) { return false }
        }
        return true
    }

    /// Places a square of `span` (1 ... columns) and returns its top-left cell.
    mutating func place(span: Int) -> (row: Int, column: Int) {
        firstFree = max(firstFree, cursor)
        while isTaken(firstFree) { firstFree += 1 }
        // The cursor is where the seed tries first; it fits only when it is free, and then it
        // is `firstFree`.
        var cell = max(firstFree, lastPlaced[span] ?? 0)
        while !fits(cell, span: span) { cell += 1 }
        lastPlaced[span] = cell
        let needed = cell + (span - 1) * columns + span
        if taken.count < needed { taken += repeatElement(false, count: needed - taken.count) }
        for row in 0 ..< span {
            for column in 0 ..< span { taken[cell + row * columns + column] = true }
        }
        // A square ends on or before its row's end, so the cell after it is the next row's
        // first when it reaches the last column.
        if sparse || cell == cursor { cursor = cell + span }
        return (cell / columns, cell % columns)
    }
}
