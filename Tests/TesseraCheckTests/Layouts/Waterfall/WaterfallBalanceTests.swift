import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// The waterfall's `waterfallBalance`, read from a result alone: shortest-column placement
/// (ties to the lowest index, spanning items to the lowest window) keeps columns balanced.
@Suite("Waterfall balance")
struct WaterfallBalanceTests {
    func waterfall(_ cells: [Rect]) -> (LayoutResult, ItemSet) {
        let items = ItemSet(sections: [cells.map { ItemSet.Item(height: $0.height) }])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        for (item, frame) in cells.enumerated() {
            result.appendCell(frame, at: ItemPath(section: 0, item: item))
        }
        return (result, items)
    }

    @Test func shortestColumnPlacementIsChecked() {
        let columns = WaterfallColumns(columns: 2)
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
        let columns = WaterfallColumns(columns: 4)
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

    /// Balance is the waterfall's own invariant, judged under shortest-column placement only:
    /// a section's first two cells swapped is reported for `shortestColumn` and not for
    /// `roundRobin`, which puts them where it likes.
    @Test func theWaterfallsOwnInvariant() throws {
        #expect(WaterfallDefinition().layoutInvariants.contains(.waterfallBalance))
        let items = ItemSet(sections: [[30, 10, 20].map { ItemSet.Item(height: $0) }])
        for placement in [WaterfallLayout.Placement.shortestColumn, .roundRobin] {
            let options = WaterfallLayout(columns: 2, padding: 0, placement: placement)
            let spec = LayoutSpec(layout: .waterfall, container: Size(width: 100, height: 100), options: options, items: items)
            let result = try spec.run()
            let swapped = result.edited(for: items) { elements, _ in
                let (a, b) = (elements[0].frame, elements[1].frame)
                elements[0].frame = Rect(minX: b.minX, minY: a.minY, maxX: b.maxX, maxY: a.maxY)
                elements[1].frame = Rect(minX: a.minX, minY: b.minY, maxX: a.maxX, maxY: b.maxY)
            }
            let checker = InvariantChecker(invariants: [.waterfallBalance])
            #expect(checker.check(result, for: spec).isEmpty)
            #expect(checker.check(swapped, expecting: LayoutExpectations(spec: spec)).isEmpty)
            let found = checker.check(swapped, for: spec)
            #expect(found.map(\.invariant) == (placement == .shortestColumn ? [.waterfallBalance] : []), "\(placement): \(found)")
        }
    }
}
