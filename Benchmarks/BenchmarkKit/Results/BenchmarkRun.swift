/// A complete benchmark run: where it ran, the rows, and what the run's options were.
/// This is the `--json` report (schema `tessera-bench/1`, documented in Benchmarks/README.md).
package struct BenchmarkRun: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    package static let schemaIdentifier = "tessera-bench/1"

    /// Always `tessera-bench/1`.
    package var schema: String
    /// Where and how the run happened.
    package var environment: RunEnvironment
    /// The command-line arguments the run was started with.
    package var arguments: [String]
    /// The measured rows, in run order.
    package var rows: [BenchmarkRow]
    /// Rows the plan selected that could not be measured, with the reason (e.g. a seed port
    /// that gives up at 1M items); listed under the table, never dropped silently.
    package var skipped: [SkippedRow]

    /// Creates a run.
    package init(environment: RunEnvironment, arguments: [String], rows: [BenchmarkRow], skipped: [SkippedRow] = []) {
        self.schema = Self.schemaIdentifier
        self.environment = environment
        self.arguments = arguments
        self.rows = rows
        self.skipped = skipped
    }
}

/// A selected row that was not measured, and why.
package struct SkippedRow: Hashable, Sendable, Codable {
    /// The row's name.
    package var name: String
    /// Why it was not measured.
    package var reason: String

    /// Creates a skipped row.
    package init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}
