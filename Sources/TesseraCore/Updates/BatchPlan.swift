/// A `BatchUpdate` checked against the item set it applies to, and resolved into where every
/// section and item goes: what `ItemSet.apply(_:)` executes.
///
/// The sections after the update are described as runs: stretches of consecutive surviving
/// sections between the few sections the batch names (deleted, reloaded, moved, inserted, or
/// with item edits), each named section a run of its own. Building the plan merges the sorted
/// named positions — O(u · log u) for u updates, whatever the number of sections — and never
/// looks at an item or a section the batch does not name.
struct BatchPlan {
    /// Where sections after the update come from.
    enum SectionSource: Hashable {
        /// Sections from `index` on before the update, in order.
        case old(Int)
        /// `batch.insertedSections[index]`.
        case inserted(Int)
        /// `batch.reloadedSections[index]`, in place of section `section` before the update.
        case reloaded(Int, section: Int)
    }

    /// What lands at a final item index named by an insert or a move.
    enum Placed {
        /// A new item.
        case new(ItemSet.Item)
        /// The item at this flat index before the update.
        case moved(Int)
    }

    /// The item edits of one section after the update whose source is an old section: where
    /// they are in the plan's `removals`, `reloads` and `placements`.
    struct ItemEdits {
        /// The section's index after the update.
        var section: Int
        /// Its items that leave (deleted or moved away), by their index before the update.
        var removed: Range<Int>
        /// Its items given new contents, by their index before the update.
        var reloaded: Range<Int>
        /// The items placed in it (inserts and move destinations), by their final index.
        var placed: Range<Int>
    }

    /// An item removed from a section (deleted or moved away).
    struct Removal {
        /// The section's index after the update.
        var section: Int
        /// The item's index before the update.
        var item: Int
    }

    /// An item given new contents.
    struct Reload {
        /// The section's index after the update.
        var section: Int
        /// The item's index before the update.
        var item: Int
        /// Its new contents.
        var contents: ItemSet.Item
    }

    /// An item placed at its final path by an insert or a move, in the order placements are
    /// checked: by path, then by the name of the update that placed it.
    struct Placement: Comparable {
        /// The update that placed the item; named (a string built) only when an error reports it.
        enum Update {
            case insertion(Int)
            case move(Int)

            var field: String {
                switch self {
                case let .insertion(index): "insertItems[\(index)]"
                case let .move(index): "moveItems[\(index)].to"
                }
            }
        }

        /// The item's path after the update.
        var path: ItemPath
        /// What lands there.
        var item: Placed
        /// The update that placed it.
        var update: Update

        static func < (lhs: Placement, rhs: Placement) -> Bool {
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            return lhs.update.field < rhs.update.field
        }

        // unreached: Comparable asks for it, but the plan only sorts placements, which takes `<`.
        static func == (lhs: Placement, rhs: Placement) -> Bool { lhs.path == rhs.path && lhs.update.field == rhs.update.field }
    }

    /// Consecutive sections after the update, `start ..< start + count`, with one source: for
    /// `.old(first)`, sections `first ..< first + count` before the update in order, their item
    /// counts unchanged unless the run has edits (then `count` is 1); an inserted or reloaded
    /// section is a run of its own.
    struct SectionRun {
        /// The index after the update of the run's first section.
        var start: Int
        /// How many sections.
        var count: Int
        /// Where they come from.
        var source: SectionSource
        /// The index in `BatchPlan.edits` of the item edits of the run's one section, if any.
        var edits: Int? = nil

        /// Whether the run's sections are the ones at the same indices before the update, with
        /// the same items.
        var isUnchanged: Bool { edits == nil && source == .old(start) }
    }

    /// The sections after the update, as runs in order.
    var runs: [SectionRun]
    /// The item edits the runs refer to, in section order.
    var edits: [ItemEdits]
    /// The items removed from sections, by section after the update and then item, ascending.
    var removals: [Removal]
    /// The items reloaded, in the same order.
    var reloads: [Reload]
    /// The items placed, in the order of `Placement`.
    var placements: [Placement]
    /// The number of sections after the update.
    var sectionCount: Int
    /// The sections deleted, by their index before the update, ascending.
    var deletedSections: [Int]

