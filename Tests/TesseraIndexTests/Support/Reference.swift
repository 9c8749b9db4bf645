import TesseraCheck
import TesseraCore
import TesseraIndex

/// The linear filter the contract defines: every id whose frame intersects `rect`, in order
/// (the checker's `LayoutResult.linearFilter`, the one reference scan of the tests).
func expectedIDs(_ result: LayoutResult, _ rect: Rect) -> [Int32] {
    result.linearFilter(rect)
}

/// What `index` answers for `rect`, sorted.
func answeredIDs(_ index: any RectIndex, _ rect: Rect) -> [Int32] {
    var ids: [Int32] = []
    index.query(rect, into: &ids)
    return ids.sorted()
}
