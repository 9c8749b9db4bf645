import TesseraCore

/// Draws random `BatchUpdate`s that are consistent with the items they apply to — UIKit's
/// rules hold by construction, so `ItemSet.apply(_:)` accepts every one — shaped like the
/// updates real collection views see: a feed appending its next page, a chat inserting at the
/// top, a photo that finished loading and changed its size, or anything at all.
///
/// A pure function of the items and the random source, like every generator of the harness.
/// New and reloaded items come from the caller's `newItem`, so that they carry the fields the
/// layout reads.
public struct BatchGenerator: Sendable {
    /// What the batches favour.
    public enum Emphasis: String, Hashable, Sendable, CaseIterable {
        /// Items appended at the end of the last section (sometimes another section, or a
        /// new section at the end), sometimes reloading the last item too.
        case appends
        /// Items inserted at the top of the first sections (sometimes a whole section or a page
        /// of 40–100), with deletions near the top and blocks of items deleted above the last
        /// section.
        case topInserts
        /// Items reloaded with new sizes or spans (sometimes their old ones), now and then a
        /// whole section.
        case resizes
        /// Every kind of update at once: sections and items inserted, deleted, moved and
        /// reloaded.
        case mixed
    }

    /// What the batches favour.
    public var emphasis: Emphasis

    /// A generator of `emphasis` batches.
    public init(emphasis: Emphasis) {
        self.emphasis = emphasis
    }

    /// A random batch consistent with `items`; `newItem` draws each new or reloaded item.
    public func batch(
        for items: ItemSet, newItem: (inout Xoshiro256StarStar) -> ItemSet.Item, using random: inout Xoshiro256StarStar
    ) -> BatchUpdate {
        switch emphasis {
        case .appends: Self.appends(items, newItem, &random)
        case .topInserts: Self.topInserts(items, newItem, &random)
        case .resizes: Self.resizes(items, newItem, &random)
        case .mixed: Self.mixed(items, newItem, &random)
        }
    }

    /// `count` batches applied one after another to `items`, each consistent with the items
    /// the ones before it leave; new and reloaded items are copies of items of `pool` (a
    /// fixed item when it is empty), a quarter of them with their height halved or doubled.
    public func batches(
        _ count: Int, for items: ItemSet, drawingFrom pool: ItemSet, using random: inout Xoshiro256StarStar
    ) -> [BatchUpdate] {
        func newItem(_ random: inout Xoshiro256StarStar) -> ItemSet.Item {
            guard !pool.isEmpty else { return ItemSet.Item(width: 40, height: 30) }
            var item = pool[flatIndex: random.nextInt(in: 0 ... pool.itemCount - 1)]
            if random.nextBool(probability: 0.25) { item.height *= random.nextBool(probability: 0.5) ? 0.5 : 2 }
            return item
        }
        // The items after each batch as the check's own model has them, not as
        // `ItemSet.apply(_:)` — the code the batches test — makes them.
        var reference = ItemSetReference(items)
        var items = items
        var batches: [BatchUpdate] = []
        for number in 0 ..< count {
            if number > 0 { items = reference.itemSet }
            let batch = batch(for: items, newItem: newItem, using: &random)
            guard reference.apply(batch) else { break }
            batches.append(batch)
        }
        return batches
    }

    private typealias NewItem = (inout Xoshiro256StarStar) -> ItemSet.Item

    private static func draw(_ count: Int, _ newItem: NewItem, _ random: inout Xoshiro256StarStar) -> [ItemSet.Item] {
        (0 ..< count).map { _ in newItem(&random) }
    }

    private static func appends(_ items: ItemSet, _ newItem: NewItem, _ random: inout Xoshiro256StarStar) -> BatchUpdate {
        guard items.sectionCount > 0, random.nextBool(probability: 0.85) else {
            let section = BatchUpdate.SectionInsertion(
                section: items.sectionCount, items: draw(random.nextInt(in: 0 ... 20), newItem, &random)
            )
            return BatchUpdate(insertedSections: [section])
        }
        let section = random.nextBool(probability: 0.8) ? items.sectionCount - 1 : random.nextInt(in: 0 ... items.sectionCount - 1)
        let count = items.itemCount(inSection: section)
        var batch = BatchUpdate.appending(draw(random.nextInt(in: 1 ... 20), newItem, &random), toSection: section, count: count)
        if count > 0, random.nextBool(probability: 0.1) {
            batch.reloadedItems = [.init(path: ItemPath(section: section, item: count - 1), item: newItem(&random))]
        }
        return batch
    }

