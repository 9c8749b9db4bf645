#if !canImport(UIKit)
import TesseraCore

extension BatchUpdate {
    /// A batch that turns `before` into `after` as `change` did: what a hosted layout's
    /// `IncrementalLayout.update` plays as `performBatchUpdates`, since it is handed the change
    /// rather than the batch that made it.
    ///
    /// Sections and items that are new become insertions, reloaded ones reloads, lost ones
    /// deletions. Of the kept sections (and, within a kept section, of the items that stay in
    /// it), the longest run already in their old order stays in place and the others become
    /// moves; an item that changed sections is a move. The batch is equivalent — applied to
    /// `before` it gives `after` — though not always the one the app made (a move that leaves
    /// the order unchanged is no move here). O(n log n) in the items.
    init(equivalentTo change: ItemSetChange, from before: ItemSet, to after: ItemSet) {
        self.init()
        // Sections: what each section after the update was before it.
        var newOfOld = [Int?](repeating: nil, count: before.sectionCount)
        var survivors: [(old: Int, new: Int, reloaded: Bool)] = []
        for new in 0 ..< after.sectionCount {
            switch change.origin(ofSection: new) {
            case .inserted:
                insertedSections.append(SectionInsertion(section: new, items: after.items(inSection: new)))
            case let .reloaded(old):
                newOfOld[old] = new
                survivors.append((old, new, true))
            case let .kept(old):
                newOfOld[old] = new
                survivors.append((old, new, false))
            }
        }
        for old in 0 ..< before.sectionCount where newOfOld[old] == nil { deletedSections.append(old) }
        let inPlace = Self.longestIncreasingRun(survivors.map(\.old))
        for (position, survivor) in survivors.enumerated() {
            switch (survivor.reloaded, inPlace.contains(position)) {
            case (true, true):
                reloadedSections.append(SectionReload(section: survivor.old, items: after.items(inSection: survivor.new)))
            case (true, false):
                // A reloaded section out of order cannot also move: delete and insert it.
                deletedSections.append(survivor.old)
                insertedSections.append(SectionInsertion(section: survivor.new, items: after.items(inSection: survivor.new)))
            case (false, false):
                movedSections.append(SectionMove(from: survivor.old, to: survivor.new))
            case (false, true):
                break
            }
        }
        deletedSections.sort()
        insertedSections.sort { $0.section < $1.section }
        // Items of the kept sections.
        let keptSections = survivors.filter { !$0.reloaded && newOfOld[$0.old] != nil }
        var reloadedOrDeleted = Set(deletedSections)
        for reload in reloadedSections { reloadedOrDeleted.insert(reload.section) }
        for section in keptSections where !reloadedOrDeleted.contains(section.old) {
            for old in before.flatRange(ofSection: section.old) where change.newFlatIndex(ofOldItemAt: old) == nil {
                deletedItems.append(before.path(ofFlatIndex: old))
            }
            // The items that stay in this section, reloaded ones included: reloads keep their
            // place among the survivors, so they take part in the order.
            var staying: [(old: Int, new: Int, reloaded: Bool)] = []
            for new in after.flatRange(ofSection: section.new) {
                let path = after.path(ofFlatIndex: new)
                switch change.origin(ofItemAt: new) {
                case .inserted:
                    insertedItems.append(ItemInsertion(path: path, item: after[flatIndex: new]))
                case let .reloaded(old):
                    staying.append((change.oldPath(ofFlatIndex: old).item, path.item, true))
                case let .kept(old):
                    let oldPath = change.oldPath(ofFlatIndex: old)
                    if newOfOld[oldPath.section] == section.new {
                        staying.append((oldPath.item, path.item, false))
                    } else {
                        movedItems.append(ItemMove(from: oldPath, to: path))
                    }
                }
            }
            let inOrder = Self.longestIncreasingRun(staying.map(\.old))
            for (position, item) in staying.enumerated() {
                let from = ItemPath(section: section.old, item: item.old), to = ItemPath(section: section.new, item: item.new)
                switch (item.reloaded, inOrder.contains(position)) {
                case (true, true):
                    reloadedItems.append(ItemReload(path: from, item: after[to]))
                case (true, false):
                    // A reloaded item out of order cannot also move: delete and insert it.
                    deletedItems.append(from)
                    insertedItems.append(ItemInsertion(path: to, item: after[to]))
                case (false, false):
                    movedItems.append(ItemMove(from: from, to: to))
                case (false, true):
                    break
                }
            }
        }
        deletedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        insertedItems.sort { ($0.path.section, $0.path.item) < ($1.path.section, $1.path.item) }
    }

    /// The positions of a longest strictly increasing subsequence of `values`. O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = [], tailPositions: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tailPositions[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailPositions.append(position)
            } else {
                tails[low] = value
                tailPositions[low] = position
            }
        }
        var run: Set<Int> = []
        var position = tailPositions.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
#endif
