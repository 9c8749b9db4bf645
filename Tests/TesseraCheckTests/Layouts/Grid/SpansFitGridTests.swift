import Testing
import TesseraCheck
import TesseraCore

/// The grid's `spansFitGrid`, read from a result alone: every cell covers exactly its clamped
/// span's column edges.
@Suite("Spans fit the grid")
struct SpansFitGridTests {
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

    @Test func aColumnOfNoWidthSharesItsEdgeWithTheNext() throws {
        // CLI fuzz case 80506 of seed 0x2413: a grid 5e-324 points wide of 5000 columns. Each
        // column's share underflows to 0 and the last ends on the trailing edge, so columns 0
        // and 4999 both start at 0 — one ending at 0, the other at 5e-324.
        let (degenerate, items) = grid([(1, rect(0, 0, 0, 0)), (1, rect(0, 0, 5e-324, 0))])
        #expect(degenerate.spanViolations(items: items, columns: 5000).isEmpty)
        let spec = try LayoutSpec(
            json: #"{ "layout": "grid", "container": { "width": 5e-324, "height": 844 }, "options": { "columns": 5000 }, "sections": [ { "items": ["#
                + Array(repeating: "{}", count: 5000).joined(separator: ",") + "] } ] }",
            layout: GridDefinition()
        )
        let result = try spec.run()
        #expect(result.spanViolations(items: spec.items, columns: 5000).isEmpty)
        // Two columns of width, still: different ends from one edge are a violation.
        let (wrong, wrongItems) = grid([(1, rect(0, 0, 10, 10)), (1, rect(0, 12, 9, 22))])
        #expect(wrong.spanViolations(items: wrongItems, columns: 3).first?.message.contains("start on the same column edge 0.0") == true)
    }

    /// Spans are the grid's (and its seed port's) own invariant: a result check knows no
    /// columns, the check given the spec reports a cell ending an ulp short of its last column.
    @Test(arguments: ["grid", "seed-grid"])
    func theGridsOwnInvariant(layout: String) throws {
        let definition = try #require(LayoutCatalog.builtIn.definition(named: layout))
        try checkSpans(definition)
    }

    func checkSpans<Definition: LayoutDefinition>(_ definition: Definition) throws {
        #expect(definition.layoutInvariants.contains(.spansFitGrid))
        var spec = definition.benchmarkSpec(itemCount: 40)
        spec.container = Size(width: 390, height: 2000)
        let result = try spec.run()
        let spanning = try #require((0 ..< result.count).first { id in
            result.kinds[id] == .cell && spec.items.spans[spec.items.flatIndex(of: result.path(ofElement: id))!] == 2
        })
        var frame = result.frames[spanning]
        frame.maxX = frame.maxX.nextDown
        let short = result.moving(spanning, to: frame, for: spec.items)
        let checker = InvariantChecker(invariants: [.spansFitGrid])
        #expect(checker.check(result, for: spec).isEmpty)
        #expect(checker.check(short, expecting: LayoutExpectations(spec: spec)).isEmpty)
        let found = checker.check(short, for: spec)
        #expect(found.map(\.invariant) == [.spansFitGrid])
        #expect(found.first?.message.contains("cell #\(spanning)") == true, "\(found)")
    }
}
