/// Reference figures to compare later runs against: for each row name, a set of named
/// smaller-is-better figures (a median time, an instruction count, an allocation count).
///
/// Saved with `--save-baseline` (medians of a timed run) and by `scripts/bench-gate.sh
/// --update` (instruction and allocation counts under callgrind); schema
/// `tessera-bench-baseline/1`, documented in Benchmarks/README.md.
package struct Baseline: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    package static let schemaIdentifier = "tessera-bench-baseline/1"

    /// Always `tessera-bench-baseline/1`.
    package var schema: String
    /// What the figures are and where they came from, for a reader of the file.
    package var description: String
    /// Figures by row name, then by metric name; every figure is smaller-is-better.
    package var rows: [String: [String: Double]]
    /// What the figures were measured in, where it matters to compare them: the gate's
    /// `GateEnvironment` entries. Absent in timed baselines.
    package var environment: [String: String]?

    /// Creates a baseline.
    package init(description: String, rows: [String: [String: Double]], environment: [String: String]? = nil) {
        self.schema = Self.schemaIdentifier
        self.description = description
        self.rows = rows
        self.environment = environment
    }

    /// The baseline of a timed run: each row's median time (`median`, in its unit).
    package init(run: BenchmarkRun) {
        var rows: [String: [String: Double]] = [:]
        for row in run.rows {
            rows[row.name] = ["median \(row.unit)": row.time.median]
        }
        let environment = run.environment
        self.init(
            description: "tessera-bench medians, \(environment.buildConfiguration) build, \(environment.toolchain), "
                + "\(environment.cores) × \(environment.cpuModel), \(environment.date)",
            rows: rows
        )
    }
}
