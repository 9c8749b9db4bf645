import TesseraCore

/// The items of an `ItemSet` as identities and contents, updated by batches with UIKit's rules
/// (`BatchUpdate`) written out plainly: the check's own model of `ItemSet.apply(_:)`.
///
/// The batch generator and the shrinker follow items through batches with it rather than with
/// the code under test, so that a defect in `ItemSet.apply(_:)` — a section start not shifted,
/// a range that traps — neither misleads them nor takes down the process that draws or shrinks
/// the case (a `tessera fuzz` parent shrinking a trap).
///
/// Every item and section has an identity that survives a batch when UIKit keeps it: a moved
/// or reloaded item (a reload changes its contents), a moved or reloaded section (a reload
/// replaces its items by new ones). New identities are numbered in order of first appearance:
/// the initial items in flat order, then each batch's new ones in the order of the items after
/// it. O(items + u log u) per batch of u named updates: plain, not fast.
struct ItemSetReference {
    /// One section: its identity and its items' identities, in order.
    struct Section: Hashable {
        var id: Int
        var items: [Int]
    }

    /// The sections, in order.
    private(set) var sections: [Section] = []
    /// Each item identity's contents, indexed by identity.
    private(set) var contents: [ItemSet.Item] = []
    /// The number of section identities given out so far.
    private(set) var sectionIdentityCount = 0

    /// The number of item identities given out so far.
    var itemIdentityCount: Int { contents.count }

    /// The model of `items`: item identities `0 ..< items.itemCount` in flat order, section
    /// identities `0 ..< items.sectionCount`. O(items).
    init(_ items: ItemSet) {
        contents.reserveCapacity(items.itemCount)
        for section in 0 ..< items.sectionCount {
            let range = items.flatRange(ofSection: section)
            sections.append(Section(id: section, items: Array(contents.count ..< contents.count + range.count)))
            for index in range { contents.append(items[flatIndex: index]) }
        }
        sectionIdentityCount = items.sectionCount
    }

    /// The items, as an `ItemSet`. O(items).
    var itemSet: ItemSet {
        var items = ItemSet()
        items.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for section in sections {
            items.appendSection()
            for id in section.items { items.append(contents[id]) }
        }
        return items
    }

    /// Where an item after a batch comes from when its final index is named.
    private enum Placed {
        case new(ItemSet.Item)
        case moved(Int)
    }

