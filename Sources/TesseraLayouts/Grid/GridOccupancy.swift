/// Which cells of a grid section are taken, as bands: runs of consecutive rows whose taken
/// columns are the same, each holding its columns once (`GridColumnSet`). A square marks the
/// bands its rows cross, splitting the two at its top and bottom edges — O(bands crossed), not
/// its span² cells — and a search asks each band once for a whole run of rows. Grids of more
/// than 64 columns are placed on bands; narrower ones once their rows held outgrow the ring of
/// row words they start on (`GridPlacement`).
///
/// Only the bands from the placement frontier's row on are kept: nothing is ever placed before
/// it, so bands behind it are released (`release(rowsBefore:)`). Rows from `end` on are free.
/// A hole that no later item fits (a column beside a wide square) holds the frontier back and
/// so keeps the bands after it, but costs each search nothing: a band whose longest free run
/// is shorter than the span is stepped over whole, and the placement resumes each span's
/// search where the last one ended (`GridResumePoints`).
///
/// The bands live in a skip list (`GridBandList`): finding the band of a row, splitting one
/// and joining two are O(log b), so squares back-filling between earlier bands cost no shifting.
///
/// A class, so the per-item operations pay no copy-on-write check; it is internal to one
/// `layout` call and never shared.
final class GridOccupancy<Columns: GridColumnSet> {
    typealias Band = GridBandList<Columns>.Band
    private typealias Node = GridBandList<Columns>.Node

    /// Cells per row (the grid's columns).
    let columnCount: Int
    /// The live bands.
    private var bands: GridBandList<Columns>
    /// The first row after the last band; it and every row after it are free.
    private(set) var end = 0
    /// Bands visited, split and joined so far — by searches, by squares marking the bands they
    /// cross — and the most bands held at once: the deterministic work counts of the complexity
    /// fuzzer (`GridLayout.placementWork(_:)`).
    private(set) var work = 0
    private(set) var peakBands = 0
    private let emptyColumns: Columns

    /// An empty occupancy for rows of `columns` ≥ 1 cells.
    init(columns: Int) {
        columnCount = columns
        emptyColumns = Columns(columns: columns)
        bands = GridBandList(placeholder: emptyColumns)
    }

    /// Forgets every band (a new section starts at row 0).
    func reset() {
        bands.removeAll()
        end = 0
    }

    /// The live bands, copied: what a checkpoint of the placement keeps.
    struct Snapshot: Sendable {
        var bands: [Band]
        var end: Int
    }

    /// The words a snapshot copies. O(bands).
    var storedWords: Int {
        var words = 0
        var node = bands.first
        while node != GridBandList<Columns>.none {
            words += 2 + bands[node].columns.words
            node = bands.next(node)
        }
        return words
    }

    /// The live bands, copied. O(bands).
    func snapshot() -> Snapshot {
        Snapshot(bands: bands.inOrder, end: end)
    }

    /// Replaces every band with `snapshot`'s, taken of an occupancy with the same columns.
    /// O(b log b).
    func restore(_ snapshot: Snapshot) {
        bands.removeAll()
        for band in snapshot.bands { bands.insert(band) }
        end = snapshot.end
    }

    /// The number of live bands.
    var bandCount: Int { bands.count }

    /// The first row after the band at `node`.
    @inline(__always)
    private func bandEnd(_ node: Node) -> Int {
        let next = bands.next(node)
        return next == GridBandList<Columns>.none ? end : bands[next].start
    }

    /// Whether `row` lies in the live bands (rows before them were released, rows from `end`
    /// on are free).
    @inline(__always)
    private func isStored(_ row: Int) -> Bool {
        bands.count > 0 && row < end && row >= bands[bands.first].start
    }

    /// Drops the rows before `row`. O(log b) a band dropped.
    func release(rowsBefore row: Int) {
        var first = bands.first
        while first != GridBandList<Columns>.none, bandEnd(first) <= row {
            bands.remove(first)
            first = bands.first
        }
        if first == GridBandList<Columns>.none {
            end = Swift.max(end, row)
        } else if bands[first].start < row {
            bands[first].start = row
        }
    }

    /// Whether cell (`row`, `column`) is free; `column < columns`.
    @inline(__always)
    func isFree(row: Int, column: Int) -> Bool {
        guard isStored(row) else { return true }
        return bands[bands.node(holding: row)].columns.firstFree(from: column, columns: columnCount) == column
    }

    /// The first free cell at or after (`row`, `column`) in row-major order, at or after the
    /// first live row; `column < columns`. O(bands stepped over).
    func firstFreeCell(row: Int, column: Int) -> (row: Int, column: Int) {
        guard isStored(row) else { return (row, column) }
        var row = row, column = column
        var node = bands.node(holding: row)
        while true {
            work += 1
            let columns = bands[node].columns
            if let free = columns.firstFree(from: column, columns: columnCount) { return (row, free) }
            // The rest of the band's rows are the same: their first free column, if any.
            if row + 1 < bandEnd(node), let free = columns.firstFree(from: 0, columns: columnCount) { return (row + 1, free) }
            row = bandEnd(node)
            column = 0
            node = bands.next(node)
            if node == GridBandList<Columns>.none { return (row, 0) }
        }
    }

