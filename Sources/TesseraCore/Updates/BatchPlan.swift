/// A `BatchUpdate` checked against the item set it applies to, and resolved into where every
/// section and item goes: what `ItemSet.apply(_:)` executes.
///
/// Building it costs O(updates · log updates + sections): it never looks at an item the batch
/// does not name.
struct BatchPlan {
    /// Where a section after the update comes from.
    enum SectionSource: Hashable {
        /// Section `index` before the update, its items edited by `edits`.
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

    /// The item edits of one section after the update whose source is an old section.
    struct ItemEdits {
        /// Item indices before the update that leave the section (deleted or moved away), sorted.
        var removed: [Int] = []
        /// New contents of items, by their index before the update.
        var reloaded: [Int: ItemSet.Item] = [:]
        /// Items placed at final indices (inserts and move destinations), sorted by index, with
        /// the field of the update that placed each.
        var placed: [(index: Int, item: Placed, field: String)] = []
    }

    /// The source of each section after the update.
    var sections: [SectionSource]
    /// The edits of each section after the update that has any, by its final index.
    var edits: [Int: ItemEdits]

    init(_ batch: BatchUpdate, on items: ItemSet) throws(LayoutError) {
        let oldCount = items.sectionCount
        func fail(_ field: String, _ reason: String) -> LayoutError { .invalidUpdate(field: field, reason: reason) }
        func checkOldSection(_ section: Int, _ field: String) throws(LayoutError) {
            guard section >= 0, section < oldCount else {
                throw fail(field, "section \(section) does not exist before the update (\(oldCount) sections)")
            }
        }

        // Sections: what leaves, what is replaced, what moves.
        var leaving = [Bool](repeating: false, count: oldCount)
        var reloadedSection: [Int: Int] = [:]
        for (index, section) in batch.deletedSections.enumerated() {
            let field = "deleteSections[\(index)]"
            try checkOldSection(section, field)
            guard !leaving[section] else { throw fail(field, "section \(section) is deleted twice") }
            leaving[section] = true
        }
        for (index, reload) in batch.reloadedSections.enumerated() {
            let field = "reloadSections[\(index)].section"
            try checkOldSection(reload.section, field)
            guard !leaving[reload.section] else { throw fail(field, "section \(reload.section) is also deleted") }
            guard reloadedSection.updateValue(index, forKey: reload.section) == nil else {
                throw fail(field, "section \(reload.section) is reloaded twice")
            }
        }
        var movedFrom = Set<Int>()
        for (index, move) in batch.movedSections.enumerated() {
            let field = "moveSections[\(index)].from"
            try checkOldSection(move.from, field)
            guard !leaving[move.from] else { throw fail(field, "section \(move.from) is also deleted") }
            guard reloadedSection[move.from] == nil else { throw fail(field, "section \(move.from) is also reloaded") }
            guard movedFrom.insert(move.from).inserted else { throw fail(field, "section \(move.from) is moved twice") }
        }

        // Sections after the update: inserts and move destinations where they are named, the
        // other old sections in order around them.
        let finalCount = oldCount - batch.deletedSections.count + batch.insertedSections.count
        var placedSections: [Int: SectionSource] = [:]
        func place(_ section: Int, _ source: SectionSource, _ field: String) throws(LayoutError) {
            guard section >= 0, section < finalCount else {
                throw fail(field, "section \(section) does not exist after the update (\(finalCount) sections)")
            }
            guard placedSections.updateValue(source, forKey: section) == nil else {
                throw fail(field, "two sections are placed at section \(section)")
            }
        }
        for (index, insertion) in batch.insertedSections.enumerated() {
            try place(insertion.section, .inserted(index), "insertSections[\(index)].section")
        }
        for (index, move) in batch.movedSections.enumerated() {
            try place(move.to, .old(move.from), "moveSections[\(index)].to")
        }
        sections = []
        sections.reserveCapacity(finalCount)
        var survivor = 0
        var finalIndexOfOld = [Int?](repeating: nil, count: oldCount)
        for section in 0 ..< finalCount {
            if let placed = placedSections[section] {
                sections.append(placed)
                if case let .old(old) = placed { finalIndexOfOld[old] = section }
                continue
            }
            while leaving[survivor] || movedFrom.contains(survivor) { survivor += 1 }
            if let reload = reloadedSection[survivor] {
                sections.append(.reloaded(reload, section: survivor))
            } else {
                sections.append(.old(survivor))
                finalIndexOfOld[survivor] = section
            }
            survivor += 1
        }

        // Items: removals and reloads at old paths, placements at final paths.
        func checkOldItem(_ path: ItemPath, _ field: String) throws(LayoutError) {
            try checkOldSection(path.section, field)
            guard !leaving[path.section] else { throw fail(field, "section \(path.section) is deleted in the same update") }
            guard reloadedSection[path.section] == nil else {
                throw fail(field, "section \(path.section) is reloaded in the same update")
            }
            let count = items.itemCount(inSection: path.section)
            guard path.item >= 0, path.item < count else {
                throw fail(field, "item \(path.item) does not exist in section \(path.section) before the update (\(count) items)")
            }
        }
        edits = [:]
        var named = Set<ItemPath>()
        for (index, path) in batch.deletedItems.enumerated() {
            let field = "deleteItems[\(index)]"
            try checkOldItem(path, field)
            guard named.insert(path).inserted else { throw fail(field, "item \(path) is named twice") }
            edits[finalIndexOfOld[path.section]!, default: ItemEdits()].removed.append(path.item)
        }
        for (index, reload) in batch.reloadedItems.enumerated() {
            let field = "reloadItems[\(index)]"
            try checkOldItem(reload.path, field)
            guard named.insert(reload.path).inserted else { throw fail(field, "item \(reload.path) is named twice") }
            edits[finalIndexOfOld[reload.path.section]!, default: ItemEdits()].reloaded[reload.path.item] = reload.item
        }
        for (index, move) in batch.movedItems.enumerated() {
            let field = "moveItems[\(index)].from"
            try checkOldItem(move.from, field)
            guard named.insert(move.from).inserted else { throw fail(field, "item \(move.from) is named twice") }
            edits[finalIndexOfOld[move.from.section]!, default: ItemEdits()].removed.append(move.from.item)
        }
        func checkFinalSection(_ section: Int, _ field: String) throws(LayoutError) {
            guard section >= 0, section < finalCount else {
                throw fail(field, "section \(section) does not exist after the update (\(finalCount) sections)")
            }
            guard case .old = sections[section] else {
                throw fail(field, "section \(section) is inserted or reloaded in the same update; give its items there")
            }
        }
        for (index, insertion) in batch.insertedItems.enumerated() {
            let field = "insertItems[\(index)]"
            try checkFinalSection(insertion.path.section, field)
            edits[insertion.path.section, default: ItemEdits()].placed.append((insertion.path.item, .new(insertion.item), field))
        }
        for (index, move) in batch.movedItems.enumerated() {
            let field = "moveItems[\(index)].to"
            try checkFinalSection(move.to.section, field)
            let old = items.sectionStarts[move.from.section] + move.from.item
            edits[move.to.section, default: ItemEdits()].placed.append((move.to.item, .moved(old), field))
        }

        // Every placement must land inside its section after the update, one item per index.
        for (section, var sectionEdits) in edits {
            guard case let .old(old) = sections[section] else { continue }
            sectionEdits.removed.sort()
            sectionEdits.placed.sort { ($0.index, $0.field) < ($1.index, $1.field) }
            let finalItemCount = items.itemCount(inSection: old) - sectionEdits.removed.count + sectionEdits.placed.count
            for (position, placed) in sectionEdits.placed.enumerated() {
                let field = placed.field
                guard placed.index >= 0, placed.index < finalItemCount else {
                    throw fail(field, "item \(placed.index) does not exist in section \(section) after the update (\(finalItemCount) items)")
                }
                if position > 0, sectionEdits.placed[position - 1].index == placed.index {
                    throw fail(field, "two items are placed at item \(placed.index) of section \(section)")
                }
            }
            edits[section] = sectionEdits
        }
    }
}
