/// The placement of a grid of at most 64 columns while its occupancy holds few rows: the
/// seed's rule (`GridPlacementRule`) over a ring of row words (`GridRowRing`), per span the
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
final class GridRingPlacement: GridPlacementRule {
    let occupancy: GridRowRing
    let columns: Int
    let sparse: Bool
    var cursor = GridCursor()
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
        cursor = GridCursor()
        section += 1
        usedSpans.removeAll(keepingCapacity: true)
    }

    /// The placement's whole state inside a section: what a grid checkpoint keeps.
    struct Snapshot: Sendable {
        var cursor: GridCursor
        var section: Int
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
            cursor: cursor, section: section, resumePoints: usedSpans.map { SIMD3($0, resumeRows[$0], resumeColumns[$0]) },
            occupancy: occupancy.snapshot()
        )
    }

    /// Continues from `snapshot`, taken of a placement with the same columns and packing.
    func restore(_ snapshot: Snapshot) {
        cursor = snapshot.cursor
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

    /// The furthest of the frontier and the last finds, this section, of every span from 2
    /// up to `span` (a span of 1 always goes to the frontier, so it records none).
    @inline(__always)
    func searchStart(span: Int) -> (row: Int, column: Int) {
        var start = cursor.frontier
        for smaller in 2 ... span where resumeSection[smaller] == section
            && (resumeRows[smaller], resumeColumns[smaller]) > start {
            start = (resumeRows[smaller], resumeColumns[smaller])
        }
        return start
    }

    @inline(__always)
    func recordFind(span: Int, at found: (row: Int, column: Int)) {
        if tracksResumePoints, resumeSection[span] != section { usedSpans.append(span) }
        resumeRows[span] = found.row
        resumeColumns[span] = found.column
        resumeSection[span] = section
    }

    /// Whether the ring holds more than its row limit: a hole holds the frontier back.
    @inline(__always)
    var holdsTooManyRows: Bool { occupancy.storedRows > rowLimit }

    /// The rows the ring can hold before it grows (a power of two).
    var capacityRows: Int { occupancy.capacityRows }

    /// The rows the ring holds.
    var storedRows: Int { occupancy.storedRows }

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
            cursor: cursor, resumePoints: resumePoints,
            occupancy: .init(bands: bands, end: occupancy.baseRow + occupancy.storedRows)
        )
    }
}