    private static func topInserts(_ items: ItemSet, _ newItem: NewItem, _ random: inout Xoshiro256StarStar) -> BatchUpdate {
        if items.sectionCount == 0 || random.nextBool(probability: 0.15) {
            return BatchUpdate(insertedSections: [.init(section: 0, items: draw(random.nextInt(in: 0 ... 5), newItem, &random))])
        }
        if items.sectionCount >= 2, random.nextBool(probability: 0.05) {
            return BatchUpdate(deletedSections: [0])
        }
        if items.sectionCount >= 2, case let above = items.sectionStarts[items.sectionCount - 1], above > 0,
           random.nextBool(probability: 0.25) {
            // A block of items deleted at once (a thread removed, a selection deleted) above
            // the last section, which stays as it was: the engines keep that section's elements
            // and move them towards the start. Half the blocks reach the last section and leave
            // 1 to 8 items above it, so that after a page (below) some moves are long — more
            // than 64 elements, which `LayoutResult.placeKeptTail` copies another way.
            let start: Int, count: Int
            if random.nextBool(probability: 0.5) {
                start = random.nextInt(in: min(1, above - 1) ... min(8, above - 1))
                count = above - start
            } else {
                count = random.nextInt(in: 1 ... above)
                start = random.nextInt(in: 0 ... above - count)
            }
            return BatchUpdate(deletedItems: (start ..< start + count).map { items.path(ofFlatIndex: $0) })
        }
        let section = random.nextInt(in: 0 ... min(1, items.sectionCount - 1))
        let count = items.itemCount(inSection: section)
        var batch = BatchUpdate()
        var removed = 0
        if count > 0, random.nextBool(probability: 0.2) {
            batch.deletedItems = [ItemPath(section: section, item: random.nextInt(in: 0 ... min(2, count - 1)))]
            removed = 1
        }
        // Now and then a page of older messages loaded at once.
        let inserted = random.nextBool(probability: 0.25) ? random.nextInt(in: 40 ... 100) : random.nextInt(in: 1 ... 3)
        let finalCount = count - removed + inserted
        var slots = Array(0 ..< min(finalCount, inserted + 2))
        random.shuffle(&slots)
        for slot in slots.prefix(inserted) {
            batch.insertedItems.append(.init(path: ItemPath(section: section, item: slot), item: newItem(&random)))
        }
        return batch
    }

    private static func resizes(_ items: ItemSet, _ newItem: NewItem, _ random: inout Xoshiro256StarStar) -> BatchUpdate {
        guard !items.isEmpty else { return appends(items, newItem, &random) }
        if random.nextBool(probability: 0.1) {
            let section = items.path(ofFlatIndex: random.nextInt(in: 0 ... items.itemCount - 1)).section
            let count = max(0, items.itemCount(inSection: section) + random.nextInt(in: -1 ... 1))
            return BatchUpdate(reloadedSections: [.init(section: section, items: draw(count, newItem, &random))])
        }
        var batch = BatchUpdate()
        var chosen = Set<Int>()
        for _ in 0 ..< random.nextInt(in: 1 ... 3) {
            let flat = random.nextInt(in: 0 ... items.itemCount - 1)
            guard chosen.insert(flat).inserted else { continue }
            let item = random.nextBool(probability: 0.2) ? items[flatIndex: flat] : newItem(&random)
            batch.reloadedItems.append(.init(path: items.path(ofFlatIndex: flat), item: item))
        }
        return batch
    }

