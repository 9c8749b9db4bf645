import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

@Suite("Generators")
struct GeneratorTests {
    @Test("the same seed gives the same spec", arguments: LayoutCatalog.builtIn.names)
    func deterministic(_ name: String) throws {
        func check<Definition: LayoutDefinition>(_ layout: Definition) {
            for profile in Profile.allCases {
                let generator = SpecGenerator(layout: layout, profile: profile, maximumItemCount: 20_000)
                var first = Xoshiro256StarStar(seed: 99), second = Xoshiro256StarStar(seed: 99)
                #expect(generator.generate(using: &first) == generator.generate(using: &second))
            }
        }
        check(try builtInLayout(name))
    }

    @Test func phoneStaysInItsRangesApartFromItsCorners() {
        var random = Xoshiro256StarStar(seed: 5)
        var cornerColumns = 0
        for _ in 0 ..< 400 {
            let spec = SpecGenerator(layout: .grid, profile: .phone).generate(using: &random)
            #expect((320 ... 430).contains(spec.container.length(across: spec.options.axis)))
            let columns = spec.options.columns
            #expect((1 ... 4).contains(columns) || [9, 12, 17, 64, 65].contains(columns))
            if columns > 4 { cornerColumns += 1 }
            #expect(spec.items.spans.allSatisfy { (1 ... 2).contains($0) || (columns < $0 && $0 <= columns + 2) })
        }
        #expect((5 ... 40).contains(cornerColumns), "\(cornerColumns) of 400 specs with corner column counts")
    }

    /// Every ordinary profile reaches every code path family now and then: more than 8 and
    /// more than 64 columns, spans wider than the grid, zero-length items, both axes, sparse
    /// packing, headers, footers, empty sections and per-section columns.
    @Test(arguments: Profile.allCases.filter { $0 != .huge })
    func everyProfileReachesEveryCorner(_ profile: Profile) {
        var random = Xoshiro256StarStar(seed: 7)
        var seen: Set<String> = []
        for _ in 0 ..< 600 {
            let grid = SpecGenerator(layout: .grid, profile: profile).generate(using: &random)
            if grid.options.columns > 8 { seen.insert("more than 8 columns") }
            if grid.options.columns > 64 { seen.insert("more than 64 columns") }
            if grid.items.spans.contains(where: { $0 > grid.options.columns }) { seen.insert("a span wider than the grid") }
            if grid.items.spans.contains(where: { $0 > 1 && $0 <= grid.options.columns }) { seen.insert("spans") }
            if grid.options.axis == .horizontal { seen.insert("horizontal") }
            if grid.options.packing == .sparse { seen.insert("sparse") }
            if grid.options.headerLength > 0 { seen.insert("headers") }
            let waterfall = SpecGenerator(layout: .waterfall, profile: profile).generate(using: &random)
            if waterfall.items.heights.contains(0) { seen.insert("zero-length items") }
            if waterfall.options.footerLength > 0 { seen.insert("footers") }
            if !waterfall.options.sectionColumns.isEmpty { seen.insert("section columns") }
            if (0 ..< waterfall.items.sectionCount).contains(where: { waterfall.items.itemCount(inSection: $0) == 0 }) { seen.insert("empty sections") }
        }
        let families: Set = [
            "more than 8 columns", "more than 64 columns", "a span wider than the grid", "spans", "horizontal", "sparse", "headers",
            "zero-length items", "footers", "section columns", "empty sections",
        ]
        #expect(families.subtracting(seen).isEmpty, "\(profile) never drew \(families.subtracting(seen).sorted())")
    }

