import TesseraCore
import TesseraIndex

/// A property-testing campaign of one `RectIndex` on arbitrary frame sets
/// (`IndexCaseGenerator`): every query of every case must be answered exactly as the linear
/// filter answers it, and a `ScrollingRectIndex` must answer every step of the case's scrolls
/// through one cursor the same way. Each distinct disagreement (`IndexFindingKey`: missing,
/// extra or repeated ids or the caller's ids overwritten, by a query alone or only through a
/// scroll) is shrunk — fewer frames, fewer scroll steps and smaller moves, frames and queries
/// toward round numbers and toward each other — and reported with its replay commands; with
/// `stopsAtFirstFailure`, only the first.
/// What `tessera fuzz --index NAME` runs, for Tessera's indexes or a user's
/// (`IndexCampaign(index: IndexKind(MyIndex.self, summary: "…"))`).
///
/// A campaign that runs at least 50 cases also checks its own generator
/// (`harnessValidation`): both scroll axes, every shape of query, and for a
/// `ScrollingRectIndex` a scroll that moves back, must have been drawn.
///
/// Case *i* is generated from `SplitMix64.caseSeed(campaignSeed: seed, caseIndex: i)` alone,
/// so a case replays without the others and shards run disjoint slices.
public struct IndexCampaign: Sendable, CaseSelection {
    /// The index under test.
    public var index: IndexKind
    /// How many cases the whole campaign has (across all shards).
    public var cases: Int
    /// The campaign seed.
    public var seed: UInt64
    /// Stop starting new cases after this long; `nil` runs every case.
    public var timeBudget: Duration?
    /// The slice of the cases this run covers (`TESSERA_SHARD`, `tessera fuzz --shard`).
    package var shard = Shard.whole
    /// Run only this case index (replay).
    public var onlyCase: Int?
    /// What the cases are drawn from.
    public var generator: IndexCaseGenerator
    /// How many candidates the shrinker may try.
    public var shrinkBudget: Int
    /// The `swift test --filter` argument that reruns this campaign, for the replay line.
    public var testFilter: String?
    /// Whether the run ends at the first failing case, shrunk, as `Campaign.stopsAtFirstFailure`
    /// does (`tessera fuzz --index … --stop-at-first`); `false` by default: every case runs and
    /// every distinct disagreement is shrunk and reported.
    public var stopsAtFirstFailure = false
    /// The most distinct findings one run shrinks and reports (10 by default), as
    /// `Campaign.findingLimit`: an index wrong everywhere cannot make a run shrink without
    /// end. Failing cases of further findings are counted
    /// (`IndexCampaignReport.failingCasesBeyondFindingLimit`).
    public var findingLimit = 10
    /// Findings accepted for now (`KnownIssue.index`, `Matcher.wrongAnswers`, `scrollOnly`):
    /// the report prints a finding one matches as known, and with `stopsAtFirstFailure` a
    /// known finding met first does not end the run, so it cannot hide a new one met later.
    /// None by default; a run holds its findings to them afterwards (`KnownIssueLedger`).
    public var knownIssues = KnownIssues.none
    /// A change made to every shrunk counterexample before the harness checks that the index
    /// still answers it wrongly (`harnessValidation`): how the harness's mutant suite plants a
    /// slip in the index shrinker, which that check must catch. `nil` everywhere else.
    package var shrinkSlip: (@Sendable (IndexCaseShrinker.Outcome) -> IndexCaseShrinker.Outcome)?

    /// How many cases `tessera fuzz --index` runs of each index when given no `--cases`.
    public static let defaultCases = 5000

    /// Creates a campaign; see the properties for the defaults.
    public init(
        index: IndexKind, cases: Int = IndexCampaign.defaultCases, seed: UInt64 = CampaignEnvironment.defaultSeed,
        timeBudget: Duration? = nil, onlyCase: Int? = nil, generator: IndexCaseGenerator = .init(),
        shrinkBudget: Int = 4000, testFilter: String? = nil, stopsAtFirstFailure: Bool = false
    ) {
        self.index = index
        self.cases = cases
        self.seed = seed
        self.timeBudget = timeBudget
        self.onlyCase = onlyCase
        self.generator = generator
        self.shrinkBudget = shrinkBudget
        self.testFilter = testFilter
        self.stopsAtFirstFailure = stopsAtFirstFailure
    }

    /// The campaign with `TESSERA_SEED`, `TESSERA_CASES`, `TESSERA_CASE` and `TESSERA_SHARD`
    /// applied where set, as `Campaign.applying(_:)` does.
    package func applying(_ environment: CampaignEnvironment) -> IndexCampaign {
        applyingSelection(environment)
    }

    /// The case indices this run covers, in order.
    package var caseIndices: Range<Int> { selectedCaseIndices }

    /// Case `index`, from its own seed.
    package func input(forCase index: Int) -> IndexCase {
        var random = Xoshiro256StarStar(seed: SplitMix64.caseSeed(campaignSeed: seed, caseIndex: index))
        return generator.generate(using: &random)
    }

