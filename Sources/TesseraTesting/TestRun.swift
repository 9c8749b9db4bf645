import Testing
import TesseraCheck

/// What the `expect…` functions share: the environment, the current test's filter, and
/// turning a failing report into an issue with its counterexample attached.
enum TestRun {
    /// The `TESSERA_*` variables, or `nil` after recording an issue naming a malformed one
    /// (a typo must not silently run the default campaign).
    static func environment(sourceLocation: SourceLocation) -> CampaignEnvironment? {
        do {
            return try CampaignEnvironment.current()
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The `swift test --filter` argument that runs the current test: its suite and function
    /// name (`FlowTests/holdsEveryInvariant`), or `nil` outside a test.
    static var currentFilter: String? {
        guard let test = Test.current else { return nil }
        var components = test.id.nameComponents
        guard let last = components.popLast() else { return nil }
        components.append(String(last.prefix { $0 != "(" }))
        return components.joined(separator: "/")
    }

    /// Records `report` as an issue when it failed, attaching its counterexample; and records
    /// an unreadable regression file. A failure whose shrunk counterexample another campaign
    /// of the same run already reported (`reported`: counterexample JSON to its label) is
    /// recorded in one line that names it, so one bug found from every profile reads once.
    /// A failure a known issue matches (`known`) is recorded as Swift Testing's known issue,
    /// which does not fail the test.
    static func record(
        _ report: CheckReport, regressionError: String?, known: KnownIssue? = nil, reported: inout [String: String],
        sourceLocation: SourceLocation
    ) {
        if let regressionError {
            Issue.record("\(report.label): the regression file could not be read: \(regressionError)", sourceLocation: sourceLocation)
        }
        guard !report.passed else { return }
        if let known {
            withKnownIssue(Comment(rawValue: "known issue: \(known.label)")) {
                Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
            }
            return
        }
        guard let json = report.counterexampleJSON else {
            Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
            return
        }
        if let first = reported[json] {
            let summary = report.description.split(separator: "\n").prefix(2).joined(separator: "\n")
            Issue.record(Comment(rawValue: "\(summary)\n  shrinks to the counterexample reported for \(first)"), sourceLocation: sourceLocation)
            return
        }
        reported[json] = report.label
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
        Attachment.record(json, named: report.counterexampleName, sourceLocation: sourceLocation)
    }

    /// Records the known issues a run no longer reproduces: a failure ("fixed: remove it"), or
    /// a warning when they are only reported; and, as a warning, those a run that stopped early
    /// could not confirm.
    static func record(_ outcome: KnownIssueOutcome, sourceLocation: SourceLocation) {
        for index in outcome.fixed {
            let comment = Comment(rawValue: "known issue fixed: remove it: \(outcome.known[index].label)")
            Issue.record(comment, severity: outcome.whenFixed == .fail ? .error : .warning, sourceLocation: sourceLocation)
        }
        for index in outcome.unconfirmed {
            let comment = Comment(rawValue: "known issue not reproduced, but the run stopped early (a time budget or a failure), so it is not called fixed: \(outcome.known[index].label)")
            Issue.record(comment, severity: .warning, sourceLocation: sourceLocation)
        }
    }
}
