import TesseraCheck
import Testing
import TesseraCore
@testable import TesseraIndex

/// The directory an `IntervalTreeIndex` query starts from: every entry is a valid start
/// (nothing before it reaches past its bucket's boundary) and as close as the contract allows,
/// and the index answers the linear filter's set on frame sets built to break it — starts far
/// from zero with tiny buckets, a span too wide to divide, infinite starts, one start for all,
/// one frame reaching past everything, queries on bucket boundaries — along both axes.
@Suite struct IntervalTreeDirectoryTests {
    /// A directory over intervals given in start order.
    func directory(_ intervals: [(start: Double, end: Double)]) -> IntervalTreeDirectory? {
        guard let geometry = IntervalTreeDirectory.Geometry(
            count: intervals.count, first: intervals.first?.start ?? 0, last: intervals.last?.start ?? 0,
            positionsPerBucket: ShippedIntervalTreeShape().positionsPerBucket
        ) else { return nil }
        return IntervalTreeDirectory(geometry, count: intervals.count) { filler in
            for (position, interval) in intervals.enumerated() {
                filler.visit(end: interval.end, at: position)
            }
        }
    }

    /// `start(before:)` is a position before which everything ends at or before `low`, and no
    /// later than the first interval that ends after the boundary of `low`'s bucket.
    func expectValidStarts(_ intervals: [(start: Double, end: Double)], lows: [Double], _ label: String) {
        guard let directory = directory(intervals) else {
            Issue.record("\(label): no directory")
            return
        }
        for low in lows {
            let start = directory.start(before: low)
            #expect(intervals[..<start].allSatisfy { $0.end <= low }, "\(label): low \(low) start \(start)")
            let firstReaching = intervals.firstIndex { $0.end > low } ?? intervals.count
            #expect(start <= firstReaching, "\(label): low \(low) start \(start) first \(firstReaching)")
        }
    }

    @Test func entriesAreValidAndCloseOnRandomIntervals() {
        var random = SplitMix64(seed: 11)
        for trial in 0 ..< 40 {
            let count = [1, 2, 7, 8, 9, 100, 1_000][trial % 7]
            var start = Double(Int.random(in: -1_000 ... 1_000, using: &random))
            let intervals: [(start: Double, end: Double)] = (0 ..< count).map { _ in
                start += Double(Int.random(in: 0 ... 3, using: &random)) * 12.5
                let length = Int.random(in: 0 ..< 30, using: &random) == 0
                    ? 5_000 : Double(Int.random(in: 0 ... 8, using: &random)) * 12.5
                return (start, start + length)
            }
            guard intervals.last!.start > intervals.first!.start else { continue }
            let lows = (0 ..< 200).map { _ in Double(Int.random(in: -1_200 ... 6_000, using: &random)) }
                + intervals.flatMap { [$0.start, $0.end, $0.end.nextDown, $0.end.nextUp] }
            expectValidStarts(intervals, lows: lows, "trial \(trial)")
        }
    }

    @Test func bucketBoundariesAreExact() {
        // 1,000 starts 0.001 apart near 1e12: the buckets are tiny next to their origin, so
        // `origin + b × length` rounds; queries on, just before and just after every boundary.
        let intervals: [(start: Double, end: Double)] = (0 ..< 1_000).map { item in
            let start: Double = 1e12 + Double(item) * 0.001
            return (start, start + 0.0025)
        }
        guard let built = directory(intervals) else {
            Issue.record("no directory")
            return
        }
        var lows: [Double] = []
        for bucket in 0 ..< built.entries.count {
            let boundary = built.boundary(bucket)
            lows += [boundary.nextDown, boundary, boundary.nextUp]
        }
        expectValidStarts(intervals, lows: lows, "near 1e12")
    }

    @Test func noDirectoryWhenTheStartsSpanNothingOrTooMuch() {
        #expect(directory([(5, 10), (5, 20), (5, 7)]) == nil)  // one start for all
        #expect(directory([(-1e308, 0), (1e308, 1e308)]) == nil)  // the span overflows
        #expect(directory([(-.infinity, 0), (3, 4)]) == nil)
        #expect(directory([]) == nil)
    }

