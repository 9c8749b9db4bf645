/// Which cells of a narrow grid section are taken, as one bit per cell in rows of 64-bit
/// words, kept in a ring of rows: the placement's fast path (`GridRingPlacement`).
///
/// Only the rows from `baseRow` on are stored: nothing is ever placed before the placement
/// frontier, so rows behind it are released (`release(rowsBefore:)`) and the ring holds the
/// rows between the frontier and the furthest placed item — a few rows for ordinary inputs,
/// not the whole grid. Rows past the stored ones are free. The ring doubles when an item
/// reaches further than it holds. A hole that holds the frontier back makes it hold more
/// rows; past `GridPlacement.ringRowLimit` the placement moves onto bands (`GridOccupancy`),
/// so the ring's work per item stays bounded by that limit.
///
/// A class owning raw memory, so the per-item bit operations pay no copy-on-write
/// uniqueness check; it is internal to one `layout` call and never shared.
final class GridRowRing {
    /// Cells per row (the grid's columns).
    let columns: Int
    /// 64-bit words per row.
    let wordsPerRow: Int
    /// `ringRows` rows of `wordsPerRow` words; row `r` lives in slot `r & (ringRows − 1)`.
    private var words: UnsafeMutablePointer<UInt64>
    private var ringRows: Int
    /// The first stored row.
    private(set) var baseRow = 0
    /// The number of rows stored from `baseRow`.
    private(set) var storedRows = 0
    /// The OR of the rows a square covers, reused by `firstFit`.
    private let union: UnsafeMutablePointer<UInt64>

    /// An empty occupancy for rows of `columns` ≥ 1 cells.
    init(columns: Int) {
        self.columns = columns
        wordsPerRow = (columns + 63) / 64
        ringRows = 8
        words = .allocate(capacity: ringRows * wordsPerRow)
        union = .allocate(capacity: wordsPerRow)
    }

    deinit {
        words.deallocate()
        union.deallocate()
    }

    /// The stored rows, copied out: what a checkpoint of the placement keeps.
    struct Snapshot: Sendable {
        var baseRow: Int
        var storedRows: Int
        /// `storedRows` rows of `wordsPerRow` words, from `baseRow` on.
        var words: [UInt64]
    }

    /// The words a snapshot copies: the stored rows'.
    var storedWords: Int { storedRows * wordsPerRow }

    /// The stored rows, copied. O(stored words).
    func snapshot() -> Snapshot {
        var copied = [UInt64]()
        copied.reserveCapacity(storedWords)
        for row in baseRow ..< (baseRow + storedRows) {
            copied.append(contentsOf: UnsafeBufferPointer(start: rowWords(row), count: wordsPerRow))
        }
        return Snapshot(baseRow: baseRow, storedRows: storedRows, words: copied)
    }

    /// Replaces every row with `snapshot`'s, taken of an occupancy with the same columns.
    /// O(stored words).
    func restore(_ snapshot: Snapshot) {
        baseRow = snapshot.baseRow
        storedRows = 0
        if snapshot.storedRows > ringRows { grow(toHold: snapshot.storedRows) }
        snapshot.words.withUnsafeBufferPointer { words in
            for offset in 0 ..< snapshot.storedRows {
                rowWords(baseRow + offset).update(from: words.baseAddress! + offset * wordsPerRow, count: wordsPerRow)
            }
        }
        storedRows = snapshot.storedRows
    }

    /// Forgets every row (a new section starts at row 0).
    func reset() {
        baseRow = 0
        storedRows = 0
    }

    /// The first word of each stored row, from `baseRow` on: a narrow ring's rows (one word
    /// each), for the move onto bands. O(stored rows).
    var storedFirstWords: [UInt64] {
        (baseRow ..< (baseRow + storedRows)).map { rowWords($0)[0] }
    }

    /// The rows the ring can hold before it grows.
    var capacityRows: Int { ringRows }

    /// The first word of row `row`, which must be stored.
    @inline(__always)
    private func rowWords(_ row: Int) -> UnsafeMutablePointer<UInt64> {
        words + (row & (ringRows - 1)) * wordsPerRow
    }

    /// Drops the rows before `row`. O(1).
    @inline(__always)
    func release(rowsBefore row: Int) {
        let drop = row - baseRow
        guard drop > 0 else { return }
        storedRows = Swift.max(0, storedRows - drop)
        baseRow = row
    }

    /// Stores (cleared) rows up to `row`, growing the ring if needed.
    @inline(__always)
    private func store(through row: Int) {
        let needed = row + 1 - baseRow
        guard needed > storedRows else { return }
        if needed > ringRows { grow(toHold: needed) }
        for fresh in (baseRow + storedRows) ..< (baseRow + needed) {
            rowWords(fresh).update(repeating: 0, count: wordsPerRow)
        }
        storedRows = needed
    }

