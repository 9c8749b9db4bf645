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
/// **Two representations.** A grid of at most 64 columns starts on a ring of row words
/// (`GridRingPlacement`), the cheapest for ordinary grids, where the rows between the frontier
/// and the furthest item are few; when a hole holds the frontier back so that the ring holds
/// more than `ringRowLimit` rows, the placement moves onto bands for the rest of the section
/// (once, O(rows held)). So the ring's work per item is bounded by that limit, and whatever
/// costs more is placed on bands. Wider grids are on bands from the start: a row of words per
/// square would cost the span² cells this avoids.
///
/// A class, so the hot loop pays no copy-on-write check; it is internal to one `layout` call.
final class GridPlacement {
    /// The ring, in use while `onRing`: for a grid of at most 64 columns, until the section
    /// holds more than `ringRowLimit` rows (wider grids never use theirs). A non-optional `let`
    /// and a flag rather than an optional `var`, so the hot path reads it without retaining it.
    private let ring: GridRingPlacement
    private var onRing: Bool
    /// The placement of a grid of at most 64 columns on bands (one word per band of rows),
    /// made at its first move onto bands, or of more columns (sorted runs per band).
    private var narrow: GridPlacementState<ColumnMask>?
    private let wide: GridPlacementState<ColumnRuns>?
    private let columns: Int
    private let sparse: Bool
    /// The most bands held in sections that moved onto bands, and the most rows a ring held.
    private var peakRingRows = 0

    /// The most rows the ring holds before the placement moves onto bands: more rows than an
    /// ordinary grid keeps between its frontier and its furthest item, few enough that the
    /// ring's walk over them costs a bounded amount per item.
    static let ringRowLimit = 256

    /// A placement for `columns` ≥ 1 columns (`ringRowLimit` for tests of the move onto bands).
    init(columns: Int, sparse: Bool, ringRowLimit: Int = GridPlacement.ringRowLimit) {
        self.columns = columns
        self.sparse = sparse
        ring = GridRingPlacement(columns: Swift.min(columns, 64), sparse: sparse, rowLimit: ringRowLimit)
        if columns <= 64 {
            onRing = true
            wide = nil
        } else {
            onRing = false
            narrow = nil
            wide = GridPlacementState(columns: columns, sparse: sparse)
        }
    }

    /// Whether snapshots will be taken: a layout recording checkpoints (the ring then keeps
    /// the list of spans it has resume points for).
    var tracksResumePoints = false {
        didSet { ring.tracksResumePoints = tracksResumePoints }
    }

    /// Starts a new section with an empty grid and the cursor at row 0, column 0.
    func startSection() {
        if wide == nil {
            peakRingRows = Swift.max(peakRingRows, ring.capacityRows)
            onRing = true
            ring.startSection()
        }
        wide?.startSection()
    }

    /// The placement's whole state inside a section: what a grid checkpoint keeps.
    enum Snapshot: Sendable {
        case ring(GridRingPlacement.Snapshot)
        case narrow(GridPlacementState<ColumnMask>.Snapshot)
        case wide(GridPlacementState<ColumnRuns>.Snapshot)
    }

    /// The words a snapshot holds, besides a few counters.
    var snapshotWords: Int {
        if onRing { return ring.snapshotWords }
        return narrow?.snapshotWords ?? wide!.snapshotWords
    }

    /// The state, copied. O(rows or bands held + resume points).
    func snapshot() -> Snapshot {
        if onRing { return .ring(ring.snapshot()) }
        if let narrow { return .narrow(narrow.snapshot()) }
        return .wide(wide!.snapshot())
    }

    /// Continues from `snapshot`, taken of a placement with the same columns and packing.
    func restore(_ snapshot: Snapshot) {
        switch snapshot {
        case let .ring(state):
            onRing = true
            ring.restore(state)
        case let .narrow(state):
            onRing = false
            narrowPlacement().restore(state)
        case let .wide(state):
            wide!.restore(state)
        }
    }

