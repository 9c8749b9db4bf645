import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// A deliberately broken layout (or index) and its correct counterpart: the harness must
/// catch the first and pass the second. The broken engine is a `LayoutVariant` of the
/// layout's definition, so it is generated, checked and shrunk exactly as the layout is.
struct Mutant: Sendable, CustomTestStringConvertible {
    /// What one campaign of a mutant or its counterpart found.
    struct Run: Sendable {
        /// Whether a case failed.
        var failed: Bool
        /// Cases run.
        var casesRun: Int
        /// The failing case, when one failed.
        var caseIndex: Int?
        /// Items in the shrunk counterexample.
        var shrunkItemCount: Int
        /// Candidates the shrinker tried.
        var shrinkAttempts: Int
        /// The violated invariant's name.
        var invariant: String?
        /// The campaign report, for failure messages.
        var report: String
    }

    var name: String
    /// Runs the campaign of the broken engine (and indexes): `(seed, cases)`.
    var runBroken: @Sendable (UInt64, Int) -> Run
    /// Runs the campaign of the correct counterpart on the same cases.
    var runCorrect: @Sendable (UInt64, Int) -> Run

    var testDescription: String { name }

    /// A mutant of `layout` from `profile`: `broken` builds the engine with the planted bug
    /// (the layout's own engine when `nil`), `correct` its counterpart; index mutants plant
    /// the bug in `brokenIndexes` instead.
    static func make<Definition: LayoutDefinition>(
        _ name: String, layout: Definition, profile: Profile,
        broken: (@Sendable (Definition.Options) -> any CollectionLayout)? = nil, brokenIndexes: [IndexKind] = [],
        correct: (@Sendable (Definition.Options) -> any CollectionLayout)? = nil, correctIndexes: [IndexKind] = []
    ) -> Mutant {
        let brokenLayout = LayoutVariant(layout, implementation: "mutant-\(name)", makeLayout: broken ?? layout.makeLayout)
        let correctLayout = LayoutVariant(layout, implementation: "counterpart-\(name)", makeLayout: correct ?? layout.makeLayout)
        return Mutant(
            name: name,
            runBroken: { seed, cases in
                run(Campaign(
                    layout: brokenLayout, profile: profile, cases: cases, seed: seed,
                    checker: InvariantChecker(indexes: brokenIndexes), invalidInputRate: 0, testFilter: "MutantTests"
                ))
            },
            runCorrect: { seed, cases in
                run(Campaign(
                    layout: correctLayout, profile: profile, cases: cases, seed: seed,
                    checker: InvariantChecker(indexes: correctIndexes), testFilter: "MutantTests"
                ))
            }
        )
    }

    private static func run<Definition: LayoutDefinition>(_ campaign: Campaign<Definition>) -> Run {
        let report = campaign.run()
        return Run(
            failed: report.failure != nil, casesRun: report.casesRun, caseIndex: report.failure?.caseIndex,
            shrunkItemCount: report.failure?.shrunkSpec.items.itemCount ?? 0, shrinkAttempts: report.failure?.shrinkAttempts ?? 0,
            invariant: report.failure?.violation.invariant.rawValue, report: "\(report)"
        )
    }

    static func grid(_ bug: ReferenceGrid.Bug, profile: Profile) -> Mutant {
        make(
            "grid.\(bug.rawValue)", layout: .grid, profile: profile,
            broken: { ReferenceGrid(options: $0, bug: bug) }, correct: { ReferenceGrid(options: $0) }
        )
    }

    static func waterfall(_ bug: ReferenceWaterfall.Bug, profile: Profile) -> Mutant {
        make(
            "waterfall.\(bug.rawValue)", layout: .waterfall, profile: profile,
            broken: { ReferenceWaterfall(options: $0, bug: bug) }, correct: { ReferenceWaterfall(options: $0) }
        )
    }

    static let all: [Mutant] = [
        .grid(.spacingOnceTooFew, profile: .phone),
        .grid(.occupancyNotReserved, profile: .spans),
        .grid(.spanNotClamped, profile: .adversarial),
        .grid(.headerLengthIgnored, profile: .sections),
        .grid(.originPlusSize, profile: .spans),
        .grid(.contentNotTight, profile: .phone),
        .waterfall(.tieToHighestColumn, profile: .phone),
        .waterfall(.footerLengthIgnored, profile: .sections),
        make(
            "index.dropsBottomEdge", layout: .grid, profile: .phone,
            broken: { ReferenceGrid(options: $0) },
            brokenIndexes: [IndexKind(name: "scan-dropping-bottom-edge", summary: "a scan with a planted bug") {
                ScanIndex($0, dropsBottomEdge: true)
            }],
            correct: { ReferenceGrid(options: $0) }, correctIndexes: [IndexKind(ScanIndex.self, summary: "a correct scan")]
        ),
    ]
}
