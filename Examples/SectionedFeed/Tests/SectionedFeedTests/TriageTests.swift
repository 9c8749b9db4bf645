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
/// defects are reported as two distinct findings, classified and shrunk; recorded as known
/// issues (`known-issues.json`, committed next to the package's manifest) they keep the run
/// green; and a defect turned off fails its known issue as fixed.
@Suite struct TriageTests {
    /// Both defects planted.
    static let defective = FeedLayout.definition(planting: Set(PlantedDefect.allCases))

    /// The committed known issues.
    static func knownIssues(whenFixed: KnownIssues.FixedPolicy = .fail) throws -> KnownIssues {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("known-issues.json")
        return try KnownIssues(contentsOfFile: file.path, invariants: LayoutCatalog([FeedLayout.definition]).invariants, whenFixed: whenFixed)
    }

    /// The default run of `layout`: `expectInvariants(of:)`'s campaigns, one per profile.
    static func run(_ layout: CustomLayout<FeedOptions>) -> [CampaignReport<CustomLayout<FeedOptions>>] {
        PropertyCheck(layout).run()
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
        // And the clean feed passes the whole default run, noise and all.
        for report in Self.run(FeedLayout.definition) {
            #expect(report.passed, "\(report)")
        }
    }

    @Test func theDefaultRunReportsExactlyTheTwoDefects() throws {
        for report in Self.run(Self.defective) {
            try Self.expectTheTwoDefects(report)
        }
    }

    /// `report` has one finding of each defect, classified and shrunk to at most 4 items.
    static func expectTheTwoDefects(_ report: CampaignReport<CustomLayout<FeedOptions>>) throws {
        let findings = report.failures
        #expect(findings.count == 2, "\(report)")
        let rounding = findings.filter { $0.violation.invariant != .indexAgreement }
        let query = findings.filter { $0.violation.invariant == .indexAgreement }
        #expect(rounding.count == 1 && query.count == 1)
        for finding in rounding {
            // A frame past the collection view's width, which the content size does not cover
            // either: one finding breaking both.
            #expect(finding.violation.invariant == .inBounds)
            #expect([.subPixel, .pixel].contains(finding.classification), "\(finding)")
        }
        for finding in query {
            #expect(finding.violation.classification == .notGeometric)
        }
        for finding in findings {
            #expect(finding.shrunkSpec.items.itemCount <= 4, "shrunk to \(finding.shrunkSpec.items.itemCount) items: \(finding)")
        }
    }

    @Test func withBothDefectsKnownTheRunIsGreen() throws {
        let known = try Self.knownIssues()
        var ledger = KnownIssueLedger(known)
        for report in Self.run(Self.defective) {
            let matches = ledger.record(report)
            #expect(matches.count == 2 && matches.allSatisfy { $0 != nil }, "\(report)")
        }
        #expect(ledger.outcome.passed, "\(ledger.outcome.lines)")
        #expect(ledger.outcome.fixed.isEmpty)
    }

    @Test(arguments: PlantedDefect.allCases)
    func turningOneDefectOffFailsItsKnownIssueAsFixed(off defect: PlantedDefect) throws {
        let known = try Self.knownIssues()
        var ledger = KnownIssueLedger(known)
        let reports = Self.run(FeedLayout.definition(planting: Set(PlantedDefect.allCases).subtracting([defect])))
        for report in reports { ledger.record(report) }
        let outcome = ledger.outcome
        let fixed = outcome.fixed.map { known.issues[$0].reason }
        #expect(fixed.count == 1 && fixed[0].hasPrefix(defect.rawValue + ":"), "\(outcome.lines)")
        #expect(outcome.newFindings == 0)
        #expect(!outcome.passed)
        // Only reported when asked.
        var reporting = KnownIssueLedger(try Self.knownIssues(whenFixed: .report))
        for report in reports { reporting.record(report) }
        #expect(reporting.outcome.passed)
    }
}