    /// Places a `span × span` square (1 ≤ `span` ≤ `columns`) and returns its top-left cell.
    @inline(__always)
    func place(span: Int) -> (row: Int, column: Int) {
        if onRing {
            let placed = ring.place(span: span)
            if ring.holdsTooManyRows { moveOntoBands() }
            return placed
        }
        if let narrow { return narrow.place(span: span) }
        return wide!.place(span: span)
    }

    /// Continues the section on bands from the ring's state. O(rows held + columns).
    private func moveOntoBands() {
        peakRingRows = Swift.max(peakRingRows, ring.capacityRows)
        narrowPlacement().restore(ring.bandSnapshot())
        onRing = false
    }

    /// The narrow placement on bands, made the first time it is needed.
    private func narrowPlacement() -> GridPlacementState<ColumnMask> {
        if let narrow { return narrow }
        let made = GridPlacementState<ColumnMask>(columns: columns, sparse: sparse)
        narrow = made
        return made
    }

    /// The live bands of rows, or the rows the ring holds (for tests of the cost model).
    var bandCount: Int {
        if onRing { return ring.storedRows }
        return narrow?.occupancy.bandCount ?? wide!.occupancy.bandCount
    }

    /// The first free cell at or after the cursor.
    var frontier: (row: Int, column: Int) {
        if onRing { return ring.frontier }
        return narrow?.frontier ?? wide!.frontier
    }

    /// Whether the section is on bands (for tests of the move).
    var isOnBands: Bool { !onRing }

    /// The bands' work so far and the most bands, or ring rows, held (`GridOccupancy.work`).
    /// The ring's own work is not counted: per item it is bounded by `ringRowLimit` rows.
    var work: (steps: Int, peakBands: Int) {
        guard wide == nil else { return (wide!.occupancy.work, wide!.occupancy.peakBands) }
        let ringRows = Swift.max(peakRingRows, ring.capacityRows)
        guard let narrow else { return (0, ringRows) }
        return (narrow.occupancy.work, Swift.max(narrow.occupancy.peakBands, ringRows))
    }
}

/// `GridPlacement` on bands of rows (`GridOccupancy`) over one representation of a band's
/// columns: the seed's rule (`GridPlacementRule`), per span the position where the next
/// search may start kept as a staircase (`GridResumePoints`).
final class GridPlacementState<Columns: GridColumnSet>: GridPlacementRule {
    let occupancy: GridOccupancy<Columns>
    let columns: Int
    let sparse: Bool
    var cursor = GridCursor()
    private var resumePoints = GridResumePoints()

    init(columns: Int, sparse: Bool) {
        self.columns = columns
        self.sparse = sparse
        occupancy = GridOccupancy(columns: columns)
    }

    func startSection() {
        occupancy.reset()
        cursor = GridCursor()
        resumePoints.removeAll()
    }

    struct Snapshot: Sendable {
        var cursor: GridCursor
        var resumePoints: GridResumePoints
        var occupancy: GridOccupancy<Columns>.Snapshot
    }

    var snapshotWords: Int { occupancy.storedWords + 3 * resumePoints.steps.count }

    func snapshot() -> Snapshot {
        Snapshot(cursor: cursor, resumePoints: resumePoints, occupancy: occupancy.snapshot())
    }

    func restore(_ snapshot: Snapshot) {
        cursor = snapshot.cursor
        resumePoints = snapshot.resumePoints
        occupancy.restore(snapshot.occupancy)
    }

    /// The furthest of the frontier and the staircase's step for `span`. O(log steps).
    @inline(__always)
    func searchStart(span: Int) -> (row: Int, column: Int) {
        var start = cursor.frontier
        if let resume = resumePoints.position(for: span), resume > start { start = resume }
        return start
    }

    @inline(__always)
    func recordFind(span: Int, at found: (row: Int, column: Int)) {
        resumePoints.record(span: span, row: found.row, column: found.column)
    }
}
