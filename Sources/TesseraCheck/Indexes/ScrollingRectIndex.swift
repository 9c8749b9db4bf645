import TesseraCore
import TesseraIndex

/// A `RectIndex` that also answers a scroll's queries through a stateful cursor, where each
/// answer may depend on the queries before it (`IntervalTreeIndex.ScrollCursor` resumes where
/// the previous query left off). Index campaigns (`IndexCampaign`, `tessera fuzz --index`)
/// drive such an index along generated scrolls — forward, backward, jumps and back, the same
/// rect again, rects that grow or shrink while they move — and hold every answer to the linear
/// filter; a failing scroll shrinks to its fewest steps and smallest moves.
///
/// Conform a cursor of your own to have it checked the same way:
/// `IndexCampaign(index: IndexKind(MyCursorIndex.self, summary: "…"))`.
public protocol ScrollingRectIndex: RectIndex {
    /// The answers to `rects` asked in order by one scroll (one cursor), each as the ids
    /// `query(_:into:)` would append, in any order. O(what the cursor's queries cost).
    func answers(scrollingThrough rects: [Rect]) -> [[Int32]]
}
