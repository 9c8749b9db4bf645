import Testing
import TesseraCheck
import TesseraCore

/// A list with two independent defects: the third item is drawn over the first (`noOverlap`),
/// the fourth starts two points left of the content (`inBounds`).
private struct TwoDefectList: CollectionLayout {
    var options: ListLayout.Options

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        var result = try ListLayout(options: options).layout(items, in: container)
        if result.count > 2 {
            result = result.moving(2, to: result.frames[0], for: items)
        }
        if result.count > 3 {
            var frame = result.frames[3]
            frame.minX -= 2
            result = result.moving(3, to: frame, for: items)
        }
        return result
    }
}

/// A list whose first item is two points wider than the container: one defect that breaks
/// `inBounds` and `tightContentSize` at once.
private struct WideFirstList: CollectionLayout {
    var options: ListLayout.Options

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        let result = try ListLayout(options: options).layout(items, in: container)
        guard !result.isEmpty else { return result }
        var frame = result.frames[0]
        frame.maxX += 2
        return result.moving(0, to: frame, for: items)
    }
}

@Suite struct CampaignFindingsTests {
    static let twoDefects = CustomLayout.list.replacingEngine(implementation: "two-defects") { TwoDefectList(options: $0) }

    @Test func everyDistinctFindingIsShrunkAndReported() throws {
        let report = Campaign(layout: Self.twoDefects, profile: .phone, cases: 40).run()
        #expect(report.casesRun == 40, "a failure does not end the run")
        #expect(Set(report.failures.map(\.violation.invariant)) == [.noOverlap, .inBounds], "\(report)")
        #expect(report.failures.count == 2, "\(report)")
        let overlap = try #require(report.failures.first { $0.violation.invariant == .noOverlap })
        let bounds = try #require(report.failures.first { $0.violation.invariant == .inBounds })
        #expect(overlap.shrunkSpec.items.itemCount == 3)
        #expect(bounds.shrunkSpec.items.itemCount == 4)
        #expect(overlap.classification == .pixel && bounds.classification == .pixel)
        // Most cases have both defects: each finding counts its cases, the report each case once.
        #expect(overlap.occurrences > 1 && bounds.occurrences > 1)
        #expect(report.failingCases >= Swift.max(overlap.occurrences, bounds.occurrences))
        #expect(report.summary.contains("FAILED: 2 distinct findings in \(report.failingCases) failing cases"), "\(report.summary)")
        #expect(report.description.contains("finding 1 of 2:") && report.description.contains("finding 2 of 2:"))
        // The type-erased report carries both, for an issue and an attachment each.
        #expect(CheckReport(report).findings.count == 2)
    }

    @Test func oneDefectSeenThroughTwoInvariantsIsOneFinding() throws {
        let wide = CustomLayout.list.replacingEngine(implementation: "wide-first") { WideFirstList(options: $0) }
        let report = Campaign(layout: wide, profile: .phone, cases: 20).run()
        let failure = try #require(report.failure, "\(report)")
        #expect(report.failures.count == 1, "\(report)")
        #expect(failure.violation.invariant == .inBounds)
        #expect(failure.alsoBreaks == [.tightContentSize])
        #expect(failure.shrunkSpec.items.itemCount == 1)
        #expect(failure.description.contains("also breaks: tightContentSize"))
        #expect(failure.occurrences == report.failingCases)
    }

    @Test func stoppingAtTheFirstFailureKeepsOneFinding() throws {
        let report = Campaign(layout: Self.twoDefects, profile: .phone, cases: 40, stopsAtFirstFailure: true).run()
        #expect(report.failures.count == 1)
        #expect(report.failingCases == 1)
        #expect(report.casesRun == (report.failure?.caseIndex ?? -1) + 1)
        #expect(report.summary.contains("FAILED: 1 finding in 1 failing case, stopped at the first"), "\(report.summary)")
    }

    @Test func findingsBeyondTheLimitAreCountedNotShrunk() {
        var campaign = Campaign(layout: Self.twoDefects, profile: .phone, cases: 40)
        campaign.findingLimit = 1
        let report = campaign.run()
        #expect(report.failures.count == 1)
        #expect(report.failingCasesBeyondFindingLimit > 0)
        #expect(report.summary.contains("beyond the limit of 1 findings"), "\(report.summary)")
    }

    @Test func aPassSaysWhatItChecked() {
        let report = Campaign(layout: CustomLayout.list, profile: .phone, cases: 5).run()
        #expect(report.passed)
        // The built-in invariants that apply to a list without indexes or relations, and the
        // checker's self-validation.
        let checked = report.campaign.checkedInvariants
        #expect(checked.contains(.noOverlap) && checked.contains(.checkerValidation) && !checked.contains(.scaling))
        #expect(!checked.contains(.incrementalUpdate) && !checked.contains(.indexAgreement))
        #expect(report.summary.hasPrefix("list/phone seed 0x7E55E8A0C4EC0001 shard 1/1: 5 cases, \(checked.count) invariants, 0 regressions, "))
        #expect(report.summary.hasSuffix(": passed"), "\(report.summary)")
        let cut = Campaign(layout: CustomLayout.list, profile: .phone, cases: 5, timeBudget: .zero).run()
        #expect(cut.summary.contains(": 0 of 5 cases, "), "\(cut.summary)")
        #expect(cut.summary.hasSuffix("passed (time budget reached)"), "\(cut.summary)")
    }
}
