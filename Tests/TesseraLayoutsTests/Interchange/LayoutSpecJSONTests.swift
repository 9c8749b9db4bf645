import Testing
import TesseraCore
import TesseraLayouts

@Suite struct LayoutSpecJSONTests {
    @Test func readsTheDesignExample() throws {
        let spec = try LayoutSpec(json: """
        { "layout": "grid",
          "container": { "width": 390, "height": 844 },
          "options": { "columns": 4, "spacing": 2, "axis": "vertical", "itemAspect": 1.0, "headerLength": 44 },
          "sections": [ { "items": [ { "width": 100, "height": 120, "span": 2 }, {} ] } ] }
        """)
        #expect(spec.layout == .grid)
        #expect(spec.container == Size(width: 390, height: 844))
        #expect(spec.options.columns == 4)
        #expect(spec.options.spacing == 2)
        #expect(spec.options.axis == .vertical)
        #expect(spec.options.headerLength == 44)
        #expect(spec.items.sectionCount == 1)
        #expect(spec.items[ItemPath(section: 0, item: 0)] == .init(width: 100, height: 120, span: 2))
        #expect(spec.items[ItemPath(section: 0, item: 1)] == .init())
    }

    @Test(arguments: LayoutSpec.Kind.allCases)
    func roundTripsEveryLayout(kind: LayoutSpec.Kind) throws {
        var options = LayoutSpec.Options()
        for name in kind.optionNames {
            switch name {
            case "columns": options.columns = 3
            case "spacing": options.spacing = 100.0 / 3.0
            case "axis": options.axis = .horizontal
            case "itemAspect": options.itemAspect = 0.8
            case "headerLength": options.headerLength = 44
            case "footerLength": options.footerLength = 0.1
            case "insets": options.insets = Insets(top: 1, left: 2, bottom: 3, right: 4)
            case "packing": options.packing = .sparse
            case "padding": options.padding = 6
            case "placement": options.placement = .rightToLeft
            case "itemSpacing": options.itemSpacing = 1.5
            case "rowSpacing": options.rowSpacing = 2.5
            default: Issue.record("untested option \(name)")
            }
        }
        if kind == .waterfall { options.sectionColumns = [1: 4] }
        let items = ItemSet(sections: [[.init(width: 1e-7, height: 120.125, span: 2)], [], [.init(), .init(height: 3)]])
        let spec = LayoutSpec(layout: kind, container: Size(width: 414, height: 896), options: options, items: items)
        #expect(try LayoutSpec(json: spec.jsonString()) == spec)
    }

    @Test func emptySpecRoundTrips() throws {
        let spec = LayoutSpec(layout: .bidirectional, container: .zero, items: ItemSet())
        #expect(try LayoutSpec(json: spec.jsonString()) == spec)
    }

    @Test(arguments: [
        (#"{"container": {"width": 1, "height": 1}}"#, "layout"),
        (#"{"layout": "gird", "container": {"width": 1, "height": 1}}"#, "layout"),
        (#"{"layout": "grid"}"#, "container"),
        (#"{"layout": "grid", "container": {"width": "1", "height": 1}}"#, "container.width"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "options": {"colums": 2}}"#, "options.colums"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "options": {"padding": 2}}"#, "options.padding"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "options": {"columns": 2.5}}"#, "options.columns"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "options": {"axis": "diagonal"}}"#, "options.axis"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "sections": [{"items": [{}, {"span": "2"}]}]}"#, "sections[0].items[1].span"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "sections": [{"columns": 2, "items": []}]}"#, "sections[0].columns"),
        (#"{"layout": "grid", "container": {"width": 1, "height": 1}, "sections": {}}"#, "sections"),
        (#"[]"#, "document"),
    ])
    func errorsNameTheField(text: String, field: String) {
        do {
            _ = try LayoutSpec(json: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.field == field, "\(error)")
        }
    }
}
