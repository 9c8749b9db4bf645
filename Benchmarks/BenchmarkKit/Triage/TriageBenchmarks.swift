import TesseraCheck
import TesseraCore

extension BenchmarkSuite {
    /// The layout name of the triage rows (`TriageFeedLayout`).
    static let triageLayoutName = "feed"
    /// Cases per profile of the triage rows' runs: `PropertyCheck`'s default, what
    /// `expectInvariants(of:)` runs.
    static let triageCases = 50
    /// Issue 20's first target: the default run reports both planted findings within what one
    /// run that stops at its first failure is given — the time of its default cases when
    /// nothing stops it (the clean run) — so at most 1× the clean run's time.
    static let triageTimeTarget = 1.0
    /// Its second: keep-going still draws at least 0.8× the clean run's cases per second,
    /// outside shrinking.
    static let triageDrawRateTarget = 0.8
    /// Its third: shrinking a one-item counterexample takes under this many candidates.
    static let triageShrinkCandidateTarget = 100

    /// What a triage run of `PropertyCheck` did, beside its time.
    struct TriageRun {
        /// Cases checked, over every profile.
        var cases = 0
        /// Findings, over every profile.
        var findings = 0
        /// The time spent outside shrinking, in nanoseconds.
        var drawingNanoseconds = 0.0
        /// The largest number of candidates one shrink took.
        var mostShrinkCandidates = 0
    }

    /// The triage rows: `PropertyCheck`'s default run of `TriageFeedLayout` (every default
    /// profile, 50 cases each, the default checker) —
    /// - `triage/clean/feed/50`: without defects: every case passes, so it is the work of one
    ///   run that stops at its first failure when nothing stops it, and of today's campaign;
    /// - `triage/first-stop/feed/50`: both defects planted, each profile ending at its first
    ///   failing case, shrunk (`stopsAtFirstFailure`);
    /// - `triage/keep-going/feed/50`: both defects planted, the default: each profile must
    ///   report exactly the two findings (`inBounds`, `indexAgreement`), each shrunk to at most
    ///   4 items, or the run fails as a wrong answer;
    /// - `triage/shrink/feed/1`: shrinking a one-item counterexample of the query defect with
    ///   rough numbers, as a campaign shrinks it.
    ///
    /// Times are per run (ns/run; ns/shrink for the shrink row). The notes state
    /// the targets, met or missed, and a missed one is added to `missedTargets`: the run fails.
    func triageRows(into outcome: inout Outcome) throws(BenchmarkError) {
        let names = ["clean", "first-stop", "keep-going", "shrink"].map { kind in
            BenchmarkRow.name(workload: Workload.triage.rawValue, index: kind, layout: Self.triageLayoutName, size: kind == "shrink" ? 1 : Self.triageCases)
        }
        if plan.includes(.triage, name: names[3]) {
            outcome.rows.append(try shrinkRow(names[3], missedTargets: &outcome.missedTargets))
        }
        guard names.dropLast().contains(where: { plan.includes(.triage, name: $0) }) else { return }
        let clean = PropertyCheck(TriageFeedLayout.definition, cases: Self.triageCases)
        var firstStop = PropertyCheck(TriageFeedLayout.definition(planting: Set(TriageFeedLayout.Defect.allCases)), cases: Self.triageCases)
        firstStop.stopsAtFirstFailure = true
        var keepGoing = firstStop
        keepGoing.stopsAtFirstFailure = false

        // The three runs are measured whenever one of their rows is wanted: the targets compare them.
        let (cleanRow, cleanRun) = try triageRow(names[0], clean) { report throws(BenchmarkError) in
            guard report.passed else { throw .triageFailed(row: names[0], reason: "the feed without defects failed: \(report)") }
        }
        let (firstStopRow, _) = try triageRow(names[1], firstStop) { report throws(BenchmarkError) in
            guard report.failures.count == 1 else {
                throw .triageFailed(row: names[1], reason: "\(report.failures.count) findings, expected the first: \(report.summary)")
            }
        }
        var (keepGoingRow, keepGoingRun) = try triageRow(names[2], keepGoing) { report throws(BenchmarkError) in
            try Self.expectBothDefects(report, row: names[2])
        }
        // Per case, in case a run drew fewer (both run every case: neither has a time budget).
        let timeRatio = (keepGoingRow.time.median / Double(keepGoingRun.cases)) / (cleanRow.time.median / Double(cleanRun.cases))
        let drawRate = (cleanRun.drawingNanoseconds / Double(cleanRun.cases)) / (keepGoingRun.drawingNanoseconds / Double(keepGoingRun.cases))
        keepGoingRow.metrics[BenchmarkRow.Metric.timesCleanRun] = timeRatio
        keepGoingRow.metrics[BenchmarkRow.Metric.drawRateOfCleanRun] = drawRate
        let timeMet = timeRatio <= Self.triageTimeTarget, drawMet = drawRate >= Self.triageDrawRateTarget
        keepGoingRow.note = "both findings in every profile, each shrunk to ≤ 4 items; "
            + "\(NumberFormatting.compact(timeRatio))× the clean run's time (target ≤ \(NumberFormatting.compact(Self.triageTimeTarget))×: \(timeMet ? "met" : "missed")); "
            + "draws \(NumberFormatting.compact(drawRate))× its cases per second outside shrinking (target ≥ \(NumberFormatting.compact(Self.triageDrawRateTarget))×: \(drawMet ? "met" : "missed")); "
            + "\(NumberFormatting.compact(keepGoingRow.time.median / firstStopRow.time.median))× first-stop's time"
        if !timeMet { outcome.missedTargets.append("\(names[2]): \(NumberFormatting.compact(timeRatio))× the clean run's time, target ≤ 1×") }
        if !drawMet { outcome.missedTargets.append("\(names[2]): draws \(NumberFormatting.compact(drawRate))× the clean run's cases per second, target ≥ 0.8×") }
        outcome.rows += [cleanRow, firstStopRow, keepGoingRow].filter { plan.includes(.triage, name: $0.name) }
    }

