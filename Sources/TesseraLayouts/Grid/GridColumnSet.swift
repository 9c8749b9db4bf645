/// The taken columns of one band of grid rows (`GridOccupancy`): what the placement asks of a
/// row — its first free column, the longest free run, where a run of free columns starts in
/// the union of several rows — answered in time proportional to the runs of taken columns, not
/// to the columns.
///
/// Two representations: `ColumnMask`, one word for grids of at most 64 columns (the usual
/// ones, where a word operation is cheapest), and `ColumnRuns`, sorted intervals for any
/// column count, so that a grid of 2²⁰ columns costs what its items cover, not 2²⁰ bits a row.
protocol GridColumnSet: Equatable, Sendable {
    /// No column taken, in a grid of `columns` columns.
    init(columns: Int)
    /// The first free column at or after `column`, or `nil`.
    func firstFree(from column: Int, columns: Int) -> Int?
    /// The longest run of free columns.
    func longestFreeRun(columns: Int) -> Int
    /// The first column at or after `column` starting `span` free columns, or `nil`.
    func firstFreeRun(of span: Int, from column: Int, columns: Int) -> Int?
    /// Marks columns `column ..< column + span` taken.
    mutating func take(_ column: Int, span: Int)
    /// Adds the columns `other` takes.
    mutating func formUnion(_ other: Self)
    /// The words a copy holds (what a checkpoint of it costs).
    var words: Int { get }
}

/// The taken columns of a grid of at most 64 columns, bit *c* for column *c*.
struct ColumnMask: GridColumnSet, Sendable {
    var bits: UInt64

    init(columns: Int) { bits = 0 }

    /// Bits `0 ..< count` (0 ≤ count ≤ 64).
    @inline(__always)
    static func low(_ count: Int) -> UInt64 {
        count >= 64 ? ~0 : (1 << UInt64(count)) &- 1
    }

    @inline(__always)
    func firstFree(from column: Int, columns: Int) -> Int? {
        let free = ~bits & Self.low(columns) & ~Self.low(column)
        return free == 0 ? nil : free.trailingZeroBitCount
    }

    func longestFreeRun(columns: Int) -> Int {
        // Each round keeps the starts of runs one longer: as many rounds as the longest run.
        var starts = ~bits & Self.low(columns)
        var length = 0
        while starts != 0 {
            length += 1
            starts &= starts >> 1
        }
        return length
    }

    @inline(__always)
    func firstFreeRun(of span: Int, from column: Int, columns: Int) -> Int? {
        // Bit c of `starts` is set when columns c ..< c + span are all free and inside the row.
        var starts = ~bits & Self.low(columns)
        var length = 1
        while length < span, starts != 0 {
            let step = Swift.min(length, span - length)
            starts &= starts >> UInt64(step)
            length += step
        }
        starts &= ~Self.low(column)
        return starts == 0 ? nil : starts.trailingZeroBitCount
    }

    @inline(__always)
    mutating func take(_ column: Int, span: Int) {
        bits |= Self.low(span) << UInt64(column)
    }

    @inline(__always)
    mutating func formUnion(_ other: ColumnMask) { bits |= other.bits }

    var words: Int { 1 }
}

/// The taken columns of a grid of any width, as sorted, disjoint, non-touching intervals:
/// `bounds[2k] ..< bounds[2k + 1]` is the k-th run of taken columns. Every operation is
/// O(runs) (a binary search where it can be), whatever the column count.
struct ColumnRuns: GridColumnSet, Sendable {
    var bounds: [Int32] = []

    init(columns: Int) {}

    /// The index of the first run that ends after `column`.
    private func firstRun(endingAfter column: Int) -> Int {
        var low = 0, high = bounds.count / 2
        while low < high {
            let middle = (low + high) / 2
            if Int(bounds[2 * middle + 1]) <= column { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func firstFree(from column: Int, columns: Int) -> Int? {
        let run = firstRun(endingAfter: column)
        let free = run < bounds.count / 2 && Int(bounds[2 * run]) <= column ? Int(bounds[2 * run + 1]) : column
        return free < columns ? free : nil
    }

    /// The number of runs.
    private var runCount: Int { bounds.count / 2 }

    func longestFreeRun(columns: Int) -> Int {
        var longest = 0, free = 0
        for run in 0 ..< bounds.count / 2 {
            longest = Swift.max(longest, Int(bounds[2 * run]) - free)
            free = Int(bounds[2 * run + 1])
        }
        return Swift.max(longest, columns - free)
    }

    func firstFreeRun(of span: Int, from column: Int, columns: Int) -> Int? {
        var run = firstRun(endingAfter: column)
        var start = column
        if run < runCount, Int(bounds[2 * run]) <= column {
            start = Int(bounds[2 * run + 1])
            run += 1
        }
        // Each gap between runs, from `start` to the next run (or the last column).
        while start + span <= columns {
            let taken = run < runCount ? Int(bounds[2 * run]) : columns
            if taken - start >= span { return start }
            start = Int(bounds[2 * run + 1])
            run += 1
        }
        return nil
    }

    mutating func take(_ column: Int, span: Int) {
        var start = column, end = column + span
        // Runs that overlap or touch [start, end) merge with it.
        let first = firstRun(endingAfter: start - 1)
        var last = first
        while last < bounds.count / 2, Int(bounds[2 * last]) <= end {
            start = Swift.min(start, Int(bounds[2 * last]))
            end = Swift.max(end, Int(bounds[2 * last + 1]))
            last += 1
        }
        bounds.replaceSubrange(2 * first ..< 2 * last, with: [Int32(start), Int32(end)])
    }

    mutating func formUnion(_ other: ColumnRuns) {
        guard !other.bounds.isEmpty else { return }
        guard !bounds.isEmpty else { return bounds = other.bounds }
        var merged: [Int32] = []
        merged.reserveCapacity(bounds.count + other.bounds.count)
        var mine = 0, theirs = 0
        while mine < bounds.count || theirs < other.bounds.count {
            let takeMine = theirs >= other.bounds.count || (mine < bounds.count && bounds[mine] <= other.bounds[theirs])
            let start = takeMine ? bounds[mine] : other.bounds[theirs]
            let end = takeMine ? bounds[mine + 1] : other.bounds[theirs + 1]
            if takeMine { mine += 2 } else { theirs += 2 }
            if let lastEnd = merged.last, start <= lastEnd {
                merged[merged.count - 1] = Swift.max(lastEnd, end)
            } else {
                merged.append(start)
                merged.append(end)
            }
        }
        bounds = merged
    }

    var words: Int { 1 + bounds.count / 2 }
}
