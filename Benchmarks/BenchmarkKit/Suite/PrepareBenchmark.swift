import TesseraCore
import TesseraLayouts

extension BenchmarkSuite {
    /// Times `spec`'s layout over its items (ns/item), then counts one call's allocations
    /// and the bytes its result holds.
    func prepareRow(_ spec: LayoutSpec, name: String) throws(LayoutError) -> BenchmarkRow {
        let layout = spec.makeLayout()
        let size = spec.items.itemCount
        let samples: [Double]
        let counted: (result: LayoutResult, counts: AllocationCounts)
        // The first call is outside the sampler so a throwing layout fails before timing.
        counted = try AllocationCounter.count { () throws(LayoutError) in try layout.layout(spec.items, in: spec.container) }
        samples = plan.policy.run { _ in
            let start = MonotonicClock.now()
            let result = try? layout.layout(spec.items, in: spec.container)
            let elapsed = MonotonicClock.now() &- start
            blackHole(result)
            return elapsed
        }
        let perItem = Double(max(1, size))
        return BenchmarkRow(
            name: name, workload: Workload.prepare.rawValue, layout: spec.layout.rawValue, index: nil, size: size,
            unit: "ns/item", time: SampleStatistics(samples)!.divided(by: perItem),
            metrics: [
                BenchmarkRow.Metric.bytesPerItem: Double(counted.result.memoryBytes) / perItem,
                BenchmarkRow.Metric.heapBytesPerItem: Double(counted.counts.bytesRetained) / perItem,
                BenchmarkRow.Metric.allocations: Double(counted.counts.allocationCalls),
            ]
        )
    }
}
