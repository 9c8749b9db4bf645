/// The along-axis position where each waterfall column's next item would start, with the
/// queries the placements need: the shortest column, the lowest window of adjacent columns.
///
/// With many columns a tournament tree keeps the shortest column at its root (O(log c) per
/// update, O(1) per query); with few a plain scan is faster, so the tree is only built past
/// `treeThreshold` columns. Ties always go to the lowest column index.
///
/// The storage lives here; the per-item work goes through `Columns`, a view over raw
/// buffers, so the hot loop pays no uniqueness or bounds check per access.
struct ColumnHeights {
    /// Column counts above this use the tournament tree.
    static let treeThreshold = 8

    private var tops: [Double] = []
    private var treeTops: [Double] = []
    private var winners: [Int32] = []
    private var window: [Int32] = []

    /// Resets to `count` ≥ 1 columns all starting at `top` and runs `body` on them.
    mutating func withColumns<Result, Failure: Error>(
        count: Int, top: Double, _ body: (inout Columns) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withColumns(tops: repeatElement(top, count: count), body)
    }

    /// Resets to columns whose next items start at `tops` (at least one) — a section
    /// resumed part-way — and runs `body` on them. O(columns).
    mutating func withColumns<Result, Failure: Error, Tops: Collection<Double>>(
        tops columnTops: Tops, _ body: (inout Columns) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let count = columnTops.count
        tops.removeAll(keepingCapacity: true)
        tops.append(contentsOf: columnTops)
        winners.removeAll(keepingCapacity: true)
        treeTops.removeAll(keepingCapacity: true)
        if count > Self.treeThreshold {
            var leafBase = 1
            while leafBase < count { leafBase <<= 1 }
            // Padding leaves are +∞ right of every column: ties go left, so they never win.
            winners.reserveCapacity(2 * leafBase)
            treeTops.reserveCapacity(2 * leafBase)
            winners.append(contentsOf: repeatElement(0, count: leafBase))
            for leaf in 0 ..< leafBase { winners.append(Int32(leaf)) }
            treeTops.append(contentsOf: repeatElement(0, count: leafBase))
            treeTops.append(contentsOf: columnTops)
            treeTops.append(contentsOf: repeatElement(.infinity, count: leafBase - count))
        }
        if window.count < count { window = [Int32](repeating: 0, count: count) }
        return try withCurrentColumns { columns throws(Failure) in
            columns.rebuildTree()
            return try body(&columns)
        }
    }

    /// Runs `body` on the columns as the last `withColumns` body left them: a section's
    /// placement continued in another call. O(1) besides `body`.
    mutating func withCurrentColumns<Result, Failure: Error>(
        _ body: (inout Columns) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let leafBase = winners.count / 2
        var outcome: Result?
        var failure: Failure?
        tops.withUnsafeMutableBufferPointer { tops in
            treeTops.withUnsafeMutableBufferPointer { treeTops in
            winners.withUnsafeMutableBufferPointer { winners in
                window.withUnsafeMutableBufferPointer { window in
                    var columns = Columns(
                        tops: tops, treeTops: treeTops, winners: winners, leafBase: leafBase, window: window
                    )
                    do throws(Failure) {
                        outcome = try body(&columns)
                    } catch {
                        failure = error
                    }
                }
            }
            }
        }
        if let failure { throw failure }
        return outcome!
    }

    /// Where each column's next item starts, as the last `withColumns` body left them.
    var currentTops: [Double] { tops }

    /// The columns of one section, over buffers owned by `ColumnHeights`.
    struct Columns {
        /// `tops[j]`: where column `j`'s next item would start.
        let tops: UnsafeMutableBufferPointer<Double>
        /// Tournament tree: `winners[node]` is the column with the lowest top under `node`
        /// and `treeTops[node]` that top, so replaying a path reads one sibling per level
        /// and no column indirection; leaves start at `leafBase`. Empty when scanning.
        private let treeTops: UnsafeMutableBufferPointer<Double>
        private let winners: UnsafeMutableBufferPointer<Int32>
        private let leafBase: Int
        /// Scratch for the sliding-window maximum.
        private let window: UnsafeMutableBufferPointer<Int32>

        fileprivate init(
            tops: UnsafeMutableBufferPointer<Double>, treeTops: UnsafeMutableBufferPointer<Double>,
            winners: UnsafeMutableBufferPointer<Int32>, leafBase: Int, window: UnsafeMutableBufferPointer<Int32>
        ) {
            self.tops = tops
            self.treeTops = treeTops
            self.winners = winners
            self.leafBase = leafBase
            self.window = window
        }