    init(_ batch: BatchUpdate, on items: ItemSet) throws(LayoutError) {
        let oldCount = items.sectionCount
        func fail(_ field: String, _ reason: String) -> LayoutError { .invalidUpdate(field: field, reason: reason) }
        func checkOldSection(_ section: Int, _ field: @autoclosure () -> String) throws(LayoutError) {
            guard section >= 0, section < oldCount else {
                throw fail(field(), "section \(section) does not exist before the update (\(oldCount) sections)")
            }
        }

        // Sections: what leaves, what is replaced, what moves.
        var deleted = Set<Int>(minimumCapacity: batch.deletedSections.count)
        for (index, section) in batch.deletedSections.enumerated() {
            let field = { "deleteSections[\(index)]" }
            try checkOldSection(section, field())
            guard deleted.insert(section).inserted else { throw fail(field(), "section \(section) is deleted twice") }
        }
        var reloaded = [Int: Int](minimumCapacity: batch.reloadedSections.count)
        for (index, reload) in batch.reloadedSections.enumerated() {
            let field = { "reloadSections[\(index)].section" }
            try checkOldSection(reload.section, field())
            guard !deleted.contains(reload.section) else { throw fail(field(), "section \(reload.section) is also deleted") }
            guard reloaded.updateValue(index, forKey: reload.section) == nil else {
                throw fail(field(), "section \(reload.section) is reloaded twice")
            }
        }
        var movedTo: [Int: Int] = [:]
        for (index, move) in batch.movedSections.enumerated() {
            let field = { "moveSections[\(index)].from" }
            try checkOldSection(move.from, field())
            guard !deleted.contains(move.from) else { throw fail(field(), "section \(move.from) is also deleted") }
            guard reloaded[move.from] == nil else { throw fail(field(), "section \(move.from) is also reloaded") }
            guard movedTo.updateValue(move.to, forKey: move.from) == nil else {
                throw fail(field(), "section \(move.from) is moved twice")
            }
        }

        // Sections after the update: inserts and move destinations where they are named, the
        // other old sections in order around them.
        let finalCount = oldCount - batch.deletedSections.count + batch.insertedSections.count
        var placedSections: [Int: SectionSource] = [:]
        func place(_ section: Int, _ source: SectionSource, _ field: @autoclosure () -> String) throws(LayoutError) {
            guard section >= 0, section < finalCount else {
                throw fail(field(), "section \(section) does not exist after the update (\(finalCount) sections)")
            }
            guard placedSections.updateValue(source, forKey: section) == nil else {
                throw fail(field(), "two sections are placed at section \(section)")
            }
        }
        for (index, insertion) in batch.insertedSections.enumerated() {
            try place(insertion.section, .inserted(index), "insertSections[\(index)].section")
        }
        for (index, move) in batch.movedSections.enumerated() {
            try place(move.to, .old(move.from), "moveSections[\(index)].to")
        }
        let leaving = SortedPositions(batch.deletedSections + movedTo.keys)
        let placed = SortedPositions(Array(placedSections.keys))

        /// The index after the update of section `section` before it, which is not deleted.
        func finalSection(ofOld section: Int) -> Int {
            if !movedTo.isEmpty, let to = movedTo[section] { return to }
            return placed.nonMember(section - leaving.count(below: section))
        }
        /// The source of section `section` after the update.
        func source(ofFinal section: Int) -> SectionSource {
            if !placedSections.isEmpty, let source = placedSections[section] { return source }
            let old = leaving.nonMember(section - placed.count(below: section))
            if !reloaded.isEmpty, let index = reloaded[old] { return .reloaded(index, section: old) }
            return .old(old)
        }

        // Items: removals and reloads at old paths, placements at final paths.
        func checkOldItem(_ path: ItemPath, _ field: () -> String) throws(LayoutError) {
            try checkOldSection(path.section, field())
            guard deleted.isEmpty || !deleted.contains(path.section) else {
                throw fail(field(), "section \(path.section) is deleted in the same update")
            }
            guard reloaded.isEmpty || reloaded[path.section] == nil else {
                throw fail(field(), "section \(path.section) is reloaded in the same update")
            }
            let count = items.itemCount(inSection: path.section)
            guard path.item >= 0, path.item < count else {
                throw fail(field(), "item \(path.item) does not exist in section \(path.section) before the update (\(count) items)")
            }
        }
        var named = Set<ItemPath>(minimumCapacity: batch.deletedItems.count + batch.reloadedItems.count + batch.movedItems.count)
        var removals: [Removal] = []
        if !batch.deletedItems.isEmpty || !batch.movedItems.isEmpty {
            removals.reserveCapacity(batch.deletedItems.count + batch.movedItems.count)
        }
        for (index, path) in batch.deletedItems.enumerated() {
            let field = { "deleteItems[\(index)]" }
            try checkOldItem(path, field)
            guard named.insert(path).inserted else { throw fail(field(), "item \(path) is named twice") }
            removals.append(Removal(section: finalSection(ofOld: path.section), item: path.item))
        }
        var reloads: [Reload] = []
        if !batch.reloadedItems.isEmpty { reloads.reserveCapacity(batch.reloadedItems.count) }
        for (index, reload) in batch.reloadedItems.enumerated() {
            let field = { "reloadItems[\(index)]" }
            try checkOldItem(reload.path, field)
            guard named.insert(reload.path).inserted else { throw fail(field(), "item \(reload.path) is named twice") }
            reloads.append(Reload(section: finalSection(ofOld: reload.path.section), item: reload.path.item, contents: reload.item))
        }
        for (index, move) in batch.movedItems.enumerated() {
            let field = { "moveItems[\(index)].from" }
            try checkOldItem(move.from, field)
            guard named.insert(move.from).inserted else { throw fail(field(), "item \(move.from) is named twice") }
            removals.append(Removal(section: finalSection(ofOld: move.from.section), item: move.from.item))
        }
        var checkedSection = -1
        func checkFinalSection(_ section: Int, _ field: @autoclosure () -> String) throws(LayoutError) {
            guard section >= 0, section < finalCount else {
                throw fail(field(), "section \(section) does not exist after the update (\(finalCount) sections)")
            }
            // Placements mostly come in runs into one section (a page appended).
            guard section != checkedSection else { return }
            guard case .old = source(ofFinal: section) else {
                throw fail(field(), "section \(section) is inserted or reloaded in the same update; give its items there")
            }
            checkedSection = section
        }
        var placements: [Placement] = []
        if !batch.insertedItems.isEmpty || !batch.movedItems.isEmpty {
            placements.reserveCapacity(batch.insertedItems.count + batch.movedItems.count)
        }
        for (index, insertion) in batch.insertedItems.enumerated() {
            try checkFinalSection(insertion.path.section, "insertItems[\(index)]")
            placements.append(Placement(path: insertion.path, item: .new(insertion.item), update: .insertion(index)))
        }
        for (index, move) in batch.movedItems.enumerated() {
            try checkFinalSection(move.to.section, "moveItems[\(index)].to")
            let old = items.sectionStarts[move.from.section] + move.from.item
            placements.append(Placement(path: move.to, item: .moved(old), update: .move(index)))
        }

        // The edits of each section, in section order; every placement must land inside its
        // section after the update, one item per index.
        if removals.count > 1 { removals.sort { ($0.section, $0.item) < ($1.section, $1.item) } }
        if reloads.count > 1 { reloads.sort { ($0.section, $0.item) < ($1.section, $1.item) } }
        if placements.count > 1 { placements.sort() }
        var edits: [ItemEdits] = []
        var nextRemoval = 0, nextReload = 0, nextPlacement = 0
        while nextRemoval < removals.count || nextReload < reloads.count || nextPlacement < placements.count {
            var section = Int.max
            if nextRemoval < removals.count { section = removals[nextRemoval].section }
            if nextReload < reloads.count { section = Swift.min(section, reloads[nextReload].section) }
            if nextPlacement < placements.count { section = Swift.min(section, placements[nextPlacement].path.section) }
            let firstRemoval = nextRemoval, firstReload = nextReload, firstPlacement = nextPlacement
            while nextRemoval < removals.count, removals[nextRemoval].section == section { nextRemoval += 1 }
            while nextReload < reloads.count, reloads[nextReload].section == section { nextReload += 1 }
            while nextPlacement < placements.count, placements[nextPlacement].path.section == section { nextPlacement += 1 }
            guard case let .old(old) = source(ofFinal: section) else { preconditionFailure("edits in a new section") }
            let finalItemCount = items.itemCount(inSection: old) - (nextRemoval - firstRemoval) + (nextPlacement - firstPlacement)
            for position in firstPlacement ..< nextPlacement {
                let placement = placements[position], index = placement.path.item
                guard index >= 0, index < finalItemCount else {
                    throw fail(
                        placement.update.field,
                        "item \(index) does not exist in section \(section) after the update (\(finalItemCount) items)"
                    )
                }
                if position > firstPlacement, placements[position - 1].path.item == index {
                    throw fail(placement.update.field, "two items are placed at item \(index) of section \(section)")
                }
            }
            edits.append(ItemEdits(
                section: section, removed: firstRemoval ..< nextRemoval, reloaded: firstReload ..< nextReload,
                placed: firstPlacement ..< nextPlacement
            ))
        }

        // The runs: merge the named final positions (placed, edited) with the named old ones
        // (leaving, reloaded); the survivors between them form the plain runs.
        let placedOrder = placed.positions
        let leavingOrder = leaving.positions
        let reloadedOrder = batch.reloadedSections.isEmpty ? [] : batch.reloadedSections.indices.sorted {
            batch.reloadedSections[$0].section < batch.reloadedSections[$1].section
        }
        runs = []
        runs.reserveCapacity(2 * (placedOrder.count + leavingOrder.count + reloadedOrder.count + edits.count) + 1)
        var section = 0, old = 0
        var nextPlaced = 0, nextLeaving = 0, nextReloaded = 0, nextEdited = 0
        /// The index in `edits` of the edits of section `section` after the update, consumed.
        func editIndex(at section: Int) -> Int? {
            guard nextEdited < edits.count, edits[nextEdited].section == section else { return nil }
            nextEdited += 1
            return nextEdited - 1
        }
        while section < finalCount {
            if nextPlaced < placedOrder.count, placedOrder[nextPlaced] == section {
                runs.append(SectionRun(start: section, count: 1, source: placedSections[section]!, edits: editIndex(at: section)))
                nextPlaced += 1
                section += 1
                continue
            }
            while nextLeaving < leavingOrder.count, leavingOrder[nextLeaving] == old {
                nextLeaving += 1
                old += 1
            }
            if nextReloaded < reloadedOrder.count, batch.reloadedSections[reloadedOrder[nextReloaded]].section == old {
                runs.append(SectionRun(start: section, count: 1, source: .reloaded(reloadedOrder[nextReloaded], section: old)))
                nextReloaded += 1
            } else if let edits = editIndex(at: section) {
                runs.append(SectionRun(start: section, count: 1, source: .old(old), edits: edits))
            } else {
                var end = finalCount
                if nextPlaced < placedOrder.count { end = placedOrder[nextPlaced] }
                if nextEdited < edits.count { end = Swift.min(end, edits[nextEdited].section) }
                var count = end - section
                if nextLeaving < leavingOrder.count { count = Swift.min(count, leavingOrder[nextLeaving] - old) }
                if nextReloaded < reloadedOrder.count {
                    count = Swift.min(count, batch.reloadedSections[reloadedOrder[nextReloaded]].section - old)
                }
                runs.append(SectionRun(start: section, count: count, source: .old(old)))
                section += count
                old += count
                continue
            }
            section += 1
            old += 1
        }
        sectionCount = finalCount
        self.edits = edits
        self.removals = removals
        self.reloads = reloads
        self.placements = placements
        deletedSections = batch.deletedSections.count > 1 ? batch.deletedSections.sorted() : batch.deletedSections
    }
}
