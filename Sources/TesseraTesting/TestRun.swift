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

    /// Whether the current test runs once per argument: its replay line must then name the
    /// argument, since `swift test --filter` reruns them all (Swift Testing does not expose
    /// the arguments, so the `expect…` functions name what they were given).
    static var isParameterized: Bool {
        Test.Case.current?.isParameterized ?? false
    }

    /// Prints `report`'s summary line when it passed — cases, invariants, time and whether a
    /// budget cut it short — so that a green run says what it checked; and records the issues
    /// `issues(for:regressionError:known:reported:)` decides, attaching each counterexample.
    static func record(
        _ report: CheckReport, regressionError: String?, known: [KnownIssue?] = [], reported: inout [String: String],
        sourceLocation: SourceLocation
    ) {
        if report.passed { print(report.summary) }
        for issue in issues(for: report, regressionError: regressionError, known: known, reported: &reported) {
            if let label = issue.knownIssue {
                withKnownIssue(Comment(rawValue: "known issue: \(label)")) {
                    Issue.record(Comment(rawValue: issue.comment), sourceLocation: sourceLocation)
                }
                continue
            }
            Issue.record(Comment(rawValue: issue.comment), sourceLocation: sourceLocation)
            if let (json, name) = issue.attachment { Attachment.record(json, named: name, sourceLocation: sourceLocation) }
        }
    }

    /// The issues `record` makes of `report`: an unreadable regression file; a failure
    /// without findings as its report; and each finding as an issue with its counterexample
    /// attached. A finding whose shrunk counterexample another campaign of the same run already
    /// reported (`reported`: counterexample JSON to its label) is one line that names it, so
    /// one bug found from every profile reads once. A finding a known issue matches (`known`,
    /// by finding) is that known issue's, which does not fail the test. O(findings).
    static func issues(
        for report: CheckReport, regressionError: String?, known: [KnownIssue?], reported: inout [String: String]
    ) -> [RecordedIssue] {
        var issues: [RecordedIssue] = []
        if let regressionError {
            issues.append(RecordedIssue("\(report.label): the regression file could not be read: \(regressionError)"))
        }
        guard !report.passed else { return issues }
        guard !report.findings.isEmpty else { return issues + [RecordedIssue(report.description)] }
        let slip = ExpectationSlip.current
        for (number, finding) in report.findings.enumerated() where slip != .laterFindingsNotRecorded || number == 0 {
            let heading = report.findings.count > 1
                ? "\(report.summary)\nfinding \(number + 1) of \(report.findings.count):\n" : "\(report.summary)\n"
            let knownIssue = slip == .knownIssueCoversItsReport ? known.lazy.compactMap { $0 }.first : number < known.count ? known[number] : nil
            if let knownIssue {
                issues.append(RecordedIssue(heading + finding.description, knownIssue: knownIssue.label))
                continue
            }
            let json = finding.counterexampleJSON
            if let first = reported[json] {
                let summary = finding.description.split(separator: "\n").prefix(2).joined(separator: "\n")
                issues.append(RecordedIssue("\(heading)\(summary)\n  shrinks to the counterexample reported for \(first)"))
                continue
            }
            reported[json] = report.label
            issues.append(RecordedIssue(heading + finding.description, attachment: (json, finding.counterexampleName)))
        }
        return issues
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
