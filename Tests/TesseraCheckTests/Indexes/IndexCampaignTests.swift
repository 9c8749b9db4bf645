import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

@Suite("Index campaigns")
struct IndexCampaignTests {
    /// What a few hundred cases hold: the frame sets an index meets beyond an engine's output.
    @Test func casesReachTheHostileFrameSets() {
        var random = Xoshiro256StarStar(seed: 31)
        var seen: Set<String> = []
        let generator = IndexCaseGenerator()
        for _ in 0 ..< 300 {
            let input = generator.generate(using: &random)
            let frames = input.frames.frames
            if frames.contains(where: { $0.minX < 0 || $0.minY < 0 }) { seen.insert("negative coordinates") }
            if frames.contains(where: { max($0.width, $0.height) >= 1e300 }) { seen.insert("huge extents") }
            if frames.contains(where: { $0.width > 0 && $0.width <= 2 * $0.minX.ulp }) { seen.insert("extents of an ulp or two") }
            if frames.contains(where: { ($0.width == 0) != ($0.height == 0) }) { seen.insert("zero-area frames") }
            if frames.contains(where: \.isInverted) { seen.insert("inverted frames") }
            if Set(frames).count < frames.count { seen.insert("duplicates") }
            if !zip(frames, frames.dropFirst()).allSatisfy({ $0.minY <= $1.minY }) { seen.insert("out of order along y") }
            if input.frames.scrollAxis == .horizontal { seen.insert("horizontal") }
            if [16, 17, 20, 21, 32, 33, 256, 257].contains(frames.count) { seen.insert("block boundaries") }
            if frames.count > 300 { seen.insert("hundreds of frames") }
            let edges = Set(frames.flatMap { [$0.minX, $0.maxX, $0.minY, $0.maxY] })
            for query in input.queries {
                if edges.contains(query.minX.nextUp) || edges.contains(query.maxY.nextDown) { seen.insert("queries an ulp off an edge") }
                if edges.contains(query.minX), edges.contains(query.maxY) { seen.insert("queries on edges") }
                if query.width == 0 || query.height == 0 { seen.insert("line queries") }
                if query.isInverted { seen.insert("inverted queries") }
            }
        }
        let families: Set = [
            "negative coordinates", "huge extents", "extents of an ulp or two", "zero-area frames", "inverted frames", "duplicates",
            "out of order along y", "horizontal", "block boundaries", "hundreds of frames", "queries an ulp off an edge", "queries on edges",
            "line queries", "inverted queries",
        ]
        #expect(families.subtracting(seen).isEmpty, "never drawn: \(families.subtracting(seen).sorted())")
    }

    @Test func theSameSeedGivesTheSameCase() {
        let campaign = IndexCampaign(index: .intervalTree, seed: 5)
        #expect(campaign.input(forCase: 17) == campaign.input(forCase: 17))
        #expect(campaign.input(forCase: 17) != campaign.input(forCase: 18))
    }

    @Test("every index answers arbitrary frame sets exactly", arguments: IndexKind.checked)
    func everyIndexPasses(_ index: IndexKind) {
        var campaign = IndexCampaign(index: index, cases: 100, seed: 0x1DE5)
        if let environment = CheckConfiguration.environment {
            if let cases = environment.cases { campaign.cases = cases }
            if let seed = environment.seed { campaign.seed = seed }
            if let caseIndex = environment.caseIndex { campaign.onlyCase = caseIndex }
        }
        let report = campaign.run()
        #expect(report.passed, "\(report)")
    }

    /// An index that loses frames whose leading edge is negative: found, shrunk to one frame
    /// with round edges, and replayed from the printed counterexample.
    @Test func aDisagreementIsShrunkAndReplays() throws {
        let broken = IndexKind.planted("negative-edge-lost", on: .packedRTree) { result, _, id in
            result.frames[id].minX >= 0 && result.frames[id].minY >= 0
        }
        let report = IndexCampaign(index: broken, cases: 200, seed: 9).run()
        let failure = try #require(report.failure)
        #expect(failure.frames.count == 1)
        let frame = failure.frames.frames[0]
        #expect(frame.minX < 0 || frame.minY < 0)
        #expect([frame.minX, frame.minY, frame.maxX, frame.maxY, failure.query.minX, failure.query.maxY].allSatisfy { $0 == $0.rounded() }, "\(failure)")
        #expect(failure.description.contains("misses"))
        // The counterexample reads back and still fails; the case replays alone.
        let frames = try LayoutResult(json: failure.counterexampleJSON)
        #expect(IndexCase(frames: frames.frames, axis: frames.scrollAxis, queries: [failure.query]).disagreement(of: broken) != nil)
        let replay = IndexCampaign(index: broken, cases: 200, seed: 9, onlyCase: failure.caseIndex).run()
        #expect(replay.casesRun == 1 && replay.failure?.frames == failure.frames)
        // The tessera command line knows only Tessera's indexes: a planted one replays in code.
        #expect(failure.replayCommands == ["IndexCampaign(index: yourIndex, seed: 0x0000000000000009, onlyCase: \(failure.caseIndex)).run()  # in a test or tool of yours"])
    }

