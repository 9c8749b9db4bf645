import CardGridDefinition
import CardGridLayout
import Testing
import TesseraCheck
import TesseraCore
import TesseraUIKitHost

/// Three defects iOS layouts ship with, planted into the card grid on purpose: the harness must
/// catch each through the invariant that names it and shrink it to a handful of items. The
/// shrunk report is printed below each test.
@Suite struct PlantedDefectTests {
    /// The binary search compares rows' tops with the rect's top: a row straddling the top of
    /// the visible rect is missing while scrolling. Two checks see it: the host's, on the rects
    /// the collection view asks while scrolling (`uikitRectQuery`, naming the edge), and the
    /// checker's, holding the layout's own query to the linear filter (`indexAgreement`, the
    /// layout being a `QueryingLayout`); the campaign reports whichever comes first.
    @Test func aQueryDroppingTheRowAcrossTheTopEdgeIsCaughtAndShrunk() throws {
        let definition = CardGridLayout.definition(planting: .queryDropsTopEdgeRow)
        let report = Campaign(layout: definition, profile: .phone, cases: 40).run()
        let failure = try #require(report.failure)
        print(failure)
        #expect([UIKitInvariant.rectQuery, .indexAgreement].contains(failure.violation.invariant), "\(failure)")
        #expect(failure.shrunkSpec.items.itemCount <= 2, "shrunk to \(failure.shrunkSpec.items.itemCount) items")
        var hostOnly = Campaign(layout: definition, profile: .phone, cases: 40)
        hostOnly.checker.invariants = [UIKitInvariant.rectQuery]
        let edge = try #require(hostOnly.run().failure)
        #expect(edge.violation.message.contains("top edge"), "\(edge.violation.message)")
        #expect(edge.shrunkSpec.items.itemCount <= 2, "shrunk to \(edge.shrunkSpec.items.itemCount) items")
    }

    /// `invalidateLayout(with:)` ignores `invalidateDataSourceCounts`: after a batch update the
    /// layout answers from its old cache, unlike a fresh layout of the updated items. Updates
    /// at the top of the feed: they stay valid as the shrinker drops the items after them.
    @Test func aPrepareKeepingItsCacheAfterAnUpdateIsCaughtAndShrunk() throws {
        var campaign = Campaign(layout: CardGridLayout.definition(planting: .prepareKeepsCacheAfterUpdates), profile: .phone, cases: 40)
        campaign.updates = .topInserts
        let failure = try #require(campaign.run().failure)
        print(failure)
        #expect(failure.violation.invariant == .incrementalUpdate)
        #expect(failure.shrunkSpec.updates.count == 1, "shrunk to \(failure.shrunkSpec.updates.count) updates")
        // Items before an insertion's index cannot be dropped without renumbering it, which
        // the shrinker does not do: a handful stay.
        #expect(failure.shrunkSpec.items.itemCount <= 4, "shrunk to \(failure.shrunkSpec.items.itemCount) items")
    }

    /// A section background (a decoration view) that runs on under the next section's header:
    /// the hosted result holds the backgrounds, and `noOverlap` with the hosted layouts'
    /// default rules lets a background lie under its own section's cards and header only.
    @Test func aBackgroundReachingIntoTheNextSectionIsCaughtAndShrunk() throws {
        let report = Campaign(layout: CardGridLayout.definition(planting: .backgroundReachesIntoNextSection), profile: .sections, cases: 40).run()
        let failure = try #require(report.failure)
        print(failure)
        #expect(failure.violation.invariant == .noOverlap, "\(failure)")
        #expect(failure.violation.message.contains("decoration \"sectionBackground\" of section 0"), "\(failure.violation.message)")
        #expect(failure.shrunkSpec.items.sectionCount == 2, "shrunk to \(failure.shrunkSpec.items.sectionCount) sections")
        #expect(failure.shrunkSpec.items.itemCount <= 1, "shrunk to \(failure.shrunkSpec.items.itemCount) items")
    }
}
