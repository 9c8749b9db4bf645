import TesseraCore
import TesseraIndex

/// The example's own visible-rect index: frames sorted by their top edge in blocks of 32,
/// each block keeping the lowest bottom edge it reaches. A query binary-searches the blocks
/// that start above the query's bottom, skips those that end above its top, and tests the
/// frames of the rest with `Rect.intersects`.
///
/// Simple, and O(n/32 + k) per query: the blocks above the viewport are each looked at once.
/// Tessera's `IntervalTreeIndex` answers in O(log n + k); `flow-bench` times the two side by
/// side, and `expectAgreement(of:)` holds this one to the linear filter.
public struct SortedBlocksIndex: RectIndex {
    /// `sorted-blocks`.
    public static let name = "sorted-blocks"
    static let blockSize = 32

    /// Ids of the frames that can intersect anything (finite or infinite, not inverted, no
    /// NaN edge), by top edge.
    private let ids: [Int32]
    private let frames: [Rect]
    /// The top edge of each block's first frame.
    private let blockTops: [Double]
    /// The largest bottom edge in each block.
    private let blockBottoms: [Double]

    /// Sorts `result`'s frames by their top edges. O(n log n).
    public init(_ result: LayoutResult) {
        let frames = result.frames
        // A NaN edge fails both comparisons, so such frames are left out with inverted ones:
        // `Rect.intersects` matches neither.
        let usable = frames.indices.filter { frames[$0].minX <= frames[$0].maxX && frames[$0].minY <= frames[$0].maxY }
        let sorted = usable.sorted { frames[$0].minY < frames[$1].minY }
        ids = sorted.map { Int32($0) }
        var tops: [Double] = []
        var bottoms: [Double] = []
        tops.reserveCapacity(sorted.count / Self.blockSize + 1)
        bottoms.reserveCapacity(sorted.count / Self.blockSize + 1)
        for (position, id) in sorted.enumerated() {
            if position % Self.blockSize == 0 {
                tops.append(frames[id].minY)
                bottoms.append(frames[id].maxY)
            } else {
                bottoms[bottoms.count - 1] = max(bottoms[bottoms.count - 1], frames[id].maxY)
            }
        }
        blockTops = tops
        blockBottoms = bottoms
        self.frames = frames
    }

    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        // Blocks whose first top is below the query's bottom hold nothing it can reach.
        var low = 0, high = blockTops.count
        while low < high {
            let middle = (low + high) / 2
            if blockTops[middle] < rect.maxY { low = middle + 1 } else { high = middle }
        }
        var examined = 0
        for block in 0 ..< low where blockBottoms[block] > rect.minY {
            let start = block * Self.blockSize
            for position in start ..< min(start + Self.blockSize, self.ids.count) {
                let id = self.ids[position]
                examined += 1
                if frames[Int(id)].intersects(rect) { ids.append(id) }
            }
        }
        return examined + low
    }

    /// The ids and the block bounds (the frames are the result's own array, shared).
    public var memoryBytes: Int {
        ids.capacity * MemoryLayout<Int32>.stride + (blockTops.capacity + blockBottoms.capacity) * MemoryLayout<Double>.stride
    }
}

extension IndexKind {
    /// The example's `SortedBlocksIndex`.
    public static let sortedBlocks = IndexKind(
        SortedBlocksIndex.self, summary: "frames sorted by top edge in blocks of 32 with their lowest bottom; O(n/32 + k)"
    )
}
