import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// `LayoutSession.apply(_:updating:)`: after random batches of every emphasis, an updated
/// index answers every query exactly as a fresh build over the updated result (and so as the
/// linear filter does).
@Suite struct LayoutSessionIndexTests {
    static let container = Size(width: 390, height: 844)

    static func randomItems(_ random: inout Xoshiro256StarStar) -> ItemSet {
        let sections = random.nextInt(in: 1 ... 4)
        return ItemSet(sections: (0 ..< sections).map { _ in
            let count = random.nextBool(probability: 0.2) ? random.nextInt(in: 100 ... 900) : random.nextInt(in: 0 ... 40)
            return (0 ..< count).map { _ in randomItem(&random) }
        })
    }

    static func randomItem(_ random: inout Xoshiro256StarStar) -> ItemSet.Item {
        ItemSet.Item(
            width: Double(random.nextInt(in: 1 ... 300)) / 2, height: Double(random.nextInt(in: 0 ... 400)) / 3,
            span: random.nextBool(probability: 0.2) ? random.nextInt(in: 2 ... 3) : 1
        )
    }

    /// Updates an `Index` along with a session of `layout` through random batches and
    /// compares its answers with a fresh build's after each; returns how many updates ran.
    @discardableResult
    static func check<Layout: IncrementalLayout, Index: RectIndex>(
        _ layout: Layout, _: Index.Type, cases: Int, seed: UInt64
    ) throws -> Int {
        var random = Xoshiro256StarStar(seed: seed)
        var queries = SplitMix64(seed: seed)
        var updates = 0
        for caseIndex in 0 ..< cases {
            var session = try LayoutSession(layout, items: randomItems(&random), in: container)
            var index = Index(session.result)
            for step in 0 ..< random.nextInt(in: 1 ... 5) {
                let emphasis = random.pick(BatchGenerator.Emphasis.allCases)
                let batch = BatchGenerator(emphasis: emphasis).batch(for: session.items, newItem: randomItem, using: &random)
                try session.apply(batch, updating: &index)
                updates += 1
                let fresh = Index(session.result)
                for rect in QueryRects.rects(for: session.result, count: 24, using: &queries) {
                    let answered = answeredIDs(index, rect)
                    #expect(answered == answeredIDs(fresh, rect), "\(Index.name) case \(caseIndex) step \(step) \(emphasis) \(rect)")
                    #expect(answered == expectedIDs(session.result, rect))
                    guard answered == expectedIDs(session.result, rect) else { return updates }
                }
            }
        }
        return updates
    }

    static func checkEveryEngine<Index: RectIndex>(_ index: Index.Type, cases: Int) throws {
        try check(FullRelayout(WaterfallLayout(columns: 3, spacing: 2, headerLength: 20)), index, cases: cases, seed: 11)
        try check(FullRelayout(GridLayout(columns: 4, spacing: 1, headerLength: 10)), index, cases: cases, seed: 12)
        try check(BidirectionalLayout(itemSpacing: 1.5, rowSpacing: 2), index, cases: cases, seed: 13)
    }

    @Test func intervalTree() throws { try Self.checkEveryEngine(IntervalTreeIndex.self, cases: 60) }
    @Test func linearFilter() throws { try Self.checkEveryEngine(LinearFilterIndex.self, cases: 60) }
    @Test func rebuildingIndexes() throws {
        try Self.checkEveryEngine(SortedSearchIndex.self, cases: 15)
        try Self.checkEveryEngine(PageTableIndex.self, cases: 15)
        try Self.checkEveryEngine(PackedRTreeIndex.self, cases: 15)
        try Self.checkEveryEngine(BlockUnionIndex.self, cases: 15)
    }

    /// A batch the session rejects leaves the index answering for the session's result.
    @Test func rejectedBatchLeavesAnIndexOfTheResult() throws {
        let items = ItemSet(sections: [(0 ..< 50).map { _ in ItemSet.Item(width: 10, height: 30) }])
        var session = try LayoutSession(BidirectionalLayout(), items: items, in: Self.container)
        var index = IntervalTreeIndex(session.result)
        let outOfRange = BatchUpdate(deletedItems: [ItemPath(section: 0, item: 50)])
        #expect(throws: LayoutError.self) { try session.apply(outOfRange, updating: &index) }
        let everything = Rect(minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6)
        #expect(answeredIDs(index, everything) == expectedIDs(session.result, everything))
        let negative = BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: 0), item: .init(width: -5, height: 10))])
        #expect(throws: LayoutError.self) { try session.apply(negative, updating: &index) }
        #expect(answeredIDs(index, everything) == expectedIDs(session.result, everything))
    }
}
