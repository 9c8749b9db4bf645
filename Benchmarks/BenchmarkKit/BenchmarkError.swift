/// What can go wrong in a benchmark run, each case naming the offending flag, value, row or
/// file so the message alone says what to fix.
package enum BenchmarkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A flag the benchmark does not know.
    case unknownFlag(String)
    /// A flag given without its value.
    case missingValue(flag: String)
    /// A flag's value that cannot be used.
    case invalidValue(flag: String, value: String, expected: String)
    /// A debug build asked to time things without `--allow-debug`.
    case debugBuild
    /// An index answered a query differently from the linear filter; the run is void.
    case wrongAnswer(index: String, layout: String, size: Int, workload: String, query: String, detail: String)
    /// A layout threw on the benchmark's own input.
    case layoutFailed(layout: String, size: Int, error: String)
    /// A file could not be read, parsed or written.
    case file(path: String, reason: String)
    /// A gate row could not be set up or gave a wrong answer.
    case gateRowFailed(row: String, reason: String)
    /// An A/B worker (the `base` or `head` revision's) failed or broke the protocol.
    case abWorkerFailed(side: String, reason: String)
    /// A triage row's run did not report what its planted defects must give; the run is void.
    case triageFailed(row: String, reason: String)
    /// Rows missed targets that fail the run (the triage rows'), after the reports were written.
    case targetsMissed([String])

    /// The message printed to stderr.
    package var description: String {
        switch self {
        case .unknownFlag(let flag):
            "unknown flag '\(flag)' (see --help)"
        case .missingValue(let flag):
            "\(flag) needs a value (see --help)"
        case .invalidValue(let flag, let value, let expected):
            "\(flag): '\(value)' is not valid; expected \(expected)"
        case .debugBuild:
            "this is a debug build, whose timings mean nothing: run `swift run -c release tessera-bench`, "
                + "or pass --allow-debug to run anyway"
        case .wrongAnswer(let index, let layout, let size, let workload, let query, let detail):
            "WRONG ANSWER: index '\(index)' on \(layout) with \(size) items, workload \(workload), "
                + "query \(query): \(detail); nothing was timed"
        case .layoutFailed(let layout, let size, let error):
            "layout '\(layout)' failed on the benchmark input of \(size) items: \(error)"
        case .file(let path, let reason):
            "\(path): \(reason)"
        case .gateRowFailed(let row, let reason):
            "gate row \(row): \(reason)"
        case .abWorkerFailed(let side, let reason):
            "the \(side) revision's worker \(reason)"
        case .triageFailed(let row, let reason):
            "WRONG ANSWER: triage row \(row): \(reason)"
        case .targetsMissed(let targets):
            "\(targets.count) target(s) missed: " + targets.joined(separator: "; ")
        }
    }
}