    /// Times `check.run()`, checks every run's reports with `verify`, and returns the row and
    /// what the last run did.
    private func triageRow(
        _ name: String, _ check: PropertyCheck<CustomLayout<TriageFeedLayout.Options>>,
        verify: (CampaignReport<CustomLayout<TriageFeedLayout.Options>>) throws(BenchmarkError) -> Void
    ) throws(BenchmarkError) -> (BenchmarkRow, TriageRun) {
        progress(name)
        var run = TriageRun()
        var failure: BenchmarkError?
        let policy = SamplingPolicy(warmUpRuns: 0, samples: 5, minimumSamples: 3, budgetNanoseconds: plan.policy.budgetNanoseconds)
        let samples = plan.samples(of: name, units: 1, policy: policy) { _ in
            let start = MonotonicClock.now()
            let reports = check.run()
            let elapsed = MonotonicClock.now() &- start
            run = TriageRun()
            for report in reports {
                do throws(BenchmarkError) { try verify(report) } catch { failure = error }
                run.cases += report.casesRun
                run.findings += report.failures.count
                let shrinking = report.failures.reduce(Duration.zero) { $0 + $1.shrinkElapsed }
                run.drawingNanoseconds += Self.nanoseconds(report.elapsed - shrinking)
                run.mostShrinkCandidates = max(run.mostShrinkCandidates, report.failures.map(\.shrinkAttempts).max() ?? 0)
            }
            return elapsed
        }
        if let failure { throw failure }
        let row = BenchmarkRow(
            name: name, workload: Workload.triage.rawValue, layout: Self.triageLayoutName, index: String(name.split(separator: "/")[1]),
            size: Self.triageCases, unit: "ns/run", time: SampleStatistics(samples)!,
            metrics: [
                BenchmarkRow.Metric.cases: Double(run.cases), BenchmarkRow.Metric.findings: Double(run.findings),
                BenchmarkRow.Metric.drawingPerCase: run.drawingNanoseconds / Double(max(1, run.cases)),
                BenchmarkRow.Metric.shrinkCandidates: Double(run.mostShrinkCandidates),
            ]
        )
        return (row, run)
    }

    /// Whether `report` has exactly the two planted findings, each shrunk to at most 4 items.
    static func expectBothDefects(_ report: CampaignReport<CustomLayout<TriageFeedLayout.Options>>, row: String) throws(BenchmarkError) {
        let invariants = Set(report.failures.map(\.violation.invariant))
        guard report.failures.count == 2, invariants == [.inBounds, .indexAgreement] else {
            let found = report.failures.map { "\($0.violation.invariant): \($0.violation.message)" }.joined(separator: " | ")
            throw .triageFailed(row: row, reason: "expected one inBounds and one indexAgreement finding: \(report.summary): \(found)")
        }
        if let large = report.failures.first(where: { $0.shrunkSpec.items.itemCount > 4 }) {
            throw .triageFailed(row: row, reason: "\(large.violation.invariant) shrunk to \(large.shrunkSpec.items.itemCount) items, expected ≤ 4")
        }
    }

    /// `triage/shrink/feed/1`: a campaign's shrink of a one-item counterexample of the query
    /// defect — the first case of the phone profile cut to its first item that still fails,
    /// with the case's rough container, options and height — counting its candidates.
    private func shrinkRow(_ name: String, missedTargets: inout [String]) throws(BenchmarkError) -> BenchmarkRow {
        progress(name)
        let layout = TriageFeedLayout.definition(planting: [.queryDropsStraddlingRow])
        let campaign = Campaign(layout: layout, profile: .phone, checker: PropertyCheck<CustomLayout<TriageFeedLayout.Options>>.defaultChecker)
        var found: (spec: LayoutSpec<CustomLayout<TriageFeedLayout.Options>>, caseIndex: Int)?
        for caseIndex in 0 ..< 1000 where found == nil {
            var spec = campaign.input(forCase: caseIndex).spec
            guard let section = (0 ..< spec.items.sectionCount).first(where: { spec.items.itemCount(inSection: $0) > 0 }) else { continue }
            spec.items = ItemSet(sections: [[spec.items.items(inSection: section)[0]]])
            spec.options.sections = [spec.options.section(section)]
            if campaign.check(.valid(spec), caseIndex: caseIndex) != nil { found = (spec, caseIndex) }
        }
        guard let (spec, caseIndex) = found else {
            throw .triageFailed(row: name, reason: "no one-item case of the phone profile fails the query defect")
        }
        var attempts = 0
        let samples = plan.samples(of: name, units: 1) { _ in
            let start = MonotonicClock.now()
            let failure = campaign.check(.valid(spec), caseIndex: caseIndex)
            let elapsed = MonotonicClock.now() &- start
            attempts = failure?.shrinkAttempts ?? 0
            return elapsed
        }
        let met = attempts < Self.triageShrinkCandidateTarget
        if !met { missedTargets.append("\(name): \(attempts) candidates, target < \(Self.triageShrinkCandidateTarget)") }
        return BenchmarkRow(
            name: name, workload: Workload.triage.rawValue, layout: Self.triageLayoutName, index: "shrink", size: 1, unit: "ns/shrink",
            time: SampleStatistics(samples)!, metrics: [BenchmarkRow.Metric.shrinkCandidates: Double(attempts)],
            note: "\(attempts) candidates (target < \(Self.triageShrinkCandidateTarget): \(met ? "met" : "missed"))"
        )
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        duration.inSeconds * 1e9
    }
}
