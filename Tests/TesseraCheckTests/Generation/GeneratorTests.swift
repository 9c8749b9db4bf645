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

    @Test func phoneStaysInItsRanges() {
        var random = Xoshiro256StarStar(seed: 5)
        for _ in 0 ..< 200 {
            let spec = SpecGenerator(layout: .grid, profile: .phone).generate(using: &random)
            #expect((320 ... 430).contains(spec.container.length(across: spec.options.axis)))
            #expect((1 ... 4).contains(spec.options.columns))
            #expect(spec.items.spans.allSatisfy { (1 ... 2).contains($0) })
        }
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

    /// The reference engines validate as the contract says, so every planted fault must
    /// come back as exactly the promised error.
    @Test("invalid inputs throw the promised error")
    func invalidInputs() throws {
        try checkInvalidInputs(LayoutVariant(.grid, implementation: "reference-grid") { ReferenceGrid(options: $0) })
        try checkInvalidInputs(LayoutVariant(.waterfall, implementation: "reference-waterfall") { ReferenceWaterfall(options: $0) })
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
        #expect(fields.count >= 8, "only \(fields.sorted()) planted")
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
