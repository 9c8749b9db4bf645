import TesseraCore

/// A static, augmented, implicit interval tree over the frames' intervals along the scroll
/// axis (lh3's cgranges / IITree design), followed by the full `Rect.intersects` test.
///
/// The frames, in order of their start along the scroll axis, *are* the tree: position `x`
/// is a node whose level is the number of trailing one bits of `x`; a node of level `k`
/// roots the subtree of positions `x - (2^k - 1) ... x + (2^k - 1)`, its children are
/// `x ∓ 2^(k-1)`. Nothing is stored per element when the layout already emits frames in
/// scroll order (checked in O(n)); otherwise a 4-byte permutation of ids is kept. Subtrees
/// of level ≤ 3 (at most 15 elements) are scanned linearly, so only the nodes above them
/// carry data — their start and the largest end in their subtree, 16 bytes per 16 elements.
/// The index shares the result's frame storage (no copy), so it describes the frames of the
/// result it was built from even if that result is later mutated.
///
/// - Complexity: build O(n) when frames arrive in scroll order, O(n log n) otherwise; a query
///   is O(log n + k) for k hits, whatever the extents: one very tall element raises the
///   subtree maximum only along its own root path. Worst case: many long intervals that end
///   after the query starts but do not intersect it across the scroll axis (e.g. wide rows
///   far off to the side in a two-way layout) are all examined — use a two-dimensional index
///   for those. Memory: about 1 byte per element (+ 4 when a permutation is needed).
public struct IntervalTreeIndex: RectIndex {
    /// `interval-tree`.
    public static let name = "interval-tree"

    /// A node above the linearly scanned levels: its own start and its subtree's largest end.
    struct UpperNode {
        var start: Double
        var end: Double
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
    /// last frame start at +∞ and end at -∞.
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
        let order = ScrollOrder(frames, along: Projection.self)
        let count = order.count
        guard count > 0 else { return (order, -1, []) }
        let rootLevel = Int.bitWidth - 1 - count.leadingZeroBitCount
        guard rootLevel > scanLevel else { return (order, rootLevel, []) }
        let shift = scanLevel + 1
        let span = 1 << (rootLevel + 1)  // one past the last position of the perfect tree
        var nodes = [UpperNode](repeating: UpperNode(start: .infinity, end: -.infinity, maxEnd: -.infinity), count: span >> shift)
        frames.withUnsafeBufferPointer { frames in
            order.ids.withUnsafeBufferPointer { ids in
                func frame(_ position: Int) -> Rect {
                    ids.isEmpty ? frames[position] : frames[Int(ids[position])]
                }
                // The lowest upper level: take the maximum over the whole subtree directly.
                let level = scanLevel + 1
                for root in stride(from: (1 << level) - 1, to: span - 1, by: 1 << (level + 1)) {
                    var maxEnd = -Double.infinity
                    let last = min(root + (1 << level) - 1, count - 1)
                    var position = root - ((1 << level) - 1)
                    while position <= last {
                        maxEnd = max(maxEnd, Projection.end(frame(position)))
                        position += 1
                    }
                    var (start, end) = (Double.infinity, -Double.infinity)
                    if root < count { (start, end) = (Projection.start(frame(root)), Projection.end(frame(root))) }
                    nodes[root >> shift] = UpperNode(start: start, end: end, maxEnd: maxEnd)
                }
                // Higher levels: the node's own end and its two children's maxima.
                guard rootLevel > level else { return }
                for level in (scanLevel + 2)...rootLevel {
                    let half = 1 << (level - 1)
                    for root in stride(from: (1 << level) - 1, to: span - 1, by: 1 << (level + 1)) {
                        var maxEnd = max(nodes[(root - half) >> shift].maxEnd, nodes[(root + half) >> shift].maxEnd)
                        var (start, end) = (Double.infinity, -Double.infinity)
                        if root < count {
                            let own = frame(root)
                            (start, end) = (Projection.start(own), Projection.end(own))
                            maxEnd = max(maxEnd, end)
                        }
                        nodes[root >> shift] = UpperNode(start: start, end: end, maxEnd: maxEnd)
                    }
                }
            }
        }
        return (order, rootLevel, nodes)
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
            var node = (1 << topLevel) - 1
            var level = topLevel
            examined += 1
            guard nodes[node].maxEnd > low else { return examined }
            // Invariant: every position before `node`'s subtree ends at or before `low`, and
            // the subtree's largest end is after it.
            while true {
                if level == 0 {
                    position = node << blockShift
                    descended = true
                    break
                }
                // Left if the left subtree reaches past `low`; otherwise this node itself, if
                // it does; otherwise right, whose maximum then must. (A branch-free version
                // measured slower: it serialises the loads that speculation overlaps.)
                let half = 1 << (level - 1)
                examined += 2
                let goesLeft = nodes[node - half].maxEnd > low
                if !goesLeft, nodes[node].end > low {
                    position = node << blockShift | blockMask
                    break
                }
                node = goesLeft ? node - half : node + half
                level -= 1
            }
        }
        walk: while position < count {
            if position & blockMask == blockMask {
                // An upper node, reached after its left subtree.
                let node = nodes[position >> blockShift]
                examined += 1
                guard node.start < high else { break walk }
                let id = positions.id(position)
                if frames[id].strictlyOverlaps(rect) { hits.append(id, flushingInto: &ids) }
                position += 1
                continue
            }
            if position & blockMask == 0, !descended {
                let block = position >> blockShift
                var level = block == 0 ? topLevel : block.trailingZeroBitCount - 1
                while level >= 0 {
                    let node = block + (1 << level) - 1
                    examined += 1
                    if nodes[node].maxEnd <= low {
                        // Nothing in this subtree ends after the query starts: resume at the
                        // upper node that follows it.
                        position = (node + (1 << level)) << blockShift | blockMask
                        continue walk
                    }
                    level -= 1
                }
            }
            descended = false
            let end = min(position | blockMask, count)
            while position < end {
                let id = positions.id(position)
                let frame = frames[id]
                examined += 1
                if Projection.start(frame) >= high { break walk }
                if frame.strictlyOverlaps(rect) { hits.append(id, flushingInto: &ids) }
                position += 1
            }
        }
        return examined
    }
}
