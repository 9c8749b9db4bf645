/// A layout kept up to date as its items change: the items, the container, the result and
/// the layout's checkpoints, updated one `BatchUpdate` at a time from the first change on.
///
/// ```swift
/// var session = try LayoutSession(WaterfallLayout(columns: 3), items: items, in: size)
/// let change = try session.apply(.appending(nextPage, toSection: 0, count: items.itemCount))
/// // session.result: the layout of the updated items; ids below change.unchangedPrefix are as before
/// ```
///
/// An inconsistent batch throws `LayoutError.invalidUpdate` and changes nothing. A batch the
/// layout rejects — an inserted item of negative height, say — throws the layout's error; the
/// session then holds the updated items and an empty result, and its next update lays
/// everything out from scratch. The container is fixed: a new container is a new session.
/// `apply(_:updating:)` (TesseraIndex) updates an index along with the result.
public struct LayoutSession<Layout: IncrementalLayout>: Sendable {
    /// The layout.
    public let layout: Layout
    /// The collection view's size.
    public let container: Size
    /// The items, after every update applied so far.
    public private(set) var items: ItemSet
    /// The layout of `items` (empty after a failed update until the next one succeeds).
    public private(set) var result: LayoutResult
    /// The layout's checkpoints for `result`; `nil` after a failed update.
    private var checkpoints: Layout.Checkpoints?

    /// Lays `items` out in `container`, recording the layout's checkpoints.
    public init(_ layout: Layout, items: ItemSet, in container: Size) throws(LayoutError) {
        self.layout = layout
        self.container = container
        self.items = items
        (result, checkpoints) = try layout.layoutRecordingCheckpoints(items, in: container)
    }

    /// Applies `batch` to the items and brings the result up to date from the first change
    /// on; returns what changed in the result.
    @discardableResult
    public mutating func apply(_ batch: BatchUpdate) throws(LayoutError) -> LayoutResultChange {
        try apply(batch, beforeChangingResult: {})
    }

    /// `apply(_:)`, calling `willChangeResult` after the items are updated and before the result
    /// is — where an index that shares the result's storage lets go of it, so that the result
    /// is updated in place rather than copied.
    public mutating func apply(
        _ batch: BatchUpdate, beforeChangingResult willChangeResult: () -> Void
    ) throws(LayoutError) -> LayoutResultChange {
        let change = try items.apply(batch)
        willChangeResult()
        // Moved out, so that its storage stays uniquely referenced while the layout updates it.
        guard var checkpoints = self.checkpoints else {
            let oldCount = result.count
            let (laidOut, recorded) = try layout.layoutRecordingCheckpoints(items, in: container)
            result = laidOut
            self.checkpoints = recorded
            return LayoutResultChange(unchangedPrefix: 0, oldCount: oldCount, count: result.count, keepsIDs: false, items: change)
        }
        self.checkpoints = nil
        do {
            let resultChange = try layout.update(&result, checkpoints: &checkpoints, for: items, after: change, in: container)
            self.checkpoints = checkpoints
            return resultChange
        } catch {
            result = LayoutResult(scrollAxis: result.scrollAxis, items: ItemSet())
            throw error
        }
    }
}
