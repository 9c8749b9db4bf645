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
/// A query does not descend from the root — a chain of dependent reads, each a cache miss when
/// the index is cold — but starts from a directory along the scroll axis (one bucket per 8
/// elements holding the first position that reaches past its boundary; see
/// `IntervalTreeDirectory`): one read, then a forward walk that scans the few positions up to
/// the first candidate and skips by the tree only when there are many.
/// Past the first position that starts after the query's start, the candidates are a
/// contiguous run scanned by a tight loop (see `IntervalTreeWalk`); the build also records the
/// frames' smallest end and largest start across the scroll axis, so that a query overlapping
/// every frame across (a full-width viewport) skips the cross-axis test there.
/// The index shares the result's frame storage (no copy), so it describes the frames of the
/// result it was built from even if that result is later mutated.
///
/// - Complexity: build O(n) when frames arrive in scroll order or out of it with their starts
///   spread along the axis (a round-robin waterfall, a back-filled grid: `ScrollKeySort`),
///   O(n log n) whatever the starts; a query
///   is O(log n + k) for k hits, whatever the extents, and O(1 + k) reads of the index when
///   the frames are spread evenly along the scroll axis. One very tall element early on pulls
///   every later directory entry back to itself: a query then scans 64 positions from it and
///   skips the rest by the tree, a finger search of O(log n) node reads (the worst case of a
///   cold query: about as many dependent misses as a descent from the root). Many long
///   intervals that end after the query starts but do not intersect it across the scroll axis
///   (e.g. wide rows far off to the side in a two-way layout) are all examined — use a
///   two-dimensional index for those. Memory: 2 bytes per element (+ 4 when a permutation is
///   needed). An update (`update(to:after:)`) rebuilds only what follows the first changed
///   position: O(n − p + log n) for frames in scroll order and an unchanged prefix of p, an
///   append of k O(k + log n); with a permutation, O(m log m + log n) for m new elements plus
///   the positions from the first that starts after the lowest new start or held a removed
///   element — an append of k frames near the end O(k log k + log n) (see
///   `update(to:after:)` for the exact terms and when it builds afresh).
public struct IntervalTreeIndex: RectIndex {
    /// `interval-tree`.
    public static let name = "interval-tree"

    /// A node above the linearly scanned levels: its own end, the largest end in its left
    /// subtree and the largest in its whole subtree — all a descent reads, in one place.
    struct UpperNode: Equatable {
        /// A node whose subtree holds no position before the end: every end -∞.
        static let empty = UpperNode(end: -.infinity, leftMaxEnd: -.infinity, maxEnd: -.infinity)

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

        /// Whether `rect` overlaps, across the scroll axis, every frame the bounds include.
        @inline(__always)
        func overlapAll<Projection: ScrollProjection>(_ rect: Rect, _: Projection.Type) -> Bool {
            Projection.crossStart(rect) < smallestEnd && largestStart < Projection.crossEnd(rect)
        }
    }

    var frames: [Rect]
    var order: ScrollOrder
    var axis: ScrollAxis
    /// The root's level: ⌊log₂ count⌋; the tree spans positions `0 ..< 2^(rootLevel+1) - 1`.
    var rootLevel: Int
    /// Nodes of level > the shape's `scanLevel`, at `position >> (scanLevel + 1)`; positions
    /// past the last frame end at -∞.
    var upperNodes: [UpperNode]
    var across: CrossAxisBounds
    /// Where a query starts without descending (see `IntervalTreeDirectory`).
    var directory: IntervalTreeDirectory

    /// Builds the tree over `result`'s frames along `result.scrollAxis`.
    public init(_ result: LayoutResult) {
        self.init(result, shape: ShippedIntervalTreeShape())
    }

    /// Builds the tree cut as `shape` says; only that shape's walk may query it.
    @inline(__always)
    init<Shape: IntervalTreeShape>(_ result: LayoutResult, shape: Shape) {
        frames = result.frames
        axis = result.scrollAxis
        switch axis {
        case .vertical: (order, rootLevel, upperNodes, across, directory) = Self.build(frames, VerticalProjection.self, shape)
        case .horizontal: (order, rootLevel, upperNodes, across, directory) = Self.build(frames, HorizontalProjection.self, shape)
        }
    }

