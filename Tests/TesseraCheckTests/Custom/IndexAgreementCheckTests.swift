import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// A user's index held to the linear filter on Tessera's layouts and the user's own.
@Suite struct IndexAgreementCheckTests {
    @Test func aCorrectIndexPasses() {
        let reports = IndexAgreementCheck(
            [IndexKind(PlantedIndexBug.self, summary: "the linear filter, no bug planted")], layouts: .engines + [CustomLayout.list], cases: 8
        ).run()
        #expect(reports.count == 4 * 4)
        #expect(reports.allSatisfy { $0.passed }, "\(reports.filter { !$0.passed })")
    }

    @Test func aBrokenIndexIsCaughtWithItsCounterexample() throws {
        let broken = IndexKind.planted("scan-dropping-bottom-edge", on: .linear) { result, rect, id in result.frames[id].maxY != rect.maxY }
        let reports = IndexAgreementCheck([broken], layouts: .engines, profiles: [.phone], cases: 20).run()
        let failure = try #require(reports.first { !$0.passed })
        #expect(failure.description.contains("indexAgreement"))
        #expect(failure.label == "grid/phone")
        #expect(failure.counterexampleJSON != nil)
        // The tessera command line does not know the index, so the replay lines do not send
        // the user there.
        #expect(!failure.description.contains("tessera fuzz") && !failure.description.contains("tessera check"))
        #expect(failure.counterexampleName?.hasSuffix(".json") == true)
    }
}
