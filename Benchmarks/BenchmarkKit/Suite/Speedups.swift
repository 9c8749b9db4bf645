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
            if row.workload == Workload.update.rawValue, !row.name.hasPrefix(BenchmarkSuite.relayoutName + "/"),
               let relayout = medians[BenchmarkRow.name(workload: BenchmarkSuite.relayoutName, index: nil, layout: row.layout, size: row.size)],
               row.time.median > 0 {
                let times = relayout / row.time.median
                row.metrics[BenchmarkRow.Metric.timesFasterThanRelayout] = times
                if let target = updateTarget(row, timesFaster: times) {
                    row.note = [row.note, target].compactMap { $0 }.joined(separator: "; ")
                }
            }
            return row
        }
    }

    /// The targets for an update row at 1M, met or missed: an append of 20 items
    /// within 5 µs on the waterfall and 20 µs on the grid and at least 1000× faster than a full
    /// relayout; a change in the middle at least twice as fast as one.
    static func updateTarget(_ row: BenchmarkRow, timesFaster: Double) -> String? {
        guard row.size == 1_000_000 else { return nil }
        func verdict(_ met: Bool) -> String { met ? "met" : "missed" }
        if row.name.hasPrefix("append/") {
            let limit: Double? = switch row.layout {
            case "waterfall": 5_000
            case "grid": 20_000
            default: nil
            }
            guard let limit else { return "target ≥ 1000× relayout: \(verdict(timesFaster >= 1000))" }
            return "target ≤ \(Int(limit / 1000)) µs and ≥ 1000× relayout: \(verdict(row.time.median <= limit && timesFaster >= 1000))"
        }
        return "target ≥ 2× relayout: \(verdict(timesFaster >= 2))"
    }
}
