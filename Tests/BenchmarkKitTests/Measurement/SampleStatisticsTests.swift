import Testing
@testable import BenchmarkKit

@Suite struct SampleStatisticsTests {
    @Test func emptySamplesHaveNoStatistics() {
        #expect(SampleStatistics([]) == nil)
    }

    @Test func oddCountTakesTheMiddleSample() throws {
        let statistics = try #require(SampleStatistics([5, 1, 4, 2, 3]))
        #expect(statistics.count == 5)
        #expect(statistics.min == 1)
        #expect(statistics.median == 3)
        #expect(statistics.max == 5)
        // Nearest rank: ceil(0.9 × 5) = 5th smallest.
        #expect(statistics.p90 == 5)
    }

    @Test func evenCountAveragesTheTwoMiddleSamples() throws {
        let statistics = try #require(SampleStatistics([10, 40, 20, 30]))
        #expect(statistics.median == 25)
    }

    @Test func p90IsTheNearestRank() throws {
        let samples = (1 ... 20).map(Double.init)
        let statistics = try #require(SampleStatistics(samples.shuffled()))
        #expect(statistics.p90 == 18)
        let single = try #require(SampleStatistics([7]))
        #expect(single.p90 == 7 && single.median == 7 && single.min == 7)
    }

    @Test func spreadIsTheBulkWidthRelativeToTheMedian() throws {
        let statistics = try #require(SampleStatistics([100, 100, 110, 120, 200]))
        // p90 = 200 (5th of 5), min 100, median 110.
        #expect(abs(statistics.spread - 100.0 / 110.0) < 1e-12)
        #expect(try #require(SampleStatistics([3, 3, 3])).spread == 0)
        #expect(try #require(SampleStatistics([0, 0])).spread == 0)
    }

    @Test func dividingScalesEveryFigure() throws {
        let statistics = try #require(SampleStatistics([10, 20, 30])).divided(by: 10)
        #expect(statistics == SampleStatistics(count: 3, min: 1, median: 2, p90: 3, max: 3))
    }
}

@Suite struct SamplingPolicyTests {
    @Test func runsWarmUpThenTheRequestedSamples() {
        var runs: [Int] = []
        let samples = SamplingPolicy(warmUpRuns: 2, samples: 4, minimumSamples: 1, budgetNanoseconds: .max).run { run in
            runs.append(run)
            return UInt64(run)
        }
        #expect(runs == [0, 1, 2, 3, 4, 5])
        #expect(samples == [2, 3, 4, 5])
    }

    @Test func stopsAtTheBudgetButNeverBelowTheMinimum() {
        let policy = SamplingPolicy(warmUpRuns: 0, samples: 10, minimumSamples: 3, budgetNanoseconds: 5)
        #expect(policy.run { _ in 100 }.count == 3)
        #expect(SamplingPolicy(warmUpRuns: 0, samples: 10, minimumSamples: 3, budgetNanoseconds: 1000).run { _ in 100 }.count == 10)
    }

    @Test func clampsNonsense() {
        let policy = SamplingPolicy(warmUpRuns: -1, samples: 0, minimumSamples: 5)
        #expect(policy.warmUpRuns == 0 && policy.samples == 1 && policy.minimumSamples == 1)
    }
}
