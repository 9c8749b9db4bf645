/// The seed's placement rule (`GridPlacement` describes it), written once for the two
/// representations a grid section is placed on: `GridRingPlacement`, a ring of row words for
/// at most 64 columns while few rows are held, and `GridPlacementState`, bands of rows alike.
/// Each holds a cursor (`GridCursor`) and an occupancy, and keeps, per span, where the next
/// search for that span may start; the rule — the cursor's fast path, the search after it, the
/// frontier's advance — is the same, so both place every item in the same cell.
///
/// A protocol of classes rather than a class generic over its parts, so that each
/// representation keeps its own resume points (raw per-span memory on the ring, a staircase
/// on bands) and the hot path, specialised for each, pays no indirection.
protocol GridPlacementRule: AnyObject {
    associatedtype Occupancy: GridPlacementOccupancy
    /// The cells taken.
    var occupancy: Occupancy { get }
    /// The grid's columns, ≥ 1.
    var columns: Int { get }
    /// Whether the cursor moves past every placed item (`sparse`), rather than staying
    /// before a hole that later items may fill (`dense`).
    var sparse: Bool { get }
    /// The cursor and the frontier.
    var cursor: GridCursor { get set }
    /// Where the search for a `span × span` square may start: the frontier, or past it where
    /// the last search for this span or a smaller one found its square (a square that does
    /// not fit somewhere contains a smaller one that did not fit either).
    func searchStart(span: Int) -> (row: Int, column: Int)
    /// Records that the search for `span` found its square at `found`.
    func recordFind(span: Int, at found: (row: Int, column: Int))
}

extension GridPlacementRule {
    /// The first free cell at or after the cursor.
    var frontier: (row: Int, column: Int) { cursor.frontier }

    /// Places a `span × span` square (1 ≤ `span` ≤ `columns`) and returns its top-left cell.
    @inline(__always)
    func place(span: Int) -> (row: Int, column: Int) {
        let placed: (row: Int, column: Int)
        if span == 1 {
            // The first fit of one cell is the frontier, whether or not the cursor is there.
            placed = cursor.frontier
            occupancy.occupy(row: placed.row, column: placed.column)
            if sparse || cursor.isAtFrontier {
                cursor.advance(past: placed, span: 1, columns: columns)
            }
        } else if cursor.isAtFrontier, occupancy.isFree(row: cursor.row, column: cursor.column, span: span) {
            placed = (cursor.row, cursor.column)
            occupancy.occupy(row: placed.row, column: placed.column, span: span)
            cursor.advance(past: placed, span: span, columns: columns)
        } else {
            placed = placeAfterCursor(span: span)
        }
        restoreFrontier()
        return placed
    }

    /// Moves the frontier to the first free cell at or after both itself and the cursor, and
    /// releases the rows before it.
    @inline(__always)
    private func restoreFrontier() {
        if (cursor.row, cursor.column) > cursor.frontier {
            cursor.frontierRow = cursor.row
            cursor.frontierColumn = cursor.column
        }
        if !occupancy.isFree(row: cursor.frontierRow, column: cursor.frontierColumn) {
            (cursor.frontierRow, cursor.frontierColumn) = occupancy.firstFreeCell(row: cursor.frontierRow, column: cursor.frontierColumn)
        }
        occupancy.release(rowsBefore: cursor.frontierRow)
    }

    /// The seed's walk: the first position at or after the cursor where the square fits,
    /// resumed from `searchStart(span:)`.
    private func placeAfterCursor(span: Int) -> (row: Int, column: Int) {
        let start = searchStart(span: span)
        let found = occupancy.firstFit(span: span, row: start.row, column: start.column)
        occupancy.occupy(row: found.row, column: found.column, span: span)
        recordFind(span: span, at: found)
        if sparse { cursor.advance(past: found, span: span, columns: columns) }
        return found
    }
}
