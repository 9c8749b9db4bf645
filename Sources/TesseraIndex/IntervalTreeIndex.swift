import TesseraCore

/// A static, augmented, implicit interval tree over the frames' intervals along the scroll
/// axis (lh3's cgranges / IITree design), followed by the full `Rect.intersects` test.
///
/// The frames, in order of their start along the scroll axis, *are* the tree: position `x`
/// is a node whose level is the number of trailing one bits of `x`; a node of level `k`
/// roots the subtree of positions `x - (2^k - 1) ... x + (2^k - 1)`, its children are
/// `x ∓ 2^(k-1)`. Nothing is stored per element when the layout already emits frames in
/// scroll order (checked in O(n)); otherwise a 4-byte permutation of ids is kept. Subtrees
/// of level ≤ 3 (blocks of 15 elements) are scanned linearly, so only the nodes above them
/// carry data — their own end and the largest ends of their left and whole subtrees, 24 bytes
/// per 16 elements.
/// The index shares the result's frame storage (no copy), so it describes the frames of the
/// result it was built from even if that result is later mutated.
///
/// - Complexity: build O(n) when frames arrive in scroll order, O(n·r) when they interleave
///   r ≤ 8 sorted runs (a round-robin waterfall), O(n log n) otherwise; a query
///   is O(log n + k) for k hits, whatever the extents: one very tall element raises the
///   subtree maximum only along its own root path. Worst case: many long intervals that end
///   after the query starts but do not intersect it across the scroll axis (e.g. wide rows
///   far off to the side in a two-way layout) are all examined — use a two-dimensional index
///   for those. Memory: 1.5 bytes per element (+ 4 when a permutation is needed).
public struct IntervalTreeIndex: RectIndex {
    /// `interval-tree`.
    public static let name = "interval-tree"

    /// A node above the linearly scanned levels: its own end, the largest end in its left
    /// subtree and the largest in its whole subtree — all a descent reads, in one place.
    struct UpperNode {
        var end: Double
        var leftMaxEnd: Double
        var maxEnd: Double
    }

    /// Subtrees of this level or lower are scanned, not descended.
    static let scanLevel = 3

    private let frames: [Rect]
    private let order: ScrollOrder
    private let axis: ScrollAxis
    /// The root's level: ⌊log₂ count⌋; the tree spans positions `0 ..< 2^(rootLevel+1) - 1`.
    private let rootLevel: Int
    /// Nodes of level > `scanLevel`, at `position >> (scanLevel + 1)`; positions past the
    /// last frame end at -∞.
    private let upperNodes: [UpperNode]

    /// Builds the tree over `result`'s frames along `result.scrollAxis`.
    public init(_ result: LayoutResult) {
        frames = result.frames
        axis = result.scrollAxis
        switch axis {
        case .vertical: (order, rootLevel, upperNodes) = Self.build(frames, VerticalProjection.self)
        case .horizontal: (order, rootLevel, upperNodes) = Self.build(frames, HorizontalProjection.self)
        }
    }

    private static func build<Projection: ScrollProjection>(
        _ frames: [Rect], _: Projection.Type
    ) -> (ScrollOrder, Int, [UpperNode]) {
        // One pass checks the order and, if it holds, gathers what the nodes need; only
        // frames out of order (or that can never match) cost a sort and a second pass.
        if let summary = frames.withUnsafeBufferPointer({ BlockSummary(frames: $0, IdentityPositions(), count: $0.count, checkingOrder: true, Projection.self) }) {
            return (ScrollOrder(identityOver: frames.count), summary.rootLevel, summary.upperNodes())
        }
        let order = ScrollOrder(frames, along: Projection.self)
        let summary = frames.withUnsafeBufferPointer { frames in
            order.ids.withUnsafeBufferPointer { ids in
                BlockSummary(frames: frames, PermutedPositions(ids: ids), count: order.count, checkingOrder: false, Projection.self)!
            }
        }
        return (order, summary.rootLevel, summary.upperNodes())
    }

    /// Appends the id of every element whose frame intersects `rect`; returns the number of
    /// tree nodes and frames examined. Ids come in scroll order.
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        guard rect.canIntersect, order.count > 0 else { return 0 }
        switch axis {
        case .vertical: return search(rect, VerticalProjection.self, &ids)
        case .horizontal: return search(rect, HorizontalProjection.self, &ids)
        }
    }

    private func search<Projection: ScrollProjection>(
        _ rect: Rect, _: Projection.Type, _ ids: inout [Int32]
    ) -> Int {
        frames.withUnsafeBufferPointer { frames in
            upperNodes.withUnsafeBufferPointer { nodes in
                order.ids.withUnsafeBufferPointer { permutation in
                    if permutation.isEmpty {
                        IntervalTreeWalk<Projection, IdentityPositions>(
                            frames: frames, positions: IdentityPositions(), nodes: nodes,
                            count: order.count, rect: rect
                        ).run(rootLevel: rootLevel, into: &ids)
                    } else {
                        IntervalTreeWalk<Projection, PermutedPositions>(
                            frames: frames, positions: PermutedPositions(ids: permutation), nodes: nodes,
                            count: order.count, rect: rect
                        ).run(rootLevel: rootLevel, into: &ids)
                    }
                }
            }
        }
    }

    /// The bytes of the upper nodes and of the permutation, if any (the frames are shared).
    public var memoryBytes: Int {
        upperNodes.capacity * MemoryLayout<UpperNode>.stride + order.memoryBytes
    }
}

