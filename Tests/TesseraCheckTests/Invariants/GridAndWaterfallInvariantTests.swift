import Testing
import TesseraCheck
import TesseraCore

@Suite("Spans and waterfall balance")
struct GridAndWaterfallInvariantTests {
    /// Three columns of width 10 with spacing 2: edges 0–10, 12–22, 24–34.
    func grid(_ cells: [(span: Int, frame: Rect)]) -> (LayoutResult, ItemSet) {
        let items = ItemSet(sections: [cells.map { ItemSet.Item(span: $0.span) }])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        for (item, cell) in cells.enumerated() {
            result.appendCell(cell.frame, at: ItemPath(section: 0, item: item))
        }
        return (result, items)
    }

    @Test func spanningCellsCoverTheirColumnsEdges() {
        let (good, items) = grid([(1, rect(0, 0, 10, 10)), (1, rect(12, 0, 22, 10)), (1, rect(24, 0, 34, 10)), (2, rect(12, 12, 34, 34)), (5, rect(0, 36, 34, 70))])
        #expect(good.spanViolations(items: items, columns: 3).isEmpty)
        let (short, shortItems) = grid([(1, rect(0, 0, 10, 10)), (1, rect(12, 0, 22, 10)), (1, rect(24, 0, 34, 10)), (2, rect(12, 12, 33.5, 34))])
        #expect(short.spanViolations(items: shortItems, columns: 3).first?.elements.map(\.id) == [3])
        let (unclamped, unclampedItems) = grid([(1, rect(0, 0, 10, 10)), (1, rect(12, 0, 22, 10)), (1, rect(24, 0, 34, 10)), (4, rect(0, 12, 46, 58))])
        #expect(unclamped.spanViolations(items: unclampedItems, columns: 3).first?.message.contains("clamped to 3") == true)
        let (offGrid, offGridItems) = grid([(1, rect(0, 0, 10, 10)), (1, rect(12, 0, 22, 10)), (1, rect(24, 0, 34, 10)), (2, rect(6, 12, 28, 34))])
        #expect(offGrid.spanViolations(items: offGridItems, columns: 3).first?.message.contains("no column's leading edge") == true)
        let (tooMany, tooManyItems) = grid([(1, rect(0, 0, 10, 10)), (1, rect(12, 0, 22, 10)), (1, rect(24, 0, 34, 10)), (1, rect(30, 12, 40, 22))])
        #expect(tooMany.spanViolations(items: tooManyItems, columns: 3).first?.message.contains("4 distinct column edges") == true)
    }

    func waterfall(_ cells: [Rect]) -> (LayoutResult, ItemSet) {
        let items = ItemSet(sections: [cells.map { ItemSet.Item(height: $0.height) }])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        for (item, frame) in cells.enumerated() {
            result.appendCell(frame, at: ItemPath(section: 0, item: item))
        }
        return (result, items)
    }

    @Test func shortestColumnPlacementIsChecked() {
        let columns = LayoutExpectations.WaterfallColumns(columns: 2)
        // 0 → column 0, 1 → column 1, 2 → column 1 (shorter), 3 → column 0.
        let (good, items) = waterfall([rect(0, 0, 10, 50), rect(10, 0, 20, 20), rect(10, 20, 20, 40), rect(0, 50, 10, 60)])
        #expect(good.waterfallBalanceViolations(items: items, columns: columns).isEmpty)
        // Tie at the start broken towards the higher column.
        let (tie, tieItems) = waterfall([rect(10, 0, 20, 50), rect(0, 0, 10, 20)])
        #expect(tie.waterfallBalanceViolations(items: tieItems, columns: columns).first?.message.contains("further left") == true)
        // Item 2 into the taller column.
        let (taller, tallerItems) = waterfall([rect(0, 0, 10, 50), rect(10, 0, 20, 20), rect(0, 50, 10, 60), rect(10, 20, 20, 30)])
        #expect(taller.waterfallBalanceViolations(items: tallerItems, columns: columns).first?.elements.map(\.id) == [2, 3])
        // Three distinct columns in a two-column waterfall.
        let (three, threeItems) = waterfall([rect(0, 0, 10, 5), rect(10, 0, 20, 5), rect(20, 0, 30, 5)])
        #expect(three.waterfallBalanceViolations(items: threeItems, columns: columns).first?.message.contains("3 distinct columns") == true)
    }

    /// A spanning item goes into the window whose highest top is lowest: sections with spans
    /// are judged too.
    @Test func spanningItemsAreJudged() {
        let columns = LayoutExpectations.WaterfallColumns(columns: 4)
        let items = ItemSet(sections: [[50, 50, 20, 20].map { ItemSet.Item(height: $0) } + [ItemSet.Item(height: 10, span: 2)]
            + [ItemSet.Item(height: 5), ItemSet.Item(height: 5)]])
        func placed(_ spanning: Rect, _ fifth: Rect, _ sixth: Rect) -> LayoutResult {
            var result = LayoutResult(scrollAxis: .vertical, items: items)
            for (item, frame) in [rect(0, 0, 10, 50), rect(10, 0, 20, 50), rect(20, 0, 30, 20), rect(30, 0, 40, 20), spanning, fifth, sixth].enumerated() {
                result.appendCell(frame, at: ItemPath(section: 0, item: item))
            }
            return result
        }
        // Columns 2 and 3 offer 20, columns 0 and 1 offer 50.
        let good = placed(rect(20, 20, 40, 30), rect(20, 30, 30, 35), rect(30, 30, 40, 35))
        #expect(good.waterfallBalanceViolations(items: items, columns: columns).isEmpty)
        let bad = placed(rect(0, 50, 20, 60), rect(20, 20, 30, 25), rect(30, 20, 40, 25))
        let violation = bad.waterfallBalanceViolations(items: items, columns: columns).first
        #expect(violation?.message.contains("went into columns 0…1 at top 50.0, but columns 2…3 offered a top no higher than 20.0") == true, "\(String(describing: violation))")
    }
}
