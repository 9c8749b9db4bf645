#if !canImport(UIKit)
import Foundation
import TesseraCore
import TesseraUIKit

/// The `UICollectionViewUpdateItem`s UIKit hands `prepare(forCollectionViewUpdates:)` for a
/// batch update.
enum UpdateItems {
    /// The update items of `batch`, which turned `before` into `after` with `change`: section
    /// deletions, insertions, reloads and moves, then the items' — each list in its index
    /// order. A section's index paths have `NSNotFound` as the item; a reload's path after the
    /// update is where the reloaded item or section ended up.
    @MainActor
    static func make(for batch: BatchUpdate, change: ItemSetChange, before: ItemSet, after: ItemSet) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        func item(_ path: ItemPath) -> IndexPath { IndexPath(item: path.item, section: path.section) }
        var items: [UICollectionViewUpdateItem] = []
        for index in batch.deletedSections.sorted() {
            items.append(UICollectionViewUpdateItem(action: .delete, before: section(index), after: nil))
        }
        for insertion in batch.insertedSections.sorted(by: { $0.section < $1.section }) {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: section(insertion.section)))
        }
        for reload in batch.reloadedSections.sorted(by: { $0.section < $1.section }) {
            let new = change.newSection(ofOldSection: reload.section)
            items.append(UICollectionViewUpdateItem(action: .reload, before: section(reload.section), after: new.map(section)))
        }
        for move in batch.movedSections.sorted(by: { $0.from < $1.from }) {
            items.append(UICollectionViewUpdateItem(action: .move, before: section(move.from), after: section(move.to)))
        }
        for path in batch.deletedItems.sorted(by: Self.precedes) {
            items.append(UICollectionViewUpdateItem(action: .delete, before: item(path), after: nil))
        }
        for insertion in batch.insertedItems.sorted(by: { precedes($0.path, $1.path) }) {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: item(insertion.path)))
        }
        for reload in batch.reloadedItems.sorted(by: { precedes($0.path, $1.path) }) {
            let new = before.flatIndex(of: reload.path).flatMap(change.newFlatIndex(ofOldItemAt:)).map(after.path(ofFlatIndex:))
            items.append(UICollectionViewUpdateItem(action: .reload, before: item(reload.path), after: new.map(item)))
        }
        for move in batch.movedItems.sorted(by: { precedes($0.from, $1.from) }) {
            items.append(UICollectionViewUpdateItem(action: .move, before: item(move.from), after: item(move.to)))
        }
        return items
    }

    /// Section order, then item order.
    static func precedes(_ left: ItemPath, _ right: ItemPath) -> Bool {
        (left.section, left.item) < (right.section, right.item)
    }
}

/// UIKit's count check of a batch update: the data source's counts after the update must be
/// those before, plus and minus what the batch inserts, deletes and moves.
struct UpdateArithmetic {
    /// Item counts by section before the update, as the collection view kept them.
    let oldCounts: [Int]
    /// The update.
    let batch: BatchUpdate

    /// UIKit's "Invalid update" message when `newCounts` (the data source's after the update)
    /// do not add up, or `nil`. The batch must fit `oldCounts` (`ItemSet.apply` checked it).
    func problem(withNewCounts newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count - batch.deletedSections.count + batch.insertedSections.count
        guard newCounts.count == expectedSections else {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)."
        }
        // Which section before the update each section after it is: inserted ones take their
        // indices, moved ones their destinations, the rest fill the other places in order.
        var origin = [Int?](repeating: nil, count: expectedSections)
        var taken = [Bool](repeating: false, count: expectedSections)
        for insertion in batch.insertedSections where insertion.section < expectedSections { taken[insertion.section] = true }
        for move in batch.movedSections where move.to < expectedSections {
            taken[move.to] = true
            origin[move.to] = move.from
        }
        let leaving = Set(batch.deletedSections).union(batch.movedSections.map(\.from))
        var next = 0
        for old in oldCounts.indices where !leaving.contains(old) {
            while next < expectedSections, taken[next] { next += 1 }
            guard next < expectedSections else { break }
            origin[next] = old
            next += 1
        }
        let reloaded = Set(batch.reloadedSections.map(\.section))
        var newOfOld: [Int: Int] = [:]
        for (new, old) in origin.enumerated() { if let old { newOfOld[old] = new } }
        for (new, old) in origin.enumerated() {
            guard let old, !reloaded.contains(old) else { continue }
            let deleted = batch.deletedItems.count { $0.section == old }
            let inserted = batch.insertedItems.count { $0.path.section == new }
            let movedOut = batch.movedItems.count { $0.from.section == old && $0.to.section != new }
            let movedIn = batch.movedItems.count { $0.to.section == new && $0.from.section != old }
            let expected = oldCounts[old] - deleted + inserted - movedOut + movedIn
            guard newCounts[new] == expected else {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in an existing section after the update (\(newCounts[new])) must be equal to the number of items contained in that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
#endif
