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
        let perItem = Double(max(1, size))
        samples = plan.samples(of: name, units: perItem, policy: plan.policy.afterUntimedRun) { _ in
            let start = MonotonicClock.now()
            let result = try? layout.layout(spec.items, in: spec.container)
            let elapsed = MonotonicClock.now() &- start
            blackHole(result)
            return elapsed
        }
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

    /// The layout name of the row that writes a result without laying anything out.
    static let resultWriteName = "result-write"

    /// `prepare/result-write/SIZE`: the floor under every engine's prepare — a `LayoutResult`
    /// of `size` cells filled through the engines' bulk path (`appendCells`) with a frame that
    /// costs nothing to compute, so that the time is the result's storage alone (45 bytes per
    /// item: allocation, the frames, kinds, paths and the path-to-id table). Measured in the
    /// full run (no `--layouts`), when the prepare workload and the filter select it.
    func resultWriteRow(size: Int) -> BenchmarkRow? {
        let name = BenchmarkRow.name(workload: Workload.prepare.rawValue, index: nil, layout: Self.resultWriteName, size: size)
        guard plan.includes(.prepare, name: name) else { return nil }
        progress(name)
        let items = ItemSet(sectionCount: 1, itemsPerSection: size)
        func write() -> LayoutResult {
            var result = LayoutResult(scrollAxis: .vertical, items: items)
            result.appendCells(section: 0, items: 0 ..< size) { frames, firstItem in
                for index in frames.indices {
                    let y = Double(firstItem &+ index)
                    frames[index] = Rect(minX: 0, minY: y, maxX: 1, maxY: y + 1)
                }
            }
            result.contentSize = Size(width: 1, height: Double(size))
            return result
        }
        let counted = AllocationCounter.count(write)
        let perItem = Double(max(1, size))
        let samples = plan.samples(of: name, units: perItem, policy: plan.policy.afterUntimedRun) { _ in
            let start = MonotonicClock.now()
            let result = write()
            let elapsed = MonotonicClock.now() &- start
            blackHole(result)
            return elapsed
        }
        return BenchmarkRow(
            name: name, workload: Workload.prepare.rawValue, layout: Self.resultWriteName, index: nil, size: size,
            unit: "ns/item", time: SampleStatistics(samples)!.divided(by: perItem),
            metrics: [
                BenchmarkRow.Metric.bytesPerItem: Double(counted.result.memoryBytes) / perItem,
                BenchmarkRow.Metric.heapBytesPerItem: Double(counted.counts.bytesRetained) / perItem,
                BenchmarkRow.Metric.allocations: Double(counted.counts.allocationCalls),
            ]
        )
    }
}