    private static func build<Projection: ScrollProjection, Shape: IntervalTreeShape>(
        _ frames: [Rect], _: Projection.Type, _ shape: Shape
    ) -> (ScrollOrder, Int, [UpperNode], CrossAxisBounds, IntervalTreeDirectory) {
        // One pass checks the order and, if it holds, gathers what the nodes need; only
        // frames out of order (or that can never match) cost a sort and a second pass.
        let inOrder = frames.withUnsafeBufferPointer {
            IntervalTreeBlockSummary(
                frames: $0, IdentityPositions(), count: $0.count, checkingOrder: true, Projection.self, shape
            )
        }
        if let summary = inOrder {
            return (
                ScrollOrder(identityOver: frames.count), summary.rootLevel, summary.upperNodes(), summary.across,
                summary.directory
            )
        }
        let order = ScrollOrder(frames, along: Projection.self, knownUnsorted: true)
        let summary = frames.withUnsafeBufferPointer { frames in
            order.ids.withUnsafeBufferPointer { ids in
                IntervalTreeBlockSummary(
                    frames: frames, PermutedPositions(ids: ids), count: order.count, checkingOrder: false,
                    Projection.self, shape
                )!
            }
        }
        return (order, summary.rootLevel, summary.upperNodes(), summary.across, summary.directory)
    }

    /// Appends the id of every element whose frame intersects `rect`; returns the number of
    /// tree nodes and frames examined. Ids come in scroll order.
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        query(rect, resumingAt: nil, into: &ids).examined
    }

    /// `query(_:into:)`, optionally resuming at a position before which every interval ends
    /// at or before the rect's start along the scroll axis (else starting where the directory
    /// says); also returns the first position whose interval ends after the rect's start,
    /// where a later query that starts no earlier may resume (see `ScrollCursor`).
    func query(_ rect: Rect, resumingAt resume: Int?, into ids: inout [Int32]) -> (examined: Int, resume: Int) {
        query(rect, resumingAt: resume, into: &ids, shape: ShippedIntervalTreeShape())
    }

    /// `query(_:resumingAt:into:)` of a tree built with `shape`.
    @inline(__always)
    func query<Shape: IntervalTreeShape>(
        _ rect: Rect, resumingAt resume: Int?, into ids: inout [Int32], shape: Shape
    ) -> (examined: Int, resume: Int) {
        guard rect.canIntersect, order.count > 0 else { return (0, 0) }
        switch axis {
        case .vertical: return search(rect, VerticalProjection.self, resume, &ids, shape)
        case .horizontal: return search(rect, HorizontalProjection.self, resume, &ids, shape)
        }
    }

    /// The start and end of `rect` along the index's scroll axis.
    func scrollInterval(of rect: Rect) -> (start: Double, end: Double) {
        axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    // Not inlined: the shipped query calls it as it did before the shape was a parameter
    // (inlined, the scroll cursor's query took about 5 more instructions per query).
    @inline(never)
    private func search<Projection: ScrollProjection, Shape: IntervalTreeShape>(
        _ rect: Rect, _: Projection.Type, _ resume: Int?, _ ids: inout [Int32], _ shape: Shape
    ) -> (examined: Int, resume: Int) {
        let resume = resume ?? (directory.isEmpty ? nil : directory.start(before: Projection.start(rect)))
        return frames.withUnsafeBufferPointer { frames in
            upperNodes.withUnsafeBufferPointer { nodes in
                order.ids.withUnsafeBufferPointer { permutation in
                    if permutation.isEmpty {
                        IntervalTreeWalk<Projection, IdentityPositions, Shape>(
                            frames: frames, positions: IdentityPositions(), nodes: nodes, shape: shape,
                            count: order.count, rect: rect, acrossAll: across.overlapAll(rect, Projection.self)
                        ).run(rootLevel: rootLevel, resumingAt: resume, into: &ids)
                    } else {
                        IntervalTreeWalk<Projection, PermutedPositions, Shape>(
                            frames: frames, positions: PermutedPositions(ids: permutation), nodes: nodes, shape: shape,
                            count: order.count, rect: rect, acrossAll: across.overlapAll(rect, Projection.self)
                        ).run(rootLevel: rootLevel, resumingAt: resume, into: &ids)
                    }
                }
            }
        }
    }

    /// The bytes of the upper nodes, the directory and the permutation, if any (the frames
    /// are shared).
    public var memoryBytes: Int {
        upperNodes.capacity * MemoryLayout<UpperNode>.stride + directory.memoryBytes + order.memoryBytes
    }
}
