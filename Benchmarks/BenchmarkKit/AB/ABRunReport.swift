/// Everything an A/B run found, as written by `--json` (schema `tessera-bench-ab/1`): what was
/// compared, under which criteria and machine load, and every row's blocks and verdict.
package struct ABRunReport: Hashable, Sendable, Codable {
    /// `tessera-bench-ab/1`.
    package static let schemaIdentifier = "tessera-bench-ab/1"

    package var schema = ABRunReport.schemaIdentifier
    /// The `ab` command's arguments.
    package var arguments: [String]
    /// How the base revision is named in the report (a commit, `HEAD~1`, …).
    package var base: String
    /// How the head revision is named.
    package var head: String
    package var criteria: ABCriteria
    /// The machine (of the driver; both workers ran on it).
    package var environment: RunEnvironment
    /// The one-minute load average when sampling started and ended.
    package var loadAverageAtStart: Double?
    package var loadAverageAtEnd: Double?
    /// The time budget and the time spent sampling, in seconds.
    package var budgetSeconds: Double
    package var seconds: Double
    /// Pairs of workers started.
    package var rounds: Int
    /// Whether rows were still open when the budget ran out.
    package var budgetExhausted: Bool
    /// Every row, in the order the workers reached them.
    package var rows: [ABRowOutcome]

    /// The number of rows with `verdict`.
    package func count(_ verdict: ABVerdict) -> Int {
        rows.filter { $0.verdict == verdict && $0.stop != .unpaired }.count
    }

    /// The rows only one revision has (or that the two ran in different orders).
    package var unpaired: [ABRowOutcome] { rows.filter { $0.stop == .unpaired } }

    /// The exit status: 2 when a row regressed beyond the threshold, else 0.
    package var status: Int32 { count(.regression) > 0 ? 2 : 0 }
}
