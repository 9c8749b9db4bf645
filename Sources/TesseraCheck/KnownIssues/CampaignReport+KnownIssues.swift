import TesseraCore

extension KnownIssue.Candidate {
    /// `failure`'s shrunk violation and counterexample, on its campaign's layout.
    package init<Definition: LayoutDefinition>(_ failure: CampaignFailure<Definition>) {
        let violation = failure.violation
        // The finding's class and magnitude are the largest its cases showed, so that a bound
        // on a known issue holds for every case of the finding, not only the shrunk one.
        let largest = [failure.largestViolation.magnitude.points, violation.magnitude.points].compactMap { $0 }.max()
        self.init(
            invariant: violation.invariant, layout: failure.shrunkSpec.layout.name, implementation: failure.shrunkSpec.layout.implementation,
            violationClass: failure.classification, magnitude: largest, elementKinds: violation.elements.map(\.kind),
            counterexample: try? JSONValue(parsing: failure.counterexampleJSON), wrongAnswers: KnownIssue.WrongAnswer.ways(of: violation)
        )
        alsoBreaks = failure.alsoBreaks
    }

    /// `violation` of `spec` checked alone (`tessera check SPEC.json`).
    package init<Definition: LayoutDefinition>(_ violation: InvariantViolation, of spec: LayoutSpec<Definition>) {
        self.init(
            invariant: violation.invariant, layout: spec.layout.name, implementation: spec.layout.implementation,
            violationClass: violation.classification, magnitude: violation.magnitude.points, elementKinds: violation.elements.map(\.kind),
            counterexample: try? JSONValue(parsing: spec.jsonString()), wrongAnswers: KnownIssue.WrongAnswer.ways(of: violation)
        )
    }
}

extension CampaignReport {
    /// The run's findings, as known issues are matched against them.
    package var knownIssueCandidates: [KnownIssue.Candidate] {
        failures.map(KnownIssue.Candidate.init)
    }

    /// What the campaign could have reproduced: its layout, the invariants it checked, and
    /// whether it ran every case and reported every finding — a campaign that a time budget
    /// cut short or that stopped at its first failure (`stopsAtFirstFailure`) may not have
    /// reached a known issue's case, and one past its `findingLimit` did not shrink every
    /// finding; neither can call an issue fixed.
    package var knownIssueScope: KnownIssues.Scope {
        let ranEveryCase = !stoppedByTimeBudget && casesRun >= campaign.caseIndices.count
        return KnownIssues.Scope(campaign.layout, checker: campaign.checker, complete: ranEveryCase && failingCasesBeyondFindingLimit == 0)
    }
}

extension KnownIssues.Scope {
    /// The scope of a check of `layout` by `checker`: the invariants it selects among the
    /// built-in ones and the layout's own. `checkedSpec`: the one spec checked, if so.
    package init<Definition: LayoutDefinition>(
        _ layout: Definition, checker: InvariantChecker, complete: Bool, checkedSpec: LayoutSpec<Definition>? = nil
    ) {
        self.init(
            layout: layout.name, implementation: layout.implementation,
            invariants: Set(Invariant.builtIn + layout.layoutInvariants).filter(checker.selects), complete: complete,
            checkedSpec: checkedSpec.flatMap { try? JSONValue(parsing: $0.jsonString()) }
        )
    }
}

extension CampaignReport {
    /// For each finding of `failures`, the campaign's known issue (`Campaign.knownIssues`)
    /// that matches it, or `nil`: what the report prints as known rather than failed.
    /// O(findings × known issues).
    var knownIssueOfEachFinding: [KnownIssue?] {
        let known = campaign.knownIssues
        guard !known.issues.isEmpty else { return failures.map { _ in nil } }
        return knownIssueCandidates.map { known.issue(matching: $0).map { known.issues[$0] } }
    }
}
