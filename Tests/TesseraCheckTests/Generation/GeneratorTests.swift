import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

@Suite("Generators")
struct GeneratorTests {
    @Test("the same seed gives the same spec", arguments: LayoutSpec.Kind.allCases)
    func deterministic(_ kind: LayoutSpec.Kind) {
        for profile in Profile.allCases {
            let generator = SpecGenerator(layout: kind, profile: profile, maximumItemCount: 20_000)
            var first = Xoshiro256StarStar(seed: 99), second = Xoshiro256StarStar(seed: 99)
            #expect(generator.generate(using: &first) == generator.generate(using: &second))
        }
    }

    @Test func phoneStaysInItsRanges() {
        var random = Xoshiro256StarStar(seed: 5)
        for _ in 0 ..< 200 {
            let spec = SpecGenerator(layout: .grid, profile: .phone).generate(using: &random)
            let axis = spec.options.axis ?? .vertical
            #expect((320 ... 430).contains(spec.container.length(across: axis)))
            #expect((1 ... 4).contains(spec.options.columns ?? 1))
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
            sawOversizedSpan = sawOversizedSpan || grid.items.spans.contains { $0 > grid.options.columns ?? 1 }
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

    @Test("generated specs survive the interchange JSON", arguments: LayoutSpec.Kind.allCases)
    func jsonRoundTrip(_ kind: LayoutSpec.Kind) throws {
        var random = Xoshiro256StarStar(seed: 11)
        for profile in Profile.allCases where profile != .huge {
            let spec = SpecGenerator(layout: kind, profile: profile).generate(using: &random)
            #expect(try LayoutSpec(json: spec.jsonString()) == spec)
        }
    }

    /// The reference engines validate as the contract says, so every planted fault must
    /// come back as exactly the promised error.
    @Test("invalid inputs throw the promised error", arguments: [LayoutSpec.Kind.grid, .waterfall])
    func invalidInputs(_ kind: LayoutSpec.Kind) {
        let factory = kind == .grid
            ? LayoutFactory(name: "reference-grid") { ReferenceGrid(spec: $0) }
            : LayoutFactory(name: "reference-waterfall") { ReferenceWaterfall(spec: $0) }
        var random = Xoshiro256StarStar(seed: 12)
        var fields = Set<String>()
        for _ in 0 ..< 300 {
            let invalid = InvalidInputGenerator(layout: kind).generate(using: &random)
            fields.insert(invalid.expectedField.replacing(/\[\d+\]/, with: "[]"))
            let violations = InvariantChecker().check(invalid, using: factory)
            #expect(violations.isEmpty, "\(invalid.fault): \(violations)")
        }
        #expect(fields.count >= 8, "only \(fields.sorted()) planted")
    }

    @Test func aWrongErrorIsAViolation() {
        var random = Xoshiro256StarStar(seed: 13)
        let invalid = InvalidInputGenerator(layout: .grid).generate(using: &random)
        let accepting = LayoutFactory(name: "accepts-everything") { _ in AcceptingLayout() }
        let violations = InvariantChecker().check(invalid, using: accepting)
        #expect(violations.map(\.invariant) == [.inputValidation])
    }
}

/// A layout that lays nothing out and never throws.
struct AcceptingLayout: CollectionLayout {
    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }
}
