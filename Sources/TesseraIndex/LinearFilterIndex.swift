import TesseraCore

/// The honest baseline: test every element, in one contiguous, vectorized pass.
///
/// What every tutorial's `layoutAttributesForElements(in:)` does — `frames.filter {
/// $0.intersects(rect) }` — but without objects or per-element branches: the index keeps the
/// frames' edges along the scroll axis as a struct of arrays of `Float`, starts rounded down
/// and ends rounded up, and compares sixteen elements per step with SIMD. Those conservative
/// copies let through every element whose exact interval overlaps the query's (and perhaps a
/// few more); each of them then gets the exact `Rect.intersects` test on its `Double` frame,
/// so the answer is exactly the predicate's. Frames that can never match are stored as the
/// empty interval [+∞, -∞], which no query overlaps. `Float` edges stream 8 bytes per
/// element instead of 16: at large sizes the scan is bound by memory bandwidth, not by the
/// comparisons.
///
/// - Complexity: every query is Θ(n) (8 bytes read per element) plus O(c) for the c elements
///   overlapping the query along the scroll axis; build is O(n). Memory: 8 bytes per element.
///   Worst case: a two-way layout whose rows each overlap the query along y but mostly lie
///   off to the side: all of them pass the vector test and get the exact test.
///   An update (`update(to:after:)`) rewrites the edges from the change's unchanged prefix on:
///   O(n − p), an append of k O(k).
public struct LinearFilterIndex: RectIndex {
    /// `linear`.
    public static let name = "linear"

    private static let lanes = 16
    private typealias Lanes = SIMD16<Float>

    private var frames: [Rect]
    private let axis: ScrollAxis
    /// Scroll-axis starts by id rounded down to `Float`, padded to a multiple of 16 with +∞.
    private var starts: [Float]
    /// Scroll-axis ends by id rounded up to `Float`, padded to a multiple of 16 with -∞.
    private var ends: [Float]

    /// Copies `result`'s scroll-axis edges into contiguous arrays. O(n).
    public init(_ result: LayoutResult) {
        frames = result.frames
        axis = result.scrollAxis
        starts = []
        ends = []
        appendEdges(from: 0)
    }

    /// Lets go of the shared frames; the edge arrays stay, for `update(to:after:)`.
    public mutating func releaseResult() {
        frames = []
    }

    /// Keeps the edges of the change's unchanged prefix and copies those after it from
    /// `result`. O(n − p) for an unchanged prefix of p elements (an append of k: O(k)).
    public mutating func update(to result: LayoutResult, after change: LayoutResultChange) {
        guard result.scrollAxis == axis else {
            self = Self(result)
            return
        }
        frames = result.frames
        let prefix = min(change.unchangedPrefix, frames.count, starts.count)
        starts.removeSubrange(prefix...)
        ends.removeSubrange(prefix...)
        appendEdges(from: prefix)
    }

    /// Appends the edges of the frames from `first` on (the arrays hold `first` entries),
    /// then the padding.
    private mutating func appendEdges(from first: Int) {
        let padded = (frames.count + Self.lanes - 1) / Self.lanes * Self.lanes
        // Filled with the padding first, then written through buffers: one uniqueness and
        // capacity check per array, not two per element.
        starts.append(contentsOf: repeatElement(.infinity, count: padded - first))
        ends.append(contentsOf: repeatElement(-.infinity, count: padded - first))
        let axis = axis
        frames.withUnsafeBufferPointer { frames in
            starts.withUnsafeMutableBufferPointer { starts in
                ends.withUnsafeMutableBufferPointer { ends in
                    for id in first ..< frames.count where frames[id].canIntersect {
                        let frame = frames[id]
                        switch axis {
                        case .vertical: (starts[id], ends[id]) = (Self.roundedDown(frame.minY), Self.roundedUp(frame.maxY))
                        case .horizontal: (starts[id], ends[id]) = (Self.roundedDown(frame.minX), Self.roundedUp(frame.maxX))
                        }
                    }
                }
            }
        }
    }

    /// Appends, in id order, the id of every element whose frame intersects `rect`; returns
    /// the number of elements examined (all of them).
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        guard rect.canIntersect else { return frames.count }
        let low = Lanes(repeating: Self.roundedDown(axis == .vertical ? rect.minY : rect.minX))
        let high = Lanes(repeating: Self.roundedUp(axis == .vertical ? rect.maxY : rect.maxX))
        starts.withUnsafeBytes { starts in
            ends.withUnsafeBytes { ends in
                frames.withUnsafeBufferPointer { frames in
                  IDCollector.collect(into: &ids) { hits, ids in
                    let stride = MemoryLayout<Lanes>.size
                    var base = 0
                    var offset = 0
                    while offset < starts.count {
                        let start = starts.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
                        let end = ends.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
                        let overlaps = (start .< high) .& (low .< end)
                        if any(overlaps) {
                            for lane in 0 ..< Self.lanes where overlaps[lane] {
                                let id = base + lane
                                if frames[id].strictlyOverlaps(rect) { hits.append(id, flushingInto: &ids) }
                            }
                        }
                        base += Self.lanes
                        offset += stride
                    }
                  }
                }
            }
        }
        return frames.count
    }

    /// The largest `Float` at or below `value`.
    private static func roundedDown(_ value: Double) -> Float {
        let rounded = Float(value)
        return Double(rounded) > value ? rounded.nextDown : rounded
    }

    /// The smallest `Float` at or above `value`.
    private static func roundedUp(_ value: Double) -> Float {
        let rounded = Float(value)
        return Double(rounded) < value ? rounded.nextUp : rounded
    }

    /// The bytes of the two edge arrays (the frames are shared with the result).
    public var memoryBytes: Int {
        (starts.capacity + ends.capacity) * MemoryLayout<Float>.stride
    }
}
