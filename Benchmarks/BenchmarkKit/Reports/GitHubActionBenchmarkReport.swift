/// The `customSmallerIsBetter` format read by benchmark-action/github-action-benchmark: a
/// JSON array of `{ name, unit, value, range, extra }`, one per row, `value` the median.
public enum GitHubActionBenchmarkReport {
    /// One entry of the array.
    public struct Entry: Hashable, Sendable, Codable {
        /// The row's name.
        public var name: String
        /// The row's unit.
        public var unit: String
        /// The median.
        public var value: Double
        /// `± h`, half the distance from the minimum to the 90th percentile.
        public var range: String
        /// Minimum, 90th percentile, sample count and the row's other figures, as text.
        public var extra: String
    }

    /// The entries for `run`.
    public static func entries(_ run: BenchmarkRun) -> [Entry] {
        run.rows.map { row in
            var extra = [
                "min \(NumberFormatting.compact(row.time.min))", "p90 \(NumberFormatting.compact(row.time.p90))",
                "samples \(row.time.count)",
            ]
            if let regime = row.cacheRegime { extra.append("cache \(regime.rawValue)") }
            extra += row.metrics.keys.sorted().map { "\($0) \(NumberFormatting.compact(row.metrics[$0]!))" }
            if let note = row.note { extra.append(note) }
            return Entry(
                name: row.name, unit: row.unit, value: row.time.median,
                range: "± \(NumberFormatting.compact((row.time.p90 - row.time.min) / 2))",
                extra: extra.joined(separator: "; ")
            )
        }
    }

    /// The report as JSON text.
    public static func render(_ run: BenchmarkRun) throws(BenchmarkError) -> String {
        try JSONReport.encode(entries(run))
    }
}
