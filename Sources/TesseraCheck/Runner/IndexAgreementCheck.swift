import TesseraCore
import TesseraIndex

/// A differential test of rect indexes — a user's own (`IndexKind(MyIndex.self, summary:)`)
/// or Tessera's — against the linear filter: for every layout of `layouts` and every profile,
/// a seeded campaign lays generated specs out and asks each index the probe queries
/// (`LayoutResult.probeQueries`: edges that coincide, zero-size and inverted rects, the whole
/// content and beyond), which it must answer with exactly the linear filter's set. A
/// disagreement is shrunk to a small spec and reported with its replay line.
///
/// The default layouts are Tessera's engines and seed ports (whose frames overlap by an ulp,
/// end past the content and arrive out of scroll order); the `adversarial` profile adds 500
/// columns, zero-length items and awkward fractions. Add a layout of your own with
/// `LayoutCatalog.builtIn + [flow]`. Then, for each index, an `IndexCampaign` of `frameCases`
/// arbitrary frame sets (`IndexCaseGenerator`: negative, huge, tiny, duplicate, zero-area,
/// inverted and out-of-order frames on either axis, queries an ulp either side of their
/// edges) — frames no layout produces, which an index must answer all the same.
public struct IndexAgreementCheck: Sendable {
    /// The indexes under test.
    public var indexes: [IndexKind]
    /// The layouts whose results the indexes are built over.
    public var layouts: LayoutCatalog
    /// The profiles each layout's cases are drawn from.
    public var profiles: [Profile]
    /// Cases per layout and profile (`TESSERA_CASES` overrides).
    public var cases: Int
    /// The seed of every campaign (`TESSERA_SEED` overrides).
    public var seed: UInt64
    /// Caps the items of one case.
    public var maximumItemCount: Int
    /// How many probe queries each index answers per case.
    public var queryBudget: Int
    /// Arbitrary frame sets per index (`TESSERA_CASES` overrides); 0 runs none.
    public var frameCases: Int
    /// The `swift test --filter` argument of the replay line.
    public var testFilter: String?
    /// For a parameterised test, the argument its campaigns ran with, named on their replay
    /// lines (`Campaign.testArgument`); `expectAgreement` sets it inside a parameterised test.
    public var testArgument: String?
    /// Whether each campaign — of a layout or of arbitrary frames — ends at its first failing
    /// case (`Campaign.stopsAtFirstFailure`, `IndexCampaign.stopsAtFirstFailure`); `false` by
    /// default: every distinct disagreement is shrunk and reported.
    public var stopsAtFirstFailure = false

    /// A check of `indexes`; see the properties for what each parameter sets.
    public init(
        _ indexes: [IndexKind], layouts: LayoutCatalog = .builtIn,
        profiles: [Profile] = [.phone, .photos, .sections, .adversarial], cases: Int = 20,
        seed: UInt64 = CampaignEnvironment.defaultSeed, maximumItemCount: Int = 20_000, queryBudget: Int = 64,
        frameCases: Int = 200, testFilter: String? = nil
    ) {
        self.indexes = indexes
        self.layouts = layouts
        self.profiles = profiles
        self.cases = cases
        self.seed = seed
        self.maximumItemCount = maximumItemCount
        self.queryBudget = queryBudget
        self.frameCases = frameCases
        self.testFilter = testFilter
    }

    /// The checker every campaign runs: only `indexAgreement`, over `indexes`.
    public var checker: InvariantChecker {
        InvariantChecker(invariants: [.indexAgreement], indexes: indexes, queryBudget: queryBudget)
    }

    /// Runs one campaign per layout and profile, in catalog and profile order, then one
    /// campaign of arbitrary frame sets per index; `report` is called after each.
    @discardableResult
    public func run(report: (CheckReport) -> Void = { _ in }) -> [CheckReport] {
        run(environment: nil, report: report)
    }

    /// `run(report:)` with `environment`'s `TESSERA_*` variables applied (what
    /// `expectAgreement` runs).
    @discardableResult
    package func run(environment: CampaignEnvironment?, report: (CheckReport) -> Void = { _ in }) -> [CheckReport] {
        var reports: [CheckReport] = []
        for layout in layouts.definitions {
            for profile in profiles {
                let outcome = run(layout, profile: profile, environment: environment)
                report(outcome)
                reports.append(outcome)
            }
        }
        for index in indexes where frameCases > 0 {
            var campaign = IndexCampaign(
                index: index, cases: frameCases, seed: seed, testFilter: testFilter, stopsAtFirstFailure: stopsAtFirstFailure
            )
            if let environment { campaign = campaign.applying(environment) }
            let outcome = CheckReport(campaign.run())
            report(outcome)
            reports.append(outcome)
        }
        return reports
    }

