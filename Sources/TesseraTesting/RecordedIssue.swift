import TesseraCheck

/// One issue an `expect…` function records for a report: its text, and for a finding, the
/// known issue that accepts it and the counterexample attached to it. `TestRun.issues(for:…)`
/// decides them without recording anything, so that the functions' self-check
/// (`ExpectationValidation`) can hold the decision to what it must be on a planted report.
struct RecordedIssue: Equatable {
    /// The issue's comment.
    var comment: String
    /// The label of the known issue that accepts the finding (recorded inside
    /// `withKnownIssue`, so that it does not fail the test); `nil`: the issue fails the test.
    var knownIssue: String?
    /// The counterexample JSON attached beside the issue and its file name, for the first
    /// report of a finding.
    var attachment: (json: String, name: String)?

    init(_ comment: String, knownIssue: String? = nil, attachment: (json: String, name: String)? = nil) {
        self.comment = comment
        self.knownIssue = knownIssue
        self.attachment = attachment
    }

    static func == (lhs: RecordedIssue, rhs: RecordedIssue) -> Bool {
        lhs.comment == rhs.comment && lhs.knownIssue == rhs.knownIssue
            && lhs.attachment?.json == rhs.attachment?.json && lhs.attachment?.name == rhs.attachment?.name
    }
}
