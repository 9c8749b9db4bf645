import Testing
import TesseraCheck
import TesseraCore

/// A known issue matches only findings of its invariant, layout and conditions.
@Suite struct KnownIssueMatcherTests {
    static let spec: JSONValue = .object([
        ("layout", .string("feed")), ("container", .object([("width", .number(390)), ("height", .number(844))])),
        ("options", .object([("scale", .number(3)), ("sections", .array([]))])), ("sections", .array([])),
    ])

    static func finding(
        _ invariant: Invariant = .inBounds, layout: String = "feed", implementation: String = "standard", _ violationClass: ViolationClass = .pixel,
        magnitude: Double? = 0.5, kinds: [ElementKind] = [.cell], counterexample: JSONValue? = spec
    ) -> KnownIssue.Candidate {
        KnownIssue.Candidate(
            invariant: invariant, layout: layout, implementation: implementation, violationClass: violationClass, magnitude: magnitude,
            elementKinds: kinds, counterexample: counterexample
        )
    }

    @Test func neverAnotherInvariantLayoutOrImplementation() {
        let issue = KnownIssue(.inBounds, layout: "feed", implementation: "standard", matching: .init(classes: [.pixel]), reason: "upstream")
        #expect(issue.matches(Self.finding()))
        #expect(!issue.matches(Self.finding(.noOverlap)))
        #expect(!issue.matches(Self.finding(layout: "grid")))
        #expect(!issue.matches(Self.finding(implementation: "roundThenMultiply")))
        // Without a layout or implementation, any.
        let anyLayout = KnownIssue(.inBounds, matching: .init(classes: [.pixel]), reason: "upstream")
        #expect(anyLayout.matches(Self.finding(layout: "grid", implementation: "other")))
    }

    @Test func classesAndMagnitudeBound() {
        let matcher = KnownIssue.Matcher(classes: [.subPixel, .pixel], maximumMagnitude: 0.67)
        #expect(matcher.matches(Self.finding(.inBounds, .subPixel, magnitude: 0.2)))
        #expect(matcher.matches(Self.finding(.inBounds, .pixel, magnitude: 0.67)))
        // Beyond the bound: a new finding, however similar.
        #expect(!matcher.matches(Self.finding(.inBounds, .pixel, magnitude: 0.68)))
        #expect(!matcher.matches(Self.finding(.inBounds, .pixel, magnitude: .infinity)))
        #expect(!matcher.matches(Self.finding(.inBounds, .noise, magnitude: 1e-14)))
        // A bound never matches a finding without a magnitude.
        #expect(!KnownIssue.Matcher(maximumMagnitude: 100).matches(Self.finding(.inBounds, .notGeometric, magnitude: nil)))
        #expect(KnownIssue.Matcher(classes: [.notGeometric]).matches(Self.finding(.inBounds, .notGeometric, magnitude: nil)))
    }

    @Test func elementKindsMustCoverEveryElement() {
        let matcher = KnownIssue.Matcher(elementKinds: ["cell", "sectionBackground"])
        #expect(matcher.matches(Self.finding(kinds: [.cell, .decoration("sectionBackground")])))
        #expect(!matcher.matches(Self.finding(kinds: [.cell, .header])))
        #expect(!matcher.matches(Self.finding(kinds: [])))
    }

    @Test func optionsMatchMemberByMember() {
        #expect(KnownIssue.Matcher(options: .object([("scale", .number(3))])).matches(Self.finding()))
        #expect(!KnownIssue.Matcher(options: .object([("scale", .number(2))])).matches(Self.finding()))
        #expect(!KnownIssue.Matcher(options: .object([("columns", .number(3))])).matches(Self.finding()))
        #expect(!KnownIssue.Matcher(options: .object([("scale", .number(3))])).matches(Self.finding(counterexample: nil)))
    }

    @Test func counterexampleExactly() {
        #expect(KnownIssue.Matcher(counterexample: Self.spec).matches(Self.finding()))
        let other = JSONValue.object([("layout", .string("feed"))])
        #expect(!KnownIssue.Matcher(counterexample: other).matches(Self.finding()))
    }
}
