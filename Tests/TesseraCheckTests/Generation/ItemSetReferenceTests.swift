import Testing
@testable import TesseraCheck
import TesseraCore

/// The check's own model of a batch update against `ItemSet.apply(_:)`: the same verdict on
/// every batch, the same items after it, and identities that follow `ItemSetChange`'s origins.
@Suite("ItemSetReference")
struct ItemSetReferenceTests {
    /// Items of 0 to 4 sections of 0 to 6 items, each item's width its number (so that items
    /// are told apart).
    private static func items(_ random: inout Xoshiro256StarStar) -> ItemSet {
        var items = ItemSet()
        var number = 0.0
        for _ in 0 ..< random.nextInt(in: 0 ... 4) {
            items.appendSection()
            for _ in 0 ..< random.nextInt(in: 0 ... 6) {
                number += 1
                items.append(ItemSet.Item(width: number, height: 10))
            }
        }
        return items
    }

    /// A batch of one to three random updates whose indices reach one past each bound: valid
    /// or not, about half and half.
    private static func anyBatch(over items: ItemSet, _ random: inout Xoshiro256StarStar) -> BatchUpdate {
        var batch = BatchUpdate()
        func section() -> Int { random.nextInt(in: -1 ... items.sectionCount + 1) }
        func path() -> ItemPath {
            let section = random.nextInt(in: 0 ... max(items.sectionCount - 1, 0))
            let count = section < items.sectionCount ? items.itemCount(inSection: section) : 0
            return ItemPath(section: section, item: random.nextInt(in: 0 ... count + 1))
        }
        let item = ItemSet.Item(width: 100 + Double(random.nextInt(in: 0 ... 99)), height: 20)
        for _ in 0 ..< random.nextInt(in: 1 ... 3) {
            switch random.nextInt(in: 0 ... 7) {
            case 0: batch.deletedSections.append(section())
            case 1: batch.insertedSections.append(.init(section: section(), items: [item]))
            case 2: batch.reloadedSections.append(.init(section: section(), items: [item, item]))
            case 3: batch.movedSections.append(.init(from: section(), to: section()))
            case 4: batch.deletedItems.append(path())
            case 5: batch.insertedItems.append(.init(path: path(), item: item))
            case 6: batch.reloadedItems.append(.init(path: path(), item: item))
            default: batch.movedItems.append(.init(from: path(), to: path()))
            }
        }
        return batch
    }

    /// Applies `batch` to both and expects the same verdict, the same items and identities that
    /// follow the change's origins.
    private static func expectAgreement(_ batch: BatchUpdate, on items: inout ItemSet, _ reference: inout ItemSetReference) {
        let before = reference.sections.flatMap(\.items), identities = reference.itemIdentityCount
        let applied = try? items.apply(batch)
        let accepted = reference.apply(batch)
        #expect(accepted == (applied != nil), "\(batch) on \(reference.sections.map(\.items.count))")
        guard let change = applied, accepted else { return }
        #expect(reference.itemSet == items)
        let after = reference.sections.flatMap(\.items)
        for (index, id) in after.enumerated() {
            switch change.origin(ofItemAt: index) {
            case let .kept(old), let .reloaded(old): #expect(id == before[old])
            case .inserted: #expect(id >= identities)
            }
        }
    }

    @Test func agreesWithItemSetOnRandomBatches() {
        var random = Xoshiro256StarStar(seed: 0x5EF)
        var accepted = 0
        for _ in 0 ..< 3000 {
            var items = Self.items(&random)
            var reference = ItemSetReference(items)
            for _ in 0 ..< 3 {
                let batch = Self.anyBatch(over: items, &random)
                var copy = items
                if (try? copy.apply(batch)) != nil { accepted += 1 }
                Self.expectAgreement(batch, on: &items, &reference)
            }
        }
        // Both verdicts are drawn often: the test sees rejections and acceptances.
        #expect((1500 ... 7500).contains(accepted), "\(accepted) of 9000 batches consistent")
    }

    @Test(arguments: BatchGenerator.Emphasis.allCases)
    func agreesWithItemSetOnGeneratedBatches(_ emphasis: BatchGenerator.Emphasis) {
        var random = Xoshiro256StarStar(seed: 0x5F0)
        let generator = BatchGenerator(emphasis: emphasis)
        for _ in 0 ..< 300 {
            var items = Self.items(&random)
            var reference = ItemSetReference(items)
            for _ in 0 ..< 4 {
                let batch = generator.batch(for: items, newItem: { _ in ItemSet.Item(width: 7, height: 7) }, using: &random)
                Self.expectAgreement(batch, on: &items, &reference)
            }
        }
    }

    @Test func rejectsEveryInconsistentBatch() {
        let items = ItemSet(sectionCount: 3, itemsPerSection: 4)
        for inconsistent in InconsistentBatch.all(over: items) {
            var reference = ItemSetReference(items)
            let accepted = reference.apply(inconsistent.batch)
            #expect(!accepted, "\(inconsistent.fault)")
            #expect(reference.itemSet == items, "a rejected batch changed the model: \(inconsistent.fault)")
        }
    }
}