    /// Hostile frame sets through the whole index, vertical and horizontal.
    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func theIndexAnswersTheLinearFiltersSetOnHostileStarts(_ axis: ScrollAxis) {
        var random = SplitMix64(seed: 3)
        func frame(_ start: Double, _ end: Double, across: Double) -> Rect {
            axis == .vertical
                ? Rect(minX: across, minY: start, maxX: across + 50, maxY: end)
                : Rect(minX: start, minY: across, maxX: end, maxY: across + 50)
        }
        func columns(_ count: Int, origin: Double, step: Double, length: Double) -> [Rect] {
            (0 ..< count).map { item in
                let start = origin + Double(item / 3) * step
                return frame(start, start + length, across: Double(item % 3) * 50)
            }
        }
        var sets: [(String, [Rect])] = [
            ("far from zero", columns(3_000, origin: 1e12, step: 0.001, length: 0.004)),
            ("negative", columns(3_000, origin: -90_000, step: 40, length: 40)),
            ("tall first", [frame(0, 1e9, across: 0)] + columns(3_000, origin: 10, step: 10, length: 10)),
            ("infinite start", [frame(-.infinity, 100, across: 0)] + columns(2_000, origin: 10, step: 10, length: 10)),
        ]
        var duplicates: [Rect] = []
        for item in 0 ..< 2_000 {
            let start = Double(item / 50) * 10
            duplicates.append(frame(start, start + Double(item % 2) * 10, across: Double(item % 2) * 50))
        }
        sets.append(("duplicates and zero area", duplicates))
        var shuffled: [Rect] = []
        for item in 0 ..< 3_000 {
            let start = Double((item * 7_919) % 3_000) * 10
            shuffled.append(frame(start, start + 25, across: Double(item % 3) * 50))
        }
        sets.append(("out of order", shuffled))
        sets.append(("one start", (0 ..< 500).map { frame(100, 100 + Double($0), across: 0) }))
        for (label, frames) in sets {
            let result = FrameSets.result(frames, axis: axis)
            let index = IntervalTreeIndex(result)
            var cursor = IntervalTreeIndex.ScrollCursor(index)
            let starts = frames.map { axis == .vertical ? $0.minY : $0.minX }.filter(\.isFinite)
            let (low, high) = (starts.min()!, starts.max()!)
            var positions = (0 ..< 150).map { _ in low + (high - low) * Double.random(in: -0.05 ... 1.05, using: &random) }
            positions += starts.prefix(40).flatMap { [$0, $0.nextDown, $0.nextUp] }
            for (number, position) in positions.sorted().enumerated() {
                let length = [0.0, 0.002, 30, 844][number % 4]
                let rect = axis == .vertical
                    ? Rect(minX: -10, minY: position, maxX: number % 5 == 0 ? 60 : 400, maxY: position + length)
                    : Rect(minX: position, minY: -10, maxX: position + length, maxY: number % 5 == 0 ? 60 : 400)
                let expected = expectedIDs(result, rect)
                #expect(answeredIDs(index, rect) == expected, "\(label) \(axis) \(rect)")
                var viaCursor: [Int32] = []
                cursor.query(rect, into: &viaCursor)
                #expect(viaCursor.sorted() == expected, "\(label) \(axis) cursor \(rect)")
            }
        }
    }

    @Test func oneFrameReachingPastEverythingCostsAFingerSearchNotAScan() {
        // Every directory entry points back at the tall frame; the walk scans a little, then
        // skips by the tree.
        var frames = [Rect(minX: 0, minY: 0, maxX: 100, maxY: 1e9)]
        for item in 1 ..< 200_000 {
            let (column, row) = (Double(item % 3), Double(item / 3))
            frames.append(Rect(minX: column * 130, minY: row * 40, maxX: column * 130 + 130, maxY: row * 40 + 40))
        }
        let result = FrameSets.result(frames)
        let index = IntervalTreeIndex(result)
        for y in [1_000.0, 1_300_000, 2_600_000] {
            var ids: [Int32] = []
            let rect = Rect(minX: 0, minY: y, maxX: 390, maxY: y + 844)
            let examined = index.query(rect, into: &ids)
            #expect(ids.sorted() == expectedIDs(result, rect))
            #expect(examined < 250, "examined \(examined) for \(ids.count) hits at y \(y)")
        }
    }
}
