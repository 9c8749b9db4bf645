import TesseraCore

/// The bounding rect of every block of 20 consecutive elements, scanned first; the members
/// of the blocks that may intersect the query are then tested one by one
/// (CHTCollectionViewWaterfallLayout's `unionRects`).
///
/// A member can intersect the query only if its block's bounding rect passes the four strict
/// edge comparisons, so the answer is exact for any frames; it is fast only when consecutive
/// elements are close together, as a layout emits them. Frames that can never match are
/// left out of the bounding rects; a block with none that can is skipped.
///
/// - Complexity: a query is Θ(n / 20) for the blocks plus 20 per block that passes; build is
///   O(n). Worst case: elements scattered so that every block's bounding rect covers the
///   query (e.g. one tall element per block, or frames in random order) — Θ(n).
///   Memory: 32 bytes per block, 1.6 bytes per element.
/// Updates (`update(to:after:)`, `LayoutSession.apply(_:updating:)`): the default full rebuild, O(n).
public struct BlockUnionIndex: RectIndex {
    /// `block-union`.
    public static let name = "block-union"

    /// Elements per block, as in CHTCollectionViewWaterfallLayout.
    public static let blockSize = 20

    private let frames: [Rect]
    /// Bounding rect of the frames that can match in each block; an inverted rect for a block
    /// with none.
    private let unions: [Rect]

    /// Computes every block's bounding rect. O(n).
    public init(_ result: LayoutResult) {
        self.init(result, blockSize: Self.blockSize)
    }

    /// The index with blocks of `blockSize` elements (at least 1); only that block size's
    /// query may read it (`WithBlockSize`). Inlined, so that the shipped build is specialized
    /// for the literal `Self.blockSize`. O(n).
    @inline(__always)
    init(_ result: LayoutResult, blockSize: Int) {
        frames = result.frames
        let empty = Rect(minX: 1, minY: 1, maxX: 0, maxY: 0)
        var unions = [Rect]()
        unions.reserveCapacity((frames.count + blockSize - 1) / blockSize)
        for first in stride(from: 0, to: frames.count, by: blockSize) {
            var union = empty
            for frame in frames[first ..< min(first + blockSize, frames.count)] where frame.canIntersect {
                union = union.union(frame)
            }
            unions.append(union)
        }
        self.unions = unions
    }

    /// Appends, in id order, the id of every element whose frame intersects `rect`; returns
    /// the number of blocks and members examined.
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        query(rect, into: &ids, blockSize: Self.blockSize)
    }

    /// `query(_:into:)` of an index built with blocks of `blockSize` elements. Inlined, so
    /// that the shipped query is specialized for the literal `Self.blockSize`.
    @inline(__always)
    func query(_ rect: Rect, into ids: inout [Int32], blockSize: Int) -> Int {
        guard rect.canIntersect else { return 0 }
        var examined = unions.count
        frames.withUnsafeBufferPointer { frames in
            unions.withUnsafeBufferPointer { unions in
                IDCollector.collect(into: &ids) { hits, ids in
                    for (block, union) in unions.enumerated() where union.strictlyOverlaps(rect) {
                        let first = block * blockSize
                        let end = min(first + blockSize, frames.count)
                        examined += end - first
                        for id in first ..< end where frames[id].intersects(rect) {
                            hits.append(id, flushingInto: &ids)
                        }
                    }
                }
            }
        }
        return examined
    }

    /// The bytes of the block rects.
    public var memoryBytes: Int { unions.capacity * MemoryLayout<Rect>.stride }
}
