import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts
@testable import BenchmarkKit

@Suite struct GateSuiteTests {
    @Test func tesserasOwnRowsRunOnlyOverTesserasCatalog() {
        #expect(GateSuite().includesTesseraRows)
        #expect(!GateSuite(layouts: .engines).includesTesseraRows)
        #expect(!GateSuite(layouts: .seedPorts).includesTesseraRows)
    }

    /// The variants come from the definitions: every placement of the waterfall once, the
    /// horizontal and the sparse grid; only the horizontal grid gets index rows.
    @Test func variantsComeFromTheDefinitionsAndCoverEveryPlacementOnce() {
        let variants = LayoutCatalog.builtIn.definitions.flatMap { GateLayout.variants(of: $0, itemCount: 50) }
        let names = variants.map(\.name)
        #expect(names == [
            "grid:horizontal", "grid:sparse", "waterfall:tree", "waterfall:tree+spans", "waterfall:spans", "waterfall:round-robin",
            "waterfall:left-to-right", "waterfall:right-to-left", "waterfall:sections",
        ])
        #expect(Set(names).count == names.count)
        #expect(variants.filter { $0.queryRows != nil }.map(\.name) == ["grid:horizontal"])
        #expect(variants.allSatisfy { $0.items.itemCount == 50 })
    }

    /// The scroll cursor's rows on the layouts that scroll one way; the two-way layout keeps
    /// only its lookups.
    @Test func queryRowsComeFromTheDefinitions() {
        let rows = Dictionary(uniqueKeysWithValues: LayoutCatalog.engines.definitions.map { ($0.name, GateLayout($0, itemCount: 10).queryRows) })
        #expect(rows["grid"] == [.lookups, .scrollCursorSweeps])
        #expect(rows["waterfall"] == [.lookups, .scrollCursorSweeps, .scrollCursorJumps])
        #expect(rows["bidirectional"] == .lookups)
    }

    @Test func thePlantedOverlapLayoutOverlapsExactlyWhenASpan3FollowsASpan2() throws {
        var items = ItemSet()
        items.appendSection([ItemSet.Item(span: 1), ItemSet.Item(span: 2), ItemSet.Item(span: 3)])
        let planted = try PlantedOverlapLayout(grid: GridLayout(columns: 4)).layout(items, in: Size(width: 400, height: 800))
        #expect(planted.frames[planted.cell(at: ItemPath(section: 0, item: 2))!] == planted.frames[planted.cell(at: ItemPath(section: 0, item: 1))!])
        var fine = ItemSet()
        fine.appendSection([ItemSet.Item(span: 3), ItemSet.Item(span: 2)])
        let layout = PlantedOverlapLayout(grid: GridLayout(columns: 4))
        #expect(try layout.layout(fine, in: Size(width: 400, height: 800)) == GridLayout(columns: 4).layout(fine, in: Size(width: 400, height: 800)))
    }
}
