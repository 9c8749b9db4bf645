import TesseraCore

/// Where a running campaign is, for progress output.
package struct CampaignProgress: Hashable, Sendable {
    /// Cases finished so far (regressions not included).
    package var casesRun: Int
    /// Cases this run covers.
    package var casesPlanned: Int
    /// The case just finished.
    package var caseIndex: Int
    /// Items in the case just finished.
    package var itemCount: Int
    /// Time since the campaign started.
    package var elapsed: Duration
    /// While the case's failure is being shrunk: how far; `nil` while cases are checked.
    package var shrinking: ShrinkProgress?
}

/// How far shrinking a failure has got: the candidates tried and the size of the smallest
/// failing spec so far.
package struct ShrinkProgress: Hashable, Sendable {
    /// Candidates tried.
    package var attempts: Int
    /// Items of the smallest failing spec so far.
    package var itemCount: Int
    /// Its sections.
    package var sectionCount: Int
}

extension Campaign {
    /// Runs the campaign: the regression file's entries for this layout and implementation
    /// first, then this run's cases in order, until every case has run or the time budget is
    /// spent or the deadline has passed.
    ///
    /// By default a failing case does not end the run: its violations are grouped into
    /// distinct findings (`FindingKey`: the invariant, noise or not, and the kinds of the
    /// elements named), the first case of each new finding is shrunk, and later cases of a
    /// finding only count toward it (and its largest magnitude); a shrunk finding whose key or
    /// counterexample coincides with another's is merged into it. `stopsAtFirstFailure` ends
    /// the run at the first failing case instead, shrunk, as a mutant suite needs.
    public func run() -> CampaignReport<Definition> {
        run(progress: { _ in })
    }

    /// `run()`, calling `progress` after every case and every shrinking candidate (what
    /// `tessera fuzz` prints while it runs).
    package func run(progress: (CampaignProgress) -> Void) -> CampaignReport<Definition> {
        let clock = ContinuousClock()
        let start = clock.now
        var report = CampaignReport(campaign: self)
        if let regressionFile {
            do {
                let entries = try regressionFile.entries().filter {
                    $0.layout == layout.name && $0.implementation == layout.implementation
                }
                for (number, entry) in entries.enumerated() {
                    report.regressionsReplayed += 1
                    let spec = try entry.spec(for: layout)
                    let querySeed = entry.seed ?? 0
                    if let violation = checker.check(spec, querySeed: querySeed).first
                        ?? (validatesChecker ? checker.validation(of: spec, querySeed: querySeed, draws: 8).first : nil) {
                        report.add(CampaignFailure(
                            campaign: self, caseIndex: nil, regressionEntry: number, originalSpec: spec, shrunkSpec: spec,
                            violation: violation, shrinkAttempts: 0
                        ), key: FindingKey(violation, spec: spec))
                        if stopsAtFirstFailure {
                            report.elapsed = clock.now - start
                            return report
                        }
                    }
                }
            } catch {
                report.regressionError = error.description
            }
        }
        let indices = caseIndices
        // The checker stops a case between its stages once the time is up, so that a case of a
        // million items with updates cannot run far past the bound; a case cut short is not
        // counted as passed.
        var checking = self
        let budgetEnd = timeBudget.map { start + $0 }
        checking.checker.deadline = [budgetEnd, deadline].compactMap { $0 }.min()
        var coverage = GeneratorCoverage(layout: layout)
        var lineChecks = 0
        var lineViolation: (caseIndex: Int, spec: LayoutSpec<Definition>, violation: InvariantViolation)?
        for index in indices {
            if let timeBudget, clock.now - start >= timeBudget {
                report.stoppedByTimeBudget = true
                break
            }
            if let deadline, clock.now >= deadline {
                report.stoppedByTimeBudget = true
                break
            }
            let input = input(forCase: index)
            var status = CampaignProgress(
                casesRun: report.casesRun, casesPlanned: indices.count, caseIndex: index,
                itemCount: input.spec.items.itemCount, elapsed: .zero
            )
            let shrinking = { (shrinking: ShrinkProgress) in
                status.shrinking = shrinking
                status.elapsed = clock.now - start
                progress(status)
            }
            let querySeed = SplitMix64.caseSeed(campaignSeed: seed, caseIndex: index)
            let violations = checking.violations(of: input, querySeed: querySeed)
            if violations.isEmpty, checking.checker.isPastDeadline {
                report.stoppedByTimeBudget = true
                break
            }
            report.casesRun += 1
            if case let .valid(spec) = input {
                coverage.record(spec, caseIndex: index)
                if lineChecks < RegressionLineCheck.checkedCases, lineViolation == nil {
                    lineChecks += 1
                    lineViolation = writingViolation(of: spec, caseIndex: index).map { (index, spec, $0) }
                }
            }
            if !violations.isEmpty {
                report.failingCases += 1
                checking.record(violations, of: input, caseIndex: index, querySeed: querySeed, in: &report, shrinking: shrinking)
            }
            status.casesRun = report.casesRun
            status.shrinking = nil
            status.elapsed = clock.now - start
            progress(status)
            if !violations.isEmpty, stopsAtFirstFailure,
               report.failures.contains(where: { knownIssues.issue(matching: KnownIssue.Candidate($0)) == nil }) { break }
        }
        // The harness checks its own generator: a field it never drew was never checked.
        // Every case shows it; the smallest drawn is reported.
        if report.failure == nil, let violation = coverage.violation(), let (index, spec) = coverage.smallest {
            report.failure = CampaignFailure(
                campaign: self, caseIndex: index, regressionEntry: nil, originalSpec: spec, shrunkSpec: spec, violation: violation, shrinkAttempts: 0
            )
        }
        // … the regression lines it prints, and how the options it writes read; the case is
        // shrunk by the same check, so that the report shows a small spec that goes wrong.
        if report.failure == nil, let (index, spec, violation) = lineViolation {
            let outcome = SpecShrinker(budget: shrinkBudget, deadline: deadline).shrink(spec, violation: violation) { candidate in
                writingViolation(of: candidate, caseIndex: index).flatMap { $0.isSameFailure(as: violation) ? $0 : nil }
            }
            var failure = CampaignFailure(
                campaign: self, caseIndex: index, regressionEntry: nil, originalSpec: spec, shrunkSpec: outcome.spec,
                violation: outcome.violation, shrinkAttempts: outcome.attempts, shrinkStoppedAtDeadline: outcome.stoppedAtDeadline
            )
            failure.shrinkStop = outcome.stop
            failure.shrinkElapsed = outcome.elapsed
            report.failure = failure
        }
        report.elapsed = clock.now - start
        return report
    }

