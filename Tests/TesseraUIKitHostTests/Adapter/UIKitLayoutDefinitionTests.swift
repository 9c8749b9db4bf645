import Testing
import TesseraCheck
import TesseraCore
import TesseraTesting
import TesseraUIKit
import TesseraUIKitHost

/// The test list layout as a Tessera layout definition, correct or with a defect planted.
private func list(_ defect: ListDefect = .none) -> CustomLayout<NoOptions> {
    .uikit(name: "list", implementation: defect == .none ? "standard" : defect.rawValue, UIKitLayout(dataSource: { ListSource(items: $0) }) {
        ListLayout(defect)
    })
}

@Suite struct UIKitLayoutDefinitionTests {
    @Test func theCorrectLayoutHoldsEveryInvariant() {
        expectInvariants(of: list(), cases: 12)
    }

    @Test func itsUpdatesEqualAFreshLayout() {
        for emphasis in BatchGenerator.Emphasis.allCases {
            var campaign = Campaign(layout: list(), profile: .phone, cases: 12)
            campaign.updates = emphasis
            let report = campaign.run()
            #expect(report.passed, "\(report)")
        }
    }

    @Test func aQueryDroppingTheTopEdgeIsCaughtAndShrunk() throws {
        let report = Campaign(layout: list(.dropsTopEdge), profile: .phone, cases: 30, stopsAtFirstFailure: true).run()
        let failure = try #require(report.failure)
        // Found by the host's rect checks or by the checker holding the layout's own query
        // (QueryingLayout) to the linear filter, whichever comes first.
        #expect([UIKitInvariant.rectQuery, .indexAgreement].contains(failure.violation.invariant), "\(failure)")
        #expect(failure.shrunkSpec.items.itemCount <= 2, "\(failure)")
    }

    @Test func aPrepareKeepingItsCacheAfterAnUpdateIsCaughtAndShrunk() throws {
        var campaign = Campaign(layout: list(.staleAfterUpdate), profile: .phone, cases: 30, stopsAtFirstFailure: true)
        campaign.updates = .mixed
        let failure = try #require(campaign.run().failure)
        #expect(failure.violation.invariant == .incrementalUpdate, "\(failure)")
        #expect(failure.shrunkSpec.updates.count == 1, "\(failure)")
        #expect(failure.shrunkSpec.items.itemCount <= 2, "\(failure)")
    }

    /// A division by an item's height gives a zero-height item a NaN frame: a finding of the
    /// campaign, shrunk to the one item that shows it — not a trap.
    @Test func aNaNFrameIsCaughtAndShrunk() throws {
        var campaign = Campaign(layout: list(.nanForEmptyItems), profile: .adversarial, cases: 60, stopsAtFirstFailure: true)
        campaign.checker.invariants = [UIKitInvariant.finiteFrames]
        let failure = try #require(campaign.run().failure)
        #expect(failure.violation.invariant == UIKitInvariant.finiteFrames, "\(failure)")
        #expect(failure.violation.message.contains("nan"), "\(failure)")
        #expect(failure.shrunkSpec.items.itemCount <= 2, "\(failure)")
    }

    /// A data source whose counts disagree with the batch (a model changed outside it) is
    /// UIKit's "Invalid update: invalid number of items", found by an update campaign.
    @Test func countsThatDoNotAddUpAreCaughtByAnUpdateCampaign() throws {
        let frozen: CustomLayout<NoOptions> = .uikit(name: "list", implementation: "frozen-counts", UIKitLayout(dataSource: { FrozenFirstSectionSource(items: $0) }) {
            ListLayout()
        })
        var campaign = Campaign(layout: frozen, profile: .phone, cases: 30, stopsAtFirstFailure: true)
        campaign.updates = .mixed
        // Its results also differ from a fresh layout's (incrementalUpdate), found first.
        campaign.checker.invariants = [UIKitInvariant.updateCounts]
        let failure = try #require(campaign.run().failure)
        #expect(failure.violation.invariant == UIKitInvariant.updateCounts, "\(failure)")
        #expect(failure.violation.message.hasPrefix("Invalid update: invalid number of"), "\(failure)")
        #expect(failure.shrunkSpec.updates.count == 1, "\(failure)")
    }

    @Test func theEngineRunsFromAnyThread() throws {
        let engine = UIKitLayout(dataSource: { ListSource(items: $0) }) { ListLayout() }
        let result = try engine.layout(ItemSet.heights([[10, 20], [30]]), in: Size(width: 100, height: 50))
        #expect(result.count == 7, "3 cells, 2 headers and 2 section backgrounds")
        #expect(result.frames[result.cell(at: ItemPath(section: 1, item: 0))!] == Rect(minX: 0, minY: 70, maxX: 100, maxY: 100))
        #expect(result.contentSize == Size(width: 100, height: 100))
    }
}

/// Answers the first count it was asked for section 0 ever after: a model changed outside
/// the batch.
private final class FrozenFirstSectionSource: ListSource {
    private var frozen: Int?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let count = super.collectionView(collectionView, numberOfItemsInSection: section)
        guard section == 0 else { return count }
        if frozen == nil { frozen = count }
        return frozen!
    }
}