    private func grow(toHold rows: Int) {
        var capacity = ringRows
        while capacity < rows { capacity <<= 1 }
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * wordsPerRow)
        for row in baseRow ..< (baseRow + storedRows) {
            (grown + (row & (capacity - 1)) * wordsPerRow).update(from: rowWords(row), count: wordsPerRow)
        }
        words.deallocate()
        words = grown
        ringRows = capacity
    }

    /// The bits `from ..< to` (0 ≤ from < to ≤ 64) of a word.
    @inline(__always)
    private static func bits(_ from: Int, _ to: Int) -> UInt64 {
        let high: UInt64 = to == 64 ? ~0 : (1 << UInt64(to)) &- 1
        return high & ~((1 << UInt64(from)) &- 1)
    }

    /// Whether cell (`row`, `column`) is free; `row ≥ baseRow`, `column < columns`.
    @inline(__always)
    func isFree(row: Int, column: Int) -> Bool {
        guard row < baseRow + storedRows else { return true }
        return rowWords(row)[column >> 6] & (1 << UInt64(column & 63)) == 0
    }

    /// Marks cell (`row`, `column`) taken; `row ≥ baseRow`, `column < columns`.
    @inline(__always)
    func occupy(row: Int, column: Int) {
        store(through: row)
        rowWords(row)[column >> 6] |= 1 << UInt64(column & 63)
    }

    /// Whether the `span × span` square with top-left cell (`row`, `column`) is inside the
    /// columns and free. `row ≥ baseRow`.
    func isFree(row: Int, column: Int, span: Int) -> Bool {
        guard column + span <= columns else { return false }
        let lastRow = Swift.min(row + span, baseRow + storedRows)
        guard row < lastRow else { return true }
        for stored in row ..< lastRow {
            let words = rowWords(stored)
            var cell = column
            let end = column + span
            while cell < end {
                let word = cell >> 6
                let to = Swift.min(end - (word << 6), 64)
                if words[word] & Self.bits(cell & 63, to) != 0 { return false }
                cell = (word + 1) << 6
            }
        }
        return true
    }

    /// Marks the square with top-left cell (`row`, `column`) as taken; it must be inside the
    /// columns and `row ≥ baseRow`.
    func occupy(row: Int, column: Int, span: Int) {
        store(through: row + span - 1)
        let end = column + span
        for stored in row ..< (row + span) {
            let words = rowWords(stored)
            var cell = column
            while cell < end {
                let word = cell >> 6
                let to = Swift.min(end - (word << 6), 64)
                words[word] |= Self.bits(cell & 63, to)
                cell = (word + 1) << 6
            }
        }
    }

    /// The first free cell at or after (`row`, `column`) in row-major order; `row ≥ baseRow`,
    /// `column < columns`. The single-cell `firstFit`, a word at a time.
    @inline(__always)
    func firstFreeCell(row: Int, column: Int) -> (row: Int, column: Int) {
        guard wordsPerRow == 1 else { return firstFit(span: 1, row: row, column: column) }
        var row = row
        var from = column
        let inside = Self.bits(0, columns)
        while row < baseRow + storedRows {
            let free = ~rowWords(row)[0] & inside & ~((1 << UInt64(from)) &- 1)
            if free != 0 { return (row, free.trailingZeroBitCount) }
            row += 1
            from = 0
        }
        return (row, from)
    }

    /// The first position at or after (`row`, `column`) in row-major order where a free
    /// `span × span` square fits inside the columns — the seed's walk, a row at a time with
    /// word operations. `row ≥ baseRow`, `1 ≤ span ≤ columns`. O(rows walked × span × words).
    func firstFit(span: Int, row: Int, column: Int) -> (row: Int, column: Int) {
        var row = row
        var from = column
        while true {
            if from + span <= columns {
                if row >= baseRow + storedRows { return (row, from) }
                if let found = firstFreeRun(span: span, row: row, from: from) { return (row, found) }
            }
            row += 1
            from = 0
        }
    }

    /// The first column ≥ `from` starting a run of `span` cells free in rows
    /// `row ..< row + span`, or `nil`.
    private func firstFreeRun(span: Int, row: Int, from: Int) -> Int? {
        let lastRow = Swift.min(row + span, baseRow + storedRows)
        if wordsPerRow == 1 {
            var taken: UInt64 = 0
            for stored in row ..< lastRow { taken |= rowWords(stored)[0] }
            // Bit c of `starts` is set when cells c ..< c + span are all free and inside the row.
            var starts = ~taken & Self.bits(0, columns)
            var length = 1
            while length < span {
                let step = Swift.min(length, span - length)
                starts &= starts >> UInt64(step)
                length += step
            }
            starts &= ~((1 << UInt64(from)) &- 1)
            return starts == 0 ? nil : starts.trailingZeroBitCount
        }
        union.update(from: rowWords(row), count: wordsPerRow)
        for stored in (row + 1) ..< Swift.max(row + 1, lastRow) {
            let words = rowWords(stored)
            for word in 0 ..< wordsPerRow { union[word] |= words[word] }
        }
        var start = from
        while start + span <= columns {
            start = nextBit(from: start, set: false)
            guard start + span <= columns else { return nil }
            let taken = nextBit(from: start, set: true)
            if taken - start >= span { return start }
            start = taken + 1
        }
        return nil
    }

    /// The first bit of `union` at or after `from` that is set (or clear), or `columns`.
    @inline(__always)
    private func nextBit(from: Int, set: Bool) -> Int {
        var word = from >> 6
        guard word < wordsPerRow else { return columns }
        var bits = (set ? union[word] : ~union[word]) & ~((1 << UInt64(from & 63)) &- 1)
        while bits == 0 {
            word += 1
            if word >= wordsPerRow { return columns }
            bits = set ? union[word] : ~union[word]
        }
        return Swift.min((word << 6) + bits.trailingZeroBitCount, columns)
    }
}