    /// Runs the cases in order until every case has run or the time budget is spent;
    /// `progress` is called as each case starts, with the cases started so far (that one
    /// included), so that a watchdog can name the case running.
    ///
    /// By default a failing case does not end the run: its wrong answers are grouped into
    /// distinct findings (`IndexFindingKey`), the first answer of each new finding is shrunk,
    /// and later ones only count toward it; a shrunk finding whose key or counterexample
    /// coincides with another's is merged into it. `stopsAtFirstFailure` ends the run at the
    /// first failing case instead, its first wrong answer shrunk.
    public func run(progress: (Int) -> Void = { _ in }) -> IndexCampaignReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = IndexCampaignReport(campaign: self)
        var coverage = IndexCaseCoverage()
        for caseIndex in caseIndices {
            if let timeBudget, clock.now - start >= timeBudget {
                report.stoppedByTimeBudget = true
                break
            }
            let input = input(forCase: caseIndex)
            report.casesRun += 1
            coverage.record(input, caseIndex: caseIndex)
            progress(report.casesRun)
            var found: [(scroll: [Rect], violation: InvariantViolation)]
            if !stopsAtFirstFailure {
                found = input.disagreements(of: index)
            } else if let first = input.disagreement(of: index) {
                // Only the first is needed: no scroll is asked once a query has failed.
                found = [([first.query], first.violation)]
            } else {
                found = input.scrollDisagreement(of: index).map { [$0] } ?? []
            }
            guard !found.isEmpty else { continue }
            report.failingCases += 1
            record(found, of: input, caseIndex: caseIndex, in: &report)
            if stopsAtFirstFailure, report.knownIssueCandidates.contains(where: { knownIssues.issue(matching: $0) == nil }) { break }
        }
        // The harness checks its own generator: what it never drew was never checked. Every
        // case shows it; the smallest drawn is reported.
        if report.failure == nil, let violation = coverage.violation(for: index), let (caseIndex, input) = coverage.smallest {
            let outcome = IndexCaseShrinker.Outcome(frames: input.frames, scroll: [input.queries.first ?? .zero], violation: violation, attempts: 0)
            report.failure = IndexCampaignFailure(campaign: self, caseIndex: caseIndex, original: input, shrunk: outcome)
        }
        report.elapsed = clock.now - start
        return report
    }

    /// Adds a failing case's wrong answers to `report`'s findings: the first of each key that
    /// belongs to a finding already made counts toward it; a new one is shrunk into a new
    /// finding, or merged into one whose shrunk key or counterexample it turns out to share.
    /// Once `findingLimit` findings are made, failing cases of new keys are only counted. A
    /// case counts once per finding. Each shrunk counterexample is asked again: one the index
    /// no longer answers wrongly the same way is the shrinker's failure (`harnessValidation`),
    /// reported with the case as generated.
    private func record(
        _ found: [(scroll: [Rect], violation: InvariantViolation)], of input: IndexCase, caseIndex: Int, in report: inout IndexCampaignReport
    ) {
        var seen = Set<IndexFindingKey>()
        var counted = Set<Int>()
        var beyondLimit = false
        func count(in finding: Int) {
            if counted.insert(finding).inserted { report.failures[finding].occurrences += 1 }
        }
        for (scroll, violation) in found {
            let key = IndexFindingKey(violation, scroll: scroll)
            guard seen.insert(key).inserted else { continue }
            if let finding = report.findingIndex(of: key) {
                count(in: finding)
                continue
            }
            guard report.failures.count < findingLimit else {
                beyondLimit = true
                continue
            }
            let stillFails = { [index] (frames: LayoutResult, scroll: [Rect], nodeSize: Int?) in
                IndexCase.disagreement(of: index.build(frames, nodeSize: nodeSize), on: frames, scroll: scroll)
            }
            var shrunk = IndexCaseShrinker(budget: shrinkBudget).shrink(
                input.frames, scroll: scroll, nodeSize: input.nodeSize, nodeSizes: IndexCaseShrinker.nodeSizes(of: index), violation: violation,
                stillFails: stillFails
            )
            if let shrinkSlip { shrunk = shrinkSlip(shrunk) }
            // A shrink that returns a case the index answers rightly, or wrongly in another
            // way, is a failure of the harness; the case as generated is the counterexample.
            if shrunk.attempts > 0, stillFails(shrunk.frames, shrunk.scroll, shrunk.nodeSize).map({
                IndexFindingKey.Disagreement($0.violation) == IndexFindingKey.Disagreement(shrunk.violation)
            }) != true {
                let detail = "\(shrunk.frames.frames.count) frames after \(shrunk.attempts) candidates"
                shrunk = IndexCaseShrinker.Outcome(
                    frames: input.frames, scroll: scroll, violation: HarnessValidation.passingShrink(of: shrunk.violation, detail),
                    attempts: shrunk.attempts, nodeSize: input.nodeSize
                )
            }
            let failure = IndexCampaignFailure(campaign: self, caseIndex: caseIndex, original: input, shrunk: shrunk)
            let shrunkKey = IndexFindingKey(failure.violation, scroll: failure.precedingQueries + [failure.query])
            if let finding = report.findingIndex(of: shrunkKey)
                ?? report.failures.firstIndex(where: { $0.frames == failure.frames && $0.query == failure.query && $0.precedingQueries == failure.precedingQueries }) {
                count(in: finding)
                report.findingKeys[finding].formUnion([key, shrunkKey])
                continue
            }
            report.add(failure, keys: [key, shrunkKey])
            counted.insert(report.failures.count - 1)
        }
        if beyondLimit { report.failingCasesBeyondFindingLimit += 1 }
    }
}