    @Test func profilesReachTheirCorners() {
        var random = Xoshiro256StarStar(seed: 6)
        var sawEmptySection = false, sawFiveHundredColumns = false, sawOversizedSpan = false, sawZeroHeight = false
        var sawTallPhoto = false, sawWidePhoto = false
        for _ in 0 ..< 300 {
            let sections = SpecGenerator(layout: .waterfall, profile: .sections).generate(using: &random)
            sawEmptySection = sawEmptySection || (0 ..< sections.items.sectionCount).contains { sections.items.itemCount(inSection: $0) == 0 }
            let grid = SpecGenerator(layout: .grid, profile: .adversarial).generate(using: &random)
            sawFiveHundredColumns = sawFiveHundredColumns || grid.options.columns == 500
            sawOversizedSpan = sawOversizedSpan || grid.items.spans.contains { $0 > grid.options.columns }
            let waterfall = SpecGenerator(layout: .waterfall, profile: .adversarial).generate(using: &random)
            sawZeroHeight = sawZeroHeight || waterfall.items.heights.contains(0)
            let photos = SpecGenerator(layout: .bidirectional, profile: .photos).generate(using: &random)
            sawTallPhoto = sawTallPhoto || photos.items.heights.contains { $0 > 2000 }
            sawWidePhoto = sawWidePhoto || photos.items.heights.contains { $0 < 10 }
        }
        #expect(sawEmptySection && sawFiveHundredColumns && sawOversizedSpan && sawZeroHeight && sawTallPhoto && sawWidePhoto)
    }

    @Test func hugeRespectsTheItemCap() {
        var random = Xoshiro256StarStar(seed: 8)
        for _ in 0 ..< 5 {
            let spec = SpecGenerator(layout: .grid, profile: .huge, maximumItemCount: 30_000).generate(using: &random)
            #expect(spec.items.itemCount <= 30_000)
            #expect(spec.items.itemCount >= 1_000)
        }
    }

    @Test("generated specs survive the interchange JSON", arguments: LayoutCatalog.builtIn.names)
    func jsonRoundTrip(_ name: String) throws {
        func check<Definition: LayoutDefinition>(_ layout: Definition) throws {
            var random = Xoshiro256StarStar(seed: 11)
            for profile in Profile.allCases where profile != .huge {
                let spec = SpecGenerator(layout: layout, profile: profile).generate(using: &random)
                #expect(try LayoutSpec(json: spec.jsonString(), layout: layout) == spec)
            }
        }
        try check(try builtInLayout(name))
    }

    /// The engines validate as the contract says, so every planted fault must come back as
    /// exactly the promised error.
    @Test("invalid inputs throw the promised error")
    func invalidInputs() throws {
        try checkInvalidInputs(GridDefinition())
        try checkInvalidInputs(WaterfallDefinition())
        try checkInvalidInputs(BidirectionalDefinition())
    }

    private func checkInvalidInputs<Definition: LayoutDefinition>(_ layout: Definition) throws {
        var random = Xoshiro256StarStar(seed: 12)
        var fields = Set<String>()
        for _ in 0 ..< 300 {
            let invalid = try #require(InvalidInputGenerator(layout: layout).generate(using: &random))
            fields.insert(invalid.expectedField.replacing(/\[\d+\]/, with: "[]"))
            let violations = InvariantChecker().check(invalid)
            #expect(violations.isEmpty, "\(invalid.fault): \(violations)")
        }
        let promised = Set(layout.invalidInputFaults.map { $0.name.replacing("-overflow", with: "") })
        #expect(fields.count >= min(8, promised.count), "only \(fields.sorted()) planted")
    }

    @Test func aWrongErrorIsAViolation() throws {
        var random = Xoshiro256StarStar(seed: 13)
        let accepting = LayoutVariant(.grid, implementation: "accepts-everything") { _ in AcceptingLayout() }
        let invalid = try #require(InvalidInputGenerator(layout: accepting).generate(using: &random))
        let violations = InvariantChecker().check(invalid)
        #expect(violations.map(\.invariant) == [.inputValidation])
    }
}

/// A layout that lays nothing out and never throws.
struct AcceptingLayout: CollectionLayout {
    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }
}
