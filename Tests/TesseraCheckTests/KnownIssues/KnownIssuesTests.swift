import Testing
import TesseraCheck
import TesseraCore

/// Sorting a run's findings and known issues: known, new, fixed, unconfirmed.
@Suite struct KnownIssuesTests {
    static let pixelBug = KnownIssue(.inBounds, layout: "feed", matching: .init(classes: [.subPixel, .pixel], maximumMagnitude: 1), reason: "FEED-12")
    static let queryBug = KnownIssue(Invariant("ownQuery", summary: "the layout's query answers the linear filter's set"), layout: "feed", matching: .init(classes: [.notGeometric]), reason: "FEED-13")
    static let feed = KnownIssues.Scope(layout: "feed", invariants: [.inBounds, .noOverlap, Invariant("ownQuery", summary: "")], complete: true)

    @Test func aMatchedFindingIsKnownAndDoesNotFail() {
        let issues = KnownIssues([Self.pixelBug, Self.queryBug])
        let outcome = issues.triage(
            [KnownIssueMatcherTests.finding(.inBounds, .pixel, magnitude: 0.33), KnownIssueMatcherTests.finding(Self.queryBug.invariant, .notGeometric, magnitude: nil)],
            scopes: [Self.feed]
        )
        #expect(outcome.matches == [0, 1])
        #expect(outcome.fixed.isEmpty && outcome.unconfirmed.isEmpty)
        #expect(outcome.passed)
    }

    @Test func aKnownIssueNeverHidesAnotherFinding() {
        let outcome = KnownIssues([Self.pixelBug]).triage(
            [
                KnownIssueMatcherTests.finding(.inBounds, .pixel, magnitude: 0.33),
                KnownIssueMatcherTests.finding(.noOverlap, .pixel, magnitude: 0.33),
                KnownIssueMatcherTests.finding(.inBounds, .pixel, magnitude: 3),
            ],
            scopes: [Self.feed]
        )
        #expect(outcome.matches == [0, nil, nil])
        #expect(outcome.newFindings == 2)
        #expect(!outcome.passed)
    }

    @Test func anIssueThatNoLongerReproducesFailsAsFixed() {
        let outcome = KnownIssues([Self.pixelBug, Self.queryBug]).triage([KnownIssueMatcherTests.finding(.inBounds, .pixel)], scopes: [Self.feed])
        #expect(outcome.fixed == [1])
        #expect(!outcome.passed)
        #expect(outcome.lines == ["known issue FIXED: remove it: ownQuery of feed (FEED-13)"])
        // Only reported when asked.
        let reported = KnownIssues([Self.pixelBug, Self.queryBug], whenFixed: .report).triage([KnownIssueMatcherTests.finding(.inBounds, .pixel)], scopes: [Self.feed])
        #expect(reported.fixed == [1])
        #expect(reported.passed)
    }

    @Test func outOfScopeOrCutShortIsNotFixed() {
        let issues = KnownIssues([Self.pixelBug])
        // Another layout, or the invariant not checked: out of scope.
        #expect(issues.triage([], scopes: [KnownIssues.Scope(layout: "grid", invariants: [.inBounds], complete: true)]).passed)
        let unchecked = issues.triage([], scopes: [KnownIssues.Scope(layout: "feed", invariants: [.noOverlap], complete: true)])
        #expect(unchecked.fixed.isEmpty && unchecked.unconfirmed.isEmpty)
        // A run cut short cannot say it is fixed.
        let short = issues.triage([], scopes: [KnownIssues.Scope(layout: "feed", invariants: [.inBounds], complete: false)])
        #expect(short.fixed.isEmpty)
        #expect(short.unconfirmed == [0])
        #expect(short.passed)
    }

    @Test func validationRefusesEntriesThatCouldHideMore() {
        #expect(throws: KnownIssueError.invalid(path: nil, .invalidValue(
            field: "knownIssues[1].matcher", value: "",
            reason: "names no condition: give classes, maximumMagnitude, elementKinds, options or counterexample, so that the entry cannot accept every noOverlap finding"
        ))) {
            try KnownIssues([Self.pixelBug, KnownIssue(.noOverlap, matching: .init(), reason: "x")]).validate()
        }
        #expect(throws: KnownIssueError.self) { try KnownIssues([KnownIssue(.noOverlap, matching: .init(maximumMagnitude: -1), reason: "x")]).validate() }
        #expect(throws: KnownIssueError.self) { try KnownIssues([KnownIssue(.noOverlap, matching: .init(classes: []), reason: "x")]).validate() }
        #expect(throws: KnownIssueError.self) { try KnownIssues([KnownIssue(.noOverlap, matching: .init(classes: [.pixel]), reason: " ")]).validate() }
        #expect(throws: Never.self) { try KnownIssues([KnownIssue(.noOverlap, matching: .init(classes: [.pixel]), reason: "", link: "https://x")]).validate() }
    }
}

extension KnownIssuesTests {
    @Test func aSingleSpecCanOnlyFixTheIssueItIsTheCounterexampleOf() {
        let spec = KnownIssueMatcherTests.spec
        let exact = KnownIssue(.inBounds, layout: "feed", matching: .init(counterexample: spec), reason: "exact")
        let single = KnownIssues.Scope(layout: "feed", invariants: [.inBounds], complete: true, checkedSpec: spec)
        let outcome = KnownIssues([Self.pixelBug, exact]).triage([], scopes: [single])
        #expect(outcome.fixed == [1])
    }
}

extension KnownIssuesTests {
    @Test func aFindingThatAlsoBreaksAnotherInvariantReproducesItsIssue() {
        var finding = KnownIssueMatcherTests.finding(.inBounds, .pixel, magnitude: 0.5)
        finding.alsoBreaks = [.tightContentSize]
        let content = KnownIssue(.tightContentSize, layout: "feed", matching: .init(classes: [.pixel]), reason: "the same defect")
        let scope = KnownIssues.Scope(layout: "feed", invariants: [.inBounds, .tightContentSize], complete: true)
        let outcome = KnownIssues([Self.pixelBug, content]).triage([finding], scopes: [scope])
        #expect(outcome.matches == [0])
        #expect(outcome.fixed.isEmpty)
    }
}
