import TesseraCheck

/// The comparisons the targets are stated in, added to the rows after a run: how many times
/// faster an index answers than the linear filter, and an engine than its seed port.
enum Speedups {
    /// Each engine's seed port among `layouts`, by name (`grid` → `seed-grid`).
    static func seedPorts(_ layouts: [any LayoutDefinition]) -> [String: String] {
        var ports: [String: String] = [:]
        for case let port as any SeedPortDefinition in layouts { ports[port.engineName] = port.name }
        return ports
    }

    /// Adds `× linear` to every query row of an index other than the linear filter (the
    /// linear row's median over this row's, same workload, layout and size), and `× seed` to
    /// every engine's prepare and lookup row whose seed port was measured at the same size.
    /// `seedPorts` maps an engine's name to its seed port's.
    static func annotate(_ rows: [BenchmarkRow], seedPorts: [String: String]) -> [BenchmarkRow] {
        var medians: [String: Double] = [:]
        for row in rows { medians[row.name] = row.time.median }
        return rows.map { row in
            var row = row
            let queries = Workload.queries.map(\.rawValue)
            if queries.contains(row.workload), let index = row.index, index != "linear", index != "seed",
               let linear = medians[BenchmarkRow.name(workload: row.workload, index: "linear", layout: row.layout, size: row.size)],
               row.time.median > 0 {
                row.metrics[BenchmarkRow.Metric.timesFasterThanLinear] = linear / row.time.median
            }
            if let seed = seedPorts[row.layout], row.time.median > 0 {
                let seedName: String? = switch row.workload {
                case Workload.prepare.rawValue:
                    BenchmarkRow.name(workload: row.workload, index: nil, layout: seed, size: row.size)
                case Workload.lookup.rawValue:
                    BenchmarkRow.name(workload: row.workload, index: "seed", layout: seed, size: row.size)
                default: nil
                }
                if let seedName, let seedMedian = medians[seedName] {
                    row.metrics[BenchmarkRow.Metric.timesFasterThanSeed] = seedMedian / row.time.median
                }
            }
            return row
        }
    }
}