/// One query's walk through an `IntervalTreeIndex`, in position order and without a stack.
///
/// Positions come in blocks of 2^(scanLevel+1) - 1 scanned linearly, each followed by one
/// upper node; the upper nodes form an implicit in-order tree of their own. The walk first
/// descends from the root to the first position whose interval ends after the query starts
/// (one subtree maximum per level), then goes on in position order: at the start of each
/// block it tries the largest subtree that starts there, then its left child, and so on, and
/// skips whole the first whose largest end is at or before the query's start. It stops at
/// the first position starting at or after the query's end. The nodes examined are those of
/// cgranges' recursive descent, minus the left spine's detours.
private struct IntervalTreeWalk<Projection: ScrollProjection, Positions: ElementPositions> {
    let frames: UnsafeBufferPointer<Rect>
    let positions: Positions
    let nodes: UnsafeBufferPointer<IntervalTreeIndex.UpperNode>
    let count: Int
    let rect: Rect

    /// Appends the hits to `ids`; returns the number of nodes and frames examined.
    func run(rootLevel: Int, into ids: inout [Int32]) -> Int {
        IDCollector.collect(into: &ids) { hits, ids in
            walk(rootLevel: rootLevel, hits: &hits, ids: &ids)
        }
    }

    private func walk(rootLevel: Int, hits: inout IDCollector, ids: inout [Int32]) -> Int {
        let low = Projection.start(rect)
        let high = Projection.end(rect)
        let blockShift = IntervalTreeIndex.scanLevel + 1
        let blockMask = (1 << blockShift) - 1
        // The level of the upper tree's root, counted from its own leaves (-1: no upper tree).
        let topLevel = rootLevel - blockShift
        var examined = 0
        var position = 0
        // Whether the block at `position` is known to hold the first candidate, so that its
        // subtrees need not be tried.
        var descended = false
        if topLevel >= 0 {
            var node = (1 &<< topLevel) &- 1
            var level = topLevel
            examined &+= 1
            guard nodes[node].maxEnd > low else { return examined }
            // Invariant: every position before `node`'s subtree ends at or before `low`, and
            // the subtree's largest end is after it. Each level reads one node: left if the
            // left subtree reaches past `low`, else the node itself if it does, else right
            // (whose maximum then must).
            while true {
                let upper = nodes[node]
                examined &+= 1
                if upper.leftMaxEnd > low {
                    if level == 0 {
                        position = node &<< blockShift
                        descended = true
                        break
                    }
                    node &-= 1 &<< (level &- 1)
                } else if upper.end > low {
                    position = node &<< blockShift | blockMask
                    break
                } else {
                    if level == 0 {
                        position = (node &+ 1) &<< blockShift
                        descended = true
                        break
                    }
                    node &+= 1 &<< (level &- 1)
                }
                level &-= 1
            }
        }
        walk: while position < count {
            if position & blockMask == blockMask {
                // An upper node, reached after its left subtree.
                let id = positions.id(position)
                let frame = frames[id]
                examined &+= 1
                guard Projection.start(frame) < high else { break walk }
                if Projection.end(frame) > low, Projection.overlapsAcross(frame, rect) {
                    hits.append(id, flushingInto: &ids)
                }
                position &+= 1
                continue
            }
            if position & blockMask == 0, !descended {
                let block = position &>> blockShift
                var level = block == 0 ? topLevel : block.trailingZeroBitCount &- 1
                while level >= 0 {
                    let node = block &+ (1 &<< level) &- 1
                    examined &+= 1
                    if nodes[node].maxEnd <= low {
                        // Nothing in this subtree ends after the query starts: resume at the
                        // upper node that follows it.
                        position = (node &+ (1 &<< level)) &<< blockShift | blockMask
                        continue walk
                    }
                    level &-= 1
                }
            }
            descended = false
            let end = min(position | blockMask, count)
            let first = position
            defer { examined &+= position &- first }
            while position < end {
                let id = positions.id(position)
                let frame = frames[id]
                if Projection.start(frame) >= high {
                    examined &+= 1
                    break walk
                }
                // The start is before the query's end; the end decides most often.
                if Projection.end(frame) > low, Projection.overlapsAcross(frame, rect) {
                    hits.append(id, flushingInto: &ids)
                }
                position &+= 1
            }
        }
        return examined
    }
}

/// What building an `IntervalTreeIndex` needs from the frames, gathered in one pass over
/// them in position order: the largest end of each block and the end of each upper node.
private struct BlockSummary {
    let rootLevel: Int
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
        // chain every iteration through store-to-load forwarding.
        let inOrder: Bool = blockMaxEnds.withUnsafeMutableBufferPointer { blockMaxEnds in
            upperEnds.withUnsafeMutableBufferPointer { upperEnds in
                var position = 0
                var block = 0
                while position < count {
                    let blockEnd = min(position + mask, count)
                    var maxEnd = -Double.infinity
                    while position < blockEnd {
                        let frame = frames[positions.id(position)]
                        if checkingOrder {
                            let start = Projection.start(frame)
                            guard frame.canIntersect, start >= previous else { return false }
                            previous = start
                        }
                        maxEnd = max(maxEnd, Projection.end(frame))
                        position += 1
                    }
                    if block < blockCount { blockMaxEnds[block] = maxEnd }
                    if position < count {
                        let frame = frames[positions.id(position)]
                        if checkingOrder {
                            let start = Projection.start(frame)
                            guard frame.canIntersect, start >= previous else { return false }
                            previous = start
                        }
                        if block < blockCount { upperEnds[block] = Projection.end(frame) }
                        position += 1
                    }
                    block += 1
                }
                return true
            }
        }
        guard inOrder else { return nil }
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
