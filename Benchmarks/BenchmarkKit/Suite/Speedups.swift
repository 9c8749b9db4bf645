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

    /// Each layout's benchmark targets among `layouts`, by name.
    static func targets(_ layouts: [any LayoutDefinition]) -> [String: [BenchmarkTarget]] {
        var targets: [String: [BenchmarkTarget]] = [:]
        for layout in layouts where !layout.benchmarkTargets.isEmpty { targets[layout.name] = layout.benchmarkTargets }
        return targets
    }

    /// Adds `× linear` to every query row of an index other than the linear filter (the
    /// linear row's median over this row's, same workload, layout and size), `× seed` to
    /// every engine's prepare and lookup row whose seed port was measured at the same size,
    /// and `× relayout` to every update row; then notes on each row whether it met the
    /// targets of its layout (`targets`, by layout name) that name it. `seedPorts` maps an
    /// engine's name to its seed port's.
    static func annotate(
        _ rows: [BenchmarkRow], seedPorts: [String: String], targets: [String: [BenchmarkTarget]] = [:]
    ) -> [BenchmarkRow] {
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
                row.metrics[BenchmarkRow.Metric.timesFasterThanRelayout] = relayout / row.time.median
            }
            for target in targets[row.layout] ?? []
            where BenchmarkRow.name(workload: target.workload, index: target.index, layout: row.layout, size: target.size) == row.name {
                if let verdict = verdict(of: row, on: target) {
                    row.note = [row.note, verdict].compactMap { $0 }.joined(separator: "; ")
                }
            }
            return row
        }
    }

    /// `target <bounds>: met` or `missed`, the bounds joined by "and" — or `nil` when the run did not
    /// measure what the target compares the row with, or the target bounds nothing.
    static func verdict(of row: BenchmarkRow, on target: BenchmarkTarget) -> String? {
        var bounds: [String] = []
        var met = true
        if let maximum = target.maximumMedian {
            bounds.append("≤ \(quantity(maximum, unit: row.unit))")
            met = met && row.time.median <= maximum
        }
        if let minimum = target.minimumSpeedup {
            guard let times = row.metrics[speedupMetric(target.baseline)] else { return nil }
            bounds.append("≥ \(number(minimum))× \(target.baseline.rawValue)")
            met = met && times >= minimum
        }
        guard !bounds.isEmpty else { return nil }
        return "target \(bounds.joined(separator: " and ")): \(met ? "met" : "missed")"
    }

    /// The metric holding a row's speedup over `baseline`.
    static func speedupMetric(_ baseline: BenchmarkTarget.Baseline) -> String {
        switch baseline {
        case .relayout: BenchmarkRow.Metric.timesFasterThanRelayout
        case .seed: BenchmarkRow.Metric.timesFasterThanSeed
        case .linear: BenchmarkRow.Metric.timesFasterThanLinear
        }
    }

    /// `10 ns/item`; thousands of nanoseconds in microseconds: `5 µs/update`.
    private static func quantity(_ value: Double, unit: String) -> String {
        guard value >= 1000, unit.hasPrefix("ns") else { return "\(number(value)) \(unit)" }
        return "\(number(value / 1000)) µs\(unit.dropFirst(2))"
    }

    /// `5`, `2.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
