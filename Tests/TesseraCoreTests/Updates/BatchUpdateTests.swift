import Testing
import TesseraCheck
import TesseraCore

/// `ItemSet.apply(_:)` against a direct reading of UIKit's batch-update rules on nested
/// arrays, for random consistent batches; and every kind of inconsistency, named.
@Suite struct BatchUpdateTests {
    /// An item with its identity: its flat index before the update, or -1 for a new one.
    struct Tagged: Equatable {
        var origin: Int
        var reloaded: Bool
        var item: ItemSet.Item
    }

    /// UIKit's rules, step by step: deleted and moved-away sections leave, deleted and
    /// moved-away items leave, reloads replace contents; then inserted and moved sections take
    /// their final indices with the survivors filling the rest in order, and inserted and moved
    /// items are inserted at their final indices in ascending order.
    static func reference(_ items: ItemSet, _ batch: BatchUpdate) -> [[Tagged]] {
        var old: [[Tagged]] = (0 ..< items.sectionCount).map { section in
            items.flatRange(ofSection: section).map { Tagged(origin: $0, reloaded: false, item: items[flatIndex: $0]) }
        }
        for reload in batch.reloadedItems {
            old[reload.path.section][reload.path.item] = Tagged(
                origin: items.sectionStarts[reload.path.section] + reload.path.item, reloaded: true, item: reload.item
            )
        }
        let leavingItems = Set(batch.deletedItems + batch.movedItems.map(\.from))
        let moved = batch.movedItems.map { old[$0.from.section][$0.from.item] }
        for section in old.indices {
            old[section] = old[section].enumerated().filter { !leavingItems.contains(ItemPath(section: section, item: $0.offset)) }.map(\.element)
        }
        for reload in batch.reloadedSections {
            old[reload.section] = reload.items.map { Tagged(origin: -1, reloaded: false, item: $0) }
        }
        let leavingSections = Set(batch.deletedSections + batch.movedSections.map(\.from))
        var survivors = old.indices.filter { !leavingSections.contains($0) }.map { old[$0] }[...]
        var placed: [Int: [Tagged]] = [:]
        for insertion in batch.insertedSections {
            placed[insertion.section] = insertion.items.map { Tagged(origin: -1, reloaded: false, item: $0) }
        }
        for move in batch.movedSections { placed[move.to] = old[move.from] }
        var final: [[Tagged]] = []
        for section in 0 ..< (items.sectionCount - batch.deletedSections.count + batch.insertedSections.count) {
            final.append(placed[section] ?? survivors.popFirst()!)
        }
        var insertions: [(ItemPath, Tagged)] = batch.insertedItems.map { ($0.path, Tagged(origin: -1, reloaded: false, item: $0.item)) }
        insertions += zip(batch.movedItems, moved).map { ($0.to, $1) }
        for (path, tagged) in insertions.sorted(by: { $0.0 < $1.0 }) {
            final[path.section].insert(tagged, at: path.item)
        }
        return final
    }

    /// A random consistent batch for `items`: the campaigns' own generator, with every kind of
    /// update mixed in.
    static func randomBatch(_ items: ItemSet, _ random: inout Xoshiro256StarStar) -> BatchUpdate {
        BatchGenerator(emphasis: .mixed).batch(for: items, newItem: { random in
            ItemSet.Item(width: Double(random.nextInt(in: 1 ... 9)), height: Double(random.nextInt(in: 1 ... 400)))
        }, using: &random)
    }

    static func randomItems(_ random: inout Xoshiro256StarStar) -> ItemSet {
        ItemSet(sections: (0 ..< random.nextInt(in: 0 ... 6)).map { _ in
            (0 ..< random.nextInt(in: 0 ... 12)).map { _ in ItemSet.Item(width: Double(random.nextInt(in: 1 ... 9)), height: 10, span: random.nextInt(in: 1 ... 3)) }
        })
    }

