@testable import BenchmarkKit
import Testing
import TesseraCheck
import TesseraCore

/// The triage rows' fixture behaves as `Examples/SectionedFeed` does: its float noise is
/// classified as noise and passes; each planted defect is found as the finding the rows expect.
@Suite struct TriageFeedLayoutTests {
    typealias Feed = CustomLayout<TriageFeedLayout.Options>

    @Test func noiseIsNoiseAndPasses() throws {
        // Self-sizing as 150 + (0.1 − 150): the second row starts ulps above the first's bottom.
        var items = ItemSet()
        items.appendSection([ItemSet.Item(height: 0.1), ItemSet.Item(height: 5)])
        let spec = LayoutSpec(layout: TriageFeedLayout.definition, container: Size(width: 100, height: 100), options: .init(), items: items)
        var exact = InvariantChecker()
        exact.tolerances = .exact
        let noise = exact.check(spec)
        #expect(!noise.isEmpty)
        #expect(noise.allSatisfy { $0.classification == .noise }, "\(noise)")
        #expect(InvariantChecker().check(spec).isEmpty)
    }

    @Test func theCleanFeedPassesAPhoneCampaign() {
        let report = Campaign(layout: TriageFeedLayout.definition, profile: .phone, cases: 20, checker: PropertyCheck<Feed>.defaultChecker).run()
        #expect(report.passed, "\(report)")
    }

    @Test func bothDefectsAreTheTwoFindingsTheRowExpects() throws {
        let defective = TriageFeedLayout.definition(planting: Set(TriageFeedLayout.Defect.allCases))
        let report = Campaign(layout: defective, profile: .phone, cases: 50, checker: PropertyCheck<Feed>.defaultChecker).run()
        try BenchmarkSuite.expectBothDefects(report, row: "row")
        // One defect is not both.
        let one = Campaign(
            layout: TriageFeedLayout.definition(planting: [.roundThenMultiply]), profile: .phone, cases: 50,
            checker: PropertyCheck<Feed>.defaultChecker
        ).run()
        #expect(throws: BenchmarkError.self) { try BenchmarkSuite.expectBothDefects(one, row: "row") }
    }

    /// The shrink row alone (the three runs are skipped when none of their rows is wanted):
    /// its note states the target, met, and its figure is the candidate count.
    @Test func theShrinkRowStatesItsTarget() throws {
        var plan = BenchmarkPlan()
        plan.workloads = [.triage]
        plan.filter = "triage/shrink"
        plan.policy = SamplingPolicy(warmUpRuns: 0, samples: 1, minimumSamples: 1)
        let outcome = try BenchmarkSuite(plan: plan).run()
        let row = try #require(outcome.rows.first)
        #expect(outcome.rows.map(\.name) == ["triage/shrink/feed/1"])
        let candidates = try #require(row.metrics[BenchmarkRow.Metric.shrinkCandidates])
        #expect(candidates > 0 && candidates < 100)
        #expect(row.note == "\(Int(candidates)) candidates (target < 100: met)")
        #expect(outcome.missedTargets.isEmpty)
    }

    /// The command runs the triage rows alone, and a missed target is an error naming the row.
    @Test func theCommandRunsTheTriageRows() {
        #expect(BenchmarkCommand.main(["--workloads", "triage", "--filter", "triage/shrink", "--samples", "1", "--allow-debug"]) == 0)
        let error = BenchmarkError.targetsMissed(["triage/shrink/feed/1: 120 candidates, target < 100"])
        #expect(error.description == "1 target(s) missed: triage/shrink/feed/1: 120 candidates, target < 100")
    }
}
