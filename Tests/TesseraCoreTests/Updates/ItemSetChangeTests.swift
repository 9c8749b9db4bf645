import Testing
import TesseraCheck
import TesseraCore

/// `ItemSet.apply(_:)` and every answer of the `ItemSetChange` it returns, against the
/// UIKit-rules reference of `BatchUpdateTests`, on item sets of many sections (empty ones
/// among them) where a batch names a few sections among many untouched ones.
@Suite struct ItemSetChangeTests {
    /// Where each section after `batch` comes from, read directly from UIKit's rules.
    static func referenceSections(_ items: ItemSet, _ batch: BatchUpdate) -> [ItemSetChange.SectionOrigin] {
        let leaving = Set(batch.deletedSections + batch.movedSections.map(\.from))
        let reloaded = Set(batch.reloadedSections.map(\.section))
        var survivors = (0 ..< items.sectionCount).filter { !leaving.contains($0) }[...]
        var placed: [Int: ItemSetChange.SectionOrigin] = [:]
        for insertion in batch.insertedSections { placed[insertion.section] = .inserted }
        for move in batch.movedSections { placed[move.to] = .kept(move.from) }
        return (0 ..< (items.sectionCount - batch.deletedSections.count + batch.insertedSections.count)).map { section in
            if let origin = placed[section] { return origin }
            let old = survivors.popFirst()!
            return reloaded.contains(old) ? .reloaded(old) : .kept(old)
        }
    }

    /// Applies `batch` to `before` and checks the items and every answer of the change.
    static func check(_ before: ItemSet, _ batch: BatchUpdate, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var after = before
        let change = try after.apply(batch)
        let expected = BatchUpdateTests.reference(before, batch)
        let flat = Array(expected.joined())
        #expect(after == ItemSet(sections: expected.map { $0.map(\.item) }), "\(batch)", sourceLocation: sourceLocation)

        // Items: where each came from, and back.
        for (index, tagged) in flat.enumerated() {
            let want: ItemSetChange.Origin = tagged.origin < 0 ? .inserted : tagged.reloaded ? .reloaded(tagged.origin) : .kept(tagged.origin)
            #expect(change.origin(ofItemAt: index) == want, "item \(index) of \(batch)", sourceLocation: sourceLocation)
        }
        var newIndexOfOld = [Int?](repeating: nil, count: before.itemCount)
        for (index, tagged) in flat.enumerated() where tagged.origin >= 0 { newIndexOfOld[tagged.origin] = index }
        for old in 0 ..< before.itemCount {
            let path = before.path(ofFlatIndex: old)
            #expect(change.newFlatIndex(ofOldItemAt: old) == newIndexOfOld[old], "old item \(old) of \(batch)", sourceLocation: sourceLocation)
            #expect(change.oldFlatIndex(of: path) == old, "old path \(path) of \(batch)", sourceLocation: sourceLocation)
            #expect(change.oldPath(ofFlatIndex: old) == path, "old item \(old) of \(batch)", sourceLocation: sourceLocation)
        }
        for section in 0 ..< before.sectionCount {
            let count = before.itemCount(inSection: section)
            #expect(change.oldFlatIndex(of: ItemPath(section: section, item: count)) == nil, sourceLocation: sourceLocation)
            #expect(change.oldFlatIndex(of: ItemPath(section: section, item: -1)) == nil, sourceLocation: sourceLocation)
        }
        #expect(change.oldFlatIndex(of: ItemPath(section: before.sectionCount, item: 0)) == nil, sourceLocation: sourceLocation)

        // Sections: where each came from, and back.
        let sections = referenceSections(before, batch)
        #expect((0 ..< sections.count).map(change.origin(ofSection:)) == sections, "\(batch)", sourceLocation: sourceLocation)
        for old in 0 ..< before.sectionCount {
            let want = sections.firstIndex { $0 == .kept(old) || $0 == .reloaded(old) }
            #expect(change.newSection(ofOldSection: old) == want, "old section \(old) of \(batch)", sourceLocation: sourceLocation)
        }

        // The unchanged prefix and suffix, the first change, and whether positions are kept.
        #expect(change.unchangedSections <= Swift.min(before.sectionCount, after.sectionCount), sourceLocation: sourceLocation)
        for section in 0 ..< change.unchangedSections {
            #expect(sections[section] == .kept(section), sourceLocation: sourceLocation)
            #expect(before.flatRange(ofSection: section) == after.flatRange(ofSection: section), sourceLocation: sourceLocation)
        }
        for index in 0 ..< change.unchangedPrefix {
            #expect(change.origin(ofItemAt: index) == .kept(index) && before[flatIndex: index] == after[flatIndex: index], sourceLocation: sourceLocation)
        }
        #expect(change.unchangedPrefix + change.unchangedSuffix <= after.itemCount, sourceLocation: sourceLocation)
        for offset in 0 ..< change.unchangedSuffix {
            #expect(change.origin(ofItemAt: after.itemCount - 1 - offset) == .kept(before.itemCount - 1 - offset), sourceLocation: sourceLocation)
        }
        #expect(change.firstChangedSectionIsKept
            == (change.unchangedSections < sections.count && sections[change.unchangedSections] == .kept(change.unchangedSections)),
            sourceLocation: sourceLocation)
        let keepsPositions = before.sectionStarts == after.sectionStarts && sections == (0 ..< sections.count).map { .kept($0) }
            && flat.enumerated().allSatisfy { $0.element.origin == $0.offset }
        #expect(change.keepsPositions == keepsPositions, "\(batch)", sourceLocation: sourceLocation)
        if batch.isEmpty { #expect(change.isEmpty && change.unchangedPrefix == before.itemCount, sourceLocation: sourceLocation) }
    }

