import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts
import TesseraTesting

/// What a user's `@Test` sees: nothing when the layout holds, and otherwise an issue that
/// fails the test with the seed, the violation, the shrunk counterexample and the replay line.
@Suite struct ExpectationTests {
    /// Every item at the origin: every pair of non-empty items overlaps.
    static let piled = CustomLayout(name: "piled") { items, container throws(LayoutError) in
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        for flat in 0 ..< items.itemCount {
            result.appendCell(Rect(minX: 0, minY: 0, maxX: 10, maxY: 10), at: items.path(ofFlatIndex: flat))
        }
        result.contentSize = Size(width: max(container.width, 10), height: items.isEmpty ? 0 : 10)
        return result
    }

    @Test func aLayoutThatHoldsRecordsNothing() {
        let reports = expectInvariants(of: WaterfallDefinition(), cases: 5)
        #expect(reports.count == Profile.allCases.count)
        #expect(reports.allSatisfy { $0.passed })
    }

    @Test func aFailureRecordsTheSeedTheCounterexampleAndTheReplayLine() throws {
        var reports: [CampaignReport<CustomLayout<NoOptions>>] = []
        withKnownIssue {
            reports = expectInvariants(of: Self.piled, cases: 20)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            guard text.contains("FAILED case") && text.contains("noOverlap") && text.contains("seed 0x7E55E8A0C4EC0001") else { return false }
            // The first profile's issue has everything; later ones that shrink to the same
            // counterexample name it in one line.
            return text.contains("shrinks to the counterexample reported for piled/phone")
                || (text.contains(#""layout": "piled""#) && text.contains("TESSERA_SEED=0x7E55E8A0C4EC0001 TESSERA_CASE=")
                    && text.contains("swift test --filter 'ExpectationTests/aFailureRecordsTheSeedTheCounterexampleAndTheReplayLine'"))
        }
        let failure = try #require(reports.first?.failure)
        #expect(failure.shrunkSpec.items.itemCount == 2)
        #expect(reports.allSatisfy { !$0.passed })
    }

    /// `piled` and the same engine reported as another implementation.
    static let piledLayouts = [piled, piled.replacingEngine(implementation: "again", piled.makeEngine)]

    @Test(arguments: piledLayouts) func aParameterisedTestsReplayLineNamesTheArgument(_ layout: CustomLayout<NoOptions>) {
        let name = layout.implementation == "standard" ? "piled" : "piled[again]"
        withKnownIssue {
            var check = PropertyCheck(layout, profiles: [.phone], cases: 5)
            check.stopsAtFirstFailure = true
            expectInvariants(check)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("swift test --filter 'ExpectationTests/aParameterisedTestsReplayLineNamesTheArgument'  # the failing argument: layout \(name)")
        }
    }

    @Test func aWrongIndexIsRecordedWithItsCounterexample() {
        // Loses every element whose frame ends on the query's bottom edge.
        let wrong = IndexKind(name: "bottom-edge-lost", summary: "a planted bug") { result in
            FilteredIndex(base: IndexKind.intervalTree.build(result), frames: result.frames)
        }
        withKnownIssue {
            expectAgreement(of: wrong, layouts: .engines, cases: 10)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("indexAgreement")
        }
        #expect(expectAgreement(of: .sortedSearch, layouts: .engines, cases: 5).allSatisfy { $0.passed })
    }
}

/// `base`'s answers without the frames that end on the query's bottom edge.
private struct FilteredIndex: RectIndex {
    static let name = "filtered"
    let base: any RectIndex
    let frames: [Rect]

    init(_ result: LayoutResult) {
        self.init(base: IndexKind.linear.build(result), frames: result.frames)
    }

    init(base: any RectIndex, frames: [Rect]) {
        self.base = base
        self.frames = frames
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        var answer: [Int32] = []
        let examined = base.query(rect, into: &answer)
        ids += answer.filter { frames[Int($0)].maxY != rect.maxY }
        return examined
    }

    var memoryBytes: Int { base.memoryBytes }
}
