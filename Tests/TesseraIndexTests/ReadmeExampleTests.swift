import Testing
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// The README's library example, kept compiling and true.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleWorks() throws {
        var items = ItemSet()
        items.appendSection((0 ..< 10_000).map { ItemSet.Item(height: Double(40 + $0 % 160)) })

        let layout = WaterfallLayout(columns: 3, padding: 4, placement: .shortestColumn)
        let result = try layout.layout(items, in: Size(width: 390, height: 844))

        let index = IntervalTreeIndex(result)
        var visible: [Int32] = []
        let viewport = Rect(minX: 0, minY: 5_000, maxX: 390, maxY: 5_844)
        index.query(viewport, into: &visible)
        #expect(!visible.isEmpty)
        for id in visible {
            #expect(result[Int(id)].frame.intersects(viewport))
        }
        #expect(visible.sorted() == expectedIDs(result, viewport))
        let cell = try #require(result.cell(at: ItemPath(section: 0, item: 42)))
        #expect(result.path(ofElement: cell) == ItemPath(section: 0, item: 42))
    }

    /// The README's "Incremental updates" example, kept compiling and true.
    @Test func theIncrementalUpdatesExampleWorks() throws {
        var feed = ItemSet()
        feed.appendSection((0 ..< 10_000).map { ItemSet.Item(height: Double(40 + $0 % 160)) })
        var session = try LayoutSession(WaterfallLayout(columns: 3), items: feed, in: Size(width: 390, height: 844))
        let before = session.result

        let page = (0 ..< 20).map { ItemSet.Item(height: Double(60 + 7 * $0)) }
        let change = try session.apply(.appending(page, toSection: 0, count: session.items.itemCount(inSection: 0)))
        #expect(change.unchangedPrefix == 10_000)
        #expect(Array(session.result.frames.prefix(change.unchangedPrefix)) == Array(before.frames.prefix(change.unchangedPrefix)))

        try session.apply(BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 0, item: 3), item: ItemSet.Item(height: 300))]))
        let tall = try #require(session.result.cell(at: ItemPath(section: 0, item: 3)))
        #expect(session.result.frames[tall].height == 300)
        #expect(session.result.isIdentical(to: try WaterfallLayout(columns: 3).layout(session.items, in: Size(width: 390, height: 844))))
    }
}
