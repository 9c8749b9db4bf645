import Testing
@testable import BenchmarkKit

@Suite struct GateComparisonTests {
    @Test func eachFigureHasItsOwnThresholdAndFloor() {
        #expect(!GateFigure.instructions.regresses(from: 1000, to: 1010))
        #expect(GateFigure.instructions.regresses(from: 1000, to: 1011))
        #expect(GateFigure.instructions.regresses(from: 0, to: 1))
        #expect(!GateFigure.instructions.regresses(from: 1000, to: 900))
        // A few hundred bytes more is no regression, however small the row's figure.
        #expect(!GateFigure.allocatedBytes.regresses(from: 0, to: 1024))
        #expect(GateFigure.allocatedBytes.regresses(from: 0, to: 1025))
        #expect(GateFigure.allocatedBytes.regresses(from: 1_000_000, to: 1_020_000))
        #expect(!GateFigure.allocatedBytes.regresses(from: 1_000_000, to: 1_009_000))
        #expect(GateFigure.allocations.regresses(from: 0, to: 1))
        #expect(GateFigure.allocations.regresses(from: 7, to: 8))
        // Misses move with addresses by a few percent: 10%, and never for under 1000 more.
        #expect(!GateFigure.cacheMisses.regresses(from: 0, to: 1000))
        #expect(GateFigure.cacheMisses.regresses(from: 0, to: 1001))
        #expect(!GateFigure.cacheMisses.regresses(from: 50_000, to: 54_000))
        #expect(GateFigure.cacheMisses.regresses(from: 50_000, to: 56_000))
    }

    @Test func reportsOneLinePerRowAndTheVerdict() {
        let comparison = GateComparison(
            baseline: ["a": ["instructions": 1000, "allocations": 2], "b": ["instructions": 1000, "allocations": 2]],
            current: ["a": ["instructions": 1000, "allocations": 2], "b": ["instructions": 1000.1, "allocations": 3]],
            figures: [.instructions, .allocations]
        )
        #expect(comparison.regressions.map(\.row) == ["b"])
        #expect(!comparison.passes)
        let report = comparison.report(figures: [.instructions, .allocations], baselinePath: "base.json")
        #expect(report.hasPrefix("""
            row  instructions  allocations
            a    =             =
            b    +0.010%       +50.0% !
            """))
        #expect(report.contains("  b [allocations] 2 → 3 (+50.0%)"))
        #expect(report.contains("FAIL: 1 regressed figures, 0 missing and 0 new rows"))
    }

    @Test func percentagesKeepSmallChangesVisible() {
        #expect(GateComparison.percent(0) == "=")
        #expect(GateComparison.percent(0.000_12) == "+0.012%")
        #expect(GateComparison.percent(-0.25) == "-25.0%")
        #expect(GateComparison.percent(.infinity) == "+inf%")
    }
}
