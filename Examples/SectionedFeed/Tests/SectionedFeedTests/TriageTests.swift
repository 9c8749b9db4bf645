#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif
import SectionedFeed
import SectionedFeedDefinition
import Testing
import TesseraCheck
import TesseraCore

/// The issue's proof: the feed's float noise is classified as noise and passes; its two planted
/// defects, recorded as known issues (`known-issues.json`, committed next to the package's
/// manifest), keep the run green.
@Suite struct TriageTests {
    /// Both defects planted.
    static let defective = FeedLayout.definition(planting: Set(PlantedDefect.allCases))

    /// The committed known issues.
    static func knownIssues(whenFixed: KnownIssues.FixedPolicy = .fail) throws -> KnownIssues {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("known-issues.json")
        return try KnownIssues(contentsOfFile: file.path, invariants: LayoutCatalog([FeedLayout.definition]).invariants, whenFixed: whenFixed)
    }

    /// The phone campaign of `layout`: the default run, one profile.
    static func run(_ layout: CustomLayout<FeedOptions>) -> CampaignReport<CustomLayout<FeedOptions>> {
        Campaign(layout: layout, profile: .phone, cases: 100).run()
    }

    @Test func noiseIsClassifiedAsNoiseAndDoesNotFail() throws {
        // Self-sizing as 150 + (0.1 − 150): the second row starts ulps above the first's bottom.
        var items = ItemSet()
        items.appendSection([.init(height: 0.1), .init(height: 5)])
        let spec = LayoutSpec(layout: FeedLayout.definition, container: Size(width: 100, height: 100), options: FeedOptions(), items: items)
        var exact = InvariantChecker()
        exact.tolerances = .exact
        let noise = exact.check(spec)
        #expect(!noise.isEmpty)
        #expect(noise.allSatisfy { $0.classification == .noise }, "\(noise)")
        #expect(InvariantChecker().check(spec).isEmpty)
        // And the clean feed passes a whole campaign, noise and all.
        let report = Self.run(FeedLayout.definition)
        #expect(report.passed, "\(report)")
    }

    @Test func withBothDefectsKnownTheRunIsGreen() throws {
        let known = try Self.knownIssues()
        var ledger = KnownIssueLedger(known)
        let report = Self.run(Self.defective)
        let matches = ledger.record(report)
        #expect(!matches.isEmpty && matches.allSatisfy { $0 != nil }, "\(report)")
        #expect(ledger.outcome.passed, "\(ledger.outcome.lines)")
        #expect(ledger.outcome.fixed.isEmpty)
    }
}
