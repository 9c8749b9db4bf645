import TesseraCore

/// A static, augmented, implicit interval tree over the frames' intervals along the scroll
/// axis (lh3's cgranges / IITree design), followed by the exact intersection test.
///
/// The frames, in order of their start along the scroll axis, *are* the tree: position `x`
/// is a node whose level is the number of trailing one bits of `x`; a node of level `k`
/// roots the subtree of positions `x - (2^k - 1) ... x + (2^k - 1)`, its children are
/// `x ∓ 2^(k-1)`. Nothing is stored per element when the layout already emits frames in
/// scroll order (checked in O(n)); otherwise a 4-byte permutation of ids is kept. Subtrees
/// of level ≤ 3 (blocks of 15 elements) are scanned linearly, so only the nodes above them
/// carry data — their own end and the largest ends of their left and whole subtrees, 24 bytes
/// per 16 elements.
/// Past the first position that starts after the query's start, the candidates are a
/// contiguous run scanned by a tight loop (see `IntervalTreeWalk`); the build also records the
/// frames' smallest end and largest start across the scroll axis, so that a query overlapping
/// every frame across (a full-width viewport) skips the cross-axis test there.
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

    /// The smallest end and the largest start of the frames across the scroll axis: a query
    /// that starts before the one and ends after the other overlaps every frame across the
    /// axis — a viewport as wide as a vertical layout's content, the usual case — and the
    /// scan of its candidates tests the scroll axis alone.
    struct CrossAxisBounds {
        var smallestEnd: Double
        var largestStart: Double

        /// Widens the bounds to `frame`.
        ///
        /// A predictable test and a rarely taken call: as two selects per frame (which the
        /// compiler makes of `min` and `max`, or of two plain `if`s) it slowed the build by
        /// about a quarter.
        @inline(__always)
        mutating func include<Projection: ScrollProjection>(_ frame: Rect, _: Projection.Type) {
            let (start, end) = (Projection.crossStart(frame), Projection.crossEnd(frame))
            if end < smallestEnd || start > largestStart { widen(start: start, end: end) }
        }

        @inline(never)
        private mutating func widen(start: Double, end: Double) {
            smallestEnd = min(smallestEnd, end)
            largestStart = max(largestStart, start)
        }

        /// Whether `rect` overlaps, across the scroll axis, every frame the bounds include.
        @inline(__always)
        func overlapAll<Projection: ScrollProjection>(_ rect: Rect, _: Projection.Type) -> Bool {
            Projection.crossStart(rect) < smallestEnd && largestStart < Projection.crossEnd(rect)
        }
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
    private let across: CrossAxisBounds

    /// Builds the tree over `result`'s frames along `result.scrollAxis`.
    public init(_ result: LayoutResult) {
        frames = result.frames
        axis = result.scrollAxis
        switch axis {
        case .vertical: (order, rootLevel, upperNodes, across) = Self.build(frames, VerticalProjection.self)
        case .horizontal: (order, rootLevel, upperNodes, across) = Self.build(frames, HorizontalProjection.self)
        }
    }

    private static func build<Projection: ScrollProjection>(
        _ frames: [Rect], _: Projection.Type
    ) -> (ScrollOrder, Int, [UpperNode], CrossAxisBounds) {
        // One pass checks the order and, if it holds, gathers what the nodes need; only
        // frames out of order (or that can never match) cost a sort and a second pass.
        let inOrder = frames.withUnsafeBufferPointer {
            IntervalTreeBlockSummary(
                frames: $0, IdentityPositions(), count: $0.count, checkingOrder: true, Projection.self
            )
        }
        if let summary = inOrder {
            return (ScrollOrder(identityOver: frames.count), summary.rootLevel, summary.upperNodes(), summary.across)
        }
        let order = ScrollOrder(frames, along: Projection.self)
        let summary = frames.withUnsafeBufferPointer { frames in
            order.ids.withUnsafeBufferPointer { ids in
                IntervalTreeBlockSummary(
                    frames: frames, PermutedPositions(ids: ids), count: order.count, checkingOrder: false,
                    Projection.self
                )!
            }
        }
        return (order, summary.rootLevel, summary.upperNodes(), summary.across)
    }

    /// Appends the id of every element whose frame intersects `rect`; returns the number of
    /// tree nodes and frames examined. Ids come in scroll order.
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        query(rect, resumingAt: nil, into: &ids).examined
    }

    /// `query(_:into:)`, optionally resuming at a position before which every interval ends
    /// at or before the rect's start along the scroll axis; also returns such a position for
    /// this rect (see `ScrollCursor`).
    func query(_ rect: Rect, resumingAt resume: Int?, into ids: inout [Int32]) -> (examined: Int, resume: Int) {
        guard rect.canIntersect, order.count > 0 else { return (0, 0) }
        switch axis {
        case .vertical: return search(rect, VerticalProjection.self, resume, &ids)
        case .horizontal: return search(rect, HorizontalProjection.self, resume, &ids)
        }
    }

    /// The first position from `position` on, within one block's length, whose interval
    /// ends after `low` — or the position after the last one tested: every position before
    /// the answer ends at or before `low` if every position before `position` does.
    func firstCandidate(from position: Int, after low: Double) -> Int {
        let end = min(position + (1 << (Self.scanLevel + 1)), order.count)
        return frames.withUnsafeBufferPointer { frames in
            order.ids.withUnsafeBufferPointer { ids in
                var position = position
                while position < end {
                    let frame = frames[ids.isEmpty ? position : Int(ids[position])]
                    if (axis == .vertical ? frame.maxY : frame.maxX) > low { break }
                    position += 1
                }
                return position
            }
        }
    }

    /// The start and end of `rect` along the index's scroll axis.
    func scrollInterval(of rect: Rect) -> (start: Double, end: Double) {
        axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    private func search<Projection: ScrollProjection>(
        _ rect: Rect, _: Projection.Type, _ resume: Int?, _ ids: inout [Int32]
    ) -> (examined: Int, resume: Int) {
        frames.withUnsafeBufferPointer { frames in
            upperNodes.withUnsafeBufferPointer { nodes in
                order.ids.withUnsafeBufferPointer { permutation in
                    if permutation.isEmpty {
                        IntervalTreeWalk<Projection, IdentityPositions>(
                            frames: frames, positions: IdentityPositions(), nodes: nodes,
                            count: order.count, rect: rect, acrossAll: across.overlapAll(rect, Projection.self)
                        ).run(rootLevel: rootLevel, resumingAt: resume, into: &ids)
                    } else {
                        IntervalTreeWalk<Projection, PermutedPositions>(
                            frames: frames, positions: PermutedPositions(ids: permutation), nodes: nodes,
                            count: order.count, rect: rect, acrossAll: across.overlapAll(rect, Projection.self)
                        ).run(rootLevel: rootLevel, resumingAt: resume, into: &ids)
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
