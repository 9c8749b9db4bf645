import Testing
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// The examples of README.md, docs/LIBRARY.md and docs/UPDATES.md, kept compiling and true.
/// Each line of those examples is a line of this file (`SnippetTests` checks it), followed
/// here by what the example promises.
@Suite struct GuideExampleTests {
    @Test func theLibraryExampleWorks() throws {
        var items = ItemSet()
        items.appendSection((0 ..< 10_000).map { ItemSet.Item(height: Double(40 + $0 % 160)) })

        let layout = WaterfallLayout(columns: 3, padding: 4, placement: .shortestColumn)
        let result = try layout.layout(items, in: Size(width: 390, height: 844))

        let index = IntervalTreeIndex(result)
        var visible: [Int32] = []
        index.query(Rect(minX: 0, minY: 5_000, maxX: 390, maxY: 5_844), into: &visible)
        let viewport = Rect(minX: 0, minY: 5_000, maxX: 390, maxY: 5_844)
        #expect(!visible.isEmpty)
        for id in visible {
            let element = result[Int(id)]
            #expect(element.frame.intersects(viewport))
        }
        #expect(visible.sorted() == expectedIDs(result, viewport))
        let cell = result.cell(at: ItemPath(section: 0, item: 42))
        #expect(cell.map { result.path(ofElement: $0) } == ItemPath(section: 0, item: 42))
    }

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
        let tall = session.result.cell(at: ItemPath(section: 0, item: 3))
        #expect(tall.map { session.result.frames[$0].height } == 300)
        #expect(session.result.isIdentical(to: try WaterfallLayout(columns: 3).layout(session.items, in: Size(width: 390, height: 844))))
    }
}