    /// Applies `batch` and returns `true`, or returns `false` and changes nothing when the
    /// batch is inconsistent with the items — the cases `BatchUpdate` lists and
    /// `ItemSet.apply(_:)` rejects: an index out of range before or after the update, an index
    /// named twice, a section both deleted and reloaded or moved, an item update inside a
    /// deleted, reloaded or inserted section, two items or sections placed at one index.
    mutating func apply(_ batch: BatchUpdate) -> Bool {
        let oldCount = sections.count
        // Sections: what leaves, what is replaced, what moves.
        var deleted = Set<Int>(), reloaded: [Int: Int] = [:], movedTo: [Int: Int] = [:]
        for section in batch.deletedSections {
            guard section >= 0, section < oldCount, deleted.insert(section).inserted else { return false }
        }
        for (index, reload) in batch.reloadedSections.enumerated() {
            guard reload.section >= 0, reload.section < oldCount, !deleted.contains(reload.section),
                  reloaded.updateValue(index, forKey: reload.section) == nil else { return false }
        }
        for move in batch.movedSections {
            guard move.from >= 0, move.from < oldCount, !deleted.contains(move.from), reloaded[move.from] == nil,
                  movedTo.updateValue(move.to, forKey: move.from) == nil else { return false }
        }
        // Sections after the update: inserts and move destinations where they are named, the
        // other old sections in order in the places left.
        let finalCount = oldCount - deleted.count + batch.insertedSections.count
        guard finalCount >= 0 else { return false }
        /// `-1 - k` for inserted section k, else the old section.
        var sourceOfFinal = [Int?](repeating: nil, count: finalCount)
        for (index, insertion) in batch.insertedSections.enumerated() {
            guard insertion.section >= 0, insertion.section < finalCount, sourceOfFinal[insertion.section] == nil else { return false }
            sourceOfFinal[insertion.section] = -1 - index
        }
        for move in batch.movedSections {
            guard move.to >= 0, move.to < finalCount, sourceOfFinal[move.to] == nil else { return false }
            sourceOfFinal[move.to] = move.from
        }
        var survivors = (0 ..< oldCount).lazy.filter { !deleted.contains($0) && movedTo[$0] == nil }.makeIterator()
        for section in 0 ..< finalCount where sourceOfFinal[section] == nil {
            guard let old = survivors.next() else { return false }
            sourceOfFinal[section] = old
        }
        guard survivors.next() == nil else { return false }

        // Items: deletes, reloads and move sources at old paths; inserts and move destinations
        // at final paths, only in sections that are neither new nor reloaded.
        var named = Set<ItemPath>()
        func isOld(_ path: ItemPath) -> Bool {
            path.section >= 0 && path.section < oldCount && !deleted.contains(path.section) && reloaded[path.section] == nil
                && path.item >= 0 && path.item < sections[path.section].items.count && named.insert(path).inserted
        }
        var leaving = Set<ItemPath>(), leavingCount = [Int](repeating: 0, count: oldCount)
        for path in batch.deletedItems + batch.movedItems.map(\.from) {
            guard isOld(path) else { return false }
            leaving.insert(path)
            leavingCount[path.section] += 1
        }
        for reload in batch.reloadedItems {
            guard isOld(reload.path) else { return false }
        }
        var placements: [Int: [Int: Placed]] = [:]
        func place(_ path: ItemPath, _ placed: Placed) -> Bool {
            guard path.section >= 0, path.section < finalCount, let old = sourceOfFinal[path.section], old >= 0,
                  reloaded[old] == nil, placements[path.section, default: [:]].updateValue(placed, forKey: path.item) == nil
            else { return false }
            return true
        }
        for insertion in batch.insertedItems {
            guard place(insertion.path, .new(insertion.item)) else { return false }
        }
        for move in batch.movedItems {
            guard place(move.to, .moved(sections[move.from.section].items[move.from.item])) else { return false }
        }
        for (section, placed) in placements {
            let old = sourceOfFinal[section]!
            let finalItemCount = sections[old].items.count - leavingCount[old] + placed.count
            guard placed.keys.allSatisfy({ $0 >= 0 && $0 < finalItemCount }) else { return false }
        }

        // Consistent: build the sections after the update, numbering new identities in order.
        for reload in batch.reloadedItems {
            contents[sections[reload.path.section].items[reload.path.item]] = reload.item
        }
        func newItems(_ items: [ItemSet.Item]) -> [Int] {
            let first = contents.count
            contents += items
            return Array(first ..< contents.count)
        }
        var updated: [Section] = []
        updated.reserveCapacity(finalCount)
        for section in 0 ..< finalCount {
            let source = sourceOfFinal[section]!
            if source < 0 {
                let id = sectionIdentityCount
                sectionIdentityCount += 1
                updated.append(Section(id: id, items: newItems(batch.insertedSections[-1 - source].items)))
            } else if let reload = reloaded[source] {
                updated.append(Section(id: sections[source].id, items: newItems(batch.reloadedSections[reload].items)))
            } else {
                var kept: [Int] = []
                for (item, id) in sections[source].items.enumerated() where !leaving.contains(ItemPath(section: source, item: item)) {
                    kept.append(id)
                }
                // The placements are in range and distinct, so the kept items fill exactly the
                // indices left.
                let placed = placements[section] ?? [:]
                var items: [Int] = []
                items.reserveCapacity(kept.count + placed.count)
                var nextKept = 0
                for index in 0 ..< kept.count + placed.count {
                    switch placed[index] {
                    case let .new(item): items += newItems([item])
                    case let .moved(id): items.append(id)
                    case nil:
                        items.append(kept[nextKept])
                        nextKept += 1
                    }
                }
                updated.append(Section(id: sections[source].id, items: items))
            }
        }
        sections = updated
        return true
    }
}
