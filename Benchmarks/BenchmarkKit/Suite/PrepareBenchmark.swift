import TesseraCore
import TesseraLayouts

extension BenchmarkSuite {
    /// Times `spec`'s layout over its items (ns/item), then counts one call's allocations
    /// and the bytes its result holds.
    func prepareRow(_ spec: LayoutSpec, name: String) throws(BenchmarkError) -> BenchmarkRow {
        let layout = spec.makeLayout()
        let size = spec.items.itemCount
        let samples: [Double]
        let counted: (result: LayoutResult, counts: AllocationCounts)
        do {
            samples = try plan.policy.run { _ in
                let start = MonotonicClock.now()
                let result = try layout.layout(spec.items, in: spec.container)
                let elapsed = MonotonicClock.now() &- start
                blackHole(result)
                return elapsed
            }
            counted = try AllocationCounter.count { try layout.layout(spec.items, in: spec.container) }
        } catch {
            throw .layoutFailed(layout: spec.layout.rawValue, size: size, error: "\(error)")
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
