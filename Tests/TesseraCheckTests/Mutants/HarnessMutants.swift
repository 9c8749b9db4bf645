import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// A one-line slip in the harness's own user-facing code — a `CustomLayout`'s item draw, an
/// index campaign's generator — and the harness's hunt for it: the campaign a user would run,
/// which must fail `harnessValidation` (the harness's check of its own generators), not pass
/// while checking less than it says.
struct HarnessMutant: Sendable, CustomTestStringConvertible {
    var name: String
    /// Where the slip is.
    var place: String
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
    ]
}

@Suite("Harness mutants")
struct HarnessMutantTests {
    @Test("every slip in the harness's user-facing code is caught by its own self-checks", arguments: HarnessMutant.all)
    func harnessMutantIsCaught(_ mutant: HarnessMutant) {
        let (invariant, report) = mutant.hunt()
        print("mutant \(mutant.name): caught by \(invariant?.rawValue ?? "nothing") (\(mutant.place))")
        #expect(invariant == .harnessValidation, "\(mutant.name): \(report)")
    }

    /// The same campaigns without the slip pass: the self-checks do not fail a sound harness.
    @Test func theUnmutatedCampaignsPass() {
        #expect(Campaign(layout: CustomLayout.list, profile: .phone, cases: 200).run().passed)
        #expect(Campaign(layout: CustomLayout.band, profile: .phone, cases: 200).run().passed)
        for index in [IndexKind.intervalTree, .intervalTreeCursor, .packedRTree] {
            let report = IndexCampaign(index: index, cases: 300).run()
            #expect(report.passed, "\(report)")
        }
    }
}