    /// Up to 60 sections of up to 8 items, a third of them empty.
    static func manySections(_ random: inout Xoshiro256StarStar) -> ItemSet {
        ItemSet(sections: (0 ..< random.nextInt(in: 0 ... 60)).map { _ in
            (0 ..< (random.nextBool(probability: 0.33) ? 0 : random.nextInt(in: 1 ... 8))).map { _ in
                ItemSet.Item(width: Double(random.nextInt(in: 1 ... 9)), height: Double(random.nextInt(in: 1 ... 400)))
            }
        })
    }

    @Test func randomBatchesOnManySectionsFollowUIKitsRules() throws {
        var random = Xoshiro256StarStar(seed: 0x5EC7)
        for round in 0 ..< 600 {
            let before = Self.manySections(&random)
            let emphasis = BatchGenerator.Emphasis.allCases[round % BatchGenerator.Emphasis.allCases.count]
            let batch = BatchGenerator(emphasis: emphasis).batch(for: before, newItem: { random in
                ItemSet.Item(width: Double(random.nextInt(in: 1 ... 9)), height: Double(random.nextInt(in: 1 ... 400)))
            }, using: &random)
            try Self.check(before, batch)
        }
    }

    @Test func randomBatchesOnFewSectionsAnswerEveryQuery() throws {
        var random = Xoshiro256StarStar(seed: 0xC4A9)
        for _ in 0 ..< 1000 {
            let before = BatchUpdateTests.randomItems(&random)
            try Self.check(before, BatchUpdateTests.randomBatch(before, &random))
        }
    }

    static let five = ItemSet(sections: (0 ..< 5).map { section in
        (0 ..< [3, 0, 2, 0, 4][section]).map { ItemSet.Item(height: Double(10 * section + $0)) }
    })

