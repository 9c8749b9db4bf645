import Foundation
import Testing
import TesseraCore
@testable import BenchmarkKit

@Suite struct ABAnalysisTests {
    /// `count` blocks of a row whose head takes `ratio` × the base, each time scattered by
    /// about `noise` (log-normal, seeded).
    static func blocks(ratio: Double, noise: Double, count: Int, seed: UInt64) -> [ABBlock] {
        var random = Xoshiro256StarStar(seed: seed)
        return (0 ..< count).map { index in
            let base = 1000 * exp(PairedShiftTests.normal(&random, deviation: noise))
            let head = 1000 * ratio * exp(PairedShiftTests.normal(&random, deviation: noise))
            return ABBlock(base: base, head: head, headFirst: index % 2 == 0)
        }
    }

    @Test func minimumBlocksReachTheCorrectedLevel() {
        let criteria = ABCriteria()
        // 2⁻⁵ = 0.031 ≤ 0.05; among 40 rows 2⁻¹⁰ = 0.00098 ≤ 0.00125.
        #expect(criteria.minimumBlocks(rowCount: 1) == 5)
        #expect(criteria.minimumBlocks(rowCount: 40) == 10)
    }

    @Test func verdictsFollowTheRatio() throws {
        let criteria = ABCriteria(threshold: 0.05)
        let rows = [
            ABAnalysis.Row(name: "slower", unit: "ns/query", blocks: Self.blocks(ratio: 1.2, noise: 0.03, count: 20, seed: 1), stop: .decided),
            ABAnalysis.Row(name: "faster", unit: "ns/query", blocks: Self.blocks(ratio: 0.8, noise: 0.03, count: 20, seed: 2), stop: .decided),
            ABAnalysis.Row(name: "same", unit: "ns/query", blocks: Self.blocks(ratio: 1, noise: 0.01, count: 20, seed: 3), stop: .decided),
            ABAnalysis.Row(name: "noisy", unit: "ns/query", blocks: Self.blocks(ratio: 1.05, noise: 0.3, count: 8, seed: 4), stop: .budget),
            ABAnalysis.Row(name: "lonely", unit: "ns/query", blocks: [], stop: .unpaired),
        ]
        let outcomes = ABAnalysis.outcomes(rows, criteria: criteria)
        #expect(outcomes.map(\.verdict) == [.regression, .improvement, .noRegression, .inconclusive, .inconclusive])
        let slower = outcomes[0]
        #expect(try #require(slower.ratio) > 1.15 && slower.ratio! < 1.25)
        #expect(try #require(slower.lower) > 1.05)
        #expect(try #require(slower.adjustedP) <= 0.05)
        #expect(outcomes[4].ratio == nil && outcomes[4].adjustedP == nil)
    }

    @Test func holmMakesManyBorderlineRowsHarderToReport() {
        // One row with a raw regression p-value just under α is reported alone, not among 20.
        let criteria = ABCriteria(threshold: 0.05)
        var seed: UInt64 = 10
        var borderline: [ABBlock] = []
        var raw = 1.0
        repeat {
            seed += 1
            borderline = Self.blocks(ratio: 1.09, noise: 0.05, count: 12, seed: seed)
            raw = ABAnalysis.tests(PairedShift(ABAnalysis.differences(borderline)), criteria: criteria).regression
        } while !(0.01 ... 0.05).contains(raw)
        let alone = ABAnalysis.outcomes([ABAnalysis.Row(name: "row", unit: nil, blocks: borderline, stop: .budget)], criteria: criteria)
        #expect(alone[0].verdict == .regression)
        let quiet = (0 ..< 19).map { ABAnalysis.Row(name: "quiet\($0)", unit: nil, blocks: Self.blocks(ratio: 1, noise: 0.05, count: 12, seed: 100 + UInt64($0)), stop: .budget) }
        let among = ABAnalysis.outcomes([ABAnalysis.Row(name: "row", unit: nil, blocks: borderline, stop: .budget)] + quiet, criteria: criteria)
        #expect(among[0].verdict != .regression)
        #expect(among.allSatisfy { $0.verdict != .regression })
    }

    @Test func decisionWaitsForEnoughBlocks() {
        let criteria = ABCriteria(threshold: 0.05)
        let clear = Self.blocks(ratio: 1.5, noise: 0.01, count: 12, seed: 5)
        // Among 40 rows a decision needs 2⁻ⁿ ≤ 0.05/40: not with 9 blocks, with 10.
        #expect(ABAnalysis.decision(Array(clear.prefix(9)), criteria: criteria, rowCount: 40) == nil)
        #expect(ABAnalysis.decision(Array(clear.prefix(10)), criteria: criteria, rowCount: 40) == .regression)
        #expect(ABAnalysis.decision(Self.blocks(ratio: 1, noise: 0.005, count: 12, seed: 6), criteria: criteria, rowCount: 40) == .noRegression)
        #expect(ABAnalysis.decision(Self.blocks(ratio: 1.05, noise: 0.2, count: 12, seed: 7), criteria: criteria, rowCount: 40) == nil)
        #expect(ABAnalysis.decision([], criteria: criteria, rowCount: 1) == nil)
    }

    @Test func aaRunsOfManyRowsReportNoRegression() {
        // 200 seeded A/A runs of 30 rows × 15 blocks with 10% noise: with α = 0.05 family-wise
        // and a 5% threshold, no run may report a regression (the threshold keeps the true
        // ratio far inside the null; this guards the arithmetic, not the machine).
        let criteria = ABCriteria(threshold: 0.05)
        var falseRegressions = 0
        for run in 0 ..< 200 {
            let rows = (0 ..< 30).map { row in
                ABAnalysis.Row(name: "\(row)", unit: nil, blocks: Self.blocks(ratio: 1, noise: 0.1, count: 15, seed: UInt64(run * 100 + row)), stop: .budget)
            }
            falseRegressions += ABAnalysis.outcomes(rows, criteria: criteria).filter { $0.verdict == .regression }.count
        }
        #expect(falseRegressions == 0)
    }

    @Test func blocksWithoutATimeAreLeftOut() {
        #expect(ABBlock(base: 0, head: 5, headFirst: true).logRatio == nil)
        #expect(ABBlock(base: 5, head: .infinity, headFirst: true).logRatio == nil)
        #expect(ABBlock(base: 100, head: 110, headFirst: false).logRatio! == log(1.1))
    }
}
