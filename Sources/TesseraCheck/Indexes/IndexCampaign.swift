import TesseraCore
import TesseraIndex

/// A property-testing campaign of one `RectIndex` on arbitrary frame sets
/// (`IndexCaseGenerator`): every query of every case must be answered exactly as the linear
/// filter answers it, and a `ScrollingRectIndex` must answer every step of the case's scrolls
/// through one cursor the same way. The first disagreement is shrunk — fewer frames, fewer
/// scroll steps and smaller moves, frames and queries toward round numbers and toward each
/// other — and reported with its replay commands.
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

    /// How many cases `tessera fuzz --index` runs of each index when given no `--cases`.
    public static let defaultCases = 5000

    /// Creates a campaign; see the properties for the defaults.
    public init(
        index: IndexKind, cases: Int = IndexCampaign.defaultCases, seed: UInt64 = CampaignEnvironment.defaultSeed,
        timeBudget: Duration? = nil, onlyCase: Int? = nil, generator: IndexCaseGenerator = .init(),
        shrinkBudget: Int = 4000, testFilter: String? = nil
    ) {
        self.index = index
        self.cases = cases
        self.seed = seed
        self.timeBudget = timeBudget
        self.onlyCase = onlyCase
        self.generator = generator
        self.shrinkBudget = shrinkBudget
        self.testFilter = testFilter
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

    /// Runs the cases in order, stopping at the first disagreement (shrunk) or when the time
    /// budget is spent; `progress` is called after every case with the cases run.
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
            coverage.record(input)
            progress(report.casesRun)
            let found = input.disagreement(of: index).map { (scroll: [$0.query], violation: $0.violation) }
                ?? input.scrollDisagreement(of: index)
            guard let (scroll, violation) = found else { continue }
            let shrunk = IndexCaseShrinker(budget: shrinkBudget).shrink(input.frames, scroll: scroll, violation: violation) { frames, scroll in
                IndexCase.disagreement(of: index.build(frames), on: frames, scroll: scroll)
            }
            report.failure = IndexCampaignFailure(campaign: self, caseIndex: caseIndex, original: input, shrunk: shrunk)
            break
        }
        // The harness checks its own generator: what it never drew was never checked.
        if report.failure == nil, let first = caseIndices.first, let violation = coverage.violation(for: index) {
            let input = input(forCase: first)
            let outcome = IndexCaseShrinker.Outcome(frames: input.frames, scroll: [input.queries.first ?? .zero], violation: violation, attempts: 0)
            report.failure = IndexCampaignFailure(campaign: self, caseIndex: first, original: input, shrunk: outcome)
        }
        report.elapsed = clock.now - start
        return report
    }
}
