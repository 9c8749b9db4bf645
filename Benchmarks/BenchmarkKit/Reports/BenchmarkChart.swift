import TesseraRender

/// The `--chart` report: one log-log panel per workload, time per element (or per query)
/// against the item count, one line per algorithm (the row name without its workload, which
/// the panel's title names, and without its size).
package enum BenchmarkChart {
    /// The panels of `run`, in workload order; workloads without rows get no panel, nor do
    /// the triage rows (a run each, not a size series).
    package static func charts(_ run: BenchmarkRun) -> [LogLogChart] {
        Workload.allCases.filter { $0 != .triage }.compactMap { workload in
            let rows = run.rows.filter { $0.workload == workload.rawValue }
            guard let unit = rows.first?.unit else { return nil }
            var order: [String] = []
            var points: [String: [(x: Double, y: Double)]] = [:]
            for row in rows {
                // Update rows are named by their change, which the series must keep.
                let path = row.name.split(separator: "/").dropLast()
                let algorithm = (workload == .update ? path : path.dropFirst()).joined(separator: "/")
                if points[algorithm] == nil { order.append(algorithm) }
                points[algorithm, default: []].append((Double(row.size), row.time.median))
            }
            return LogLogChart(
                title: title(workload), xLabel: "items", yLabel: "median \(unit)",
                series: order.map { LogLogChart.Series(name: $0, points: points[$0]!) }
            )
        }
    }

    /// The chart as an SVG document, two panels per row.
    package static func svg(_ run: BenchmarkRun) -> String {
        LogLogChart.document(charts(run), columns: 2)
    }

    private static func title(_ workload: Workload) -> String {
        switch workload {
        case .prepare: "prepare — time per item"
        case .build: "index build — time per element"
        case .random: "random viewport jumps, cold caches — time per query"
        case .randomWarm: "random viewport jumps, warm caches — time per query"
        case .sweep: "scroll (1/8 viewport per frame, new content) — time per query"
        case .prefetch: "3-viewport prefetch window, cold caches — time per query"
        case .lookup: "ItemPath lookup — time per lookup"
        case .update: "batch update (layout + interval tree) — time per update"
        case .triage: "triage of a sectioned feed — time per run"
        }
    }
}
