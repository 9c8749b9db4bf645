/// The along-axis position where each waterfall column's next item would start, with the
/// queries the placements need: the shortest column, the lowest window of adjacent columns.
///
/// With many columns a tournament tree keeps the shortest column at its root (O(log c) per
/// update, O(1) per query); with few a plain scan is faster, so the tree is only built past
/// `treeThreshold` columns. Ties always go to the lowest column index.
struct ColumnHeights {
    /// Column counts above this use the tournament tree.
    static let treeThreshold = 8

    /// `tops[j]`: where column `j`'s next item would start.
    private(set) var tops: [Double] = []
    /// Tournament tree: `winners[node]` is the column with the lowest top under `node`;
    /// leaves start at `leafBase`. Empty when scanning.
    private var winners: [Int32] = []
    private var leafBase = 0
    /// Scratch for the sliding-window maximum.
    private var window: [Int] = []

    /// Resets to `count` ≥ 1 columns all starting at `top`.
    mutating func reset(count: Int, top: Double) {
        tops.removeAll(keepingCapacity: true)
        tops.append(contentsOf: repeatElement(top, count: count))
        guard count > Self.treeThreshold else {
            winners.removeAll(keepingCapacity: true)
            return
        }
        leafBase = 1
        while leafBase < count { leafBase <<= 1 }
        winners = [Int32](repeating: 0, count: 2 * leafBase)
        for leaf in 0 ..< leafBase { winners[leafBase + leaf] = Int32(Swift.min(leaf, count - 1)) }
        // Padding leaves repeat the last column, so they never beat a lower index.
        var node = leafBase - 1
        while node >= 1 {
            winners[node] = pick(winners[2 * node], winners[2 * node + 1])
            node -= 1
        }
    }

    @inline(__always)
    private func pick(_ left: Int32, _ right: Int32) -> Int32 {
        tops[Int(right)] < tops[Int(left)] ? right : left
    }

    /// The column with the lowest top, lowest index on ties.
    @inline(__always)
    func shortest() -> Int {
        if !winners.isEmpty { return Int(winners[1]) }
        return tops.withUnsafeBufferPointer { tops in
            var best = 0
            var bestTop = tops[0]
            for column in 1 ..< tops.count where tops[column] < bestTop {
                best = column
                bestTop = tops[column]
            }
            return best
        }
    }

    /// The highest top of columns `first ..< first + count`.
    @inline(__always)
    func maximum(from first: Int, count: Int) -> Double {
        var highest = tops[first]
        for column in (first + 1) ..< (first + count) { highest = Swift.max(highest, tops[column]) }
        return highest
    }

    /// The first column of the window of `span` adjacent columns whose highest top is lowest
    /// (leftmost on ties). O(columns) with a monotonic deque.
    mutating func lowestWindow(span: Int) -> Int {
        let count = tops.count
        if span >= count { return 0 }
        window.removeAll(keepingCapacity: true)
        var head = 0
        var best = 0
        var bestTop = Double.infinity
        for column in 0 ..< count {
            while window.count > head, tops[window[window.count - 1]] <= tops[column] { window.removeLast() }
            window.append(column)
            let first = column - span + 1
            if window[head] < first { head += 1 }
            if first >= 0 {
                let highest = tops[window[head]]
                if first == 0 || highest < bestTop {
                    best = first
                    bestTop = highest
                }
            }
        }
        return best
    }

    /// Sets the top of columns `first ..< first + count` to `top`.
    @inline(__always)
    mutating func set(from first: Int, count: Int, to top: Double) {
        for column in first ..< (first + count) {
            tops[column] = top
            if !winners.isEmpty { replay(column) }
        }
    }

    private mutating func replay(_ column: Int) {
        var node = (leafBase + column) >> 1
        while node >= 1 {
            winners[node] = pick(winners[2 * node], winners[2 * node + 1])
            node >>= 1
        }
    }
}
