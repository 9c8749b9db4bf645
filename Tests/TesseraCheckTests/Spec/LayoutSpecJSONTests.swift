import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts
import TesseraSeeds

@Suite struct LayoutSpecJSONTests {
    @Test func readsTheDesignExample() throws {
        let spec = try LayoutSpec(json: """
        { "layout": "grid",
          "container": { "width": 390, "height": 844 },
          "options": { "columns": 4, "spacing": 2, "axis": "vertical", "itemAspect": 1.0, "headerLength": 44 },
          "sections": [ { "items": [ { "width": 100, "height": 120, "span": 2 }, {} ] } ] }
        """, layout: .grid)
        #expect(spec.container == Size(width: 390, height: 844))
        #expect(spec.options.columns == 4)
        #expect(spec.options.spacing == 2)
        #expect(spec.options.axis == .vertical)
        #expect(spec.options.headerLength == 44)
        #expect(spec.items.sectionCount == 1)
        #expect(spec.items[ItemPath(section: 0, item: 0)] == .init(width: 100, height: 120, span: 2))
        #expect(spec.items[ItemPath(section: 0, item: 1)] == .init())
    }

    static let items = ItemSet(sections: [[.init(width: 1e-7, height: 120.125, span: 2)], [], [.init(), .init(height: 3)]])
    static let container = Size(width: 414, height: 896)

    /// Every option of every built-in layout set away from its default survives writing and
    /// reading back.
    @Test func roundTripsEveryLayout() throws {
        let grid = GridLayout(
            columns: 3, spacing: 100.0 / 3.0, axis: .horizontal, itemAspect: 0.8, headerLength: 44,
            insets: Insets(top: 1, left: 2, bottom: 3, right: 4), packing: .sparse
        )
        try roundTrip(LayoutSpec(layout: .grid, container: Self.container, options: grid, items: Self.items))
        var seedGrid = SeedGridLayout(
            columns: 3, spacing: 100.0 / 3.0, axis: .horizontal, itemAspect: 0.8, headerLength: 44,
            insets: Insets(top: 1, left: 2, bottom: 3, right: 4)
        )
        seedGrid.revision = SeedGridLayout.Revision.allCases.first { $0 != SeedGridLayout().revision }!
        try roundTrip(LayoutSpec(layout: .seedGrid, container: Self.container, options: seedGrid, items: Self.items))
        let waterfall = WaterfallLayout(
            columns: 3, padding: 5, placement: .rightToLeft, spacing: 100.0 / 3.0, headerLength: 44, footerLength: 0.1,
            sectionColumns: [1: 4]
        )
        try roundTrip(LayoutSpec(layout: .waterfall, container: Self.container, options: waterfall, items: Self.items))
        try roundTrip(LayoutSpec(layout: .seedPinterest, container: Self.container, options: .init(columns: 3, padding: 5), items: Self.items))
        try roundTrip(LayoutSpec(layout: .bidirectional, container: Self.container, options: .init(itemSpacing: 1.5, rowSpacing: 2.5), items: Self.items))
        try roundTrip(LayoutSpec(layout: .seedBidirectional, container: Self.container, options: .init(itemSpacing: 1.5, rowSpacing: 2.5), items: Self.items))
    }

    private func roundTrip<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) throws {
        #expect(try LayoutSpec(json: spec.jsonString(), layout: spec.layout) == spec)
        // Every option the layout reads is written when it differs from the default.
        let written = try JSONValue(parsing: spec.jsonString())
        guard case let .object(members)? = written["options"] else {
            Issue.record("no options in \(spec.jsonString())")
            return
        }
        #expect(members.map(\.key) == spec.layout.optionNames, "\(spec.layout.name)")
    }

    @Test func emptySpecRoundTrips() throws {
        let spec = LayoutSpec(layout: .bidirectional, container: .zero, items: ItemSet())
        #expect(try LayoutSpec(json: spec.jsonString(), layout: .bidirectional) == spec)
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
        func read<Definition: LayoutDefinition>(_ layout: Definition, _ document: JSONValue) throws(InterchangeError) {
            _ = try LayoutSpec(json: document, layout: layout)
        }
        do throws(InterchangeError) {
            let document = try JSONValue(parsing: text)
            try read(try LayoutCatalog.builtIn.definition(forSpec: document), document)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.field == field, "\(error)")
        }
    }

    @Test func aSpecOfAnotherLayoutIsRefused() {
        #expect(throws: InterchangeError.self) {
            try LayoutSpec(json: #"{"layout": "waterfall", "container": {"width": 1, "height": 1}}"#, layout: .grid)
        }
    }
}
