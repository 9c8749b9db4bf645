import TesseraCore
import TesseraCheck

extension BenchmarkSuite {
    /// Counts one call's allocations and the bytes its result holds, then times `spec`'s
    /// layout over its items (ns/item). Returns the row and the counted call's result, which
    /// the index rows reuse.
    func prepareRow(_ spec: LayoutSpec<some LayoutDefinition>, name: String) throws(LayoutError) -> (row: BenchmarkRow, result: LayoutResult) {
        let layout = spec.makeLayout()
        let size = spec.items.itemCount
        let samples: [Double]
        let counted: (result: LayoutResult, counts: AllocationCounts)
        // The counted call comes first, so a throwing layout fails before timing; it is also
        // the warm-up.
        counted = try AllocationCounter.count { () throws(LayoutError) in try layout.layout(spec.items, in: spec.container) }
        samples = plan.policy.afterUntimedRun.run { _ in
            let start = MonotonicClock.now()
            let result = try? layout.layout(spec.items, in: spec.container)
            let elapsed = MonotonicClock.now() &- start
            blackHole(result)
            return elapsed
        }
        let perItem = Double(max(1, size))
        let row = BenchmarkRow(
            name: name, workload: Workload.prepare.rawValue, layout: spec.layout.name, index: nil, size: size,
            unit: "ns/item", time: SampleStatistics(samples)!.divided(by: perItem),
            metrics: [
                BenchmarkRow.Metric.bytesPerItem: Double(counted.result.memoryBytes) / perItem,
                BenchmarkRow.Metric.heapBytesPerItem: Double(counted.counts.bytesRetained) / perItem,
                BenchmarkRow.Metric.allocations: Double(counted.counts.allocationCalls),
            ]
        )
        return (row, counted.result)
    }
}
