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
}
