/// Where a grid section's placement stands: the cursor, where the seed's rule puts the next
/// square if it fits there, and the frontier, the first free cell at or after the cursor.
///
/// The cursor is always inside the columns (a cursor moved past the last column wraps to the
/// next row at once, which is where the seed's lazy wrap would put it). Every cell from the
/// cursor up to the frontier is taken, so no square can start before the frontier: rows
/// before it are released, and searches start there. The cursor's own cell is free exactly
/// when the two coincide.
struct GridCursor: Hashable, Sendable {
    /// The cursor's cell.
    var row = 0
    var column = 0
    /// The first free cell at or after the cursor.
    var frontierRow = 0
    var frontierColumn = 0

    /// The first free cell at or after the cursor.
    var frontier: (row: Int, column: Int) { (frontierRow, frontierColumn) }

    /// Whether the cursor stands on the frontier, so that its cell is free.
    var isAtFrontier: Bool { row == frontierRow && column == frontierColumn }

    /// Moves the cursor just past a square `span` wide placed at `placed`, to the start of the
    /// next row when that is past the last of `columns`. O(1).
    @inline(__always)
    mutating func advance(past placed: (row: Int, column: Int), span: Int, columns: Int) {
        row = placed.row
        column = placed.column + span
        if column >= columns {
            row += 1
            column = 0
        }
    }
}
