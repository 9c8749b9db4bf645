import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// A one-line slip in the harness's own user-facing code — a `CustomLayout`'s item draw, an
/// index campaign's generator, the shrinker, the regression file, `CodableOptions` — and the
/// harness's hunt for it: the campaign a user would run, which must fail one of the harness's
/// checks of itself (`caughtBy`), not pass while checking less than it says.
struct HarnessMutant: Sendable, CustomTestStringConvertible {
    var name: String
    /// Where the slip is.
    var place: String
    /// The self-checks that may catch it: `harnessValidation`, and for a slip in writing
    /// options also `roundTrip` (the harness's check that what it writes reads back).
    var caughtBy: Set<Invariant> = [.harnessValidation]
    /// Runs the campaign; returns its failing invariant (`nil` when it passed) and its report.
    var hunt: @Sendable () -> (invariant: Invariant?, report: String)

    var testDescription: String { "\(name) (\(place))" }

    /// A slip in how `layout`'s specs are drawn, hunted by its phone campaign.
    static func customLayout<Options>(_ name: String, _ layout: CustomLayout<Options>) -> HarnessMutant {
        HarnessMutant(name: name, place: "CustomLayout") {
            let report = Campaign(layout: layout, profile: .phone, cases: 200).run()
            return (report.failure?.violation.invariant, "\(report)")
        }
    }

    /// A slip in an index campaign's generator, hunted by `tessera fuzz --index`'s default run.
    static func indexCampaign(_ name: String, index: IndexKind, _ generator: IndexCaseGenerator) -> HarnessMutant {
        HarnessMutant(name: name, place: "IndexCampaign") {
            let report = IndexCampaign(index: index, generator: generator).run()
            return (report.failure?.violation.invariant, "\(report)")
        }
    }

    /// A slip in the shrinker — `slip` applied to every shrunk counterexample — hunted by the
    /// phone campaign of a grid whose first cell sits one point above the content (so every
    /// case with an item fails `inBounds`, and a case without one passes).
    static func shrinker(_ name: String, slip: @escaping @Sendable (LayoutSpec<LayoutVariant<GridDefinition>>) -> LayoutSpec<LayoutVariant<GridDefinition>>) -> HarnessMutant {
        let broken = LayoutVariant(GridDefinition.grid, implementation: "first-cell-above") { options in
            RewrittenLayout(base: options) { result, items in
                result.edited(for: items) { elements, _ in
                    guard let first = elements.firstIndex(where: { $0.kind == .cell }) else { return }
                    let frame = elements[first].frame
                    elements[first].frame = Rect(minX: frame.minX, minY: frame.minY - 1, maxX: frame.maxX, maxY: frame.maxY - 1)
                }
            }
        }
        return shrinker(name, hunting: broken, slip: slip)
    }

    /// A slip in the shrinker — `slip` applied to every shrunk counterexample — hunted by
    /// `layout`'s phone campaign, which ends at its first failing case.
    static func shrinker<Definition: LayoutDefinition>(
        _ name: String, hunting layout: Definition, slip: @escaping @Sendable (LayoutSpec<Definition>) -> LayoutSpec<Definition>
    ) -> HarnessMutant {
        HarnessMutant(name: name, place: "SpecShrinker") {
            var campaign = Campaign(layout: layout, profile: .phone, cases: 200, stopsAtFirstFailure: true)
            campaign.shrinkSlip = slip
            let report = campaign.run()
            return (report.failure?.violation.invariant, "\(report)")
        }
    }

    /// A slip in the index shrinker — `slip` applied to every shrunk counterexample — hunted by
    /// the index campaign of an interval tree that loses frames ending on a query's far edge.
    static func indexShrinker(_ name: String, slip: @escaping @Sendable (IndexCaseShrinker.Outcome) -> IndexCaseShrinker.Outcome) -> HarnessMutant {
        HarnessMutant(name: name, place: "IndexCaseShrinker") {
            var campaign = farEdgeLostCampaign
            campaign.shrinkSlip = slip
            let report = campaign.run()
            return (report.failure?.violation.invariant, "\(report)")
        }
    }

    /// The index campaign `indexShrinker` hunts with, without a slip.
    static var farEdgeLostCampaign: IndexCampaign {
        let farEdgeLost = IndexKind.planted("far-edge-lost", on: .intervalTree) { result, rect, id in
            let frame = result.frames[id]
            return result.scrollAxis == .vertical ? frame.maxY != rect.maxY : frame.maxX != rect.maxX
        }
        var campaign = IndexCampaign(index: farEdgeLost, cases: 100)
        campaign.stopsAtFirstFailure = true
        return campaign
    }

