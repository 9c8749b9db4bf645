import TesseraCore

/// A spec's items and batch updates as the life of each item and section: every item and
/// section gets an identity, followed through each batch by `ItemSetReference`. What
/// lets the shrinker remove an item or a section from the whole history at once — the item
/// itself and every insert, delete, move or reload that names it, with every index of every
/// later batch renumbered — so a counterexample with updates loses items as one without does,
/// instead of keeping them because removing one alone leaves the batches naming wrong indices.
///
/// Removing identities from a consistent history leaves a consistent one: survivors keep their
/// order, and every index a batch names is shifted by the removed identities before it in the
/// same state. O(updates × items) to build.
struct UpdateHistory {
    /// The identities of one section and its items, in order, in one state.
    typealias SectionState = ItemSetReference.Section

    /// `states[k]`: the sections before batch `k`; the last is after every batch.
    private(set) var states: [[SectionState]]
    let items: ItemSet
    let updates: [BatchUpdate]
    /// Every item identity, in the order of first appearance (the initial items in flat
    /// order, then each batch's new items).
    let itemIDs: [Int]
    /// Every section identity, in the order of first appearance.
    let sectionIDs: [Int]

    /// The history of `items` under `updates`, or `nil` when a batch is inconsistent. Followed
    /// by `ItemSetReference`, not `ItemSet.apply(_:)`: the history of a counterexample to that
    /// code must not depend on it.
    init?(items: ItemSet, updates: [BatchUpdate]) {
        self.items = items
        self.updates = updates
        var reference = ItemSetReference(items)
        var states = [reference.sections]
        for batch in updates {
            guard reference.apply(batch) else { return nil }
            states.append(reference.sections)
        }
        self.states = states
        itemIDs = Array(0 ..< reference.itemIdentityCount)
        sectionIDs = Array(0 ..< reference.sectionIdentityCount)
    }

    /// The item identities that ever lived in one of `sections`.
    func items(everIn sections: Set<Int>) -> Set<Int> {
        var found = Set<Int>()
        for state in states {
            for section in state where sections.contains(section.id) { found.formUnion(section.items) }
        }
        return found
    }

    /// The identities of the items batch `number` names: inserted, deleted, reloaded, moved.
    func itemsNamed(byBatch number: Int) -> [Int] {
        let batch = updates[number], before = states[number], after = states[number + 1]
        func old(_ path: ItemPath) -> Int? { before.item(at: path) }
        func new(_ path: ItemPath) -> Int? { after.item(at: path) }
        var named: [Int] = []
        named += batch.insertedItems.compactMap { new($0.path) }
        named += batch.deletedItems.compactMap { old($0) }
        named += batch.reloadedItems.compactMap { old($0.path) }
        named += batch.movedItems.compactMap { old($0.from) }
        return named
    }

    /// The items and updates without the item identities `removedItems` and the section
    /// identities `removedSections` (and every item that ever lived in one of them), and the
    /// initial sections removed, in increasing order (for the layout's per-section options).
    func removing(items removedItems: Set<Int>, sections removedSections: Set<Int>) -> (items: ItemSet, updates: [BatchUpdate], initialSections: [Int]) {
        let removedItems = removedItems.union(items(everIn: removedSections))
        var initial = ItemSet()
        var removedInitial: [Int] = []
        var flat = 0
        for (section, state) in states[0].enumerated() {
            defer { flat += state.items.count }
            if removedSections.contains(state.id) {
                removedInitial.append(section)
                continue
            }
            initial.appendSection()
            for (offset, id) in state.items.enumerated() where !removedItems.contains(id) {
                initial.append(items[flatIndex: flat + offset])
            }
        }
        var batches: [BatchUpdate] = []
        for (number, batch) in updates.enumerated() {
            let before = Renumbering(states[number], removedItems: removedItems, removedSections: removedSections)
            let after = Renumbering(states[number + 1], removedItems: removedItems, removedSections: removedSections)
            var kept = BatchUpdate()
            kept.deletedSections = batch.deletedSections.compactMap { before.section($0) }
            kept.reloadedSections = batch.reloadedSections.compactMap { reload in
                guard let section = before.section(reload.section), let newSection = after.section(ofID: states[number][reload.section].id)
                else { return nil }
                return BatchUpdate.SectionReload(section: section, items: after.keep(reload.items, inSection: newSection.original))
            }
            kept.insertedSections = batch.insertedSections.compactMap { insertion in
                guard let section = after.section(insertion.section) else { return nil }
                return BatchUpdate.SectionInsertion(section: section, items: after.keep(insertion.items, inSection: insertion.section))
            }
            kept.movedSections = batch.movedSections.compactMap { move in
                guard let from = before.section(move.from), let to = after.section(move.to) else { return nil }
                return BatchUpdate.SectionMove(from: from, to: to)
            }
            kept.deletedItems = batch.deletedItems.compactMap { before.path($0) }
            kept.insertedItems = batch.insertedItems.compactMap { insertion in
                after.path(insertion.path).map { BatchUpdate.ItemInsertion(path: $0, item: insertion.item) }
            }
            kept.reloadedItems = batch.reloadedItems.compactMap { reload in
                before.path(reload.path).map { BatchUpdate.ItemReload(path: $0, item: reload.item) }
            }
            kept.movedItems = batch.movedItems.compactMap { move in
                guard let from = before.path(move.from), let to = after.path(move.to) else { return nil }
                return BatchUpdate.ItemMove(from: from, to: to)
            }
            batches.append(kept)
        }
        return (initial, batches, removedInitial)
    }
}

/// Indices of one state renumbered without some item and section identities.
private struct Renumbering {
    let state: [UpdateHistory.SectionState]
    let removedItems: Set<Int>
    let removedSections: Set<Int>

    init(_ state: [UpdateHistory.SectionState], removedItems: Set<Int>, removedSections: Set<Int>) {
        self.state = state
        self.removedItems = removedItems
        self.removedSections = removedSections
    }

    /// Section `index`'s index without the removed sections, or `nil` when it is removed or out
    /// of range.
    func section(_ index: Int) -> Int? {
        guard state.indices.contains(index), !removedSections.contains(state[index].id) else { return nil }
        return state[..<index].count { !removedSections.contains($0.id) }
    }

    /// The section with identity `id`: its index here and its index without the removed ones.
    func section(ofID id: Int) -> (original: Int, renumbered: Int)? {
        guard let index = state.firstIndex(where: { $0.id == id }), let renumbered = section(index) else { return nil }
        return (index, renumbered)
    }

    /// `path` without the removed items and sections, or `nil` when it names a removed one (or
    /// none).
    func path(_ path: ItemPath) -> ItemPath? {
        guard let section = section(path.section), state[path.section].items.indices.contains(path.item) else { return nil }
        let items = state[path.section].items
        guard !removedItems.contains(items[path.item]) else { return nil }
        return ItemPath(section: section, item: items[..<path.item].count { !removedItems.contains($0) })
    }

    /// The contents of section `section`'s items here, without the removed ones.
    func keep(_ contents: [ItemSet.Item], inSection section: Int) -> [ItemSet.Item] {
        guard state.indices.contains(section), state[section].items.count == contents.count else { return contents }
        return zip(state[section].items, contents).filter { !removedItems.contains($0.0) }.map(\.1)
    }
}

extension [UpdateHistory.SectionState] {
    /// The identity of the item at `path`, or `nil`.
    fileprivate func item(at path: ItemPath) -> Int? {
        guard indices.contains(path.section), self[path.section].items.indices.contains(path.item) else { return nil }
        return self[path.section].items[path.item]
    }
}