    @Test func randomBatchesFollowUIKitsRules() throws {
        var random = Xoshiro256StarStar(seed: 0xBA7C4)
        var nonTrivial = 0
        for _ in 0 ..< 2000 {
            let before = Self.randomItems(&random)
            let batch = Self.randomBatch(before, &random)
            var after = before
            let change = try after.apply(batch)
            let expected = Self.reference(before, batch)
            #expect(after.sectionCount == expected.count)
            #expect((0 ..< after.sectionCount).map(after.items(inSection:)) == expected.map { $0.map(\.item) }, "\(batch)")
            for (flat, tagged) in expected.joined().enumerated() {
                let origin = change.origin(ofItemAt: flat)
                let want: ItemSetChange.Origin = tagged.origin < 0 ? .inserted : tagged.reloaded ? .reloaded(tagged.origin) : .kept(tagged.origin)
                #expect(origin == want, "item \(flat) of \(batch)")
            }
            // Everything before the first change is exactly as it was: items and their paths.
            for flat in 0 ..< change.unchangedPrefix {
                #expect(before[flatIndex: flat] == after[flatIndex: flat])
                #expect(before.path(ofFlatIndex: flat) == after.path(ofFlatIndex: flat))
                #expect(change.origin(ofItemAt: flat) == .kept(flat))
            }
            #expect(change.unchangedPrefix == after.sectionStarts[min(change.unchangedSections, after.sectionCount)] + change.unchangedLeadingItems
                || change.unchangedSections == after.sectionCount)
            if !batch.isEmpty { nonTrivial += 1 }
        }
        #expect(nonTrivial > 1500)
    }

    @Test func appendingKeepsEverythingBefore() throws {
        var items = ItemSet(sections: [[ItemSet.Item(height: 1)], (0 ..< 100).map { ItemSet.Item(height: Double($0)) }])
        let page = (0 ..< 20).map { ItemSet.Item(height: Double(1000 + $0)) }
        let change = try items.apply(.appending(page, toSection: 1, count: 100))
        #expect(change.unchangedPrefix == 101 && change.firstChangedPath == ItemPath(section: 1, item: 100))
        #expect(items.itemCount(inSection: 1) == 120 && items[ItemPath(section: 1, item: 119)].height == 1019)
        #expect(change.origin(ofItemAt: 100) == .kept(100) && change.origin(ofItemAt: 101) == .inserted)
    }

    @Test func aReloadChangesOneItemInPlace() throws {
        var items = ItemSet(sections: [(0 ..< 10).map { ItemSet.Item(height: Double($0)) }])
        let change = try items.apply(BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 0, item: 4), item: ItemSet.Item(height: 99))]))
        #expect(change.unchangedPrefix == 4)
        #expect(items.heights == [0, 1, 2, 3, 99, 5, 6, 7, 8, 9])
        #expect(change.origin(ofItemAt: 4) == .reloaded(4) && change.origin(ofItemAt: 5) == .kept(5))
    }

    /// A reload alone keeps positions; moving the last item of a section to the front of the
    /// next keeps every flat index but moves a section boundary, so it does not (found by the
    /// release campaign: the bidirectional layout rewrote frames in place across the moved
    /// boundary).
    @Test func aMoveAcrossASectionBoundaryDoesNotKeepPositions() throws {
        var items = ItemSet(sections: [[ItemSet.Item(height: 1), ItemSet.Item(height: 2)], [ItemSet.Item(height: 3)]])
        let reload = try items.apply(BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 1, item: 0), item: ItemSet.Item(height: 4))]))
        #expect(reload.keepsPositions)
        let move = try items.apply(BatchUpdate(
            reloadedItems: [.init(path: ItemPath(section: 1, item: 0), item: ItemSet.Item(height: 5))],
            movedItems: [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))]
        ))
        #expect(items.heights == [1, 2, 5] && items.sectionStarts == [0, 1, 3])
        #expect(!move.keepsPositions)
        #expect(move.unchangedPrefix == 1 && move.firstChangedPath == ItemPath(section: 0, item: 1))
    }

    @Test func deletingASectionShiftsTheLaterOnes() throws {
        var items = ItemSet(sections: [[ItemSet.Item(height: 1)], [ItemSet.Item(height: 2)], [ItemSet.Item(height: 3)]])
        let change = try items.apply(BatchUpdate(deletedSections: [1]))
        #expect(items.sectionCount == 2 && items.heights == [1, 3])
        #expect(change.unchangedSections == 1 && change.unchangedPrefix == 1)
        #expect(change.origin(ofItemAt: 1) == .kept(2))
    }

    @Test(arguments: [
        (BatchUpdate(deletedItems: [ItemPath(section: 0, item: 3)]), "deleteItems[0]", "item 3 does not exist in section 0 before the update (3 items)"),
        (BatchUpdate(deletedItems: [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 1)]), "deleteItems[1]", "named twice"),
        (BatchUpdate(deletedItems: [ItemPath(section: 0, item: 1)], movedItems: [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))]), "moveItems[0].from", "named twice"),
        (BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: 5), item: .init())]), "insertItems[0]", "item 5 does not exist in section 0 after the update (4 items)"),
        (BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: 0), item: .init()), .init(path: ItemPath(section: 0, item: 0), item: .init())]), "insertItems[1]", "two items are placed at item 0"),
        (BatchUpdate(deletedSections: [1], deletedItems: [ItemPath(section: 1, item: 0)]), "deleteItems[0]", "section 1 is deleted in the same update"),
        (BatchUpdate(insertedSections: [.init(section: 0, items: [])], insertedItems: [.init(path: ItemPath(section: 0, item: 0), item: .init())]), "insertItems[0]", "section 0 is inserted or reloaded"),
        (BatchUpdate(deletedSections: [2]), "deleteSections[0]", "section 2 does not exist before the update (2 sections)"),
        (BatchUpdate(movedSections: [.init(from: 0, to: 2)]), "moveSections[0].to", "section 2 does not exist after the update (2 sections)"),
        (BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 0)]), "moveSections[0].from", "section 0 is also deleted"),
        (BatchUpdate(insertedSections: [.init(section: 1, items: [])], movedSections: [.init(from: 0, to: 1)]), "moveSections[0].to", "two sections are placed at section 1"),
    ])
    func anInconsistentBatchIsNamedAndChangesNothing(batch: BatchUpdate, field: String, reason: String) {
        let original = ItemSet(sections: [[.init(), .init(), .init()], [.init()]])
        var items = original
        #expect {
            try items.apply(batch)
        } throws: { error in
            guard case let .invalidUpdate(actualField, actualReason) = error as? LayoutError else { return false }
            return actualField == field && actualReason.contains(reason)
        }
        #expect(items == original)
    }
}

