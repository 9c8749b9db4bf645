import Testing
import TesseraCore
import TesseraRender

@Suite struct LayoutDrawingTests {
    /// A one-column stack of `count` 100×50 cells.
    func stack(_ count: Int) -> LayoutResult {
        var result = LayoutResult(scrollAxis: .vertical, items: ItemSet(sectionCount: 1, itemsPerSection: count))
        for item in 0 ..< count {
            result.appendCell(Rect(minX: 0, minY: Double(item) * 50, maxX: 100, maxY: Double(item + 1) * 50), at: ItemPath(section: 0, item: item))
        }
        result.contentSize = Size(width: 100, height: Double(count) * 50)
        return result
    }

    func count(_ needle: String, in text: String) -> Int {
        text.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    @Test func drawsEveryElementOfASmallLayout() {
        let text = LayoutDrawing(result: stack(10)).svg().text
        #expect(count("<title>#", in: text) == 10)
        #expect(text.contains(">0-9</text>"))
        #expect(!text.contains("#ff3b30"))
    }

    @Test func flaggedElementsAreRedAndViewportHitsShaded() {
        let drawing = LayoutDrawing(result: stack(10), viewport: Rect(minX: 0, minY: 120, maxX: 100, maxY: 180), flagged: [3])
        let text = drawing.svg().text
        #expect(count("fill=\"#ff3b30\"", in: text) == 1)
        // Cells 2 and 3 intersect the viewport; cell 3 is flagged, so one blue hit remains.
        #expect(count("fill=\"#4a90d9\"", in: text) == 1)
        #expect(text.contains("stroke=\"#e08000\""))
    }

    @Test func largeLayoutsDrawOnlyAroundTheViewport() {
        let drawing = LayoutDrawing(result: stack(100_000), viewport: Rect(minX: 0, minY: 500_000, maxX: 100, maxY: 500_200))
        let text = drawing.svg().text
        let drawn = count("<title>#", in: text)
        #expect(drawn > 4 && drawn < 20)
        #expect(text.contains("not shown (outside the drawn area or beyond the first 5000)"))
    }

    @Test func aDrawnAreaHoldingMoreThanTheBudgetDrawsTheBudget() {
        // A million cells side by side all lie in the first screen (issue 24: a 212 MB SVG).
        var result = LayoutResult(scrollAxis: .vertical, items: ItemSet(sectionCount: 1, itemsPerSection: 20_000))
        for item in 0 ..< 20_000 {
            result.appendCell(Rect(minX: Double(item), minY: 0, maxX: Double(item + 1), maxY: 1), at: ItemPath(section: 0, item: item))
        }
        let drawing = LayoutDrawing(result: result, flagged: [19_999], elementBudget: 100)
        let text = drawing.svg().text
        #expect(count("<title>#", in: text) == 100)
        #expect(count("fill=\"#ff3b30\"", in: text) == 1, "the flagged element is drawn first")
        #expect(text.contains("19900 not shown"))
    }
}
