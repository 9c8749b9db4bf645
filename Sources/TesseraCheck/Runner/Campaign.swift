import TesseraCore

/// A property-testing campaign: `cases` generated specs of one layout and profile,
/// each checked against every invariant; every distinct finding is shrunk and reported with a
/// replay command (or only the first, with `stopsAtFirstFailure`). What `tessera fuzz` and the
/// property tests run.
///
/// Case *i* is generated from `SplitMix64.caseSeed(campaignSeed: seed, caseIndex: i)`
/// alone, so one case replays without the others (`onlyCase`, `TESSERA_CASE`) and a
/// `shard` runs exactly its slice of the whole campaign.
public struct Campaign<Definition: LayoutDefinition>: Sendable, CaseSelection {
    /// The layout under test: its definition draws, checks and shrinks the cases.
    public var layout: Definition
    /// The profile the specs are drawn from.
    public var profile: Profile
    /// How many cases the whole campaign has (across all shards).
    public var cases: Int
    /// The campaign seed.
    public var seed: UInt64
    /// Stop starting new cases after this long; `nil` runs every case.
    public var timeBudget: Duration?
    /// Stop starting new cases, and stop shrinking (keeping the smallest counterexample so
    /// far), at this instant: the bound of a whole run of several campaigns. `nil`: none.
    public var deadline: ContinuousClock.Instant?
    /// The slice of the cases this run covers (`TESSERA_SHARD`, `tessera fuzz --shard`).
    package var shard = Shard.whole
    /// Run only this case index (replay); `nil` runs the shard's cases.
    public var onlyCase: Int?
    /// The invariants, tolerance and indexes to check.
    public var checker: InvariantChecker
    /// Caps the items of one spec (the `huge` profile draws up to it).
    public var maximumItemCount: Int
    /// The share of cases that are deliberately invalid specs checked for the right
    /// `LayoutError`: by default 0.1 for a layout that lists `invalidInputFaults`, else 0.
    public var invalidInputRate: Double
    /// How many candidates the shrinker may try.
    public var shrinkBudget: Int
    /// Replayed before the generated cases (the entries recorded for this layout and
    /// implementation). A new failure is never written into it: the report prints the line
    /// to append.
    public var regressionFile: RegressionFile?
    /// The `swift test --filter` argument that reruns this campaign, for the replay line.
    public var testFilter: String?
    /// For a parameterised test, the argument this campaign ran with (`layout flow[defect]`):
    /// `swift test --filter` reruns every argument, so the replay line names the one that
    /// failed. `expectInvariants` sets it to the layout inside a parameterised test.
    public var testArgument: String?
    /// Whether every passing case also validates the checker: one violation of each
    /// invariant checked is planted into the case's result and must be reported
    /// (`InvariantChecker.validation(of:querySeed:only:)`); a miss fails the campaign as
    /// `checkerValidation`. On by default.
    public var validatesChecker = true
    /// When set, every valid case also carries 1 to 4 random batch updates of this emphasis
    /// (`LayoutSpec.updates`, drawn by `BatchGenerator`), so that the case checks the
    /// `incrementalUpdate` invariant — the layout's updates equal its layout of the updated
    /// items from scratch, and every index agrees after each — besides the others on the
    /// updated result. `nil` (the default): no updates.
    public var updates: BatchGenerator.Emphasis?
    /// Whether the run ends at the first failing case, shrunk (`tessera fuzz --stop-at-first`):
    /// what a test that needs one failure — a mutant suite, a self-check — sets, since the
    /// default runs every case and shrinks every distinct finding. `false` by default.
    public var stopsAtFirstFailure = false
    /// Findings accepted for now: with `stopsAtFirstFailure`, a failing case whose finding one
    /// of them matches does not end the run, so that a known finding met first cannot hide a
    /// new one met later. None by default; a run holds its findings to them afterwards
    /// (`KnownIssueLedger`).
    public var knownIssues = KnownIssues.none
    /// The most distinct findings one run shrinks and reports (10 by default): a layout broken
    /// everywhere cannot make a run shrink without end. Failing cases of further findings are
    /// counted (`CampaignReport.failingCasesBeyondFindingLimit`).
    public var findingLimit = 10
    /// A change made to every shrunk counterexample before the harness checks that it still
    /// fails as the case did (`harnessValidation`): how the harness's mutant suite plants a
    /// slip in the shrinker, which that check must catch. `nil` everywhere else.
    package var shrinkSlip: (@Sendable (LayoutSpec<Definition>) -> LayoutSpec<Definition>)?

