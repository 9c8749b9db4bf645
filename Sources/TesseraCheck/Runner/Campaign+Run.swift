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
}

extension Campaign {
    /// Runs the campaign: the regression file's entries for this layout and implementation
    /// first, then this run's cases in order, stopping at the first violation (shrunk) or when
    /// the time budget is spent. `progress` is called after every case.
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
                    if let violation = checker.check(spec, querySeed: entry.seed ?? 0).first {
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
        for index in indices {
            if let timeBudget, clock.now - start >= timeBudget {
                report.stoppedByTimeBudget = true
                break
            }
            let input = input(forCase: index)
            let failure = check(input, caseIndex: index)
            report.casesRun += 1
            progress(CampaignProgress(
                casesRun: report.casesRun, casesPlanned: indices.count, caseIndex: index,
                itemCount: input.spec.items.itemCount, elapsed: clock.now - start
            ))
            if let failure {
                report.failure = failure
                break
            }
        }
        report.elapsed = clock.now - start
        return report
    }

    /// Checks one case; on a violation, shrinks it (valid specs only) and returns the failure.
    public func check(_ input: CaseInput, caseIndex: Int) -> CampaignFailure<Definition>? {
        let querySeed = SplitMix64.caseSeed(campaignSeed: seed, caseIndex: caseIndex)
        switch input {
        case let .invalid(invalid):
            guard let violation = checker.check(invalid).first else { return nil }
            return CampaignFailure(
                campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: invalid.spec, shrunkSpec: invalid.spec,
                violation: violation, shrinkAttempts: 0
            )
        case let .valid(spec):
            let outcome: SpecShrinker.Outcome<Definition>
            if let violation = checker.check(spec, querySeed: querySeed).first {
                var focused = checker
                focused.invariants = [violation.invariant]
                outcome = SpecShrinker(budget: shrinkBudget).shrink(spec, violation: violation) { candidate in
                    focused.check(candidate, querySeed: querySeed).first { $0.isSameFailure(as: violation) }
                }
            } else if validatesChecker, let missed = checker.validation(of: spec, querySeed: querySeed).first {
                outcome = SpecShrinker(budget: shrinkBudget).shrink(spec, violation: missed) { [checker] candidate in
                    checker.validation(of: candidate, querySeed: querySeed, only: missed.planted, draws: 8).first { $0.isSameFailure(as: missed) }
                }
            } else {
                return nil
            }
            return CampaignFailure(
                campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: spec, shrunkSpec: outcome.spec,
                violation: outcome.violation, shrinkAttempts: outcome.attempts
            )
        }
    }
}
