import Testing
@testable import TesseraCheck
import TesseraCore

/// Removing an item or a section from a spec's whole history leaves batches that apply, and
/// the items after them are the old ones without it — on random updates of every emphasis.
@Suite("Update history")
struct UpdateHistoryTests {
    /// `items` and `batches` of `emphasis`, drawn from `seed`, with every item's width its
    /// identity tag (so the final items say which items survive, in which order).
    static func history(seed: UInt64, emphasis: BatchGenerator.Emphasis) -> (ItemSet, [BatchUpdate]) {
        var random = Xoshiro256StarStar(seed: seed)
        var items = ItemSet()
        var tag = 1.0
        for _ in 0 ..< random.nextInt(in: 1 ... 4) {
            items.appendSection((0 ..< random.nextInt(in: 0 ... 6)).map { _ in
                defer { tag += 1 }
                return ItemSet.Item(width: tag, height: 10)
            })
        }
        var batches = BatchGenerator(emphasis: emphasis).batches(random.nextInt(in: 1 ... 4), for: items, drawingFrom: ItemSet(), using: &random)
        // Every new item a tag of its own.
        for number in batches.indices {
            for part in batches[number].insertedItems.indices {
                batches[number].insertedItems[part].item.width = tag
                tag += 1
            }
            for part in batches[number].insertedSections.indices {
                for item in batches[number].insertedSections[part].items.indices {
                    batches[number].insertedSections[part].items[item].width = tag
                    tag += 1
                }
            }
            for part in batches[number].reloadedSections.indices {
                for item in batches[number].reloadedSections[part].items.indices {
                    batches[number].reloadedSections[part].items[item].width = tag
                    tag += 1
                }
            }
        }
        return (items, batches)
    }

    static func finalTags(_ items: ItemSet, _ batches: [BatchUpdate]) throws -> [[Double]] {
        var items = items
        for batch in batches { try items.apply(batch) }
        return (0 ..< items.sectionCount).map { section in items.items(inSection: section).map(\.width) }
    }

    @Test(arguments: BatchGenerator.Emphasis.allCases)
    func removingAnItemKeepsTheBatchesConsistent(_ emphasis: BatchGenerator.Emphasis) throws {
        for seed in 0 ..< UInt64(60) {
            let (items, batches) = Self.history(seed: seed, emphasis: emphasis)
            let history = try #require(UpdateHistory(items: items, updates: batches))
            let before = try Self.finalTags(items, batches)
            // The final items' identities, to know which tag each identity has at the end.
            let finalIDs = history.states.last!.map(\.items)
            for identity in history.itemIDs {
                let (newItems, newBatches, sections) = history.removing(items: [identity], sections: [])
                #expect(sections.isEmpty)
                let after = try Self.finalTags(newItems, newBatches)
                var expected = before
                for section in finalIDs.indices {
                    if let position = finalIDs[section].firstIndex(of: identity) { expected[section].remove(at: position) }
                }
                // A reload gives an item new contents (and a new tag); compare the shape and
                // every survivor that keeps its tag.
                #expect(after.map(\.count) == expected.map(\.count), "seed \(seed), identity \(identity)")
            }
        }
    }

    @Test(arguments: BatchGenerator.Emphasis.allCases)
    func removingASectionKeepsTheBatchesConsistent(_ emphasis: BatchGenerator.Emphasis) throws {
        for seed in 0 ..< UInt64(60) {
            let (items, batches) = Self.history(seed: seed, emphasis: emphasis)
            let history = try #require(UpdateHistory(items: items, updates: batches))
            let finalSections = history.states.last!.map(\.id)
            for identity in history.sectionIDs {
                let (newItems, newBatches, _) = history.removing(items: [], sections: [identity])
                var applied = newItems
                for batch in newBatches { try applied.apply(batch) }
                #expect(applied.sectionCount == finalSections.count - (finalSections.contains(identity) ? 1 : 0), "seed \(seed), section \(identity)")
            }
        }
    }
}