        fileprivate func rebuildTree() {
            guard leafBase > 0 else { return }
            var node = leafBase - 1
            while node >= 1 {
                let rightWins = treeTops[2 * node + 1] < treeTops[2 * node]
                winners[node] = rightWins ? winners[2 * node + 1] : winners[2 * node]
                treeTops[node] = rightWins ? treeTops[2 * node + 1] : treeTops[2 * node]
                node -= 1
            }
        }

        /// The number of columns.
        var count: Int { tops.count }

        /// The column with the lowest top (lowest index on ties) and that top.
        ///
        /// Returning the top saves the caller a dependent reload on the loop-carried path
        /// (top → choice → new top). Up to four columns the scan is unrolled for its count
        /// (a predictable branch on the count, then compare-and-select with no loop).
        @inline(__always)
        func shortest() -> (column: Int, top: Double) {
            if leafBase > 0 { return (Int(winners[1]), treeTops[1]) }
            switch tops.count {
            case 1: return (0, tops[0])
            case 2: return scanShortest(count: 2)
            case 3: return scanShortest(count: 3)
            case 4: return scanShortest(count: 4)
            default: return scanShortest(count: tops.count)
            }
        }

        /// The lowest of the first `count` tops by linear scan, selecting rather than
        /// branching: which column wins is data, not a pattern.
        @inline(__always)
        private func scanShortest(count: Int) -> (column: Int, top: Double) {
            let tops = tops.baseAddress!
            var best = 0
            var bestTop = tops[0]
            for column in 1 ..< count {
                let top = tops[column]
                let lower = top < bestTop
                best = lower ? column : best
                bestTop = lower ? top : bestTop
            }
            return (best, bestTop)
        }

        /// The highest top of columns `first ..< first + count` (`count` ≥ 1).
        @inline(__always)
        func maximum(from first: Int, count: Int) -> Double {
            var highest = tops[first]
            if count == 1 { return highest }
            for column in (first + 1) ..< (first + count) { highest = Swift.max(highest, tops[column]) }
            return highest
        }

        /// The first column of the window of `span` adjacent columns whose highest top is
        /// lowest (leftmost on ties). O(columns) with a monotonic deque.
        func lowestWindow(span: Int) -> Int {
            let count = tops.count
            if span >= count { return 0 }
            var head = 0, tail = 0
            var best = 0
            var bestTop = Double.infinity
            for column in 0 ..< count {
                while tail > head, tops[Int(window[tail - 1])] <= tops[column] { tail -= 1 }
                window[tail] = Int32(column)
                tail += 1
                let first = column - span + 1
                if Int(window[head]) < first { head += 1 }
                if first >= 0 {
                    let highest = tops[Int(window[head])]
                    if first == 0 || highest < bestTop {
                        best = first
                        bestTop = highest
                    }
                }
            }
            return best
        }

        /// Sets the top of columns `first ..< first + count` to `top`.
        ///
        /// A window of several columns is checked, once per call: a placement that slipped
        /// past the last column traps here instead of writing past the tops (which the
        /// unchecked buffers would let it do, failing later, and only for some inputs).
        @inline(__always)
        func set(from first: Int, count: Int, to top: Double) {
            if count == 1 {
                // The common case, kept free of loop and range checks.
                tops.baseAddress![first] = top
                if leafBase > 0 { replay(first) }
                return
            }
            // One unsigned comparison: a span is never wider than the columns, so a negative
            // `first` is a large unsigned one too.
            if UInt(bitPattern: first) > UInt(bitPattern: tops.count &- count) { Self.windowPastTheEnd(first, count, of: tops.count) }
            for column in first ..< (first + count) {
                tops[column] = top
                if leafBase > 0 { replay(column) }
            }
        }

        /// Stops the process: a placement chose columns past the last one (a defect, never an
        /// input's fault: spans are clamped to the column count first). Out of line, so that
        /// `set(from:count:to:)` carries only the comparison.
        @inline(never)
        private static func windowPastTheEnd(_ first: Int, _ count: Int, of columns: Int) -> Never {
            preconditionFailure("waterfall: columns \(first) ..< \(first + count) of \(columns)")
        }

        /// Carries the changed leaf's (top, column) up its path: at each level the lower of
        /// it and the sibling wins, the left one on ties.
        @inline(__always)
        private func replay(_ column: Int) {
            var node = leafBase + column
            treeTops[node] = tops[column]
            while node > 1 {
                let left = node & ~1, right = node | 1
                // Selects rather than branches: which side wins is data, not a pattern.
                let rightWins = treeTops[right] < treeTops[left]
                let top = rightWins ? treeTops[right] : treeTops[left]
                let winner = rightWins ? winners[right] : winners[left]
                node >>= 1
                treeTops[node] = top
                winners[node] = winner
            }
        }
    }
}
