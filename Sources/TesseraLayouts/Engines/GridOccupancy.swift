/// Which cells of a grid section are taken, as one bit per cell in rows of 64-bit words.
///
/// Only the rows from `baseRow` on are stored: the placement cursor never moves back, and
/// nothing is ever placed before it, so rows behind it are released (`release(rowsBefore:)`)
/// and the storage holds the rows between the cursor and the furthest placed item — a few
/// rows for ordinary inputs, not the whole grid. Rows past the stored ones are free.
struct GridOccupancy {
    /// Cells per row (the grid's columns).
    let columns: Int
    /// 64-bit words per row.
    let wordsPerRow: Int
    /// Stored rows, `wordsPerRow` words each, row `baseRow + k` at `head + k × wordsPerRow`.
    private var words: [UInt64] = []
    private var head = 0
    /// The first stored row.
    private(set) var baseRow = 0
    /// The OR of the rows a square covers, reused by `firstFit`.
    private var union: [UInt64]

    /// An empty occupancy for rows of `columns` ≥ 1 cells.
    init(columns: Int) {
        self.columns = columns
        self.wordsPerRow = (columns + 63) / 64
        self.union = [UInt64](repeating: 0, count: wordsPerRow)
    }

    /// The number of rows stored from `baseRow`.
    private(set) var storedRows = 0

    /// Forgets every row (a new section starts at row 0).
    mutating func reset() {
        words.removeAll(keepingCapacity: true)
        head = 0
        baseRow = 0
        storedRows = 0
    }

    /// Drops the rows before `row`. Amortised O(1) per released row.
    mutating func release(rowsBefore row: Int) {
        let drop = row - baseRow
        guard drop > 0 else { return }
        if drop >= storedRows {
            words.removeAll(keepingCapacity: true)
            head = 0
            storedRows = 0
        } else {
            head += drop * wordsPerRow
            storedRows -= drop
            // Compact once the dead prefix outweighs the live rows, so each word moves O(1) times.
            if head >= words.count - head {
                words.removeFirst(head)
                head = 0
            }
        }
        baseRow = row
    }

    /// The bits `from ..< to` (0 ≤ from < to ≤ 64) of a word.
    @inline(__always)
    private static func bits(_ from: Int, _ to: Int) -> UInt64 {
        let high: UInt64 = to == 64 ? ~0 : (1 << UInt64(to)) &- 1
        return high & ~((1 << UInt64(from)) &- 1)
    }

    /// Whether the `span × span` square with top-left cell (`row`, `column`) is inside the
    /// columns and free. `row ≥ baseRow`.
    @inline(__always)
    func isFree(row: Int, column: Int, span: Int) -> Bool {
        guard column + span <= columns else { return false }
        let lastRow = Swift.min(row + span, baseRow + storedRows)
        guard row < lastRow else { return true }
        if wordsPerRow == 1 {
            let mask = Self.bits(column, column + span)
            return words.withUnsafeBufferPointer { words in
                for stored in (row - baseRow + head) ..< (lastRow - baseRow + head) where words[stored] & mask != 0 {
                    return false
                }
                return true
            }
        }
        return words.withUnsafeBufferPointer { words in
            for stored in (row - baseRow) ..< (lastRow - baseRow) {
                let rowStart = head + stored * wordsPerRow
                var cell = column
                let end = column + span
                while cell < end {
                    let word = cell >> 6
                    let to = Swift.min(end - (word << 6), 64)
                    if words[rowStart + word] & Self.bits(cell & 63, to) != 0 { return false }
                    cell = (word + 1) << 6
                }
            }
            return true
        }
    }

    /// Marks the square with top-left cell (`row`, `column`) as taken; it must be inside the
    /// columns and `row ≥ baseRow`. Stores rows up to the square's last as needed.
    @inline(__always)
    mutating func occupy(row: Int, column: Int, span: Int) {
        let needed = row + span - baseRow
        if needed > storedRows {
            words.append(contentsOf: repeatElement(0, count: (needed - storedRows) * wordsPerRow))
            storedRows = needed
        }
        let end = column + span
        let wordsPerRow = wordsPerRow, head = head, baseRow = baseRow
        if wordsPerRow == 1 {
            let mask = Self.bits(column, end)
            words.withUnsafeMutableBufferPointer { words in
                for stored in (row - baseRow + head) ..< (row + span - baseRow + head) { words[stored] |= mask }
            }
            return
        }
        words.withUnsafeMutableBufferPointer { words in
            for stored in (row - baseRow) ..< (row + span - baseRow) {
                let rowStart = head + stored * wordsPerRow
                var cell = column
                while cell < end {
                    let word = cell >> 6
                    let to = Swift.min(end - (word << 6), 64)
                    words[rowStart + word] |= Self.bits(cell & 63, to)
                    cell = (word + 1) << 6
                }
            }
        }
    }

    /// The first position at or after (`row`, `column`) in row-major order where a free
    /// `span × span` square fits inside the columns — the seed's walk, a row at a time with
    /// word operations. `row ≥ baseRow`, `1 ≤ span ≤ columns`. O(rows walked × span × words).
    mutating func firstFit(span: Int, row: Int, column: Int) -> (row: Int, column: Int) {
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
    private mutating func firstFreeRun(span: Int, row: Int, from: Int) -> Int? {
        let lastRow = Swift.min(row + span, baseRow + storedRows)
        let wordsPerRow = wordsPerRow, head = head, baseRow = baseRow, columns = columns
        if wordsPerRow == 1 {
            let taken = words.withUnsafeBufferPointer { words in
                var taken: UInt64 = 0
                for stored in (row - baseRow + head) ..< (lastRow - baseRow + head) { taken |= words[stored] }
                return taken
            }
            // Bit c of `starts` is set when cells c ..< c + span are all free and inside the row.
            let free = ~taken & Self.bits(0, columns)
            var starts = free
            var length = 1
            while length < span {
                let step = Swift.min(length, span - length)
                starts &= starts >> UInt64(step)
                length += step
            }
            starts &= ~((1 << UInt64(from)) &- 1)
            return starts == 0 ? nil : starts.trailingZeroBitCount
        }
        return words.withUnsafeBufferPointer { words in
            union.withUnsafeMutableBufferPointer { union in
                let first = head + (row - baseRow) * wordsPerRow
                for word in 0 ..< wordsPerRow { union[word] = words[first + word] }
                if lastRow - row > 1 {
                    for stored in (row + 1 - baseRow) ..< (lastRow - baseRow) {
                        let rowStart = head + stored * wordsPerRow
                        for word in 0 ..< wordsPerRow { union[word] |= words[rowStart + word] }
                    }
                }
                var start = from
                while start + span <= columns {
                    start = Self.nextBit(in: union, from: start, set: false, limit: columns)
                    guard start + span <= columns else { return nil }
                    let taken = Self.nextBit(in: union, from: start, set: true, limit: columns)
                    if taken - start >= span { return start }
                    start = taken + 1
                }
                return nil
            }
        }
    }

    /// The first bit at or after `from` that is set (or clear), or `limit` if none before it.
    @inline(__always)
    private static func nextBit(
        in words: UnsafeMutableBufferPointer<UInt64>, from: Int, set: Bool, limit: Int
    ) -> Int {
        var word = from >> 6
        guard word < words.count else { return limit }
        var bits = (set ? words[word] : ~words[word]) & ~((1 << UInt64(from & 63)) &- 1)
        while bits == 0 {
            word += 1
            if word >= words.count { return limit }
            bits = set ? words[word] : ~words[word]
        }
        return Swift.min((word << 6) + bits.trailingZeroBitCount, limit)
    }
}
