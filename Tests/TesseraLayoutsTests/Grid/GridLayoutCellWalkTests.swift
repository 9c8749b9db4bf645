import Testing
import TesseraCore
import TesseraLayouts

/// `GridLayout.cellWalkSteps` — what the `gridGeometry` reference model's walk over cells
/// costs, which `tessera check` budgets — grows with the items, not their square, on the shapes
/// that pin the first free cell.
@Suite struct GridLayoutCellWalkTests {
    static func steps(columns: Int, spans: [Int], packing: GridLayout.Packing = .dense) -> Int {
        GridLayout(columns: columns, packing: packing).cellWalkSteps(ItemSet(sections: [spans.map { ItemSet.Item(span: $0) }]))
    }

    @Test(arguments: [GridLayout.Packing.dense, .sparse])
    func aHeroBesideAHoleCostsInProportionToTheRows(packing: GridLayout.Packing) {
        // A span-3 hero on four columns, then full-width rows: 8·10¹⁰ steps for 100,000 rows
        // when each row's walk started at the hole.
        let thousand = Self.steps(columns: 4, spans: [3] + Array(repeating: 4, count: 1000), packing: packing)
        let twoThousand = Self.steps(columns: 4, spans: [3] + Array(repeating: 4, count: 2000), packing: packing)
        #expect(Double(twoThousand) / Double(thousand) < 2.1, "\(thousand) then \(twoThousand)")
        // The marking and fit test of 16 cells, the 16 cells walked, and the rows' cells.
        #expect(thousand < 1000 * (2 * 16 + 16 + 16 + 1) + 1000)
    }

    @Test func aSquareStillCostsItsCells() {
        // 1024 columns, a 1023-square beside a hole, then full-width squares: each square is a
        // million cells to test and mark whatever the walk skips.
        let steps = Self.steps(columns: 1024, spans: [1023] + Array(repeating: 1024, count: 125))
        #expect(steps > 125 * 2 * 1024 * 1024)
    }
}