    /// A slip planted in `CodableOptions` (how a `CustomLayout`'s options are written and
    /// read), hunted by the phone campaign of a list whose options hold insets.
    static func codableOptions(_ name: String, _ slip: CodableOptions.Slip, caughtBy: Set<Invariant> = [.harnessValidation]) -> HarnessMutant {
        HarnessMutant(name: name, place: "CodableOptions", caughtBy: caughtBy) {
            let report = CodableOptions.$slip.withValue(slip) { Campaign(layout: CustomLayout.insetList, profile: .phone, cases: 200).run() }
            return (report.failure?.violation.invariant, "\(report)")
        }
    }

    /// A slip in writing or reading a regression line, hunted by the check each campaign makes
    /// of the lines of its first cases (`RegressionLineCheck`), over the grid's phone cases.
    static func regressionLine(
        _ name: String, write: @escaping @Sendable (RegressionEntry) -> String = { $0.jsonLine() },
        read: @escaping @Sendable (String) throws(RegressionFileError) -> RegressionEntry = { line throws(RegressionFileError) in
            try RegressionEntry(jsonLine: line)
        }
    ) -> HarnessMutant {
        HarnessMutant(name: name, place: "RegressionFile") {
            let campaign = Campaign(layout: GridDefinition.grid, profile: .phone)
            for index in 0 ..< RegressionLineCheck.checkedCases {
                if let violation = RegressionLineCheck.violation(
                    recording: campaign.input(forCase: index).spec, as: .inBounds, seed: campaign.seed, caseIndex: index, write: write, read: read
                ) {
                    return (violation.invariant, violation.message)
                }
            }
            return (nil, "every line read back as written")
        }
    }

    static let all: [HarnessMutant] = [
        // The list declares that it reads spans, but its item draw never sets one.
        .customLayout("customLayout.spanDeclaredNeverDrawn", {
            var list = CustomLayout.list
            list.itemFields = [.height, .span]
            list.drawItem = { draw in ItemSet.Item(height: draw.itemLength()) }
            return list
        }()),
        // The band reads payloads, but its item draw forgot them.
        .customLayout("customLayout.payloadNeverDrawn", {
            var band = CustomLayout.band
            band.drawItem = { draw in ItemSet.Item(height: draw.itemLength()) }
            return band
        }()),
        // The list's option draw draws a spacing and returns the defaults: no spacing is checked.
        .customLayout("customLayout.drawnOptionsDropped", {
            var list = CustomLayout.list
            let draw = list.drawOptions
            list.drawOptions = { random, container in
                _ = draw(&random, container)
                return ListLayout.Options()
            }
            return list
        }()),
        // The generator draws vertical cases only: a horizontal index is never checked.
        .indexCampaign("indexCampaign.oneAxisOnly", index: .intervalTree, {
            var generator = IndexCaseGenerator()
            generator.axes = [.vertical]
            return generator
        }()),
        // The generator draws no scrolls: a cursor's resume path is never checked.
        .indexCampaign("indexCampaign.cursorNeverScrolled", index: .intervalTreeCursor, IndexCaseGenerator(scrollCount: 0)),
        // The generator's queries all have an area: lines and points are never asked.
        .indexCampaign("indexCampaign.noLineQueries", index: .packedRTree, {
            var generator = IndexCaseGenerator()
            generator.queryShapes = [.area, .inverted]
            return generator
        }()),
        // The shrinker returns its last candidate, an empty spec, whether or not it still fails.
        .shrinker("shrinker.returnsAPassingCase") { spec in
            var emptied = spec
            emptied.items = ItemSet()
            return emptied
        },
        // The shrinker's last step, one item fewer, accepted without checking it.
        .shrinker("shrinker.lastItemDroppedUnchecked") { spec in
            guard spec.items.itemCount > 0 else { return spec }
            var sections = (0 ..< spec.items.sectionCount).map { section in
                spec.items.flatRange(ofSection: section).map { spec.items[flatIndex: $0] }
            }
            if let last = sections.lastIndex(where: { !$0.isEmpty }) { sections[last].removeLast() }
            var shorter = spec
            shorter.items = ItemSet(sections: sections)
            return shorter
        },
        // The index shrinker's last step, the query moved off every frame, accepted unchecked.
        .indexShrinker("indexShrinker.returnsAPassingCase") { outcome in
            var moved = outcome
            moved.scroll = [Rect(minX: 1e308, minY: 1e308, maxX: 1e308, maxY: 1e308)]
            return moved
        },
        // The shrinker's options step keeps the default options without checking them, hunted
        // by a list whose second item moves up past the first only when it has a spacing: the
        // counterexample's options no longer show the failure.
        .shrinker("shrinker.optionsDroppedUnchecked", hunting: CustomLayout.listOverlappingWhenSpaced) { spec in
            spec.withOptions { $0 = spec.layout.defaultOptions }
        },
        // The writer leaves out the first option that differs from the defaults: the spec
        // written for a counterexample names other options than the case had.
        .codableOptions("codableOptions.differingMemberDropped", .differingMemberDropped, caughtBy: [.harnessValidation, .roundTrip]),
        // The reader replaces the defaults' insets by the spec's `{ "top": 4 }` instead of
        // merging the two: a spec naming one inset does not read.
        .codableOptions("codableOptions.objectMergedAsAWhole", .objectMergedAsAWhole),
        // The reader accepts `insets.topp`: a typo'd inset reads as the default.
        .codableOptions("codableOptions.typoInAnObjectAccepted", .unknownNestedMemberAccepted),
        // The reader forgets the case index: the replay line runs no case, or another.
        .regressionLine("regressionFile.caseNotRead", read: { line throws(RegressionFileError) in
            var entry = try RegressionEntry(jsonLine: line)
            entry.caseIndex = nil
            return entry
        }),
        // The writer leaves out the spec's options: the replay checks the default options.
        .regressionLine("regressionFile.optionsNotWritten", write: { entry in
            var entry = entry
            if case let .object(members) = entry.spec { entry.spec = .object(members.filter { $0.key != "options" }) }
            return entry.jsonLine()
        }),
    ]
}

