import Testing
import TesseraCore

@Suite struct LayoutResultTests {
    @Test func appendAndLookUpInConstantTime() {
        let items = ItemSet(sections: [[.init(), .init()], [], [.init()]])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        let header = result.appendHeader(Rect(minX: 0, minY: 0, maxX: 10, maxY: 2), section: 0)
        let a = result.appendCell(Rect(minX: 0, minY: 2, maxX: 5, maxY: 7), at: ItemPath(section: 0, item: 0))
        let b = result.appendCell(Rect(minX: 5, minY: 2, maxX: 10, maxY: 7), at: ItemPath(section: 0, item: 1))
        let c = result.appendCell(Rect(minX: 0, minY: 7, maxX: 5, maxY: 12), at: ItemPath(section: 2, item: 0))
        let footer = result.appendFooter(Rect(minX: 0, minY: 12, maxX: 10, maxY: 13), section: 2)
        #expect(result.count == 5)
        #expect(result.cell(at: ItemPath(section: 0, item: 0)) == a)
        #expect(result.cell(at: ItemPath(section: 0, item: 1)) == b)
        #expect(result.cell(at: ItemPath(section: 2, item: 0)) == c)
        #expect(result.cell(at: ItemPath(section: 1, item: 0)) == nil)
        #expect(result.cell(at: ItemPath(section: 0, item: 2)) == nil)
        #expect(result.cell(at: ItemPath(section: 9, item: 0)) == nil)
        #expect(result.element(.header, at: ItemPath(section: 0, item: 0)) == header)
        #expect(result.element(.header, at: ItemPath(section: 2, item: 0)) == nil)
        #expect(result.element(.footer, at: ItemPath(section: 2, item: 0)) == footer)
        #expect(result[b] == .init(kind: .cell, path: ItemPath(section: 0, item: 1), frame: Rect(minX: 5, minY: 2, maxX: 10, maxY: 7)))
        #expect(result.framesUnion == Rect(minX: 0, minY: 0, maxX: 10, maxY: 13))
    }

    @Test func importedElementsAreValidated() throws {
        let frame = Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)
        let result = try LayoutResult(
            contentSize: Size(width: 1, height: 1), scrollAxis: .vertical,
            elements: [.init(kind: .cell, path: ItemPath(section: 1, item: 3), frame: frame)]
        )
        #expect(result.cell(at: ItemPath(section: 1, item: 3)) == 0)
        #expect(result.cell(at: ItemPath(section: 1, item: 2)) == nil)
        #expect(throws: LayoutError.self) {
            try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: frame),
                .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: frame),
            ])
        }
        do {
            _ = try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: Rect(minX: .nan, minY: 0, maxX: 1, maxY: 1)),
            ])
            Issue.record("a NaN frame was accepted")
        } catch {
            #expect(error.field == "elements[0].frame")
        }
        #expect(throws: LayoutError.self) {
            try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .header, path: ItemPath(section: -1, item: 0), frame: frame),
            ])
        }
    }
}
