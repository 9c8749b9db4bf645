import TesseraCore
import TesseraIndex

/// A layout's whole property test: one seeded `Campaign` per profile that makes sense for any
/// layout, every invariant checked, every built-in index held to the linear filter, every
/// distinct finding shrunk and reported. What
/// `TesseraTesting`'s `expectInvariants(of:)` runs inside a Swift Testing `@Test`, and what a
/// tool of a user's own can run without linking Swift Testing.
///
/// Every profile's campaign has the same seed, so `TESSERA_SEED=… TESSERA_CASE=n` replays
/// case n of each profile (the failing one among them). The `huge` profile runs `hugeCases`
/// cases of up to `maximumItemCount` items — a debug build's `swift test` stays quick — and
/// `TESSERA_CASES` raises the count of the other profiles.
public struct PropertyCheck<Definition: LayoutDefinition>: Sendable {
    /// The layout under test.
    public var layout: Definition
    /// The profiles, one campaign each.
    public var profiles: [Profile]
    /// Cases per profile (`TESSERA_CASES` overrides), except `huge`.
    public var cases: Int
    /// Cases of the `huge` profile.
    public var hugeCases: Int
    /// The seed of every profile's campaign (`TESSERA_SEED` overrides).
    public var seed: UInt64
    /// The invariants, tolerance and indexes to check.
    public var checker: InvariantChecker
    /// Caps the items of one case (the `huge` profile draws up to it).
    public var maximumItemCount: Int
    /// Entries replayed before the generated cases of each profile; a failure prints the line
    /// to append to it.
    public var regressionFile: RegressionFile?
    /// The `swift test --filter` argument of the replay line.
    public var testFilter: String?
    /// For a parameterised test, the argument its campaigns ran with, named on their replay
    /// lines (`Campaign.testArgument`); `expectInvariants` sets it inside a parameterised test.
    public var testArgument: String?
    /// When set, every valid case also carries random batch updates of this emphasis, checked
    /// by `incrementalUpdate` (the layout's `makeIncrementalLayout`, a `CustomLayout`'s
    /// `incrementalLayout`): what `tessera fuzz --updates` does. `nil` by default.
    public var updates: BatchGenerator.Emphasis?
    /// Whether each campaign ends at its first failing case (`Campaign.stopsAtFirstFailure`);
    /// `false` by default: every distinct finding is shrunk and reported.
    public var stopsAtFirstFailure = false
    /// Findings accepted for now (`KnownIssues`): a finding one matches does not fail the check;
    /// one the whole check no longer reproduces does, unless its policy only reports it. None
    /// by default.
    public var knownIssues = KnownIssues.none

    /// A check of `layout`; see the properties for what each parameter sets.
    public init(
        _ layout: Definition, profiles: [Profile]? = nil, cases: Int = 50, hugeCases: Int = 1, seed: UInt64 = CampaignEnvironment.defaultSeed,
        checker: InvariantChecker = PropertyCheck.defaultChecker, maximumItemCount: Int = 20_000,
        regressionFile: RegressionFile? = nil, testFilter: String? = nil
    ) {
        self.layout = layout
        self.profiles = profiles ?? Self.profiles(for: layout)
        self.cases = cases
        self.hugeCases = hugeCases
        self.seed = seed
        self.checker = checker
        self.maximumItemCount = maximumItemCount
        self.regressionFile = regressionFile
        self.testFilter = testFilter
    }

    /// Every built-in invariant and the layout's own, and every built-in index other than the
    /// linear filter (the reference it is compared with) held to the linear filter.
    public static var defaultChecker: InvariantChecker {
        InvariantChecker(indexes: IndexKind.builtIn.filter { $0 != .linear })
    }

    /// The profiles that make sense for `layout`: phones and tablets, photo feeds, many
    /// (and empty) sections, the adversarial corners and huge inputs — and `spans` when the
    /// layout reads spans.
    public static func profiles(for layout: Definition) -> [Profile] {
        Profile.allCases.filter { $0 != .spans || layout.itemFields.contains(.span) }
    }

    /// The campaigns this check runs, with `environment`'s `TESSERA_*` variables applied.
    package func campaigns(environment: CampaignEnvironment? = nil) -> [Campaign<Definition>] {
        profiles.map { profile in
            var campaign = Campaign(
                layout: layout, profile: profile, cases: cases, seed: seed, checker: checker,
                maximumItemCount: maximumItemCount, regressionFile: regressionFile, testFilter: testFilter
            )
            campaign.updates = updates
            campaign.stopsAtFirstFailure = stopsAtFirstFailure
            campaign.knownIssues = knownIssues
            campaign.testArgument = testArgument
            if let environment { campaign = campaign.applying(environment) }
            if profile == .huge, environment?.caseIndex == nil { campaign.cases = hugeCases }
            return campaign
        }
    }

    /// Runs every campaign, in profile order; `report` is called after each one. Each
    /// campaign reports every distinct finding, shrunk (only its first with
    /// `stopsAtFirstFailure`).
    @discardableResult
    public func run(report: (CampaignReport<Definition>) -> Void = { _ in }) -> [CampaignReport<Definition>] {
        run(environment: nil, report: report)
    }

    /// `run(report:)` with `environment`'s `TESSERA_*` variables applied (what
    /// `expectInvariants` runs).
    @discardableResult
    package func run(
        environment: CampaignEnvironment?, report: (CampaignReport<Definition>) -> Void = { _ in }
    ) -> [CampaignReport<Definition>] {
        campaigns(environment: environment).map { campaign in
            let result = campaign.run()
            report(result)
            return result
        }
    }
}
