import Testing
import TesseraCheck
import TesseraCore
@testable import TesseraUIKitHost

@Suite struct EquivalentBatchTests {
    /// For random items and random batches of every emphasis, the batch derived from the
    /// change turns the old items into the new ones.
    @Test(arguments: BatchGenerator.Emphasis.allCases)
    func theDerivedBatchIsEquivalent(emphasis: BatchGenerator.Emphasis) throws {
        var random = Xoshiro256StarStar(seed: 0x5EED_0000 &+ UInt64(emphasis.rawValue.count))
        for round in 0 ..< 200 {
            let sectionCount = random.nextInt(in: 0 ... 5)
            var before = ItemSet()
            for _ in 0 ..< sectionCount {
                before.appendSection((0 ..< random.nextInt(in: 0 ... 6)).map { _ in ItemSet.Item(height: Double(random.nextInt(in: 1 ... 9))) })
            }
            let batch = BatchGenerator(emphasis: emphasis).batch(for: before, newItem: { ItemSet.Item(height: Double($0.nextInt(in: 1 ... 9))) }, using: &random)
            var after = before
            guard let change = try? after.apply(batch) else { continue }
            let derived = BatchUpdate(equivalentTo: change, from: before, to: after)
            var replayed = before
            try replayed.apply(derived)
            #expect(replayed == after, "round \(round): \(batch) became \(derived)")
        }
    }

    @Test func longestIncreasingRun() {
        #expect(BatchUpdate.longestIncreasingRun([]) == [])
        #expect(BatchUpdate.longestIncreasingRun([0, 1, 2]) == [0, 1, 2])
        #expect(BatchUpdate.longestIncreasingRun([2, 0, 1]).count == 2)
        #expect(BatchUpdate.longestIncreasingRun([3, 1, 2, 0, 4]) == [1, 2, 4])
    }
}
