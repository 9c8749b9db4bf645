import TesseraCore
import TesseraIndex

/// The linear filter the contract defines: every id whose frame intersects `rect`, in order.
func expectedIDs(_ result: LayoutResult, _ rect: Rect) -> [Int32] {
    result.frames.indices.filter { result.frames[$0].intersects(rect) }.map(Int32.init)
}

/// What `index` answers for `rect`, sorted.
func answeredIDs(_ index: any RectIndex, _ rect: Rect) -> [Int32] {
    var ids: [Int32] = []
    index.query(rect, into: &ids)
    return ids.sorted()
}
