import TesseraCheck
import Testing
import TesseraCore
@testable import TesseraIndex

/// The scroll order the sorted indexes are built on: every frame that can match, by start,
/// ties in id order — on the identity path, the bucket sort (by insertion within a range, and
/// by comparison within a range that came out large) and the fallback sort.
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

    @Test func bunchedStartsFallBackToComparisonWithinARange() {
        // Nearly every start equal, a few far away: one range holds almost everything.
        var frames = (0 ..< 5_000).map { Rect(minX: 0, minY: Double(($0 * 37) % 3), maxX: 1, maxY: 5) }
        frames += [Rect(minX: 0, minY: 1e6, maxX: 1, maxY: 1e6 + 1), Rect(minX: 0, minY: -1e6, maxX: 1, maxY: 0)]
        frames.swapAt(0, 5_000)
        Self.check(frames)
        // Rows of 100 equal starts, rows shuffled.
        var random = SplitMix64(seed: 4)
        let rows = (0 ..< 60).shuffled(using: &random)
        Self.check(rows.flatMap { row in (0 ..< 100).map { Rect(minX: Double($0), minY: Double(row) * 10, maxX: Double($0) + 1, maxY: Double(row) * 10 + 10) } })
    }

    @Test func startsInAnyOrderAndOfAnySizeAreSorted() {
        var random = SplitMix64(seed: 12)
        let shuffled = (0 ..< 4_000).map { _ in
            let start = Double(Int.random(in: -5_000 ... 5_000, using: &random)) / 4
            return Rect(minX: 0, minY: start, maxX: 1, maxY: start + 3)
        }
        Self.check(shuffled)
        Self.check(shuffled.sorted { $0.minY > $1.minY })  // reversed
        // Infinite starts, signed zeros, and starts far outside the first and last frame's.
        var edges = shuffled
        edges[0] = Rect(minX: 0, minY: 5, maxX: 1, maxY: 6)
        edges[edges.count - 1] = Rect(minX: 0, minY: 7, maxX: 1, maxY: 8)
        edges[10] = Rect(minX: 0, minY: -.infinity, maxX: 1, maxY: 0)
        edges[11] = Rect(minX: 0, minY: .infinity, maxX: 1, maxY: .infinity)
        edges[12] = Rect(minX: 0, minY: -0.0, maxX: 1, maxY: 1)
        edges[13] = Rect(minX: 0, minY: 0.0, maxX: 1, maxY: 1)
        edges[14] = Rect(minX: 0, minY: -0.0, maxX: 1, maxY: 1)
        Self.check(edges)
        // Every start the same, or only two frames.
        Self.check((0 ..< 300).map { _ in Rect(minX: 0, minY: 4, maxX: 1, maxY: 9) }.enumerated().map { $0.offset % 2 == 0 ? $0.element : Rect(minX: 0, minY: 4, maxX: 2, maxY: 5) })
        Self.check([Rect(minX: 0, minY: 9, maxX: 1, maxY: 10), Rect(minX: 0, minY: 1, maxX: 1, maxY: 2)])
    }
}
