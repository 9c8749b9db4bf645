import TesseraCore

/// What building an `IntervalTreeIndex` needs from the frames, gathered in one pass over
/// them in position order: the largest end of each block, the end of each upper node and the
/// frames' common extent across the scroll axis.
struct IntervalTreeBlockSummary {
    let rootLevel: Int
    /// The smallest end and the largest start of the frames across the scroll axis.
    private(set) var across = IntervalTreeIndex.CrossAxisBounds(smallestEnd: .infinity, largestStart: -.infinity)
    /// Largest end of each block (-∞ for an empty one).
    private var blockMaxEnds: [Double]
    /// End of the upper node after each block (-∞ past the last frame).
    private var upperEnds: [Double]

    /// Summarises positions `0 ..< count`; when `checkingOrder`, returns `nil` as soon as a
    /// frame cannot match or starts before its predecessor.
    init?<Projection: ScrollProjection, Positions: ElementPositions>(
        frames: UnsafeBufferPointer<Rect>, _ positions: Positions, count: Int, checkingOrder: Bool, _: Projection.Type
    ) {
        rootLevel = count > 0 ? Int.bitWidth - 1 - count.leadingZeroBitCount : -1
        let shift = IntervalTreeIndex.scanLevel + 1
        let mask = (1 << shift) - 1
        let blockCount = rootLevel > IntervalTreeIndex.scanLevel ? 1 << (rootLevel - IntervalTreeIndex.scanLevel) : 0
        blockMaxEnds = [Double](repeating: -.infinity, count: blockCount)
        upperEnds = [Double](repeating: -.infinity, count: blockCount)
        var previous = -Double.infinity
        // Running maxima stay in registers: a read-modify-write of the array per frame would
        // chain every iteration through store-to-load forwarding. The cross-axis bounds are
        // local to the closure for the same reason.
        let across: IntervalTreeIndex.CrossAxisBounds? = blockMaxEnds.withUnsafeMutableBufferPointer { blockMaxEnds in
            upperEnds.withUnsafeMutableBufferPointer { upperEnds in
                var across = IntervalTreeIndex.CrossAxisBounds(smallestEnd: .infinity, largestStart: -.infinity)
                var position = 0
                var block = 0
                while position < count {
                    let blockEnd = min(position + mask, count)
                    var maxEnd = -Double.infinity
                    while position < blockEnd {
                        let frame = frames[positions.id(position)]
                        if checkingOrder {
                            let start = Projection.start(frame)
                            guard frame.canIntersect, start >= previous else { return nil }
                            previous = start
                        }
                        maxEnd = max(maxEnd, Projection.end(frame))
                        across.include(frame, Projection.self)
                        position += 1
                    }
                    if block < blockCount { blockMaxEnds[block] = maxEnd }
                    if position < count {
                        let frame = frames[positions.id(position)]
                        if checkingOrder {
                            let start = Projection.start(frame)
                            guard frame.canIntersect, start >= previous else { return nil }
                            previous = start
                        }
                        if block < blockCount { upperEnds[block] = Projection.end(frame) }
                        across.include(frame, Projection.self)
                        position += 1
                    }
                    block += 1
                }
                return across
            }
        }
        guard let across else { return nil }
        self.across = across
    }

    /// The upper nodes, bottom-up: level 0 of the upper tree (even indices) from its two
    /// blocks, the levels above from their children. O(n / 16).
    func upperNodes() -> [IntervalTreeIndex.UpperNode] {
        let nodeCount = blockMaxEnds.count
        let empty = IntervalTreeIndex.UpperNode(end: -.infinity, leftMaxEnd: -.infinity, maxEnd: -.infinity)
        var nodes = [IntervalTreeIndex.UpperNode](repeating: empty, count: nodeCount)
        for node in stride(from: 0, to: nodeCount, by: 2) {
            let (own, left) = (upperEnds[node], blockMaxEnds[node])
            nodes[node] = .init(end: own, leftMaxEnd: left, maxEnd: max(left, own, blockMaxEnds[node + 1]))
        }
        var level = 1
        while (1 << (level + 1)) <= nodeCount {
            let half = 1 << (level - 1)
            for node in stride(from: (1 << level) - 1, to: nodeCount, by: 1 << (level + 1)) {
                let (own, left) = (upperEnds[node], nodes[node - half].maxEnd)
                nodes[node] = .init(end: own, leftMaxEnd: left, maxEnd: max(left, own, nodes[node + half].maxEnd))
            }
            level += 1
        }
        return nodes
    }
}