    private func run<Definition: LayoutDefinition>(
        _ layout: Definition, profile: Profile, environment: CampaignEnvironment?
    ) -> CheckReport {
        var campaign = Campaign(
            layout: layout, profile: profile, cases: cases, seed: seed, checker: checker,
            maximumItemCount: maximumItemCount, invalidInputRate: 0, testFilter: testFilter
        )
        campaign.stopsAtFirstFailure = stopsAtFirstFailure
        campaign.testArgument = testArgument
        if let environment { campaign = campaign.applying(environment) }
        return CheckReport(campaign.run())
    }
}

/// A campaign's report without its layout's type: what checks over several layouts (an
/// `IndexAgreementCheck`) return.
public struct CheckReport: Sendable, CustomStringConvertible {
    /// One finding of a failed campaign.
    public struct Finding: Sendable {
        /// The finding's report: the seed, the violation, the shrunk counterexample and the
        /// replay lines.
        public var description: String
        /// The shrunk counterexample as interchange JSON (spec JSON; result JSON for an index
        /// campaign on arbitrary frames).
        public var counterexampleJSON: String
        /// A file name for the counterexample: `layout-profile-seed-caseN.json`.
        public var counterexampleName: String

        /// A finding with this report, counterexample and file name.
        package init(description: String, counterexampleJSON: String, counterexampleName: String) {
            self.description = description
            self.counterexampleJSON = counterexampleJSON
            self.counterexampleName = counterexampleName
        }
    }

    /// `layout/profile`, e.g. `waterfall/adversarial`.
    public var label: String
    /// Whether every case passed.
    public var passed: Bool
    /// Cases run.
    public var casesRun: Int
    /// The campaign's summary line (cases, invariants, time, outcome).
    public var summary: String
    /// The campaign's report: its summary line and each finding's report.
    public var description: String
    /// Every distinct finding, in the order found.
    public var findings: [Finding]
    /// The first finding's shrunk counterexample as interchange spec JSON, when a case failed.
    public var counterexampleJSON: String? { findings.first?.counterexampleJSON }
    /// A file name for the first finding's counterexample: `layout-profile-seed-caseN.json`.
    public var counterexampleName: String? { findings.first?.counterexampleName }
    /// The checker a layout's campaign ran with; `nil` for an index campaign on arbitrary
    /// frames. What the `expect…` functions' self-check compares with the check asked for.
    package var checker: InvariantChecker?
    /// The index an index campaign on arbitrary frames held to the linear filter, and the
    /// generator its cases came from; `nil` for a layout's campaign.
    package var arbitraryFrames: (index: String, generator: IndexCaseGenerator)?

    /// The type-erased form of `report`.
    public init<Definition: LayoutDefinition>(_ report: CampaignReport<Definition>) {
        let campaign = report.campaign
        label = "\(campaign.label)/\(campaign.profile.rawValue)"
        passed = report.passed
        casesRun = report.casesRun
        summary = report.summary
        description = "\(report)"
        findings = report.failures.map { failure in
            Finding(
                description: failure.description, counterexampleJSON: failure.counterexampleJSON,
                counterexampleName: failure.counterexampleFileName(profile: campaign.profile, updates: campaign.updates)
            )
        }
        checker = campaign.checker
    }

    /// A report of these findings under `label` (passed when there are none), which no
    /// campaign ran: what the `expect…` functions' self-check plants.
    package init(label: String, summary: String, findings: [Finding]) {
        self.label = label
        passed = findings.isEmpty
        casesRun = 1
        self.summary = summary
        description = ([summary] + findings.map(\.description)).joined(separator: "\n")
        self.findings = findings
    }
}

extension CheckReport {
    /// The report of an index campaign on arbitrary frame sets, labelled
    /// `index/arbitrary-frames`; its counterexample is result JSON.
    public init(_ report: IndexCampaignReport) {
        label = "\(report.campaign.index.name)/arbitrary-frames"
        passed = report.passed
        casesRun = report.casesRun
        description = "\(report)"
        summary = report.summary
        findings = report.failures.map { failure in
            Finding(
                description: failure.description, counterexampleJSON: failure.counterexampleJSON,
                counterexampleName: failure.counterexampleFileName(index: report.campaign.index)
            )
        }
        arbitraryFrames = (report.campaign.index.name, report.campaign.generator)
    }
}

extension CampaignFailure {
    /// `layout-profile-0xSEED-caseN.json` (or `…-regressionN.json`): a name for the
    /// counterexample file, as `tessera fuzz --out` names it.
    public func counterexampleFileName(profile: Profile, updates: BatchGenerator.Emphasis? = nil) -> String {
        let origin = caseIndex.map { "case\($0)" } ?? "regression\(regressionEntry ?? 0)"
        let layout = shrunkSpec.layout.implementation == "standard"
            ? shrunkSpec.layout.name : "\(shrunkSpec.layout.name)-\(shrunkSpec.layout.implementation)"
        let emphasis = updates.map { "-\($0.rawValue)" } ?? ""
        return "\(layout)-\(profile.rawValue)\(emphasis)-\(CampaignEnvironment.format(seed: seed))-\(origin).json"
    }
}
