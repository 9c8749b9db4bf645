import Testing
import TesseraCheck
import TesseraCore
@testable import TesseraIndex
import TesseraLayouts

/// `IntervalTreeIndex.update(to:after:)`'s suffix rebuild: the tree it leaves is a fresh
/// build's — same root level and upper nodes, identity order — with the directory's geometry
/// kept from before (documented to differ from a fresh build's, answering the same).
@Suite struct IntervalTreeUpdateTests {
    static func items(_ count: Int, _ random: inout Xoshiro256StarStar) -> [ItemSet.Item] {
        (0 ..< count).map { _ in ItemSet.Item(width: 100, height: Double(random.nextInt(in: 20 ... 300))) }
    }

    /// Step `step` of a cycle of updates to one section of `count` items: an append of
    /// `appending` items, an insert, a reload (a resize), a delete of `deleting` items at the end.
    static func batch(
        _ step: Int, count: Int, appending: ClosedRange<Int>, deleting: ClosedRange<Int>, _ random: inout Xoshiro256StarStar
    ) -> BatchUpdate {
        switch step % 4 {
        case 0: .appending(items(random.nextInt(in: appending), &random), toSection: 0, count: count)
        case 1: BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: random.nextInt(in: 0 ... count)), item: items(1, &random)[0])])
        case 2: BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 0, item: random.nextInt(in: 0 ... count - 1)), item: items(1, &random)[0])])
        default: BatchUpdate(deletedItems: (count - min(count - 1, random.nextInt(in: deleting)) ..< count).map { ItemPath(section: 0, item: $0) })
        }
    }

    /// Appends, inserts, resizes and deletes on a waterfall (frames in scroll order) across
    /// counts that cross powers of two.
    @Test func suffixRebuildMatchesAFreshBuild() throws {
        var random = Xoshiro256StarStar(seed: 7)
        let layout = FullRelayout(WaterfallLayout(columns: 3))
        for start in [1, 15, 16, 31, 100, 1000, 2040] {
            var session = try LayoutSession(layout, items: ItemSet(sections: [Self.items(start, &random)]), in: Size(width: 390, height: 844))
            var index = IntervalTreeIndex(session.result)
            for step in 0 ..< 12 {
                let count = session.items.itemCount
                let batch = Self.batch(step, count: count, appending: 1 ... 40, deleting: 1 ... 20, &random)
                let directory = index.directory
                let change = try session.apply(batch, updating: &index)
                let fresh = IntervalTreeIndex(session.result)
                #expect(index.order.isIdentity && fresh.order.isIdentity)
                #expect(index.rootLevel == fresh.rootLevel)
                #expect(index.upperNodes == fresh.upperNodes, "start \(start) step \(step)")
                if change.unchangedPrefix > 0, !directory.isEmpty {
                    // The suffix rebuild ran: it keeps the geometry.
                    #expect(index.directory.origin == directory.origin && index.directory.bucketLength == directory.bucketLength)
                }
                var queries = SplitMix64(seed: UInt64(step))
                for rect in QueryRects.rects(for: session.result, count: 64, using: &queries) {
                    #expect(answeredIDs(index, rect) == expectedIDs(session.result, rect))
                }
            }
        }
    }

    /// A frame far beyond the others would stretch the kept directory out of proportion: the
    /// tree is built afresh instead.
    @Test func farFrameRebuilds() throws {
        let frames = (0 ..< 64).map { Rect(minX: 0, minY: Double($0) * 10, maxX: 10, maxY: Double($0) * 10 + 10) }
        var index = IntervalTreeIndex(FrameSets.result(frames))
        let far = frames + [Rect(minX: 0, minY: 1e9, maxX: 10, maxY: 1e9 + 10)]
        let result = FrameSets.result(far)
        var items = ItemSet(sectionCount: 1, itemsPerSection: 64)
        let appended = try items.apply(.appending([.init(width: 10, height: 10)], toSection: 0, count: 64))
        index.releaseResult()
        index.update(to: result, after: LayoutResultChange(unchangedPrefix: 64, oldCount: 64, count: 65, keepsIDs: false, items: appended))
        #expect(index.directory.bucketLength == IntervalTreeIndex(result).directory.bucketLength)
        #expect(answeredIDs(index, Rect(minX: 0, minY: 1e9, maxX: 10, maxY: 1e9 + 1)) == [64])
    }
}
