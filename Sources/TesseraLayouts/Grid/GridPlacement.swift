/// Where each item of a grid section goes: the placement cursor, the occupancy and, per span,
/// where the next search for that span may start.
///
/// The seed's rule (`dense`): an item goes at the cursor if its square fits there and the
/// cursor moves past it; otherwise it goes into the first free position after the cursor
/// (row-major) and the cursor stays, so later items can back-fill the hole. `sparse` moves
/// the cursor past every placed item, so nothing is placed before an earlier item.
///
/// The cursor only moves forward and cells only fill up, so the first fit for a given span
/// never moves backwards: each search resumes where the last search for the same or a
/// smaller span ended (`GridResumePoints`), and walks the occupancy a band of rows at a time
/// (`GridOccupancy`), never a cell at a time.
///
/// **Cost.** Placing an item costs O(log b) to find its bands, plus the bands its square
/// crosses and the candidate rows its search tries, over `b` live bands (runs of rows alike,
/// between the frontier and the furthest item; at most two per item of the section, fewer as
/// filled rows join), each band costing O(1) for grids of at most 64 columns and O(runs of
/// taken columns) beyond. Neither the column count nor a span's square of cells enters: a hole
/// no later item fits (a column beside a wide square) keeps its bands but is never searched
/// again, a band too full for a span is stepped over whole, and splitting or joining bands
/// between earlier ones is O(log b) (`GridBandList`). A search for a span revisits only
/// candidate rows that searches for other spans passed, so many distinct spans multiply the
/// candidates; the complexity fuzzer (`TesseraCheck/Complexity`) grows those families (holes,
/// random spans, long rows, back-fills, √n distinct spans) and checks that the work grows as
/// O(n log n) or better.
///
/// A class, so the hot loop pays no copy-on-write check; it is internal to one `layout` call.
final class GridPlacement {
    /// The placement of a grid of at most 64 columns (one word per band of rows) or of more.
    private let narrow: GridPlacementState<ColumnMask>?
    private let wide: GridPlacementState<ColumnRuns>?

    /// A placement for `columns` ≥ 1 columns.
    init(columns: Int, sparse: Bool) {
        if columns <= 64 {
            narrow = GridPlacementState(columns: columns, sparse: sparse)
            wide = nil
        } else {
            narrow = nil
            wide = GridPlacementState(columns: columns, sparse: sparse)
        }
    }

    /// Whether snapshots will be taken: a layout recording checkpoints. (Every state is kept
    /// either way; the flag is the stacker's to set.)
    var tracksResumePoints = false

    /// Starts a new section with an empty grid and the cursor at row 0, column 0.
    func startSection() {
        narrow?.startSection()
        wide?.startSection()
    }

    /// The placement's whole state inside a section: what a grid checkpoint keeps.
    enum Snapshot: Sendable {
        case narrow(GridPlacementState<ColumnMask>.Snapshot)
        case wide(GridPlacementState<ColumnRuns>.Snapshot)
    }

    /// The words a snapshot holds, besides a few counters.
    var snapshotWords: Int { narrow?.snapshotWords ?? wide!.snapshotWords }

    /// The state, copied. O(live bands + resume steps).
    func snapshot() -> Snapshot {
        if let narrow { return .narrow(narrow.snapshot()) }
        return .wide(wide!.snapshot())
    }

    /// Continues from `snapshot`, taken of a placement with the same columns and packing.
    func restore(_ snapshot: Snapshot) {
        switch snapshot {
        case let .narrow(state): narrow!.restore(state)
        case let .wide(state): wide!.restore(state)
        }
    }

    /// Places a `span × span` square (1 ≤ `span` ≤ `columns`) and returns its top-left cell.
    @inline(__always)
    func place(span: Int) -> (row: Int, column: Int) {
        if let narrow { return narrow.place(span: span) }
        return wide!.place(span: span)
    }

    /// The live bands of rows (for tests of the cost model).
    var bandCount: Int { narrow?.occupancy.bandCount ?? wide!.occupancy.bandCount }

    /// The first free cell at or after the cursor.
    var frontier: (row: Int, column: Int) { narrow?.frontier ?? wide!.frontier }

    /// The occupancy's work so far and the most bands it held (`GridOccupancy.work`).
    var work: (steps: Int, peakBands: Int) {
        if let narrow { return (narrow.occupancy.work, narrow.occupancy.peakBands) }
        return (wide!.occupancy.work, wide!.occupancy.peakBands)
    }
}

