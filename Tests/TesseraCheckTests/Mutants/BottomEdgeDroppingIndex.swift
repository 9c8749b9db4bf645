import TesseraCore
import TesseraIndex

/// A linear scan — with `dropsBottomEdge` — that drops the elements whose bottom edge lies
/// exactly on the query's bottom edge, as an index with a `<` where a `≤` belongs in its
/// upper-bound search would. Without the bug it is a correct (if slow) index.
struct ScanIndex: RectIndex {
    static let name = "scan"
    let frames: [Rect]
    let dropsBottomEdge: Bool

    init(_ result: LayoutResult) {
        self.init(result, dropsBottomEdge: false)
    }

    init(_ result: LayoutResult, dropsBottomEdge: Bool) {
        frames = result.frames
        self.dropsBottomEdge = dropsBottomEdge
    }

    @discardableResult
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        for (id, frame) in frames.enumerated() where frame.intersects(rect) {
            if dropsBottomEdge, frame.maxY == rect.maxY { continue }
            ids.append(Int32(id))
        }
        return frames.count
    }

    var memoryBytes: Int { frames.count * MemoryLayout<Rect>.stride }
}
