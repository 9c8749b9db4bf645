import Testing
import TesseraCore

@Suite struct LayoutResultJSONTests {
    @Test func roundTripsExactly() throws {
        let items = ItemSet(sections: [[.init(), .init()]])
        var result = LayoutResult(scrollAxis: .horizontal, items: items)
        result.appendHeader(Rect(minX: 0, minY: 0, maxX: 100.0 / 3.0, maxY: 0.1), section: 0)
        result.appendCell(Rect(minX: 100.0 / 3.0, minY: 0, maxX: 200.0 / 3.0, maxY: 1e-9), at: ItemPath(section: 0, item: 1))
        result.appendCell(Rect(minX: -0.0, minY: 5, maxX: 7, maxY: 9), at: ItemPath(section: 0, item: 0))
        result.contentSize = Size(width: 200.0 / 3.0, height: 9)
        let read = try LayoutResult(json: result.jsonString())
        #expect(read.contentSize == result.contentSize)
        #expect(read.scrollAxis == .horizontal)
        #expect(read.elements == result.elements)
        #expect(read.frames.map(\.maxX.bitPattern) == result.frames.map(\.maxX.bitPattern))
        #expect(read.cell(at: ItemPath(section: 0, item: 0)) == 2)
    }

    @Test func emptyResultRoundTrips() throws {
        let result = LayoutResult(scrollAxis: .vertical, items: ItemSet())
        #expect(try LayoutResult(json: result.jsonString()).isEmpty)
    }

    @Test func errorsNameTheField() {
        func field(_ text: String) -> String? {
            do {
                _ = try LayoutResult(json: text)
                return nil
            } catch {
                return error.field
            }
        }
        #expect(field(#"{"elements": []}"#) == "contentSize")
        #expect(field(#"{"contentSize": {"width": 1, "height": "2"}, "elements": []}"#) == "contentSize.height")
        #expect(field(#"{"contentSize": {"width": 1, "height": 2}, "elements": [{"kind": "cel", "section": 0, "item": 0, "frame": {"minX": 0, "minY": 0, "maxX": 1, "maxY": 1}}]}"#) == "elements[0].kind")
        #expect(field(#"{"contentSize": {"width": 1, "height": 2}, "elements": [{"kind": "cell", "section": 0.5, "item": 0, "frame": {"minX": 0, "minY": 0, "maxX": 1, "maxY": 1}}]}"#) == "elements[0].section")
        #expect(field(#"{"contentSize": {"width": 1, "height": 2}, "elements": [{"kind": "cell", "section": 0, "item": 0, "frame": {"minX": 0, "minY": 0, "maxX": 1}}]}"#) == "elements[0].frame.maxY")
        #expect(field(#"{"contentSize": {"width": 1, "height": 2}, "elements": [{"kind": "cell", "section": 0, "item": 0, "frame": {"minX": 0, "minY": 0, "maxX": 1, "maxY": 1}}, {"kind": "cell", "section": 0, "item": 0, "frame": {"minX": 0, "minY": 0, "maxX": 1, "maxY": 1}}]}"#) == "elements[1]")
        #expect(field(#"{"contentSize": {"width": 1, "height": 2}, "elemnts": []}"#) == "elemnts")
    }
}