@Suite struct BatchUpdateJSONTests {
    @Test func randomBatchesRoundTrip() throws {
        var random = Xoshiro256StarStar(seed: 0x15_0A)
        for _ in 0 ..< 300 {
            let items = BatchUpdateTests.randomItems(&random)
            let batch = BatchUpdateTests.randomBatch(items, &random)
            var writer = JSONWriter()
            writer.value(batch.json)
            #expect(try BatchUpdate(json: JSONField(root: JSONValue(parsing: writer.text))) == batch)
        }
    }

    @Test(arguments: [
        (#"{"deleteItem": []}"#, "deleteItem"),
        (#"{"deleteItems": [{"section": 0}]}"#, "deleteItems[0].item"),
        (#"{"insertItems": [{"section": 0, "item": 1, "heigth": 3}]}"#, "insertItems[0].heigth"),
        (#"{"moveItems": [{"from": {"section": 0, "item": 0}, "to": {"section": "1", "item": 0}}]}"#, "moveItems[0].to.section"),
        (#"{"insertSections": [{"section": 0, "items": [{"span": 1.5}]}]}"#, "insertSections[0].items[0].span"),
    ])
    func errorsNameTheField(text: String, field: String) {
        #expect {
            try BatchUpdate(json: JSONField(root: JSONValue(parsing: text)))
        } throws: { error in
            (error as? InterchangeError)?.field == field
        }
    }
}
