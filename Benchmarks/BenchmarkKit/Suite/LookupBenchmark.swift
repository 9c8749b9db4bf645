import TesseraCore
import TesseraCheck

extension BenchmarkSuite {
    /// Times `LayoutResult`'s O(1) cell lookup by `ItemPath` (ns/lookup) — the answer to
    /// `layoutAttributesForItem(at:)` — over random paths.
    func lookupRow(_ result: LayoutResult, spec: LayoutSpec<some LayoutDefinition>, name: String) -> BenchmarkRow {
        let paths = QueryRects.lookupPaths(spec.items, count: QueryRects.count(.lookup))
        let samples = plan.samples(of: name, units: Double(max(1, paths.count))) { _ in
            var sum = 0.0
            let start = MonotonicClock.now()
            for path in paths {
                if let id = result.cell(at: path) { sum += result.frames[id].minY }
            }
            let elapsed = MonotonicClock.now() &- start
            blackHole(sum)
            return elapsed
        }
        return BenchmarkRow(
            name: name, workload: Workload.lookup.rawValue, layout: spec.layout.name, index: "result",
            size: spec.items.itemCount, unit: "ns/lookup",
            time: SampleStatistics(samples)!.divided(by: Double(max(1, paths.count))),
            metrics: [BenchmarkRow.Metric.queries: Double(paths.count)]
        )
    }
}
