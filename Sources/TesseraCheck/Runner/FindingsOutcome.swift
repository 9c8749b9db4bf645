/// The outcome part of a campaign's summary line, written once for layout and index campaigns
/// (`CampaignReport.summary`, `IndexCampaignReport.summary`) so both count findings, known
/// issues and failing cases in the same words.
package struct FindingsOutcome {
    /// Distinct findings, each shrunk.
    package var findings: Int
    /// How many of the findings a known issue matches.
    package var knownFindings: Int
    /// Cases that failed, counted once each.
    package var failingCases: Int
    /// Failing cases past the campaign's finding limit, counted but not reported.
    package var failingCasesBeyondFindingLimit: Int
    /// The campaign's finding limit, named when cases went past it.
    package var findingLimit: Int
    /// Whether the campaign stopped at its first failure.
    package var stoppedAtFirstFailure: Bool

    package init(
        findings: Int, knownFindings: Int, failingCases: Int,
        failingCasesBeyondFindingLimit: Int, findingLimit: Int, stoppedAtFirstFailure: Bool
    ) {
        self.findings = findings
        self.knownFindings = knownFindings
        self.failingCases = failingCases
        self.failingCasesBeyondFindingLimit = failingCasesBeyondFindingLimit
        self.findingLimit = findingLimit
        self.stoppedAtFirstFailure = stoppedAtFirstFailure
    }

    /// `FAILED: 2 distinct findings (1 a known issue) in 5 failing cases`, or `known issues
    /// only: …` when a known issue matches every finding and none went past the limit. With no
    /// failing case (a failure of the harness's own checks) it is `FAILED` alone.
    package var text: String {
        guard failingCases > 0 else { return "FAILED" }
        var counted = findings == 1 ? "1 finding" : "\(findings) distinct findings"
        if knownFindings > 0, knownFindings < findings {
            counted += knownFindings == 1 ? " (1 a known issue)" : " (\(knownFindings) known issues)"
        }
        let cases = failingCases == 1 ? "1 failing case" : "\(failingCases) failing cases"
        let beyond = failingCasesBeyondFindingLimit > 0
            ? ", \(failingCasesBeyondFindingLimit) more beyond the limit of \(findingLimit) findings" : ""
        let stopped = stoppedAtFirstFailure ? ", stopped at the first" : ""
        let verdict = knownFindings == findings && failingCasesBeyondFindingLimit == 0 ? "known issues only: " : "FAILED: "
        return "\(verdict)\(counted) in \(cases)\(beyond)\(stopped)"
    }
}