/// `GridPlacement` over one representation of a band's columns.
final class GridPlacementState<Columns: GridColumnSet> {
    let occupancy: GridOccupancy<Columns>
    private let columns: Int
    private let sparse: Bool
    /// The cursor, always inside the columns (a cursor moved past the last column wraps to
    /// the next row at once, which is where the seed's lazy wrap would put it).
    private var cursorRow = 0
    private var cursorColumn = 0
    /// The first free cell at or after the cursor. Every cell from the cursor up to it is
    /// taken, so no square can start before it: rows before it are released, and searches
    /// start there. The cursor's own cell is free exactly when the two coincide.
    private var frontierRow = 0
    private var frontierColumn = 0
    private var resumePoints = GridResumePoints()

    var frontier: (row: Int, column: Int) { (frontierRow, frontierColumn) }

    init(columns: Int, sparse: Bool) {
        self.columns = columns
        self.sparse = sparse
        occupancy = GridOccupancy(columns: columns)
    }

    func startSection() {
        occupancy.reset()
        cursorRow = 0
        cursorColumn = 0
        frontierRow = 0
        frontierColumn = 0
        resumePoints.removeAll()
    }

    struct Snapshot: Sendable {
        var cursorRow, cursorColumn, frontierRow, frontierColumn: Int
        var resumePoints: GridResumePoints
        var occupancy: GridOccupancy<Columns>.Snapshot
    }

    var snapshotWords: Int { occupancy.storedWords + 3 * resumePoints.steps.count }

    func snapshot() -> Snapshot {
        Snapshot(
            cursorRow: cursorRow, cursorColumn: cursorColumn, frontierRow: frontierRow, frontierColumn: frontierColumn,
            resumePoints: resumePoints, occupancy: occupancy.snapshot()
        )
    }

    func restore(_ snapshot: Snapshot) {
        cursorRow = snapshot.cursorRow
        cursorColumn = snapshot.cursorColumn
        frontierRow = snapshot.frontierRow
        frontierColumn = snapshot.frontierColumn
        resumePoints = snapshot.resumePoints
        occupancy.restore(snapshot.occupancy)
    }

    @inline(__always)
    func place(span: Int) -> (row: Int, column: Int) {
        let placed: (row: Int, column: Int)
        if span == 1 {
            // The first fit of one cell is the frontier, whether or not the cursor is there.
            placed = (frontierRow, frontierColumn)
            occupancy.occupy(row: placed.row, column: placed.column, span: 1)
            if sparse || (cursorRow == frontierRow && cursorColumn == frontierColumn) {
                advanceCursor(past: placed, span: 1)
            }
        } else if cursorRow == frontierRow, cursorColumn == frontierColumn,
                  occupancy.isFree(row: cursorRow, column: cursorColumn, span: span) {
            placed = (cursorRow, cursorColumn)
            occupancy.occupy(row: cursorRow, column: cursorColumn, span: span)
            advanceCursor(past: placed, span: span)
        } else {
            placed = placeAfterCursor(span: span)
        }
        restoreFrontier()
        return placed
    }

    @inline(__always)
    private func advanceCursor(past placed: (row: Int, column: Int), span: Int) {
        cursorRow = placed.row
        cursorColumn = placed.column + span
        if cursorColumn >= columns {
            cursorRow += 1
            cursorColumn = 0
        }
    }

    /// Moves the frontier to the first free cell at or after both itself and the cursor.
    @inline(__always)
    private func restoreFrontier() {
        if (cursorRow, cursorColumn) > (frontierRow, frontierColumn) {
            frontierRow = cursorRow
            frontierColumn = cursorColumn
        }
        if !occupancy.isFree(row: frontierRow, column: frontierColumn) {
            (frontierRow, frontierColumn) = occupancy.firstFreeCell(row: frontierRow, column: frontierColumn)
        }
        occupancy.release(rowsBefore: frontierRow)
    }

    /// The seed's walk: the first position at or after the cursor where the square fits,
    /// resumed from the frontier or from the furthest find of this or a smaller span.
    private func placeAfterCursor(span: Int) -> (row: Int, column: Int) {
        var start = (row: frontierRow, column: frontierColumn)
        if let resume = resumePoints.position(for: span), resume > start { start = resume }
        let found = occupancy.firstFit(span: span, row: start.row, column: start.column)
        occupancy.occupy(row: found.row, column: found.column, span: span)
        resumePoints.record(span: span, row: found.row, column: found.column)
        if sparse { advanceCursor(past: found, span: span) }
        return found
    }
}