    /// The harness's checks of what it writes for `spec`, case `caseIndex`: the regression
    /// line a finding of it would print (`RegressionLineCheck`) and its options
    /// (`OptionsCodingCheck`). O(the spec's JSON).
    private func writingViolation(of spec: LayoutSpec<Definition>, caseIndex: Int) -> InvariantViolation? {
        RegressionLineCheck.violation(recording: spec, as: .harnessValidation, seed: seed, caseIndex: caseIndex)
            ?? OptionsCodingCheck.violation(of: spec)
    }

    /// Adds a failing case's `violations` to `report`'s findings. The first of each key that
    /// belongs to a finding already made counts toward it. A new one is shrunk into a new
    /// finding, and its shrunk counterexample is checked once: the case's other new violations
    /// of invariants that counterexample also breaks are the same defect seen through another
    /// invariant (a frame past the content breaks `inBounds` and `tightContentSize`), and join
    /// the finding (`CampaignFailure.alsoBreaks`) instead of being shrunk. A finding whose
    /// shrunk counterexample coincides with an earlier one's is merged into it. Once
    /// `findingLimit` findings are made, failing cases of new keys are only counted
    /// (`report.failingCasesBeyondFindingLimit`). With `stopsAtFirstFailure`, only the first
    /// violation is shrunk.
    private func record(
        _ violations: [InvariantViolation], of input: CaseInput, caseIndex: Int, querySeed: UInt64,
        in report: inout CampaignReport<Definition>, shrinking: (ShrinkProgress) -> Void
    ) {
        var seen = Set<FindingKey>()
        var beyondLimit = false
        // Findings this case belongs to: a case counts once per finding.
        var counted = Set<Int>()
        func observe(_ violation: InvariantViolation, in finding: Int) {
            report.failures[finding].observe(violation)
            if counted.insert(finding).inserted { report.failures[finding].occurrences += 1 }
        }
        for violation in stopsAtFirstFailure ? Array(violations.prefix(1)) : violations {
            let key = FindingKey(violation, spec: input.spec)
            guard seen.insert(key).inserted else { continue }
            if let finding = report.findingIndex(of: key) {
                observe(violation, in: finding)
                continue
            }
            if let finding = counted.sorted().first(where: { breaks(of: $0, in: &report, querySeed: querySeed).contains(violation.invariant) }) {
                observe(violation, in: finding)
                report.findingKeys[finding].insert(key)
                continue
            }
            guard report.failures.count < findingLimit else {
                beyondLimit = true
                continue
            }
            let failure = shrink(input, violation: violation, caseIndex: caseIndex, querySeed: querySeed, shrinking: shrinking)
            let shrunkKey = FindingKey(failure.violation, spec: failure.shrunkSpec)
            if let finding = report.findingIndex(of: shrunkKey) ?? report.failures.firstIndex(where: { $0.shrunkSpec == failure.shrunkSpec }) {
                observe(violation, in: finding)
                report.findingKeys[finding].formUnion([key, shrunkKey])
                continue
            }
            report.add(failure, key: key, shrunkKey: shrunkKey)
            counted.insert(report.failures.count - 1)
        }
        if beyondLimit { report.failingCasesBeyondFindingLimit += 1 }
    }