    /// An index that writes over the caller's ids is caught too.
    @Test func overwritingTheCallersIdsIsADisagreement() {
        struct Clearing: RectIndex {
            static let name = "clearing"
            let base: IntervalTreeIndex
            init(_ result: LayoutResult) { base = IntervalTreeIndex(result) }
            func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
                ids.removeAll()
                return base.query(rect, into: &ids)
            }
            var memoryBytes: Int { 0 }
        }
        let input = IndexCase(frames: [Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)], axis: .vertical, queries: [.zero])
        #expect(input.disagreement(of: IndexKind(Clearing.self, summary: "clears the caller's ids"))?.violation.message.contains("changed the") == true)
    }

    /// An index with two unrelated defects — frames at negative coordinates lost by every
    /// query but a line, and a frame the query misses added to every line query — shows both:
    /// two findings, each shrunk and replayable, where a run stopping at its first shows one.
    @Test func aCampaignKeepsGoingAndReportsEveryDistinctDisagreement() throws {
        let broken = IndexKind.twoDefects
        let report = IndexCampaign(index: broken, cases: 200, seed: 9).run()
        #expect(report.casesRun == 200)
        #expect(report.failures.count == 2, "\(report)")
        let said = Set(report.failures.map { failure in ["misses", "adds"].filter { failure.violation.message.contains($0) } })
        #expect(said == [["misses"], ["adds"]], "\(report)")
        for failure in report.failures {
            #expect(failure.frames.count == 1, "\(failure)")
            #expect(failure.occurrences >= 1)
            #expect(IndexCase(frames: failure.frames.frames, axis: failure.frames.scrollAxis, queries: [failure.query]).disagreement(of: broken) != nil)
        }
        #expect(report.failingCases >= report.failures.map(\.occurrences).max() ?? 0)
        #expect(report.summary.contains("2 distinct findings in \(report.failingCases) failing cases"), "\(report.summary)")
        #expect(report.description.contains("finding 2 of 2:"))

        let first = IndexCampaign(index: broken, cases: 200, seed: 9, stopsAtFirstFailure: true).run()
        #expect(first.failures.count == 1 && first.failingCases == 1 && first.casesRun < 200)
        #expect(first.summary.hasSuffix("1 finding in 1 failing case, stopped at the first"), "\(first.summary)")

        var limited = IndexCampaign(index: broken, cases: 200, seed: 9)
        limited.findingLimit = 1
        let capped = limited.run()
        #expect(capped.failures.count == 1 && capped.failingCasesBeyondFindingLimit > 0, "\(capped.summary)")
        #expect(capped.summary.contains("more beyond the limit of 1 findings"))
    }

    /// One defect met in many cases, by queries of every shape, is one finding counting them.
    @Test func oneDefectMetInManyCasesIsOneFinding() throws {
        let broken = IndexKind.planted("negative-edge-lost", on: .packedRTree) { result, _, id in
            result.frames[id].minX >= 0 && result.frames[id].minY >= 0
        }
        let report = IndexCampaign(index: broken, cases: 200, seed: 9).run()
        #expect(report.failures.count == 1, "\(report)")
        let failure = try #require(report.failure)
        #expect(failure.occurrences > 1 && failure.occurrences == report.failingCases)
        #expect(failure.description.contains("finding: in \(failure.occurrences) failing cases"))
    }

    @Test func aSpentTimeBudgetStopsTheCampaign() {
        let report = IndexCampaign(index: .linear, cases: 100, timeBudget: .zero).run()
        #expect(report.stoppedByTimeBudget && report.casesRun == 0 && report.passed)
    }
}

@Suite("Index campaigns: scrolls")
struct IndexCampaignScrollTests {
    /// A cursor that resumes after a small move back is right on every query by itself: only
    /// a scroll shows it, and the scroll shrinks to two queries over one frame.
    @Test func aCursorBugIsFoundByAScrollAndShrinks() throws {
        let broken = IndexKind(CursorResumingAfterMovingBack.self, summary: "a cursor resuming after a move back")
        let report = IndexCampaign(index: broken, cases: 200).run()
        let failure = try #require(report.failure)
        print(report)
        #expect(failure.frames.count == 1)
        #expect(failure.precedingQueries.count == 1, "\(failure)")
        #expect(failure.shrinkAttempts < 1000, "\(failure)")
        #expect(failure.description.contains("a scroll of 2 queries"))
        // Each query by itself is answered right.
        let input = IndexCase(frames: failure.frames.frames, axis: failure.frames.scrollAxis, queries: failure.precedingQueries + [failure.query])
        #expect(input.disagreement(of: broken) == nil)
        // The scroll replays.
        var scrolled = input
        scrolled.scrolls = [failure.precedingQueries + [failure.query]]
        #expect(scrolled.scrollDisagreement(of: broken)?.scroll.count == 2)
    }

    @Test func theRealCursorPassesEveryScroll() {
        let report = IndexCampaign(index: .intervalTreeCursor, cases: 300, seed: 0x5C0).run()
        #expect(report.passed, "\(report)")
    }
}

extension IndexKind {
    /// An index with two unrelated defects, for campaigns that must report both: a frame with a
    /// negative edge is lost by every query but a line (missing ids), and a line query gets a
    /// frame it does not meet (extra ids).
    static let twoDefects = IndexKind.planted(
        "two-defects", on: .intervalTree,
        keep: { result, rect, id in
            let frame = result.frames[id]
            return rect.width == 0 || rect.height == 0 || (frame.minX >= 0 && frame.minY >= 0)
        },
        extra: { result, rect in
            guard rect.width == 0 || rect.height == 0 else { return [] }
            return Array((0 ..< result.count).lazy.filter { !result.frames[$0].intersects(rect) }.prefix(1))
        }
    )
}
