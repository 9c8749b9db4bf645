import TesseraCheck
import TesseraCore

extension BenchmarkSuite {
    /// The index name of the row that times a hosted layout's own preparation.
    static let hostedOwnName = "own"

    /// The target the issue states for a hosted layout: the host's own work at most a tenth
    /// of the layout's own preparation, at 100k items.
    static let hostedOverheadTarget = 0.10

    /// `prepare/own/LAYOUT/SIZE` for a `HostedLayout` (a UIKit layout subclass under its
    /// host): the hosted layout's own preparation (ns/item), with its own query over the whole
    /// content, the reading of that answer into a `LayoutResult` (the adapter's export) and the
    /// host's own work — the rest: the main-actor hop, the collection view and data source, the
    /// invalidation, the visible rect — as figures, from the same samples. The note states the
    /// host's share of the layout's own preparation, with the target at 100k items, and the
    /// reading's share. The clock stops before the hosted layout's objects are freed
    /// (`HostedLayoutTiming.hosted`): freeing them is the layout's cost, not the host's.
    func hostedPrepareRow(_ spec: LayoutSpec<some LayoutDefinition>, layout hosted: any HostedLayout, name: String) throws(LayoutError) -> BenchmarkRow {
        _ = try hosted.layoutTimingHostedCalls(spec.items, in: spec.container)
        let policy = plan.policy.afterUntimedRun
        var preparing: [Double] = [], querying: [Double] = [], reading: [Double] = [], host: [Double] = []
        _ = policy.run { run in
            let start = MonotonicClock.now()
            let timing = try? hosted.layoutTimingHostedCalls(spec.items, in: spec.container)
            let total = MonotonicClock.now() &- start
            let own = timing?.preparing ?? 0, queries = timing?.querying ?? 0, read = timing?.reading ?? 0
            blackHole(timing)
            // Warm-up runs are not samples.
            if run >= policy.warmUpRuns {
                preparing.append(Double(own))
                querying.append(Double(queries))
                reading.append(Double(read))
                host.append(Double(total) - Double(own) - Double(queries) - Double(read))
            }
            return total
        }
        let perItem = Double(max(1, spec.items.itemCount))
        let own = SampleStatistics(preparing)!.divided(by: perItem)
        let queryMedian = SampleStatistics(querying)!.divided(by: perItem).median
        let readingMedian = SampleStatistics(reading)!.divided(by: perItem).median
        let hostMedian = SampleStatistics(host)!.divided(by: perItem).median
        func percent(_ part: Double) -> Double { own.median > 0 ? (part / own.median * 1000).rounded() / 10 : 0 }
        let share = own.median > 0 ? hostMedian / own.median : 0
        var note = "host \(percent(hostMedian))% of the layout's own prepare"
        if spec.items.itemCount == 100_000 {
            note += " (target ≤ \(Int(Self.hostedOverheadTarget * 100))%: \(share <= Self.hostedOverheadTarget ? "met" : "missed"))"
        }
        note += "; reading its answer into a result \(percent(readingMedian))%"
        return BenchmarkRow(
            name: name, workload: Workload.prepare.rawValue, layout: spec.layout.name, index: Self.hostedOwnName,
            size: spec.items.itemCount, unit: "ns/item", time: own,
            metrics: [
                BenchmarkRow.Metric.hostedQueryPerItem: queryMedian, BenchmarkRow.Metric.hostedReadingPerItem: readingMedian,
                BenchmarkRow.Metric.hostPerItem: hostMedian,
            ],
            note: note
        )
    }
}