    @Test(arguments: [
        // Inserted and deleted sections next to each other, and around empty ones.
        BatchUpdate(deletedSections: [1, 2], insertedSections: [.init(section: 1, items: [ItemSet.Item(height: 100)]), .init(section: 2, items: [])]),
        BatchUpdate(deletedSections: [0], insertedSections: [.init(section: 4, items: [ItemSet.Item(height: 100), ItemSet.Item(height: 101)])]),
        BatchUpdate(deletedSections: [3, 4]),
        BatchUpdate(deletedSections: [0, 1, 2, 3, 4]),
        BatchUpdate(insertedSections: [.init(section: 5, items: []), .init(section: 0, items: [ItemSet.Item(height: 100)])]),
        BatchUpdate(deletedSections: [2], reloadedSections: [.init(section: 3, items: [ItemSet.Item(height: 100)])], movedSections: [.init(from: 4, to: 0)]),
        // Moves of sections and of items across them, with edits in the moved section.
        BatchUpdate(movedSections: [.init(from: 0, to: 4), .init(from: 4, to: 0)],
                    insertedItems: [.init(path: ItemPath(section: 0, item: 4), item: ItemSet.Item(height: 100))]),
        BatchUpdate(movedSections: [.init(from: 2, to: 2)], deletedItems: [ItemPath(section: 2, item: 0)]),
        BatchUpdate(movedItems: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 3, item: 0)),
                                 .init(from: ItemPath(section: 4, item: 3), to: ItemPath(section: 1, item: 0))]),
        BatchUpdate(movedItems: [.init(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0))]),
        BatchUpdate(movedItems: [.init(from: ItemPath(section: 2, item: 1), to: ItemPath(section: 2, item: 0)),
                                 .init(from: ItemPath(section: 2, item: 0), to: ItemPath(section: 2, item: 1))]),
        // Edits scattered over several sections, and an append to the last one.
        BatchUpdate(deletedItems: [ItemPath(section: 4, item: 0), ItemPath(section: 0, item: 1)],
                    insertedItems: [.init(path: ItemPath(section: 1, item: 0), item: ItemSet.Item(height: 100)), .init(path: ItemPath(section: 3, item: 0), item: ItemSet.Item(height: 101))],
                    reloadedItems: [.init(path: ItemPath(section: 2, item: 1), item: ItemSet.Item(height: 102))]),
        .appending([ItemSet.Item(height: 100), ItemSet.Item(height: 101)], toSection: 4, count: 4),
        .appending([ItemSet.Item(height: 100)], toSection: 3, count: 0),
        BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 4, item: 3), item: ItemSet.Item(height: 100))]),
        BatchUpdate(),
    ])
    func namedBatchesFollowUIKitsRules(batch: BatchUpdate) throws {
        try Self.check(Self.five, batch)
    }

    /// A change shares the set's section starts; one kept across the next update still
    /// answers for its own.
    @Test func aKeptChangeStillAnswersAfterTheNextUpdate() throws {
        let before = ItemSet(sectionCount: 50, itemsPerSection: 3)
        var items = before
        let first = try items.apply(BatchUpdate(deletedItems: [ItemPath(section: 10, item: 0)]))
        let middle = items
        let second = try items.apply(BatchUpdate(insertedItems: [.init(path: ItemPath(section: 5, item: 0), item: .init())]))
        for old in 0 ..< before.itemCount {
            #expect(first.oldPath(ofFlatIndex: old) == before.path(ofFlatIndex: old))
            #expect(first.oldFlatIndex(of: before.path(ofFlatIndex: old)) == old)
        }
        for old in 0 ..< middle.itemCount {
            #expect(second.oldPath(ofFlatIndex: old) == middle.path(ofFlatIndex: old))
        }
    }

    /// With placements out of range in two sections, the error names the first section's.
    @Test func theFirstSectionsBadPlacementIsNamed() {
        var items = Self.five
        #expect {
            try items.apply(BatchUpdate(insertedItems: [
                .init(path: ItemPath(section: 4, item: 9), item: .init()), .init(path: ItemPath(section: 2, item: 7), item: .init()),
            ]))
        } throws: { error in
            error as? LayoutError == .invalidUpdate(field: "insertItems[1]", reason: "item 7 does not exist in section 2 after the update (3 items)")
        }
    }
}