    /// Every kind of update: each section may be deleted, reloaded or moved, a section or
    /// two inserted, each item of the sections left deleted, reloaded or moved, and items
    /// inserted.
    private static func mixed(_ items: ItemSet, _ newItem: NewItem, _ random: inout Xoshiro256StarStar) -> BatchUpdate {
        var batch = BatchUpdate()
        var taken = Set<Int>()
        for section in 0 ..< items.sectionCount {
            switch random.nextInt(in: 0 ... 19) {
            case 0:
                batch.deletedSections.append(section)
                taken.insert(section)
            case 1:
                batch.reloadedSections.append(.init(section: section, items: draw(random.nextInt(in: 0 ... 3), newItem, &random)))
                taken.insert(section)
            case 2:
                batch.movedSections.append(.init(from: section, to: -1))
            default:
                break
            }
        }
        let insertedSectionCount = random.nextBool(probability: 0.2) ? random.nextInt(in: 1 ... 2) : 0
        let finalCount = items.sectionCount - batch.deletedSections.count + insertedSectionCount
        var slots = Array(0 ..< finalCount)
        random.shuffle(&slots)
        for index in batch.movedSections.indices { batch.movedSections[index].to = slots.removeLast() }
        for _ in 0 ..< insertedSectionCount {
            batch.insertedSections.append(.init(section: slots.removeLast(), items: draw(random.nextInt(in: 0 ... 4), newItem, &random)))
        }
        // Which final sections keep an old section's items (and so accept item updates).
        var finalOld = [Int?](repeating: nil, count: finalCount)
        let leaving = Set(batch.deletedSections + batch.movedSections.map(\.from))
        var survivors = (0 ..< items.sectionCount).filter { !leaving.contains($0) }[...]
        var placedFinal = Set(batch.insertedSections.map(\.section))
        for move in batch.movedSections {
            finalOld[move.to] = move.from
            placedFinal.insert(move.to)
        }
        for section in 0 ..< finalCount where !placedFinal.contains(section) {
            let old = survivors.popFirst()!
            if !taken.contains(old) { finalOld[section] = old }
        }
        let editable = finalOld.indices.filter { finalOld[$0] != nil }
        var placedCount = [Int](repeating: 0, count: finalCount)
        var removedCount = [Int](repeating: 0, count: finalCount)
        var moveTargets: [Int] = []
        for final in editable {
            let old = finalOld[final]!
            for item in 0 ..< items.itemCount(inSection: old) {
                let path = ItemPath(section: old, item: item)
                switch random.nextInt(in: 0 ... 24) {
                case 0:
                    batch.deletedItems.append(path)
                    removedCount[final] += 1
                case 1:
                    batch.reloadedItems.append(.init(path: path, item: newItem(&random)))
                case 2:
                    let target = random.pick(editable)
                    batch.movedItems.append(.init(from: path, to: ItemPath(section: target, item: -1)))
                    moveTargets.append(target)
                    removedCount[final] += 1
                    placedCount[target] += 1
                default:
                    break
                }
            }
        }
        var insertTargets: [Int] = []
        for final in editable where random.nextBool(probability: 0.4) {
            for _ in 0 ..< random.nextInt(in: 1 ... 3) {
                insertTargets.append(final)
                placedCount[final] += 1
            }
        }
        // Distinct final indices per section for the inserts and move destinations.
        var free: [Int: [Int]] = [:]
        for final in editable {
            var indices = Array(0 ..< items.itemCount(inSection: finalOld[final]!) - removedCount[final] + placedCount[final])
            random.shuffle(&indices)
            free[final] = indices
        }
        for (index, target) in moveTargets.enumerated() { batch.movedItems[index].to.item = free[target]!.removeLast() }
        for target in insertTargets {
            batch.insertedItems.append(.init(path: ItemPath(section: target, item: free[target]!.removeLast()), item: newItem(&random)))
        }
        return batch
    }
}

extension Xoshiro256StarStar {
    /// Shuffles `elements` in place (Fisher–Yates), a pure function of the generator's state.
    mutating func shuffle<Element>(_ elements: inout [Element]) {
        for index in elements.indices.reversed() {
            elements.swapAt(index, nextInt(in: 0 ... index))
        }
    }
}
