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
        var nodes = [UpperNode](repeating: UpperNode(start: .infinity, maxEnd: -.infinity), count: span >> shift)
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
                    let start = root < count ? Projection.start(frame(root)) : .infinity
                    nodes[root >> shift] = UpperNode(start: start, maxEnd: maxEnd)
                }
                // Higher levels: the node's own end and its two children's maxima.
                guard rootLevel > level else { return }
                for level in (scanLevel + 2)...rootLevel {
                    let half = 1 << (level - 1)
                    for root in stride(from: (1 << level) - 1, to: span - 1, by: 1 << (level + 1)) {
                        var maxEnd = max(nodes[(root - half) >> shift].maxEnd, nodes[(root + half) >> shift].maxEnd)
                        var start = Double.infinity
                        if root < count {
                            let own = frame(root)
                            start = Projection.start(own)
                            maxEnd = max(maxEnd, Projection.end(own))
                        }
                        nodes[root >> shift] = UpperNode(start: start, maxEnd: maxEnd)
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
                        var walk = IntervalTreeWalk<Projection, IdentityPositions>(
                            frames: frames, positions: IdentityPositions(), nodes: nodes,
                            count: order.count, rect: rect
                        )
                        walk.run(rootLevel: rootLevel, into: &ids)
                        return walk.examined
                    } else {
                        var walk = IntervalTreeWalk<Projection, PermutedPositions>(
                            frames: frames, positions: PermutedPositions(ids: permutation), nodes: nodes,
                            count: order.count, rect: rect
                        )
                        walk.run(rootLevel: rootLevel, into: &ids)
                        return walk.examined
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

/// One query's descent through an `IntervalTreeIndex`.
private struct IntervalTreeWalk<Projection: ScrollProjection, Positions: ElementPositions> {
    let frames: UnsafeBufferPointer<Rect>
    let positions: Positions
    let nodes: UnsafeBufferPointer<IntervalTreeIndex.UpperNode>
    let count: Int
    let rect: Rect
    let low: Double
    let high: Double
    var examined = 0

    init(
        frames: UnsafeBufferPointer<Rect>, positions: Positions,
        nodes: UnsafeBufferPointer<IntervalTreeIndex.UpperNode>, count: Int, rect: Rect
    ) {
        self.frames = frames
        self.positions = positions
        self.nodes = nodes
        self.count = count
        self.rect = rect
        low = Projection.start(rect)
        high = Projection.end(rect)
    }

    mutating func run(rootLevel: Int, into ids: inout [Int32]) {
        let root = (1 << rootLevel) - 1
        if rootLevel > IntervalTreeIndex.scanLevel {
            visit(root, level: rootLevel, into: &ids)
        } else {
            scan(root, level: rootLevel, into: &ids)
        }
    }

    /// Descends into the subtree of upper node `root` (level > `scanLevel`).
    private mutating func visit(_ root: Int, level: Int, into ids: inout [Int32]) {
        let node = nodes[root >> (IntervalTreeIndex.scanLevel + 1)]
        examined += 1
        // Nothing below ends after the query starts: no interval here can overlap it.
        guard node.maxEnd > low + 1 else { return }
        let half = 1 << (level - 1)
        descend(root - half, level: level - 1, into: &ids)
        // This node and its whole right subtree start at or after the query ends.
        guard node.start < high else { return }
        report(root, into: &ids)
        descend(root + half, level: level - 1, into: &ids)
    }

    @inline(__always)
    private mutating func descend(_ root: Int, level: Int, into ids: inout [Int32]) {
        if level > IntervalTreeIndex.scanLevel {
            visit(root, level: level, into: &ids)
        } else {
            scan(root, level: level, into: &ids)
        }
    }

    /// Tests every position of the small subtree rooted at `root`, stopping at the first
    /// that starts at or after the query's end.
    private mutating func scan(_ root: Int, level: Int, into ids: inout [Int32]) {
        let first = root - ((1 << level) - 1)
        let end = min(root + (1 << level), count)
        var position = first
        while position < end {
            let id = positions.id(position)
            let frame = frames[id]
            if Projection.start(frame) > high { break }
            if frame.intersects(rect) { ids.append(Int32(truncatingIfNeeded: id)) }
            position += 1
        }
        examined += position - first
    }

    @inline(__always)
    private mutating func report(_ position: Int, into ids: inout [Int32]) {
        let id = positions.id(position)
        examined += 1
        if frames[id].intersects(rect) { ids.append(Int32(truncatingIfNeeded: id)) }
    }
}
