/// The placement of a grid of at most 64 columns while its occupancy holds few rows: the
/// seed's rule (see `GridPlacement`) over a ring of row words (`GridRowRing`), per span the
/// position where the last search for that span ended.
///
/// The cursor only moves forward and cells only fill up, so the first fit for a given span
/// never moves backwards: each search resumes where the previous search for the same or a
/// smaller span ended (a square that cannot start somewhere contains a smaller one that
/// could not either). Walking is amortised O(rows held × distinct spans) per section, each
/// row a word: bounded per item while the ring holds at most `GridPlacement.ringRowLimit`
/// rows, which is when `GridPlacement` keeps using it (`holdsTooManyRows`).
///
/// A class owning raw memory for the per-span resume points, like `GridRowRing`: the hot
/// loop then pays no copy-on-write check; it is internal to one `layout` call.
final class GridRingPlacement {
    private let occupancy: GridRowRing
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
    /// `resumeRows[s]`, `resumeColumns[s]`: where the last search for span `s` in section
    /// `resumeSection[s]` found its square.
    private let resumeRows: UnsafeMutablePointer<Int>
    private let resumeColumns: UnsafeMutablePointer<Int>
    private let resumeSection: UnsafeMutablePointer<Int>
    private var section = -1
    /// The spans whose resume point belongs to the current section, so that a snapshot
    /// copies only those (not one per column); kept only when `tracksResumePoints`.
    private var usedSpans: [Int] = []
    /// Whether snapshots will be taken (`usedSpans` is kept): a layout recording checkpoints.
    var tracksResumePoints = false

    /// More rows held than this (`holdsTooManyRows`): time to move onto bands.
    private let rowLimit: Int

    /// A placement for 1 ≤ `columns` ≤ 64 columns that reports holding more than `rowLimit`
    /// rows.
    init(columns: Int, sparse: Bool, rowLimit: Int) {
        self.rowLimit = rowLimit
        self.columns = columns
        self.sparse = sparse
        occupancy = GridRowRing(columns: columns)
        resumeRows = .allocate(capacity: columns + 1)
        resumeRows.initialize(repeating: 0, count: columns + 1)
        resumeColumns = .allocate(capacity: columns + 1)
        resumeColumns.initialize(repeating: 0, count: columns + 1)
        resumeSection = .allocate(capacity: columns + 1)
        resumeSection.initialize(repeating: -1, count: columns + 1)
    }

    deinit {
        resumeRows.deallocate()
        resumeColumns.deallocate()
        resumeSection.deallocate()
    }

    /// Starts a new section with an empty grid and the cursor at row 0, column 0.
    func startSection() {
        occupancy.reset()
        cursorRow = 0
        cursorColumn = 0
        frontierRow = 0
        frontierColumn = 0
        section += 1
        usedSpans.removeAll(keepingCapacity: true)
    }

    /// The placement's whole state inside a section: what a grid checkpoint keeps.
    struct Snapshot: Sendable {
        var cursorRow, cursorColumn, frontierRow, frontierColumn, section: Int
        /// The current section's resume points: (span, row, column).
        var resumePoints: [SIMD3<Int>]
        var occupancy: GridRowRing.Snapshot
    }

    /// The words a snapshot holds, besides a few counters.
    var snapshotWords: Int { occupancy.storedWords + 3 * usedSpans.count }

    /// The state, copied (`tracksResumePoints` must have been set since the section
    /// started). O(stored rows × words per row + spans used).
    func snapshot() -> Snapshot {
        Snapshot(
            cursorRow: cursorRow, cursorColumn: cursorColumn, frontierRow: frontierRow, frontierColumn: frontierColumn,
            section: section, resumePoints: usedSpans.map { SIMD3($0, resumeRows[$0], resumeColumns[$0]) },
            occupancy: occupancy.snapshot()
        )
    }

    /// Continues from `snapshot`, taken of a placement with the same columns and packing.
    func restore(_ snapshot: Snapshot) {
        cursorRow = snapshot.cursorRow
        cursorColumn = snapshot.cursorColumn
        frontierRow = snapshot.frontierRow
        frontierColumn = snapshot.frontierColumn
        section = snapshot.section
        usedSpans.removeAll(keepingCapacity: true)
        for point in snapshot.resumePoints {
            usedSpans.append(point[0])
            resumeRows[point[0]] = point[1]
            resumeColumns[point[0]] = point[2]
            resumeSection[point[0]] = section
        }
        occupancy.restore(snapshot.occupancy)
    }

    /// Places a `span × span` square (1 ≤ `span` ≤ `columns`) and returns its top-left cell.
    @inline(__always)
    func place(span: Int) -> (row: Int, column: Int) {
        let placed: (row: Int, column: Int)
        if span == 1 {
            // The first fit of one cell is the frontier, whether or not the cursor is there.
            placed = (frontierRow, frontierColumn)
            occupancy.occupy(row: placed.row, column: placed.column)
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
        if frontierRow > occupancy.baseRow { occupancy.release(rowsBefore: frontierRow) }
    }

    /// The seed's walk: the first position at or after the cursor where the square fits,
    /// resumed from the frontier or from the last search for the same span.
    private func placeAfterCursor(span: Int) -> (row: Int, column: Int) {
        // A square that does not fit somewhere contains smaller squares' failures too, so
        // the last find for any span up to this one is a valid place to resume.
        var row = frontierRow, column = frontierColumn
        for smaller in 2 ... span where resumeSection[smaller] == section
            && (resumeRows[smaller], resumeColumns[smaller]) > (row, column) {
            row = resumeRows[smaller]
            column = resumeColumns[smaller]
        }
        let found = occupancy.firstFit(span: span, row: row, column: column)
        occupancy.occupy(row: found.row, column: found.column, span: span)
        if tracksResumePoints, resumeSection[span] != section { usedSpans.append(span) }
        resumeRows[span] = found.row
        resumeColumns[span] = found.column
        resumeSection[span] = section
        if sparse { advanceCursor(past: found, span: span) }
        return found
    }

    /// Whether the ring holds more than its row limit: a hole holds the frontier back.
    @inline(__always)
    var holdsTooManyRows: Bool { occupancy.storedRows > rowLimit }

    /// The rows the ring can hold before it grows (a power of two).
    var capacityRows: Int { occupancy.capacityRows }

    /// The rows the ring holds.
    var storedRows: Int { occupancy.storedRows }

    /// The first free cell at or after the cursor.
    var frontier: (row: Int, column: Int) { (frontierRow, frontierColumn) }

    /// The same state on bands: the stored rows, rows alike joined into one band, and the
    /// current section's resume points as a staircase. O(stored rows + columns).
    func bandSnapshot() -> GridPlacementState<ColumnMask>.Snapshot {
        var bands: [GridBandList<ColumnMask>.Band] = []
        for (offset, word) in occupancy.storedFirstWords.enumerated() where bands.last?.columns.bits != word {
            var columns = ColumnMask(columns: self.columns)
            columns.bits = word
            bands.append(.init(start: occupancy.baseRow + offset, columns: columns, longestFree: columns.longestFreeRun(columns: self.columns)))
        }
        var resumePoints = GridResumePoints()
        for span in stride(from: 2, through: self.columns, by: 1) where resumeSection[span] == section {
            resumePoints.record(span: span, row: resumeRows[span], column: resumeColumns[span])
        }
        return .init(
            cursorRow: cursorRow, cursorColumn: cursorColumn, frontierRow: frontierRow, frontierColumn: frontierColumn,
            resumePoints: resumePoints, occupancy: .init(bands: bands, end: occupancy.baseRow + occupancy.storedRows)
        )
    }
}
