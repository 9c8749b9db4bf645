import Testing
import TesseraCheck
import TesseraCore

@Suite("Bounds, content size, completeness, lookup")
struct ResultInvariantTests {
    @Test func framesMustStayInsideTheContentAndTheContainer() {
        #expect(result([rect(0, 0, 10, 10)]).boundsViolations().isEmpty)
        #expect(result([rect(-1, 0, 10, 10)]).boundsViolations().first?.invariant == .inBounds)
        #expect(result([rect(0, 0, 10, 10)], contentSize: Size(width: 9, height: 10)).boundsViolations().count == 1)
        #expect(result([rect(0, 0, 10, .nan)], contentSize: Size(width: 10, height: 10)).boundsViolations().count == 1)
        #expect(result([rect(5, 0, 4, 10)], contentSize: Size(width: 10, height: 10)).boundsViolations().count == 1)
        #expect(result([rect(0, 0, 10, 10)]).boundsViolations(fixedLength: 9.5).first?.message.contains("container") == true)
        #expect(result([rect(0, 0, 10, 10)], contentSize: Size(width: .infinity, height: 10)).boundsViolations().count == 1)
    }

    @Test func contentSizeIsTheUnionPlusInsets() {
        let insets = Insets(top: 5, left: 3, bottom: 7, right: 2)
        let frames = [rect(3, 5, 13, 15), rect(13, 15, 20, 30)]
        #expect(result(frames, contentSize: Size(width: 22, height: 37)).contentSizeViolations(insets: insets).isEmpty)
        // Padded by one point at the bottom.
        let padded = result(frames, contentSize: Size(width: 22, height: 38)).contentSizeViolations(insets: insets)
        #expect(padded.map(\.invariant) == [.tightContentSize])
        #expect(padded.first?.elements.map(\.id) == [1])
        // Smaller than the frames, with or without known insets.
        #expect(!result(frames, contentSize: Size(width: 19, height: 37)).contentSizeViolations().isEmpty)
        // A leading gap along the scroll axis is padding; across it, empty leading columns
        // are not (a right-to-left waterfall), but frames inside the leading inset are.
        let shifted = [rect(8, 5, 13, 15)]
        #expect(result(shifted, contentSize: Size(width: 13, height: 15)).contentSizeViolations(insets: .zero).map(\.message)
            == ["frames start at y = 5.0, not at insets.top 0.0"])
        #expect(result(shifted, contentSize: Size(width: 13, height: 15), axis: .horizontal).contentSizeViolations(insets: .zero).map(\.message)
            == ["frames start at x = 8.0, not at insets.left 0.0"])
        #expect(result(shifted, contentSize: Size(width: 13, height: 15)).contentSizeViolations(insets: Insets(top: 5, left: 10)).map(\.message)
            == ["frames start at x = 8.0, inside insets.left 10.0"])
        // Empty: zero or just the insets.
        #expect(result([], contentSize: .zero).contentSizeViolations(insets: insets).isEmpty)
        #expect(result([], contentSize: Size(width: 5, height: 12)).contentSizeViolations(insets: insets).isEmpty)
        #expect(result([], contentSize: Size(width: 1, height: 1)).contentSizeViolations(insets: insets).count == 1)
    }

    @Test func completenessCountsCellsHeadersAndFooters() {
        let items = ItemSet(sections: [[ItemSet.Item(), ItemSet.Item()], [], [ItemSet.Item()]])
        var complete = LayoutResult(scrollAxis: .vertical, items: items)
        complete.appendHeader(rect(0, 0, 10, 1), section: 0)
        complete.appendCell(rect(0, 1, 10, 2), at: ItemPath(section: 0, item: 0))
        complete.appendCell(rect(0, 2, 10, 3), at: ItemPath(section: 0, item: 1))
        complete.appendHeader(rect(0, 3, 10, 4), section: 2)
        complete.appendCell(rect(0, 4, 10, 5), at: ItemPath(section: 2, item: 0))
        #expect(complete.completenessViolations(items: items, headers: true, footers: false).isEmpty)
        #expect(complete.completenessViolations(items: items, headers: false).count == 1)
        #expect(complete.completenessViolations(items: items, footers: true).first?.message.contains("footer") == true)

        var missing = LayoutResult(scrollAxis: .vertical, items: items)
        missing.appendCell(rect(0, 1, 10, 2), at: ItemPath(section: 0, item: 0))
        let violation = missing.completenessViolations(items: items).first
        #expect(violation?.message.contains("item 0-1 has no cell (2 of 3") == true)

        var duplicated = LayoutResult(scrollAxis: .vertical, items: items)
        duplicated.appendCell(rect(0, 1, 10, 2), at: ItemPath(section: 0, item: 0))
        duplicated.appendCell(rect(0, 2, 10, 3), at: ItemPath(section: 0, item: 0))
        #expect(duplicated.completenessViolations(items: items).first?.elements.map(\.id) == [0, 1])
    }

    @Test func lookupsAgreeWithTheArrays() {
        let items = ItemSet(sections: [[ItemSet.Item(), ItemSet.Item()]])
        var good = LayoutResult(scrollAxis: .vertical, items: items)
        good.appendCell(rect(0, 0, 1, 1), at: ItemPath(section: 0, item: 1))
        good.appendCell(rect(0, 1, 1, 2), at: ItemPath(section: 0, item: 0))
        #expect(good.lookupViolations(items: items).isEmpty)
        // A cell appended twice for one path: the first element no longer answers its lookup.
        var shadowed = good
        shadowed.appendCell(rect(0, 2, 1, 3), at: ItemPath(section: 0, item: 1))
        #expect(shadowed.lookupViolations(items: items).first?.elements.map(\.id) == [0])
    }

    @Test func determinismComparesBits() {
        let first = result([rect(0, 0, 1, 1)])
        #expect(first.determinismViolations(against: first).isEmpty)
        let negativeZero = result([rect(-0.0, 0, 1, 1)], contentSize: first.contentSize)
        #expect(first.determinismViolations(against: negativeZero).count == 1)
    }

    @Test func correspondenceNamesTheMovedElement() {
        let original = result([rect(0, 0, 1, 2), rect(1, 0, 2, 2)])
        let transposed = result([rect(0, 0, 2, 1), rect(0, 1, 2, 2)], axis: .horizontal)
        #expect(original.correspondenceViolations(.transposition, other: transposed, expected: \.transposed).isEmpty)
        let wrong = result([rect(0, 0, 2, 1), rect(0, 1, 2, 2.5)], contentSize: transposed.contentSize, axis: .horizontal)
        #expect(original.correspondenceViolations(.transposition, other: wrong, expected: \.transposed).first?.elements.map(\.id) == [1, 1])
    }
}
