import TesseraCore

/// Where a running campaign is, for progress output.
public struct CampaignProgress: Hashable, Sendable {
    /// Cases finished so far (regressions not included).
    public var casesRun: Int
    /// Cases this run covers.
    public var casesPlanned: Int
    /// The case just finished.
    public var caseIndex: Int
    /// Items in the case just finished.
    public var itemCount: Int
    /// Time since the campaign started.
    public var elapsed: Duration
    /// While the case's failure is being shrunk: how far; `nil` while cases are checked.
    public var shrinking: ShrinkProgress?
}

/// How far shrinking a failure has got: the candidates tried and the size of the smallest
/// failing spec so far.
public struct ShrinkProgress: Hashable, Sendable {
    /// Candidates tried.
    public var attempts: Int
    /// Items of the smallest failing spec so far.
    public var itemCount: Int
    /// Its sections.
    public var sectionCount: Int
}

extension Campaign {
    /// Runs the campaign: the regression file's entries for this layout and implementation
    /// first, then this run's cases in order, stopping at the first violation (shrunk) or when
    /// the time budget is spent or the deadline has passed. `progress` is called after every
    /// case and every shrinking candidate.
    public func run(progress: (CampaignProgress) -> Void = { _ in }) -> CampaignReport<Definition> {
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
                        report.failure = CampaignFailure(
                            campaign: self, caseIndex: nil, regressionEntry: number, originalSpec: spec, shrunkSpec: spec,
                            violation: violation, shrinkAttempts: 0
                        )
                        report.elapsed = clock.now - start
                        return report
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
            let failure = checking.check(input, caseIndex: index) { shrinking in
                status.shrinking = shrinking
                status.elapsed = clock.now - start
                progress(status)
            }
            if failure == nil, checking.checker.isPastDeadline {
                report.stoppedByTimeBudget = true
                break
            }
            report.casesRun += 1
            if case let .valid(spec) = input { coverage.record(spec) }
            status.casesRun = report.casesRun
            status.shrinking = nil
            status.elapsed = clock.now - start
            progress(status)
            if let failure {
                report.failure = failure
                break
            }
        }
        // The harness checks its own generator: a field it never drew was never checked.
        if report.failure == nil, let first = indices.first, let violation = coverage.violation() {
            let spec = input(forCase: first).spec
            report.failure = CampaignFailure(
                campaign: self, caseIndex: first, regressionEntry: nil, originalSpec: spec, shrunkSpec: spec, violation: violation, shrinkAttempts: 0
            )
        }
        report.elapsed = clock.now - start
        return report
    }

    /// Checks one case; on a violation, shrinks it (valid specs only, until `deadline`) and
    /// returns the failure. `shrinking` is called after every shrinking candidate.
    public func check(
        _ input: CaseInput, caseIndex: Int, shrinking: (ShrinkProgress) -> Void = { _ in }
    ) -> CampaignFailure<Definition>? {
        let querySeed = SplitMix64.caseSeed(campaignSeed: seed, caseIndex: caseIndex)
        switch input {
        case let .invalid(invalid):
            guard let violation = checker.check(invalid).first else { return nil }
            return CampaignFailure(
                campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: invalid.spec, shrunkSpec: invalid.spec,
                violation: violation, shrinkAttempts: 0
            )
        case let .valid(spec):
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
            if let violation = checker.check(spec, querySeed: querySeed).first {
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
            } else if validatesChecker, let missed = checker.validation(of: spec, querySeed: querySeed).first {
                var checker = checker
                checker.deadline = nil
                outcome = shrinker.shrink(spec, violation: missed, progress: progress) { [checker] candidate in
                    checker.validation(of: candidate, querySeed: querySeed, only: missed.planted, draws: 8).first { $0.isSameFailure(as: missed) }
                }
                failsAfresh = { [checker] candidate, shrunk in
                    checker.validation(of: candidate, querySeed: querySeed, only: shrunk.planted, draws: 8).contains { $0.isSameFailure(as: shrunk) }
                }
            } else {
                return nil
            }
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
            failure.shrinkStop = outcome.stop
            failure.shrinkElapsed = outcome.elapsed
            return failure
        }
    }
}
