/// The `customSmallerIsBetter` format read by benchmark-action/github-action-benchmark: a
/// JSON array of `{ name, unit, value, range, extra }`, one per row, `value` the median.
package enum GitHubActionBenchmarkReport {
    /// One entry of the array.
    package struct Entry: Hashable, Sendable, Codable {
        /// The row's name.
        package var name: String
        /// The row's unit.
        package var unit: String
        /// The median.
        package var value: Double
        /// `± h`, half the distance from the minimum to the 90th percentile.
        package var range: String
        /// Minimum, 90th percentile, sample count and the row's other figures, as text.
        package var extra: String
    }

    /// The entries for `run`.
    package static func entries(_ run: BenchmarkRun) -> [Entry] {
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
    package static func render(_ run: BenchmarkRun) throws(BenchmarkError) -> String {
        try JSONReport.encode(entries(run))
    }
}
