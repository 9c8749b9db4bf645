import TesseraCheck
import Testing
import TesseraCore
@testable import TesseraIndex

/// The scroll order the sorted indexes are built on: every frame that can match, by start,
/// ties in id order — on the identity path, the patience-sort path and the fallback sort.
@Suite struct ScrollOrderTests {
    static func check(_ frames: [Rect]) {
        let order = ScrollOrder(frames, along: VerticalProjection.self)
        let ids = order.isIdentity ? Array(0 ..< Int32(frames.count)) : order.ids
        let expected = frames.indices.filter { frames[$0].canIntersect }
            .sorted { (frames[$0].minY, $0) < (frames[$1].minY, $1) }
            .map(Int32.init)
        #expect(ids == expected)
        #expect(order.count == expected.count)
    }

    @Test func sortedInputKeepsNoPermutation() {
        let frames = (0 ..< 100).map { Rect(minX: 0, minY: Double($0 / 3), maxX: 1, maxY: Double($0 / 3) + 1) }
        #expect(ScrollOrder(frames, along: VerticalProjection.self).isIdentity)
        Self.check(frames)
    }

    @Test(arguments: [1, 2, 3, 8, 9, 40])
    func interleavedSortedRunsAreMerged(_ runs: Int) {
        var random = SplitMix64(seed: UInt64(runs))
        var tops = [Double](repeating: 0, count: runs)
        var frames: [Rect] = []
        for item in 0 ..< 5_000 {
            let run = item % runs
            let height = Double(Int.random(in: 0 ... 4, using: &random)) * 10
            frames.append(Rect(minX: 0, minY: tops[run], maxX: 1, maxY: tops[run] + height))
            tops[run] += height
        }
        Self.check(frames)
    }

    @Test func unmatchableFramesAreLeftOut() {
        var random = SplitMix64(seed: 9)
        let frames = FrameSets.hostile(count: 3_000, using: &random).frames
        Self.check(frames)
    }
}
