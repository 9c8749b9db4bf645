import TesseraCore
import TesseraLayouts

/// Where a running campaign is, for progress output.
public struct CampaignProgress: Sendable {
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
    /// While the case's failure is being shrunk: the smallest failing spec so far and the
    /// candidates tried; `nil` while cases are checked.
    public var shrinking: SpecShrinker.Outcome?
}

extension Campaign {
    /// Runs the campaign: the regression file's entries first, then this run's cases in
    /// order, stopping at the first violation (shrunk, recorded when `recordsFailures`) or
    /// when the time budget is spent or the deadline passed. `progress` is called after
    /// every case and every shrinking candidate.
    public func run(progress: (CampaignProgress) -> Void = { _ in }) -> CampaignReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = CampaignReport(campaign: self)
        if let regressionFile {
            do {
                let entries = try regressionFile.entries().filter { $0.spec.layout == layout && $0.factory == factory.name }
                for (number, entry) in entries.enumerated() {
                    report.regressionsReplayed += 1
                    if let violation = checker.check(entry.spec, using: factory, querySeed: entry.seed ?? 0).first {
                        report.failure = CampaignFailure(
                            campaign: self, caseIndex: nil, regressionEntry: number, originalSpec: entry.spec, shrunkSpec: entry.spec,
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
            if let deadline, clock.now >= deadline {
                report.stoppedByTimeBudget = true
                break
            }
            let input = input(forCase: index)
            var status = CampaignProgress(
                casesRun: report.casesRun, casesPlanned: indices.count, caseIndex: index,
                itemCount: input.spec.items.itemCount, elapsed: .zero
            )
            let failure = check(input, caseIndex: index) { shrinking in
                status.shrinking = shrinking
                status.elapsed = clock.now - start
                progress(status)
            }
            report.casesRun += 1
            status.casesRun = report.casesRun
            status.shrinking = nil
            status.elapsed = clock.now - start
            progress(status)
            if let failure {
                report.failure = failure
                if recordsFailures, let regressionFile, case .valid = input {
                    do {
                        try regressionFile.append(RegressionEntry(
                            invariant: failure.violation.invariant, factory: factory.name, seed: seed, caseIndex: index,
                            spec: failure.shrunkSpec
                        ))
                    } catch {
                        report.regressionError = error.description
                    }
                }
                break
            }
        }
        report.elapsed = clock.now - start
        return report
    }

    /// Checks one case; on a violation, shrinks it (valid specs only, until `deadline`) and
    /// returns the failure. `shrinking` is called after every shrinking candidate.
    public func check(
        _ input: CaseInput, caseIndex: Int, shrinking: (SpecShrinker.Outcome) -> Void = { _ in }
    ) -> CampaignFailure? {
        let querySeed = SplitMix64.caseSeed(campaignSeed: seed, caseIndex: caseIndex)
        switch input {
        case let .invalid(invalid):
            guard let violation = checker.check(invalid, using: factory).first else { return nil }
            return CampaignFailure(
                campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: invalid.spec, shrunkSpec: invalid.spec,
                violation: violation, shrinkAttempts: 0
            )
        case let .valid(spec):
            guard let violation = checker.check(spec, using: factory, querySeed: querySeed).first else { return nil }
            var focused = checker
            focused.invariants = [violation.invariant]
            let factory = self.factory
            let shrinker = SpecShrinker(budget: shrinkBudget, deadline: deadline)
            let outcome = shrinker.shrink(spec, violation: violation, progress: shrinking) { candidate in
                focused.check(candidate, using: factory, querySeed: querySeed).first { $0.isSameFailure(as: violation) }
            }
            return CampaignFailure(
                campaign: self, caseIndex: caseIndex, regressionEntry: nil, originalSpec: spec, shrunkSpec: outcome.spec,
                violation: outcome.violation, shrinkAttempts: outcome.attempts, shrinkStoppedAtDeadline: outcome.stoppedAtDeadline
            )
        }
    }
}
