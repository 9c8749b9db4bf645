import TesseraCore
import TesseraIndex

extension IndexKind {
    /// The interval tree answering through an `IntervalTreeIndex.ScrollCursor` that has just
    /// answered the same rect a quarter of its length earlier along the scroll axis, so every
    /// query takes the cursor's resume path — how the checker holds the cursor to the linear
    /// filter, one query at a time (a failure shrinks and replays like any index's).
    public static let intervalTreeCursor = IndexKind(
        name: ScrollCursorIndex.name,
        summary: "the interval tree through its scroll cursor, resuming from a query a quarter viewport back"
    ) { ScrollCursorIndex($0) }

    /// Every kind the checker holds to the linear filter: the built-in indexes and the
    /// interval tree's scroll cursor.
    public static let checked: [IndexKind] = builtIn + [.intervalTreeCursor]
}

/// `IntervalTreeIndex` queried through a fresh `ScrollCursor` warmed by the rect moved back a
/// quarter of its length (or by 1, for a rect of no length) along the scroll axis; a scroll's
/// queries (`answers(scrollingThrough:)`) go through one cursor, in order, as a view asks them.
struct ScrollCursorIndex: ScrollingRectIndex {
    static let name = "interval-tree-cursor"
    private let tree: IntervalTreeIndex
    private let axis: ScrollAxis

    init(_ result: LayoutResult) {
        tree = IntervalTreeIndex(result)
        axis = result.scrollAxis
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        var cursor = IntervalTreeIndex.ScrollCursor(tree)
        var previous = rect
        if axis == .vertical {
            let step = rect.height > 0 ? rect.height / 4 : 1
            (previous.minY, previous.maxY) = (rect.minY - step, rect.maxY - step)
        } else {
            let step = rect.width > 0 ? rect.width / 4 : 1
            (previous.minX, previous.maxX) = (rect.minX - step, rect.maxX - step)
        }
        var scratch: [Int32] = []
        cursor.query(previous, into: &scratch)
        return cursor.query(rect, into: &ids)
    }

    func answers(scrollingThrough rects: [Rect]) -> [[Int32]] {
        var cursor = IntervalTreeIndex.ScrollCursor(tree)
        return rects.map { rect in
            var ids: [Int32] = []
            cursor.query(rect, into: &ids)
            return ids
        }
    }

    var memoryBytes: Int { tree.memoryBytes }
}
