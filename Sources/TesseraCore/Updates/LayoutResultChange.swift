/// What an incremental update did to a `LayoutResult` (`IncrementalLayout.update`): which
/// elements are exactly as before, which were laid out again, and how an element before the
/// update is found after it.
///
/// **Element ids after an update.** Ids below `unchangedPrefix` are unchanged: the same
/// element (kind and path) with the same frame. When `keepsIDs` is set — an update that only
/// reloaded items, laid out by an engine that places its elements in item order — every id
/// still names the same element and only frames in `recomputed` may differ. Otherwise the
/// elements from `unchangedPrefix` on were laid out again in the layout's order, so their ids
/// may all have moved: an element is followed by its identity — a cell by its item, a header
/// or footer by its section — through `newID(of:atOldPath:in:)` and `oldPath(ofElement:in:)`,
/// which map old and new paths through `items` (O(log runs) each, no copy of the old result).
public struct LayoutResultChange: Hashable, Sendable {
    /// Elements with ids below this are exactly as before the update: same id, kind, path
    /// and frame.
    public var unchangedPrefix: Int
    /// How many elements the result had before the update.
    public var oldCount: Int
    /// How many it has after.
    public var count: Int
    /// Whether every id names the same element as before (kind and path), so that only
    /// frames in `recomputed` can differ.
    public var keepsIDs: Bool
    /// The ids whose frames were computed again, from `unchangedPrefix` on. With `keepsIDs`
    /// the elements after it kept their frames too (a layout that saw the rest could not
    /// move); otherwise it runs to the end.
    public var recomputed: Range<Int>
    /// What changed in the items.
    public var items: ItemSetChange

    /// A change whose elements from `unchangedPrefix` on were laid out again; with
    /// `keepsIDs`, only those before `recomputedEnd` (the end by default).
    public init(
        unchangedPrefix: Int, oldCount: Int, count: Int, keepsIDs: Bool, recomputedEnd: Int? = nil, items: ItemSetChange
    ) {
        self.unchangedPrefix = unchangedPrefix
        self.oldCount = oldCount
        self.count = count
        self.keepsIDs = keepsIDs
        recomputed = unchangedPrefix ..< Swift.max(unchangedPrefix, keepsIDs ? (recomputedEnd ?? count) : count)
        self.items = items
    }

    /// The id in `result` (the result after the update) of the element that was the `kind`
    /// at `path` before the update, or `nil` when it no longer exists (its item or section was
    /// deleted, or the layout no longer places it). A reloaded item keeps its cell; a
    /// reloaded section keeps its header and footer. O(log runs).
    public func newID(of kind: ElementKind, atOldPath path: ItemPath, in result: LayoutResult) -> Int? {
        switch kind {
        case .cell:
            guard let old = items.oldFlatIndex(of: path), let new = items.newFlatIndex(ofOldItemAt: old) else { return nil }
            return result.cellID(atFlatIndex: new)
        case .header, .footer, .custom:
            // A section's own elements follow their section; their item number stays.
            guard let section = items.newSection(ofOldSection: path.section) else { return nil }
            return result.element(kind, at: ItemPath(section: section, item: kind.isBuiltIn ? 0 : path.item))
        }
    }

    /// The path before the update of element `id` of `result` (the result after the update),
    /// of the same kind, or `nil` when the element is new (an inserted item or section, an
    /// item of a reloaded section). O(log runs).
    public func oldPath(ofElement id: Int, in result: LayoutResult) -> ItemPath? {
        let path = result.path(ofElement: id)
        switch result.kind(ofElement: id) {
        case .cell:
            guard path.section < result.sectionStarts.count - 1 else { return nil }
            switch items.origin(ofItemAt: result.sectionStarts[path.section] + path.item) {
            case let .kept(old), let .reloaded(old): return items.oldPath(ofFlatIndex: old)
            case .inserted: return nil
            }
        case let kind:
            switch items.origin(ofSection: path.section) {
            case let .kept(old), let .reloaded(old): return ItemPath(section: old, item: kind.isBuiltIn ? 0 : path.item)
            case .inserted: return nil
            }
        }
    }
}