@Suite("Harness mutants")
struct HarnessMutantTests {
    @Test("every slip in the harness's user-facing code is caught by its own self-checks", arguments: HarnessMutant.all)
    func harnessMutantIsCaught(_ mutant: HarnessMutant) {
        let (invariant, report) = mutant.hunt()
        print("mutant \(mutant.name): caught by \(invariant?.rawValue ?? "nothing") (\(mutant.place))")
        #expect(invariant.map(mutant.caughtBy.contains) == true, "\(mutant.name): \(report)")
    }

    /// The same campaigns without the slip pass: the self-checks do not fail a sound harness.
    @Test func theUnmutatedCampaignsPass() {
        #expect(Campaign(layout: CustomLayout.list, profile: .phone, cases: 200).run().passed)
        #expect(Campaign(layout: CustomLayout.band, profile: .phone, cases: 200).run().passed)
        let spaced = Campaign(layout: CustomLayout.listOverlappingWhenSpaced, profile: .phone, cases: 200, stopsAtFirstFailure: true).run()
        #expect(spaced.failure?.violation.invariant == .noOverlap, "\(spaced)")
        #expect(spaced.failure.map { $0.shrunkSpec.options.spacing > 0 && $0.shrunkSpec.items.itemCount == 2 } == true, "\(spaced)")
        let farEdgeLost = HarnessMutant.farEdgeLostCampaign.run()
        #expect(farEdgeLost.failure?.violation.invariant == .indexAgreement, "\(farEdgeLost)")
        #expect(farEdgeLost.failure.map { (1 ... 4).contains($0.frames.frames.count) } == true, "\(farEdgeLost)")
        let insetList = Campaign(layout: CustomLayout.insetList, profile: .phone, cases: 200).run()
        #expect(insetList.passed, "\(insetList)")
        for index in [IndexKind.intervalTree, .intervalTreeCursor, .packedRTree] {
            let report = IndexCampaign(index: index, cases: 300).run()
            #expect(report.passed, "\(report)")
        }
    }
}

@Suite("Small witnesses of the harness's own slips")
struct HarnessWitnessTests {
    /// A blind spot is something no case drew, so every case shows it: the campaign reports the
    /// smallest case drawn (with elements), not the first, which can hold hundreds.
    @Test func aBlindSpotIsReportedOnTheSmallestCaseDrawn() throws {
        var vertical = IndexCaseGenerator()
        vertical.axes = [.vertical]
        let index = IndexCampaign(index: .intervalTree, generator: vertical).run()
        let frames = try #require(index.failure).frames.count
        #expect(index.failure?.violation.invariant == .harnessValidation)
        #expect((1 ... 4).contains(frames), "\(index)")

        var list = CustomLayout.list
        list.itemFields = [.height, .span]
        list.drawItem = { draw in ItemSet.Item(height: draw.itemLength()) }
        let layout = Campaign(layout: list, profile: .phone, cases: 200).run()
        let items = try #require(layout.failure).shrunkSpec.items.itemCount
        #expect(layout.failure?.violation.invariant == .harnessValidation)
        #expect((1 ... 4).contains(items), "\(layout)")
    }

    /// A slip in what the harness writes — a case's options, its regression line — is found on
    /// one of a campaign's first cases, and shrunk by the same check to a small spec.
    @Test func aWritingSlipIsShrunk() throws {
        let report = CodableOptions.$slip.withValue(.objectMergedAsAWhole) {
            Campaign(layout: CustomLayout.insetList, profile: .phone, cases: 20).run()
        }
        let failure = try #require(report.failure)
        #expect(failure.violation.invariant == .harnessValidation, "\(report)")
        #expect(failure.shrinkAttempts > 0 && failure.shrunkSpec.items.itemCount <= 4, "\(report)")
    }
}
