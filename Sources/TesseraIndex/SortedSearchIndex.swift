import TesseraCore

/// Frames sorted by their start along the scroll axis, a binary search for the query's end,
/// and a window reaching back by the largest extent of any frame (the MagazineLayout /
/// Blueprints approach).
///
/// An element can intersect the query only if it starts before the query ends and ends after
/// the query starts; since no frame is longer than the largest extent `D`, every such element
/// starts after `query.start - D`. Two binary searches bound that window and every element in
/// it gets the full `Rect.intersects` test. The window's lower bound is computed with the
/// rounding directed outwards (`D` rounded up, the bound rounded down), so that no frame is
/// missed however the subtraction rounds — the bug that lost items in Blueprints was to stop
/// walking back at the first element that does not intersect, which a tall one breaks.
///
/// - Complexity: build O(n) when frames arrive in scroll order or out of it with their starts
///   spread along the axis (a round-robin waterfall, a back-filled grid: `ScrollKeySort`),
///   O(n log n) whatever the starts; a query
///   is O(log n + w), where w is the number of elements starting within `D` before the query
///   ends. Worst case: one very tall element makes `D` huge and the window covers everything
///   that starts before the query ends — O(n), however few hits (the interval tree does not
///   degrade this way). Memory: 8 bytes per element (+ 4 when a permutation is needed).
/// Updates (`update(to:after:)`, `LayoutSession.apply(_:updating:)`): the default full rebuild,
/// O(n) or O(n log n) as a build — an update in the middle moves the sorted positions after it.
public struct SortedSearchIndex: RectIndex {
    /// `sorted-search`.
    public static let name = "sorted-search"

    private let frames: [Rect]
    private let order: ScrollOrder
    private let axis: ScrollAxis
    /// Scroll-axis starts by position (non-decreasing).
    private let starts: [Double]
    /// An upper bound of every frame's exact extent along the scroll axis; +∞ when an extent
    /// is not finite.
    private let maxExtent: Double

    /// Sorts `result`'s frames along `result.scrollAxis` (unless already sorted) and measures
    /// the largest extent. O(n) or O(n log n).
    public init(_ result: LayoutResult) {
        frames = result.frames
        axis = result.scrollAxis
        switch axis {
        case .vertical: (order, starts, maxExtent) = Self.build(frames, VerticalProjection.self)
        case .horizontal: (order, starts, maxExtent) = Self.build(frames, HorizontalProjection.self)
        }
    }

    private static func build<Projection: ScrollProjection>(
        _ frames: [Rect], _: Projection.Type
    ) -> (ScrollOrder, [Double], Double) {
        let order = ScrollOrder(frames, along: Projection.self)
        var starts = [Double]()
        starts.reserveCapacity(order.count)
        var largest = 0.0
        for position in 0 ..< order.count {
            let frame = frames[order.isIdentity ? position : Int(order.ids[position])]
            let extent = Projection.end(frame) - Projection.start(frame)
            // An infinite edge makes the extent infinite or NaN (∞ - ∞): no finite window.
            largest = extent.isFinite ? max(largest, extent) : .infinity
            starts.append(Projection.start(frame))
        }
        // The subtraction may have rounded down; one step up bounds the exact extent.
        return (order, starts, largest.nextUp)
    }

    /// Appends, in scroll order, the id of every element whose frame intersects `rect`;
    /// returns the number of elements examined (binary-search probes plus the window).
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        guard rect.canIntersect, order.count > 0 else { return 0 }
        let low = axis == .vertical ? rect.minY : rect.minX
        let high = axis == .vertical ? rect.maxY : rect.maxX
        var probes = 0
        // The first position starting at or after the query's end.
        let upper = partition(probes: &probes) { $0 >= high }
        // Every element starting at or before `threshold` ends at or before `low`.
        let threshold = (low - maxExtent).nextDown
        let lower = threshold == -.infinity ? 0 : partition(probes: &probes) { $0 > threshold }
        guard lower < upper else { return probes }
        frames.withUnsafeBufferPointer { frames in
            order.ids.withUnsafeBufferPointer { permutation in
                IDCollector.collect(into: &ids) { hits, ids in
                    if permutation.isEmpty {
                        for id in lower ..< upper where frames[id].strictlyOverlaps(rect) {
                            hits.append(id, flushingInto: &ids)
                        }
                    } else {
                        for position in lower ..< upper {
                            let id = Int(permutation[position])
                            if frames[id].strictlyOverlaps(rect) { hits.append(id, flushingInto: &ids) }
                        }
                    }
                }
            }
        }
        return probes + upper - lower
    }

    /// The first position whose start satisfies `isAfter` (false, then true, over the
    /// positions), counting the probes.
    private func partition(probes: inout Int, _ isAfter: (Double) -> Bool) -> Int {
        starts.withUnsafeBufferPointer { starts in
            var low = 0
            var count = starts.count
            while count > 0 {
                let half = count / 2
                probes += 1
                if isAfter(starts[low + half]) {
                    count = half
                } else {
                    low += half + 1
                    count -= half + 1
                }
            }
            return low
        }
    }

    /// The bytes of the sorted starts and of the permutation, if any.
    public var memoryBytes: Int {
        starts.capacity * MemoryLayout<Double>.stride + order.memoryBytes
    }
}
