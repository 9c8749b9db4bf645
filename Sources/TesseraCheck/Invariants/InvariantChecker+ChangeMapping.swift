import TesseraCore

extension InvariantChecker {
    /// Why `change`'s id mapping (`LayoutResultChange.newID(of:atOldPath:in:)`,
    /// `oldPath(ofElement:in:)`, through `ItemSetChange`) does not describe the update from
    /// `before` (laying out `oldItems`) to `after` (laying out `newItems`) by `batch`, or `nil`:
    /// - an empty batch is an empty change of the items, and an empty change changed no item;
    ///   the item just before the first changed path is the one that was there;
    /// - an element with an old path whose element existed there before, of its kind, is that
    ///   element's new id; a cell whose item was kept (not reloaded) has the old item's contents;
    /// - an element before the update with a new id is there after it, of its kind, and that
    ///   element's old path is its path.
    ///
    /// Checks every element of a result of up to `sampledElements`, else that many: the first
    /// and last quarter of them and the rest drawn from `random`. O(sampled × log runs).
    static func mappingViolation(
        of change: LayoutResultChange, batch: BatchUpdate, before: LayoutResult, after: LayoutResult, oldItems: ItemSet, newItems: ItemSet,
        random: inout Xoshiro256StarStar
    ) -> (message: String, elements: [InvariantViolation.Element])? {
        if batch.isEmpty, !change.items.isEmpty { return ("an empty batch is reported as a change of the items", []) }
        if change.items.isEmpty, oldItems != newItems { return ("the items changed, but the change says they did not", []) }
        let first = change.items.firstChangedPath
        if first.item > 0, first.section < Swift.min(oldItems.sectionCount, newItems.sectionCount) {
            let last = ItemPath(section: first.section, item: first.item - 1)
            guard last.item < oldItems.itemCount(inSection: last.section), last.item < newItems.itemCount(inSection: last.section),
                  oldItems[last] == newItems[last] else {
                return ("the item at \(last), before the first changed path \(first), is not the item it was", [])
            }
        }
        for id in sample(after.count, random: &random) {
            let kind = after.kind(ofElement: id), path = after.path(ofElement: id)
            let element = InvariantViolation.Element(after, id: id)
            // The unchanged prefix promises frames, kinds and paths, not items: an item inserted
            // at the top with the contents of the one it displaced keeps the first frames.
            guard let oldPath = change.oldPath(ofElement: id, in: after) else { continue }
            // A header that appears in a kept section (its first item inserted), or a cell the
            // layout did not place before, has an old path but no element there.
            guard let oldID = before.element(kind, at: oldPath) else { continue }
            guard change.newID(of: kind, atOldPath: oldPath, in: after) == id else {
                return ("element #\(id)'s old path is \(oldPath), whose new id is \(change.newID(of: kind, atOldPath: oldPath, in: after).map(String.init) ?? "none")", [
                    element, InvariantViolation.Element(before, id: oldID),
                ])
            }
            if kind == .cell, case .kept = change.items.origin(ofItemAt: newItems.sectionStarts[path.section] + path.item),
               oldItems[oldPath] != newItems[path] {
                return ("cell #\(id) kept the item at \(oldPath), but its contents differ", [element, InvariantViolation.Element(before, id: oldID)])
            }
        }
        for oldID in sample(before.count, random: &random) {
            let kind = before.kind(ofElement: oldID), path = before.path(ofElement: oldID)
            guard let id = change.newID(of: kind, atOldPath: path, in: after) else { continue }
            let element = InvariantViolation.Element(before, id: oldID)
            guard id >= 0, id < after.count, after.kind(ofElement: id) == kind else {
                return ("the \(kind) at \(path) before the update maps to id \(id), which is not a \(kind)", [element])
            }
            guard change.oldPath(ofElement: id, in: after) == path else {
                return ("the \(kind) at \(path) before the update maps to element #\(id), whose old path is otherwise", [
                    element, InvariantViolation.Element(after, id: id),
                ])
            }
        }
        return nil
    }

    /// How many elements of a result `mappingViolation` checks at most.
    static var sampledElements: Int { 256 }

    /// The ids of a result of `count` elements to check: all of them up to `sampledElements`,
    /// else the first and last quarter and the rest drawn at random.
    private static func sample(_ count: Int, random: inout Xoshiro256StarStar) -> [Int] {
        guard count > sampledElements else { return Array(0 ..< count) }
        let quarter = sampledElements / 4
        return Array(0 ..< quarter) + Array(count - quarter ..< count)
            + (0 ..< sampledElements - 2 * quarter).map { _ in random.nextInt(in: quarter ... count - quarter - 1) }
    }
}
