import FlowLayout
import Testing
import TesseraCore

/// The flow layout's placement, by hand: wrapping, the three alignments, insets, headers and
/// footers, and typed errors.
@Suite struct FlowLayoutTests {
    /// One section of items `width` × `height`.
    func items(_ sizes: [(Double, Double)]) -> ItemSet {
        ItemSet(sections: [sizes.map { ItemSet.Item(width: $0.0, height: $0.1) }])
    }

    func frames(_ result: LayoutResult) -> [[Double]] {
        result.frames.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
    }

    @Test func linesWrapWhenTheNextItemDoesNotFit() throws {
        let layout = FlowLayout(FlowOptions(interitemSpacing: 10, lineSpacing: 5, alignment: .leading))
        let result = try layout.layout(items([(100, 20), (100, 40), (100, 20), (50, 10)]), in: Size(width: 320, height: 600))
        #expect(frames(result) == [[0, 0, 100, 20], [110, 0, 210, 40], [220, 0, 320, 20], [0, 45, 50, 55]])
        #expect(result.contentSize == Size(width: 320, height: 55))
    }

    @Test func justifiedLinesEndAtTheRightInsetExceptTheLast() throws {
        let layout = FlowLayout(FlowOptions(interitemSpacing: 10, lineSpacing: 0, sectionInset: Insets(left: 10, right: 10)))
        let result = try layout.layout(items([(100, 10), (100, 10), (100, 10), (100, 10)]), in: Size(width: 320, height: 600))
        // 300 points per line: two items (210) spread to 300, then a leading last line.
        #expect(frames(result) == [[10, 0, 110, 10], [210, 0, 310, 10], [10, 10, 110, 20], [120, 10, 220, 20]])
    }

    @Test func centeredLinesShareTheirSlackOnBothSides() throws {
        let layout = FlowLayout(FlowOptions(interitemSpacing: 10, alignment: .centered))
        let result = try layout.layout(items([(100, 10), (100, 10)]), in: Size(width: 320, height: 600))
        #expect(frames(result) == [[55, 0, 155, 10], [165, 0, 265, 10]])
    }

    @Test func anItemWiderThanTheLineIsNarrowedToItAndPlacedAlone() throws {
        let layout = FlowLayout(FlowOptions(interitemSpacing: 10, lineSpacing: 0, sectionInset: Insets(left: 20, right: 20)))
        let result = try layout.layout(items([(50, 10), (500, 10)]), in: Size(width: 320, height: 600))
        #expect(frames(result) == [[20, 0, 70, 10], [20, 10, 300, 20]])
    }

    @Test func sectionsStackWithInsetsHeadersAndFooters() throws {
        let options = FlowOptions(sectionInset: Insets(top: 5, bottom: 7), headerHeight: 30, footerHeight: 10)
        let items = ItemSet(sections: [[ItemSet.Item(width: 10, height: 10)], [], [ItemSet.Item(width: 10, height: 20)]])
        let result = try FlowLayout(options).layout(items, in: Size(width: 100, height: 600))
        #expect(result.kinds == [.header, .cell, .footer, .header, .footer, .header, .cell, .footer])
        // Header 0–30, inset 5, cell 35–45, inset 7, footer 52–62; the empty section has its
        // header 62–92 and footer 92–102 only; then 102–132, 137–157, 164–174.
        #expect(result.frames.map(\.minY) == [0, 35, 52, 62, 92, 102, 137, 164])
        #expect(result.frames[0].maxX == 100)
        #expect(result.contentSize == Size(width: 100, height: 174))
    }

    @Test func badInputThrowsNamingTheField() {
        let items = items([(10, 10)])
        #expect(throws: LayoutError.invalidOption(name: "interitemSpacing", value: -1, requirement: "a finite number ≥ 0")) {
            try FlowLayout(FlowOptions(interitemSpacing: -1)).layout(items, in: Size(width: 100, height: 100))
        }
        #expect(throws: LayoutError.negativeItemLength(option: "sectionInset", value: 120, itemLength: -20)) {
            try FlowLayout(FlowOptions(sectionInset: Insets(left: 60, right: 60))).layout(items, in: Size(width: 100, height: 100))
        }
        let nan = ItemSet(sections: [[ItemSet.Item(width: .nan, height: 10)]])
        #expect(throws: LayoutError.self) { try FlowLayout().layout(nan, in: Size(width: 100, height: 100)) }
        #expect((try? FlowLayout().layout(nan, in: Size(width: 100, height: 100))) == nil)
    }
}
