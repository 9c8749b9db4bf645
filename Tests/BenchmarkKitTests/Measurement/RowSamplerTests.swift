import Testing
import TesseraCheck
@testable import BenchmarkKit

/// Records what the suite hands it and takes a fixed number of samples, as an A/B worker's
/// driver would.
private final class RecordingSampler: RowSampler, @unchecked Sendable {
    var calls: [(name: String, units: Double, median: Double)] = []

    func samples(of name: String, units: Double, policy: SamplingPolicy, _ body: (Int) throws -> UInt64) rethrows -> [Double] {
        let samples = try (0 ..< 3).map { Double(try body($0)) }
        calls.append((name, units, SampleStatistics(samples)!.median))
        return samples
    }
}

@Suite struct RowSamplerTests {
    /// Every row of every kind goes through the sampler once, under its own name, in the
    /// order the rows come out, with the units its time is divided by: what lets the A/B
    /// worker announce each row and report its time per unit.
    @Test func everyRowIsSampledUnderItsNameWithItsUnits() throws {
        var plan = BenchmarkPlan()
        plan.sizes = [1000]
        plan.layouts = ["grid", "waterfall", "seed-waterfall"]
        let sampler = RecordingSampler()
        plan.sampler = sampler
        plan.policy = SamplingPolicy(warmUpRuns: 0, samples: 4, minimumSamples: 1)
        let rows = try BenchmarkSuite(plan: plan).run().rows
        #expect(rows.count > 20)
        #expect(sampler.calls.map(\.name) == rows.map(\.name))
        for (call, row) in zip(sampler.calls, rows) {
            let perUnit = call.median / call.units
            #expect(abs(perUnit - row.time.median) <= 1e-9 * max(1, perUnit), "\(row.name): \(perUnit) vs \(row.time.median)")
        }
    }

    @Test func rowsSelectsExactNames() throws {
        var plan = BenchmarkPlan()
        plan.sizes = [1000]
        plan.policy = SamplingPolicy(warmUpRuns: 0, samples: 1, minimumSamples: 1)
        plan.rows = ["prepare/grid/1k", "random/interval-tree/waterfall/1k"]
        let rows = try BenchmarkSuite(plan: plan).run().rows
        #expect(Set(rows.map(\.name)) == plan.rows)
    }
}
