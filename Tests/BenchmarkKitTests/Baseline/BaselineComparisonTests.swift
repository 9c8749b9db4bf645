import Testing
@testable import BenchmarkKit

@Suite struct BaselineComparisonTests {
    let baseline = Baseline(description: "before", rows: [
        "prepare/grid/1M": ["instructions": 1000, "allocations": 7],
        "random/linear/grid/1M": ["instructions": 500, "allocations": 0],
        "gone/row": ["instructions": 1],
    ])

    @Test func noRegressionWithinTheThreshold() {
        let current = Baseline(description: "after", rows: [
            "prepare/grid/1M": ["instructions": 1029, "allocations": 7],
            "random/linear/grid/1M": ["instructions": 400, "allocations": 0],
        ])
        let comparison = BaselineComparison(baseline: baseline, current: current, threshold: Threshold(percent: 3))
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.deltas.count == 4)
        #expect(comparison.report().contains("no regression over 3%"))
    }

    @Test func regressionOverTheThresholdIsNamed() throws {
        let current = Baseline(description: "after", rows: [
            "prepare/grid/1M": ["instructions": 1031, "allocations": 7],
            "random/linear/grid/1M": ["instructions": 500, "allocations": 0],
        ])
        let comparison = BaselineComparison(baseline: baseline, current: current, threshold: Threshold(percent: 3))
        let regression = try #require(comparison.regressions.first)
        #expect(comparison.regressions.count == 1)
        #expect(regression.row == "prepare/grid/1M" && regression.metric == "instructions")
        #expect(abs(regression.change - 0.031) < 1e-12)
        #expect(comparison.report().contains("REGRESSED over 3%: prepare/grid/1M [instructions +3.1%]"))
    }

    @Test func anAllocationWhereThereWasNoneIsARegression() throws {
        let current = Baseline(description: "after", rows: ["random/linear/grid/1M": ["instructions": 500, "allocations": 1]])
        let comparison = BaselineComparison(baseline: baseline, current: current, threshold: Threshold(percent: 50))
        let regression = try #require(comparison.regressions.first)
        #expect(regression.metric == "allocations" && regression.change == .infinity)
    }

    @Test func newAndMissingRowsAreListedNotRegressions() {
        let current = Baseline(description: "after", rows: [
            "prepare/grid/1M": ["instructions": 1000, "allocations": 7],
            "brand/new": ["instructions": 99],
        ])
        let comparison = BaselineComparison(baseline: baseline, current: current, threshold: Threshold(percent: 3))
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.newRows == ["brand/new"])
        #expect(comparison.missingRows == ["gone/row", "random/linear/grid/1M"])
        let report = comparison.report()
        #expect(report.contains("new rows (not in the baseline): brand/new"))
        #expect(report.contains("missing rows (in the baseline, not measured): gone/row, random/linear/grid/1M"))
    }

    @Test func aTimedRunBecomesABaselineOfMedians() {
        let run = BenchmarkRun(environment: .fixture, arguments: [], rows: [.fixture(name: "prepare/grid/10k", median: 12)])
        #expect(Baseline(run: run).rows == ["prepare/grid/10k": ["median ns/item": 12]])
    }
}
