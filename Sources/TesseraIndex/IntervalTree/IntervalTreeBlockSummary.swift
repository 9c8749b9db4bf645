import TesseraCore

/// What building an `IntervalTreeIndex` needs from the frames, gathered in one pass over
/// them in position order: the largest end of each block, the end of each upper node, the
/// frames' common extent across the scroll axis and the directory of starting positions.
///
/// The pass reads every frame once (32 MB at 1M elements, most of the build's time when the
/// frames arrive in order), so its loop keeps every running value in registers: the block's
/// largest end, the cross-axis bounds (as `minsd`/`maxsd`, not Swift's NaN-aware `min`/`max`,
/// which cost four instructions each — frames that can match have no NaN edge) and the
/// directory's next boundary, with nothing called on the way.
struct IntervalTreeBlockSummary {
    let rootLevel: Int
    /// The smallest end and the largest start of the frames across the scroll axis.
    let across: IntervalTreeIndex.CrossAxisBounds
    /// Largest end of each block (-∞ for an empty one).
    private let blockMaxEnds: [Double]
    /// End of the upper node after each block (-∞ past the last frame).
    private let upperEnds: [Double]
    /// Where queries start (empty when the starts do not span a finite range).
    let directory: IntervalTreeDirectory

    /// Summarises positions `0 ..< count` of a tree cut as `shape` says; when
    /// `checkingOrder`, returns `nil` as soon as a frame cannot match or starts before its
    /// predecessor.
    init?<Projection: ScrollProjection, Positions: ElementPositions, Shape: IntervalTreeShape>(
        frames: UnsafeBufferPointer<Rect>, _ positions: Positions, count: Int, checkingOrder: Bool, _: Projection.Type,
        _ shape: Shape
    ) {
        rootLevel = count > 0 ? Int.bitWidth - 1 - count.leadingZeroBitCount : -1
        let blockCount = rootLevel > shape.scanLevel ? 1 << (rootLevel - shape.scanLevel) : 0
        var blockMaxEnds = [Double](repeating: -.infinity, count: blockCount)
        var upperEnds = [Double](repeating: -.infinity, count: blockCount)
        var across: IntervalTreeIndex.CrossAxisBounds?
        func pass(_ directory: inout IntervalTreeDirectory.Filler) {
            blockMaxEnds.withUnsafeMutableBufferPointer { blockMaxEnds in
                upperEnds.withUnsafeMutableBufferPointer { upperEnds in
                    // Two copies of the loop, so that the order check costs nothing when off.
                    across = checkingOrder
                        ? Self.scan(frames, positions, count, fromBlock: 0, after: -.infinity, blockMaxEnds, upperEnds, &directory, checkingOrder: true, Projection.self, shape)
                        : Self.scan(frames, positions, count, fromBlock: 0, after: -.infinity, blockMaxEnds, upperEnds, &directory, checkingOrder: false, Projection.self, shape)
                }
            }
        }
        // A shape of no buckets has no directory: its queries descend from the root.
        let geometry = count > 0 && shape.positionsPerBucket > 0 ? IntervalTreeDirectory.Geometry(
            count: count, first: Projection.start(frames[positions.id(0)]),
            last: Projection.start(frames[positions.id(count - 1)]), positionsPerBucket: shape.positionsPerBucket
        ) : nil
        if let geometry {
            directory = IntervalTreeDirectory(geometry, count: count, fill: pass)
        } else {
            directory = IntervalTreeDirectory()
            var none = IntervalTreeDirectory.Filler.none
            pass(&none)
        }
        guard let across else { return nil }
        self.across = across
        self.blockMaxEnds = blockMaxEnds
        self.upperEnds = upperEnds
    }

    /// The pass over positions from block `firstBlock`'s first to `count`, cut as `shape` says: fills
    /// `blockMaxEnds` and `upperEnds` (indexed from `firstBlock`) and the directory and
    /// returns the cross-axis bounds of the positions passed, or `nil` when `checkingOrder`
    /// and a frame cannot match or starts before its predecessor (the first before
    /// `previousStart`).
    @inline(__always)
    static func scan<Projection: ScrollProjection, Positions: ElementPositions, Shape: IntervalTreeShape>(
        _ frames: UnsafeBufferPointer<Rect>, _ positions: Positions, _ count: Int, fromBlock firstBlock: Int,
        after previousStart: Double,
        _ blockMaxEnds: UnsafeMutableBufferPointer<Double>, _ upperEnds: UnsafeMutableBufferPointer<Double>,
        _ directory: inout IntervalTreeDirectory.Filler, checkingOrder: Bool, _: Projection.Type, _ shape: Shape
    ) -> IntervalTreeIndex.CrossAxisBounds? {
        let blockLength = 1 << shape.blockShift
        var smallestEnd = Double.infinity
        var largestStart = -Double.infinity
        var previous = previousStart
        var position = firstBlock &<< shape.blockShift
        var block = 0
        while position < count {
            // The block's frames, then the upper node after them.
            let blockEnd = min(position &+ blockLength &- 1, count)
            var maxEnd = -Double.infinity
            while position < blockEnd {
                let frame = frames[positions.id(position)]
                let (start, end) = (Projection.start(frame), Projection.end(frame))
                if checkingOrder {
                    guard frame.canIntersect, start >= previous else { return nil }
                    previous = start
                }
                maxEnd = end > maxEnd ? end : maxEnd
                directory.visit(end: end, at: position)
                let (crossStart, crossEnd) = (Projection.crossStart(frame), Projection.crossEnd(frame))
                smallestEnd = crossEnd < smallestEnd ? crossEnd : smallestEnd
                largestStart = crossStart > largestStart ? crossStart : largestStart
                position &+= 1
            }
            if block < blockMaxEnds.count { blockMaxEnds[block] = maxEnd }
            if position < count {
                let frame = frames[positions.id(position)]
                let (start, end) = (Projection.start(frame), Projection.end(frame))
                if checkingOrder {
                    guard frame.canIntersect, start >= previous else { return nil }
                    previous = start
                }
                if block < upperEnds.count { upperEnds[block] = end }
                directory.visit(end: end, at: position)
                let (crossStart, crossEnd) = (Projection.crossStart(frame), Projection.crossEnd(frame))
                smallestEnd = crossEnd < smallestEnd ? crossEnd : smallestEnd
                largestStart = crossStart > largestStart ? crossStart : largestStart
                position &+= 1
            }
            block &+= 1
        }
        return IntervalTreeIndex.CrossAxisBounds(smallestEnd: smallestEnd, largestStart: largestStart)
    }

    /// The upper nodes, bottom-up: level 0 of the upper tree (even indices) from its two
    /// blocks, the levels above from their children. O(n / 16).
    func upperNodes() -> [IntervalTreeIndex.UpperNode] {
        let nodeCount = blockMaxEnds.count
        let empty = IntervalTreeIndex.UpperNode.empty
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
