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
        #expect(reports.count == 4 * 4 + 1)
        #expect(reports.last?.label == "planted-bug/arbitrary-frames" && reports.last?.casesRun == 200)
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

    /// Frames no layout produces — here, left of the origin — are checked too, with their own
    /// campaign, counterexample and replay line.
    @Test func arbitraryFrameSetsReachWhatLayoutsDoNot() throws {
        let broken = IndexKind.planted("negative-x-lost", on: .linear) { result, _, id in result.frames[id].minX >= 0 }
        let reports = IndexAgreementCheck([broken], layouts: .engines, profiles: [.phone], cases: 10, testFilter: "Frames").run()
        let frames = try #require(reports.last)
        #expect(!frames.passed && frames.label == "negative-x-lost/arbitrary-frames")
        #expect(frames.description.contains("swift test --filter 'Frames'"))
        #expect(frames.description.contains("IndexCampaign(index: yourIndex, seed: 0x7E55E8A0C4EC0001, onlyCase:"))
        #expect(!frames.description.contains("tessera fuzz"))
        let json = try #require(frames.counterexampleJSON)
        #expect(try LayoutResult(json: json).count <= 3, "\(json)")
    }
}