    /// The first position at or after (`row`, `column`) in row-major order where a free
    /// `span × span` square fits inside the columns — the seed's walk, a band at a time:
    /// a square's top row need only be tried at `row`, at `row + 1` and where a band starts
    /// (within a band, moving down only adds rows to the square), and a band whose longest
    /// free run is shorter than the span rules out every square crossing it at once.
    /// `1 ≤ span ≤ columns`. O(candidate rows × bands per square).
    func firstFit(span: Int, row: Int, column: Int) -> (row: Int, column: Int) {
        var row = row, from = column
        guard isStored(row) else { return from + span <= columnCount ? (row, from) : (row + 1, 0) }
        var node = bands.node(holding: row)
        while row < end {
            if from + span <= columnCount {
                // The square's rows row ..< row + span cross the bands from `node` on.
                var union = emptyColumns
                var blocked = GridBandList<Columns>.none
                var crossed = node
                while crossed != GridBandList<Columns>.none, bands[crossed].start < row + span {
                    work += 1
                    if bands[crossed].longestFree < span {
                        blocked = crossed
                        break
                    }
                    union.formUnion(bands[crossed].columns)
                    crossed = bands.next(crossed)
                }
                if blocked != GridBandList<Columns>.none {
                    // No square crossing that band fits: the next top row is after it.
                    row = bandEnd(blocked)
                    from = 0
                    node = bands.next(blocked)
                    continue
                }
                if let found = union.firstFreeRun(of: span, from: from, columns: columnCount) { return (row, found) }
            }
            work += 1
            if from > 0, row + 1 < bandEnd(node) {
                row += 1
            } else {
                row = bandEnd(node)
                node = bands.next(node)
            }
            from = 0
        }
        return (row, from + span <= columnCount ? from : 0)
    }

    /// Marks cell (`row`, `column`) taken: the square of one cell.
    @inline(__always)
    func occupy(row: Int, column: Int) {
        occupy(row: row, column: column, span: 1)
    }

    /// Whether the `span × span` square with top-left cell (`row`, `column`) is inside the
    /// columns and free.
    @inline(__always)
    func isFree(row: Int, column: Int, span: Int) -> Bool {
        guard column + span <= columnCount else { return false }
        guard isStored(row) else { return true }
        var union = emptyColumns
        var node = bands.node(holding: row)
        while node != GridBandList<Columns>.none, bands[node].start < row + span {
            work += 1
            union.formUnion(bands[node].columns)
            node = bands.next(node)
        }
        return union.firstFreeRun(of: span, from: column, columns: columnCount) == column
    }

    /// Marks the square with top-left cell (`row`, `column`) taken; it must be inside the
    /// columns, free, and at or after the first live row. O(bands crossed) plus two splits and
    /// the joins of bands it makes equal, O(log b) each.
    func occupy(row: Int, column: Int, span: Int) {
        let last = row + span
        // The bands stay contiguous from the first live row: the rows up to the square's
        // bottom join as one free band, which the splits below cut.
        if last > end {
            bands.insert(Band(start: end, columns: emptyColumns, longestFree: columnCount))
            end = last
        }
        let first = split(at: row)
        let after = last < end ? split(at: last) : GridBandList<Columns>.none
        var node = first
        while node != after {
            work += 1
            bands[node].columns.take(column, span: span)
            bands[node].longestFree = bands[node].columns.longestFreeRun(columns: columnCount)
            node = bands.next(node)
        }
        peakBands = Swift.max(peakBands, bands.count)
        // The band before the square's first may now equal it, and those it crossed each other.
        let before = row > bands[bands.first].start ? bands.node(holding: row - 1) : first
        joinEqualBands(from: before, through: after)
    }

    /// Joins each band after `lower`, up to and including `upper` (`none`: to the last band),
    /// with the band before it when their columns are the same (a square that filled a row up
    /// makes it like its neighbours): fewer bands to search, and a filled region is one band
    /// however many squares filled it.
    private func joinEqualBands(from lower: Node, through upper: Node) {
        var kept = lower
        while kept != upper {
            let next = bands.next(kept)
            guard next != GridBandList<Columns>.none else { return }
            work += 1
            if bands[next].columns == bands[kept].columns {
                bands.remove(next)
                if next == upper { return }
            } else {
                kept = next
            }
        }
    }

    /// Makes `row` (inside the live bands) the start of a band; returns its node.
    private func split(at row: Int) -> Node {
        let node = bands.node(holding: row)
        guard bands[node].start < row else { return node }
        var upper = bands[node]
        upper.start = row
        work += 1
        return bands.insert(upper)
    }
}
