import TesseraCore

extension KnownIssue.Candidate {
    /// An index campaign's finding: `indexAgreement` (or the harness's own check) of the
    /// campaign's index, not geometric, with the ways its answer is wrong, whether it took a
    /// scroll, and the shrunk frames as result JSON. No layout laid the frames out: `layout`
    /// is empty.
    package init(_ failure: IndexCampaignFailure, index: String) {
        let violation = failure.violation
        self.init(
            invariant: violation.invariant, layout: "", violationClass: violation.classification, magnitude: violation.magnitude.points,
            elementKinds: violation.elements.map(\.kind), counterexample: try? JSONValue(parsing: failure.counterexampleJSON), index: index,
            wrongAnswers: KnownIssue.WrongAnswer.ways(of: violation), throughScroll: !failure.precedingQueries.isEmpty
        )
    }
}

extension IndexCampaignReport {
    /// The run's findings, as known issues are matched against them.
    package var knownIssueCandidates: [KnownIssue.Candidate] {
        failures.map { KnownIssue.Candidate($0, index: campaign.index.name) }
    }

    /// What the campaign could have reproduced: `indexAgreement` of its index, complete when it
    /// ran every case and shrank every finding (as `CampaignReport.knownIssueScope`).
    package var knownIssueScope: KnownIssues.Scope {
        let ranEveryCase = !stoppedByTimeBudget && casesRun >= campaign.caseIndices.count
        return KnownIssues.Scope(
            layout: "", invariants: [.indexAgreement], complete: ranEveryCase && failingCasesBeyondFindingLimit == 0, index: campaign.index.name
        )
    }

    /// For each finding of `failures`, the campaign's known issue (`IndexCampaign.knownIssues`)
    /// that matches it, or `nil`. O(findings × known issues).
    var knownIssueOfEachFinding: [KnownIssue?] {
        let known = campaign.knownIssues
        guard !known.issues.isEmpty else { return failures.map { _ in nil } }
        return knownIssueCandidates.map { known.issue(matching: $0).map { known.issues[$0] } }
    }
}
