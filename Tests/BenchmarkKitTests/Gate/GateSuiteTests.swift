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

    @Test func optionFamiliesCoverEveryPlacementOnce() {
        let names = GateInputs.optionFamilies(size: 50).map(\.name)
        #expect(names == [
            "waterfall:tree", "waterfall:tree+spans", "waterfall:spans", "waterfall:round-robin", "waterfall:left-to-right",
            "waterfall:right-to-left", "waterfall:sections", "grid:horizontal", "grid:sparse",
        ])
        #expect(Set(names).count == names.count)
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