    /// Creates a campaign; see the properties for the defaults.
    public init(
        layout: Definition, profile: Profile, cases: Int = 100, seed: UInt64 = CampaignEnvironment.defaultSeed,
        timeBudget: Duration? = nil, onlyCase: Int? = nil,
        checker: InvariantChecker = InvariantChecker(), maximumItemCount: Int = 1_000_000, invalidInputRate: Double? = nil,
        shrinkBudget: Int = 4000, regressionFile: RegressionFile? = nil, testFilter: String? = nil, stopsAtFirstFailure: Bool = false
    ) {
        self.layout = layout
        self.profile = profile
        self.cases = cases
        self.seed = seed
        self.timeBudget = timeBudget
        self.onlyCase = onlyCase
        self.checker = checker
        self.maximumItemCount = maximumItemCount
        self.invalidInputRate = invalidInputRate ?? (layout.invalidInputFaults.isEmpty ? 0 : 0.1)
        self.shrinkBudget = shrinkBudget
        self.regressionFile = regressionFile
        self.testFilter = testFilter
        self.stopsAtFirstFailure = stopsAtFirstFailure
    }

    /// The invariants an ordinary case is checked against: the checker's selection of the
    /// built-in invariants and the layout's own, less those the layout declares inapplicable
    /// (for its default options), the relations it does not obey, `incrementalUpdate` without
    /// `updates`, `indexAgreement` without an index or a query of the layout's own — and
    /// `checkerValidation` when `validatesChecker`. What a report's summary line counts.
    public var checkedInvariants: [Invariant] {
        let sample = LayoutSpec(layout: layout, container: Size(width: 375, height: 667), items: ItemSet(sections: [[]]))
        let inapplicable = layout.expectations(for: sample).inapplicable
        let relations = Set(layout.metamorphicRelations.map(\.invariant))
        let queries = !checker.indexes.isEmpty || layout.makeLayout(layout.defaultOptions) is any QueryingLayout
        var checked = (Invariant.builtIn + layout.layoutInvariants).filter { invariant in
            guard checker.selects(invariant), !inapplicable.contains(invariant) else { return false }
            switch invariant {
            case .transposition, .scaling: return relations.contains(invariant)
            case .incrementalUpdate: return updates != nil
            case .indexAgreement: return queries
            default: return true
            }
        }
        if validatesChecker { checked.append(.checkerValidation) }
        return checked
    }

    /// The campaign with `TESSERA_SEED`, `TESSERA_CASES`, `TESSERA_CASE` and `TESSERA_SHARD`
    /// applied where set.
    package func applying(_ environment: CampaignEnvironment) -> Campaign {
        applyingSelection(environment)
    }

    /// The case indices this run covers, in order.
    package var caseIndices: Range<Int> { selectedCaseIndices }

    /// What case `index` checks: a generated valid spec, or a deliberately invalid one.
    package enum CaseInput: Sendable {
        /// A valid spec, checked against the invariants.
        case valid(LayoutSpec<Definition>)
        /// An invalid spec, which must throw the expected error.
        case invalid(InvalidInput<Definition>)

        /// The spec either way.
        package var spec: LayoutSpec<Definition> {
            switch self {
            case let .valid(spec): spec
            case let .invalid(input): input.spec
            }
        }
    }

    /// Generates case `index` from its own seed. Pure: the same campaign seed and index
    /// give the same input forever.
    package func input(forCase index: Int) -> CaseInput {
        var random = Xoshiro256StarStar(seed: SplitMix64.caseSeed(campaignSeed: seed, caseIndex: index))
        if invalidInputRate > 0, random.nextBool(probability: invalidInputRate),
           let invalid = InvalidInputGenerator(layout: layout).generate(using: &random) {
            return .invalid(invalid)
        }
        let generator = SpecGenerator(layout: layout, profile: profile, maximumItemCount: maximumItemCount)
        var spec = generator.generate(using: &random)
        if let updates {
            // New and reloaded items are drawn from another spec of the same profile, so that
            // they carry the fields and sizes the layout's items have.
            let pool = generator.generate(using: &random).items
            spec.updates = BatchGenerator(emphasis: updates).batches(
                random.nextInt(in: 1 ... 4), for: spec.items, drawingFrom: pool, using: &random
            )
        }
        return .valid(spec)
    }
}
