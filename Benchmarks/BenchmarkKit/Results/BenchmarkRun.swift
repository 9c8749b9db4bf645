/// A complete benchmark run: where it ran, the rows, and what the run's options were.
/// This is the `--json` report (schema `tessera-bench/1`, documented in Benchmarks/README.md).
public struct BenchmarkRun: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    public static let schemaIdentifier = "tessera-bench/1"

    /// Always `tessera-bench/1`.
    public var schema: String
    /// Where and how the run happened.
    public var environment: RunEnvironment
    /// The command-line arguments the run was started with.
    public var arguments: [String]
    /// The measured rows, in run order.
    public var rows: [BenchmarkRow]

    /// Creates a run.
    public init(environment: RunEnvironment, arguments: [String], rows: [BenchmarkRow]) {
        self.schema = Self.schemaIdentifier
        self.environment = environment
        self.arguments = arguments
        self.rows = rows
    }
}
