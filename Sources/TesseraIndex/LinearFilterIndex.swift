import TesseraCore

/// The honest baseline: test every element, in one contiguous, vectorized pass.
///
/// What every tutorial's `layoutAttributesForElements(in:)` does — `frames.filter {
/// $0.intersects(rect) }` — but without objects or per-element branches: the index keeps the
/// frames' edges along the scroll axis as a struct of arrays (`starts`, `ends`) and compares
/// eight elements per step with SIMD. Only the elements whose scroll-axis interval overlaps
/// the query's are then tested with the full `Rect.intersects` (so the answer is exactly the
/// predicate's), and frames that can never match are stored as the empty interval
/// [+∞, -∞], which no query overlaps.
///
/// - Complexity: every query is Θ(n) (16 bytes read per element) plus O(c) for the c elements
///   overlapping the query along the scroll axis; build is O(n). Memory: 16 bytes per element.
///   Worst case: a two-way layout whose rows each overlap the query along y but mostly lie
///   off to the side: all of them pass the vector test and get the full test.
public struct LinearFilterIndex: RectIndex {
    /// `linear`.
    public static let name = "linear"

    private static let lanes = 8
    private typealias Lanes = SIMD8<Double>

    private let frames: [Rect]
    private let axis: ScrollAxis
    /// Scroll-axis starts by id, padded to a multiple of 8 with +∞.
    private let starts: [Double]
    /// Scroll-axis ends by id, padded to a multiple of 8 with -∞.
    private let ends: [Double]

    /// Copies `result`'s scroll-axis edges into contiguous arrays. O(n).
    public init(_ result: LayoutResult) {
        frames = result.frames
        axis = result.scrollAxis
        let padded = (frames.count + Self.lanes - 1) / Self.lanes * Self.lanes
        var starts = [Double](repeating: .infinity, count: padded)
        var ends = [Double](repeating: -.infinity, count: padded)
        for (id, frame) in frames.enumerated() where frame.canIntersect {
            switch axis {
            case .vertical: (starts[id], ends[id]) = (frame.minY, frame.maxY)
            case .horizontal: (starts[id], ends[id]) = (frame.minX, frame.maxX)
            }
        }
        self.starts = starts
        self.ends = ends
    }

    /// Appends, in id order, the id of every element whose frame intersects `rect`; returns
    /// the number of elements examined (all of them).
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        guard rect.canIntersect else { return frames.count }
        let low = Lanes(repeating: axis == .vertical ? rect.minY : rect.minX)
        let high = Lanes(repeating: axis == .vertical ? rect.maxY : rect.maxX)
        starts.withUnsafeBytes { starts in
            ends.withUnsafeBytes { ends in
                frames.withUnsafeBufferPointer { frames in
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
                                if frames[id].intersects(rect) { ids.append(Int32(truncatingIfNeeded: id)) }
                            }
                        }
                        base += Self.lanes
                        offset += stride
                    }
                }
            }
        }
        return frames.count
    }

    /// The bytes of the two edge arrays (the frames are shared with the result).
    public var memoryBytes: Int {
        (starts.capacity + ends.capacity) * MemoryLayout<Double>.stride
    }
}
