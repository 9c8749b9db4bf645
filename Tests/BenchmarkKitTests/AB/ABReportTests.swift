import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct ABReportTests {
    static func report(rows: [ABRowOutcome], budgetExhausted: Bool = false) -> ABRunReport {
        ABRunReport(
            arguments: ["ab"], base: "abc1234", head: "def5678", criteria: ABCriteria(), environment: .fixture,
            loadAverageAtStart: 1.5, loadAverageAtEnd: 2.25, budgetSeconds: 600, seconds: 252, rounds: 3,
            budgetExhausted: budgetExhausted, rows: rows
        )
    }

    static func row(_ name: String, _ verdict: ABVerdict, ratio: Double = 1, stop: ABStop = .decided) -> ABRowOutcome {
        ABRowOutcome(
            name: name, unit: "ns/query", blocks: Array(repeating: ABBlock(base: 100, head: 100 * ratio, headFirst: true), count: 12),
            ratio: ratio, lower: ratio - 0.01, upper: ratio + 0.01, baseMedian: 100, headMedian: 100 * ratio,
            regressionP: 0.5, improvementP: 0.5, noRegressionP: 0.5, adjustedP: 0.5, verdict: verdict, stop: stop
        )
    }

    @Test func tableListsRegressionsFirstAndCountsEachVerdict() {
        let report = Self.report(rows: [
            Self.row("random/interval-tree/grid/1M", .noRegression),
            Self.row("prepare/grid/1M", .regression, ratio: 1.2),
            Self.row("sweep/interval-tree/grid/1M", .inconclusive, stop: .budget),
            ABRowOutcome(name: "lookup/result/new/1M", unit: "ns/lookup", blocks: [], verdict: .inconclusive, stop: .unpaired),
        ], budgetExhausted: true)
        let text = ABReport.markdown(report)
        #expect(text.hasPrefix("### A/B: `def5678` against `abc1234`\n"))
        #expect(text.contains("**1 regression above 5%** · 1 no regression · 1 inconclusive"))
        #expect(text.contains("3 rows, verdicts Holm-corrected at α = 0.05, 95% intervals, 4m12s of a 10m00s budget, 3 rounds, load 1.5→2.2 on 2 cores."))
        #expect(text.contains("The budget ran out"))
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(lines.count == 3)
        #expect(lines[0] == "| `prepare/grid/1M` | 100 ns/query | 120 ns/query | 1.200 | 1.190–1.210 | 12 | **regression** |")
        #expect(lines[1].hasSuffix("| inconclusive (budget ran out) |"))
        #expect(text.contains("Not compared (only one revision has them, or they ran in another order): `lookup/result/new/1M`."))
        #expect(report.status == 2)
        #expect(Self.report(rows: [Self.row("a", .noRegression), Self.row("b", .inconclusive)]).status == 0)
    }

    @Test func unitsFollowTheWorkload() {
        #expect(ABReport.unit(ofRow: "prepare/grid/1M") == "ns/item")
        #expect(ABReport.unit(ofRow: "build/interval-tree/grid/1M") == "ns/element")
        #expect(ABReport.unit(ofRow: "random-warm/interval-tree/grid/1M") == "ns/query")
        #expect(ABReport.unit(ofRow: "lookup/result/grid/1M") == "ns/lookup")
        #expect(ABReport.unit(ofRow: "append/waterfall/1M") == "ns/update")
    }

    @Test func jsonRoundTrips() throws {
        let report = Self.report(rows: [Self.row("prepare/grid/1M", .regression, ratio: 1.2)])
        let text = try JSONReport.encode(report)
        #expect(text.contains("\"schema\" : \"tessera-bench-ab/1\""))
        let decoded = try JSONDecoder().decode(ABRunReport.self, from: Data(text.utf8))
        #expect(decoded == report)
    }
}
