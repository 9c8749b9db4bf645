/// A layout that brings its result up to date after the items change, laying out again only
/// from the first change and keeping everything before it — what `UICollectionView`'s
/// `invalidateLayout(with:)` followed by `prepare()` should cost after a batch update.
///
/// The contract is exactness: after `update`, the result equals `layout(items, in:
/// container)` of the updated items — frame for frame, with the same element order, lookup
/// and content size — and an update throws exactly the `LayoutError` that laying the updated
/// items out would throw. Tessera's property suites hold every engine to it.
///
/// How it works is up to the layout: Tessera's engines record *checkpoints* of their running
/// state (a waterfall's column heights, a grid's placement cursor and occupied rows, a row
/// layout's offsets) every so many items while they lay out, and an update resumes from the
/// last checkpoint before the first change. Unlike airbnb/MagazineLayout, which keeps frames
/// relative to their section and offsets them on demand, the result keeps absolute frames, so
/// queries and indexes stay what they are; the price is rewriting the frames after a change
/// that moves them. `LayoutSession` drives an `IncrementalLayout` with its items and result;
/// any `CollectionLayout` becomes one that lays everything out again through `FullRelayout`.
public protocol IncrementalLayout: CollectionLayout {
    /// What the layout keeps between updates to resume part-way.
    associatedtype Checkpoints: Sendable

    /// Lays `items` out exactly as `layout(_:in:)` does and records the checkpoints that
    /// later updates resume from.
    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints)

    /// Brings `result` — this layout's result in `container` for the items before `change`,
    /// with `checkpoints` recorded for it — up to date with `items`, the items after
    /// `change`, and returns what changed in the result.
    ///
    /// Afterwards `result` equals `layout(items, in: container)` and `checkpoints` are those
    /// `layoutRecordingCheckpoints` would record (or any that resume to the same results). On
    /// a throw — the `LayoutError` laying `items` out throws — `result` and `checkpoints` are
    /// left half-updated and must not be used again: lay out from scratch.
    func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange
}

/// Any layout as an `IncrementalLayout` that lays every item out again on each update: the
/// default of a layout that does not say how to update (`LayoutDefinition.makeIncrementalLayout`),
/// and the reference an incremental layout's updates are compared with.
///
/// An update costs a full layout plus one pass comparing the new elements with the old to
/// find the unchanged prefix it reports.
public struct FullRelayout: IncrementalLayout {
    /// No state: every update starts from scratch.
    public struct Checkpoints: Sendable {}

    /// The layout that lays everything out.
    public let base: any CollectionLayout

    /// `base`, updated by laying everything out again.
    public init(_ base: any CollectionLayout) {
        self.base = base
    }

    /// `base`'s layout.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    /// `base`'s layout, with no checkpoints.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        (try base.layout(items, in: container), Checkpoints())
    }

    /// Lays `items` out again; the change's unchanged prefix is the run of leading elements
    /// equal to the old ones. O(n) plus the layout.
    public func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let updated = try base.layout(items, in: container)
        let shared = Swift.min(result.count, updated.count)
        var prefix = 0
        while prefix < shared, result.frames[prefix] == updated.frames[prefix], result.kind(ofElement: prefix) == updated.kind(ofElement: prefix),
              result.path(ofElement: prefix) == updated.path(ofElement: prefix) {
            prefix += 1
        }
        let oldCount = result.count
        result = updated
        return LayoutResultChange(unchangedPrefix: prefix, oldCount: oldCount, count: updated.count, keepsIDs: false, items: change)
    }
}
