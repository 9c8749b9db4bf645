import Testing
import TesseraCore

@Suite struct LayoutErrorTests {
    @Test func fieldsAreInterchangePaths() {
        #expect(LayoutError.invalidSpan(ItemPath(section: 3, item: 17), value: 0).description
            == "sections[3].items[17].span: 0 is not a valid span (must be ≥ 1)")
        #expect(LayoutError.invalidContainer(dimension: .width, value: -1).field == "container.width")
        #expect(LayoutError.invalidOption(name: "columns", value: 0, requirement: "an integer ≥ 1").description
            == "options.columns: 0 is not valid (must be an integer ≥ 1)")
        #expect(LayoutError.invalidSectionOption(section: 2, name: "columns", value: 0, requirement: "an integer ≥ 1").field
            == "sections[2].columns")
        #expect(LayoutError.negativeItemLength(option: "spacing", value: 500, itemLength: -10).field == "options.spacing")
    }

    @Test func checks() {
        #expect(throws: LayoutError.self) { try LayoutError.checkOption("spacing", .nan) }
        #expect(throws: LayoutError.self) { try LayoutError.checkOption("spacing", -0.5) }
        #expect(throws: LayoutError.self) { try LayoutError.checkOption("spacing", .infinity) }
        #expect(throws: Never.self) { try LayoutError.checkOption("spacing", 0) }
        #expect(throws: LayoutError.self) { try LayoutError.checkOption("itemAspect", 0, greaterThan: 0) }
        #expect(throws: LayoutError.self) { try LayoutError.checkCount("columns", 0) }
        #expect(throws: LayoutError.self) { try LayoutError.checkContainer(Size(width: 10, height: .nan)) }
        #expect(throws: LayoutError.self) { try LayoutError.checkInsets(Insets(left: -1)) }
    }
}
