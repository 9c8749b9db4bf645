import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts
import TesseraTesting

/// `expectInvariants(…, knownIssues:)`: a known finding does not fail the test, another
/// finding still does, and a known issue the run no longer reproduces fails it as fixed.
@Suite struct KnownIssuesExpectationTests {
    /// Every class: these tests are about what is recorded, not how findings classify.
    static let everyClass = Set(ViolationClass.allCases)

    @Test func aKnownFindingDoesNotFailTheTest() {
        let known = KnownIssues([KnownIssue(.noOverlap, layout: "piled", matching: .init(classes: Self.everyClass), reason: "piled on purpose")])
        let reports = expectInvariants(of: ExpectationTests.piled, cases: 20, knownIssues: known)
        #expect(reports.allSatisfy { $0.failure?.violation.invariant == .noOverlap })
    }

    @Test func aKnownIssueNeverHidesAnotherInvariant() {
        let known = KnownIssues([KnownIssue(.inBounds, layout: "piled", matching: .init(classes: Self.everyClass), reason: "not this one")])
        var reports: [CampaignReport<CustomLayout<NoOptions>>] = []
        withKnownIssue {
            reports = expectInvariants(of: ExpectationTests.piled, cases: 20, knownIssues: known)
        } matching: { issue in
            // The noOverlap finding fails the test; and since every case ran (a campaign keeps
            // going after a failure) and none broke inBounds, the known issue fails as fixed.
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("noOverlap") || text.hasPrefix("known issue fixed: remove it: inBounds of piled")
        }
        #expect(!reports.isEmpty && reports.allSatisfy { $0.failures.contains { $0.violation.invariant == .noOverlap } })
    }

    @Test func anIssueTheRunNoLongerReproducesFailsAsFixed() {
        let issue = KnownIssue(.noOverlap, layout: "waterfall", matching: .init(classes: Self.everyClass), reason: "fixed in 1.2")
        withKnownIssue {
            expectInvariants(of: WaterfallDefinition(), cases: 5, knownIssues: KnownIssues([issue]))
        } matching: { recorded in
            recorded.comments.map(\.rawValue).joined() == "known issue fixed: remove it: noOverlap of waterfall (fixed in 1.2)"
        }
        // Only reported: a warning, and the test passes.
        let reports = expectInvariants(of: WaterfallDefinition(), cases: 5, knownIssues: KnownIssues([issue], whenFixed: .report))
        #expect(reports.allSatisfy { $0.passed })
    }

    @Test func anInvalidEntryIsRecordedNotRun() {
        let loose = KnownIssues([KnownIssue(.noOverlap, matching: .init(), reason: "anything")])
        withKnownIssue {
            let reports = expectInvariants(of: WaterfallDefinition(), cases: 5, knownIssues: loose)
            #expect(reports.isEmpty)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("knownIssues[0].matcher: names no condition")
        }
    }
}