    /// The invariants finding `finding`'s shrunk counterexample breaks, checked once and kept.
    private func breaks(of finding: Int, in report: inout CampaignReport<Definition>, querySeed: UInt64) -> Set<Invariant> {
        if let known = report.findingBreaks[finding] { return known }
        var unbounded = checker
        unbounded.deadline = nil
        let failure = report.failures[finding]
        let breaks = Set(unbounded.check(failure.shrunkSpec, querySeed: failure.caseIndex.map {
            SplitMix64.caseSeed(campaignSeed: seed, caseIndex: $0)
        } ?? querySeed).map(\.invariant))
        report.findingBreaks[finding] = breaks
        return breaks
    }

    /// The violations of one case, unshrunk: a deliberately invalid spec's wrong error, or
    /// every violation of a valid spec — and, when there are none and `validatesChecker`, the
    /// checker's blind spots on it (`checkerValidation`).
    func violations(of input: CaseInput, querySeed: UInt64) -> [InvariantViolation] {
        switch input {
        case let .invalid(invalid):
            return checker.check(invalid)
        case let .valid(spec):
            let found = checker.check(spec, querySeed: querySeed)
            if !found.isEmpty || !validatesChecker { return found }
            return checker.validation(of: spec, querySeed: querySeed)
        }
    }

    /// Checks one case; on a violation, shrinks it (valid specs only, until `deadline`) and
    /// returns the failure. `shrinking` is called after every shrinking candidate.
    package func check(
        _ input: CaseInput, caseIndex: Int, shrinking: (ShrinkProgress) -> Void = { _ in }
    ) -> CampaignFailure<Definition>? {
        let querySeed = SplitMix64.caseSeed(campaignSeed: seed, caseIndex: caseIndex)
        guard let violation = violations(of: input, querySeed: querySeed).first else { return nil }
        return shrink(input, violation: violation, caseIndex: caseIndex, querySeed: querySeed, shrinking: shrinking)
    }

    /// Shrinks case `caseIndex`, which fails with `violation` (an invalid spec is not shrunk):
    /// a smaller spec is kept while it fails the same way (`InvariantViolation.isSameFailure`),
    /// checked by a checker focused on the violation's invariant (or, for a blind spot, by the
    /// checker's validation of that invariant).
    func shrink(
        _ input: CaseInput, violation: InvariantViolation, caseIndex: Int, querySeed: UInt64, shrinking: (ShrinkProgress) -> Void
    ) -> CampaignFailure<Definition> {
        guard case let .valid(spec) = input else {
            return CampaignFailure(
                campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: input.spec, shrunkSpec: input.spec,
                violation: violation, shrinkAttempts: 0
            )
        }
        let shrinker = SpecShrinker(budget: shrinkBudget, deadline: deadline)
        let progress = { (outcome: SpecShrinker.Outcome<Definition>) in
            shrinking(ShrinkProgress(
                attempts: outcome.attempts, itemCount: outcome.spec.items.itemCount, sectionCount: outcome.spec.items.sectionCount
            ))
        }
        var outcome: SpecShrinker.Outcome<Definition>
        // Whether a spec still fails as the shrunk one says, checked afresh by the whole
        // checker: a shrink that returns a passing case is a failure of the harness.
        let failsAfresh: (LayoutSpec<Definition>, InvariantViolation) -> Bool
        if violation.invariant != .checkerValidation {
            var focused = checker
            focused.invariants = [violation.invariant]
            // Shrinking has the run's deadline of its own (`SpecShrinker`), not the case's.
            focused.deadline = nil
            outcome = shrinker.shrink(spec, violation: violation, progress: progress) { candidate in
                focused.check(candidate, querySeed: querySeed).first { $0.isSameFailure(as: violation) }
            }
            failsAfresh = { [checker] candidate, shrunk in
                checker.check(candidate, querySeed: querySeed).contains { $0.isSameFailure(as: shrunk) }
            }
        } else {
            var checker = checker
            checker.deadline = nil
            outcome = shrinker.shrink(spec, violation: violation, progress: progress) { [checker] candidate in
                checker.validation(of: candidate, querySeed: querySeed, only: violation.planted, draws: 8).first { $0.isSameFailure(as: violation) }
            }
            failsAfresh = { [checker] candidate, shrunk in
                checker.validation(of: candidate, querySeed: querySeed, only: shrunk.planted, draws: 8).contains { $0.isSameFailure(as: shrunk) }
            }
        }
        if let shrinkSlip { outcome.spec = shrinkSlip(outcome.spec) }
        if outcome.attempts > 0, !failsAfresh(outcome.spec, outcome.violation) {
            outcome.violation = HarnessValidation.passingShrink(
                of: outcome.violation, "\(outcome.spec.items.itemCount) items after \(outcome.attempts) candidates"
            )
            outcome.spec = spec
        }
        var failure = CampaignFailure(
            campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: spec, shrunkSpec: outcome.spec,
            violation: outcome.violation, shrinkAttempts: outcome.attempts, shrinkStoppedAtDeadline: outcome.stoppedAtDeadline
        )
        failure.largestViolation = violation
        failure.shrinkStop = outcome.stop
        failure.shrinkElapsed = outcome.elapsed
        return failure
    }
}
