/// The readable table `tessera-bench` prints on stdout: a header naming the machine and its
/// memory system, then one line per row with its median, minimum, 90th percentile, spread,
/// cache regime (query rows) and the figures measured alongside.
package enum ResultTable {
    /// The figures shown, in this order, when any row has them.
    static let shownMetrics = [
        BenchmarkRow.Metric.hitsPerQuery, BenchmarkRow.Metric.nanosecondsPerHit, BenchmarkRow.Metric.examinedPerQuery,
        BenchmarkRow.Metric.bytesPerItem, BenchmarkRow.Metric.heapBytesPerItem, BenchmarkRow.Metric.bytesPerElement,
        BenchmarkRow.Metric.allocations, BenchmarkRow.Metric.timesFasterThanLinear,
        BenchmarkRow.Metric.timesFasterThanSeed,
    ]

    /// Renders `run` of `program`: a header naming the program and the environment, then
    /// the table.
    package static func render(_ run: BenchmarkRun, program: String = "tessera-bench") -> String {
        let environment = run.environment
        let header = "\(program) — \(environment.date) — \(environment.cores) × \(environment.cpuModel) — "
            + "\(environment.toolchain), \(environment.buildConfiguration) build\n"
            + "memory: \(environment.memory.summary)"
        let metrics = shownMetrics.filter { metric in run.rows.contains { $0.metrics[metric] != nil } }
        var table = TextTable(columns: ["benchmark", "median", "min", "p90", "spread", "unit", "cache"] + metrics + ["note"])
        for row in run.rows {
            var cells = [
                row.name, NumberFormatting.compact(row.time.median), NumberFormatting.compact(row.time.min),
                NumberFormatting.compact(row.time.p90), String(format: "%.0f%%", row.time.spread * 100), row.unit,
                row.cacheRegime?.rawValue ?? "",
            ]
            cells += metrics.map { metric in row.metrics[metric].map(NumberFormatting.compact) ?? "" }
            cells.append(row.note ?? "")
            table.append(cells)
        }
        var text = header + "\n" + table.render() + "\n"
        // One line per reason: a seed that gives up skips all its rows for the same reason.
        var reasons: [String] = []
        var names: [String: [String]] = [:]
        for skipped in run.skipped {
            if names[skipped.reason] == nil { reasons.append(skipped.reason) }
            names[skipped.reason, default: []].append(skipped.name)
        }
        for reason in reasons {
            text += "skipped \(names[reason]!.joined(separator: ", ")): \(reason)\n"
        }
        return text
    }
}
