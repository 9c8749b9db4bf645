import Testing
import TesseraCheck
import TesseraCore
@testable import TesseraIndex
import TesseraLayouts

/// `IntervalTreeIndex.update(to:after:)` on a tree that keeps a permutation (frames out of
/// scroll order): the order it leaves is a fresh sort's — ties in start in id order — its
/// root level and upper nodes a fresh build's, its directory keeps its geometry, and every
/// query answers what a fresh build answers, in the same order, and what the linear filter
/// answers.
@Suite struct IntervalTreePermutedUpdateTests {
    /// The ids of `index`'s positions, in order.
    static func positions(_ index: IntervalTreeIndex) -> [Int32] {
        index.order.isIdentity ? (0 ..< Int32(index.order.count)).map { $0 } : index.order.ids
    }

    /// Compares `index`, updated to `result`, with a fresh build over it.
    static func expectFresh(
        _ index: IntervalTreeIndex, _ result: LayoutResult, seed: UInt64, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fresh = IntervalTreeIndex(result)
        #expect(positions(index) == positions(fresh), "\(context)", sourceLocation: sourceLocation)
        #expect(index.rootLevel == fresh.rootLevel, "\(context)", sourceLocation: sourceLocation)
        #expect(index.upperNodes == fresh.upperNodes, "\(context)", sourceLocation: sourceLocation)
        var queries = SplitMix64(seed: seed)
        for rect in QueryRects.rects(for: result, count: 48, using: &queries) {
            var (updated, built): ([Int32], [Int32]) = ([], [])
            index.query(rect, into: &updated)
            fresh.query(rect, into: &built)
            #expect(updated == built, "\(context) \(rect)", sourceLocation: sourceLocation)
            #expect(updated.sorted() == expectedIDs(result, rect), "\(context) \(rect)", sourceLocation: sourceLocation)
        }
    }

    static func spanned(_ count: Int, _ random: inout Xoshiro256StarStar) -> [ItemSet.Item] {
        (0 ..< count).map { _ in
            let roll = random.nextInt(in: 0 ... 99)
            return ItemSet.Item(span: roll < 70 ? 1 : roll < 90 ? 2 : 3)
        }
    }

    /// A dense grid with spans back-fills its holes, so its frames are out of scroll order:
    /// appends (whose first cells may fill a hole before the last start), inserts, reloads and
    /// deletes in the middle and at the end, both axes, counts that cross powers of two.
    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func denseGridUpdatesMatchAFreshBuild(_ axis: ScrollAxis) throws {
        var random = Xoshiro256StarStar(seed: axis == .vertical ? 11 : 12)
        var permutedUpdates = 0
        for (start, columns) in [(5, 3), (40, 4), (250, 3), (1000, 5), (2030, 4)] {
            let layout = GridLayout(columns: columns, spacing: 2, axis: axis, headerLength: 10, packing: .dense)
            let sections = [Self.spanned(start / 2, &random), Self.spanned(start - start / 2, &random)]
            var session = try LayoutSession(layout, items: ItemSet(sections: sections), in: Size(width: 390, height: 390))
            var index = IntervalTreeIndex(session.result)
            for step in 0 ..< 16 {
                let section = session.items.sectionCount - 1
                let count = session.items.itemCount(inSection: section)
                let middle = ItemPath(section: 0, item: random.nextInt(in: 0 ... session.items.itemCount(inSection: 0) - 1))
                let batch: BatchUpdate = switch step % 5 {
                case 0, 1: .appending(Self.spanned(random.nextInt(in: 1 ... 40), &random), toSection: section, count: count)
                case 2: BatchUpdate(insertedItems: [.init(path: middle, item: Self.spanned(1, &random)[0])])
                case 3: BatchUpdate(reloadedItems: [.init(path: middle, item: Self.spanned(1, &random)[0])])
                default: BatchUpdate(deletedItems: (count - min(count - 1, random.nextInt(in: 1 ... 20)) ..< count).map {
                    ItemPath(section: section, item: $0)
                })
                }
                let (wasPermuted, directory) = (!index.order.isIdentity, index.directory)
                let change = try session.apply(batch, updating: &index)
                if wasPermuted, change.unchangedPrefix > 0 {
                    permutedUpdates += 1
                    // The permuted update ran (a build would spread new buckets).
                    #expect(index.directory.origin == directory.origin && index.directory.bucketLength == directory.bucketLength)
                }
                Self.expectFresh(index, session.result, seed: UInt64(step), "\(axis) start \(start) step \(step)")
            }
        }
        #expect(permutedUpdates > 40)
    }

    /// The result of `frames` after an update from `prefix` on, with `oldCount` elements
    /// before it.
    static func change(prefix: Int, oldCount: Int, count: Int) throws -> LayoutResultChange {
        var items = ItemSet(sectionCount: 1, itemsPerSection: 1)
        let reloaded = try items.apply(BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 0, item: 0), item: .init(width: 1, height: 1))]))
        return LayoutResultChange(unchangedPrefix: prefix, oldCount: oldCount, count: count, keepsIDs: false, items: reloaded)
    }

    /// A frame of `length` from `start` along `axis`, `column` across it.
    static func frame(start: Double, length: Double, column: Int, _ axis: ScrollAxis) -> Rect {
        let frame = Rect(minX: Double(column) * 10, minY: start, maxX: Double(column) * 10 + 10, maxY: start + length)
        return axis == .vertical ? frame : frame.transposed
    }

    /// Random frames out of order with many equal starts, some that can never match, replaced
    /// from a random prefix on by frames that start near the end, anywhere, or before
    /// everything — appends, changes in the middle, deletes; both axes.
    @Test func randomFrameUpdatesMatchAFreshBuild() throws {
        var random = SplitMix64(seed: 31)
        var updated = 0
        for trial in 0 ..< 400 {
            let axis: ScrollAxis = trial % 3 == 0 ? .horizontal : .vertical
            let withUnmatchable = trial % 4 == 0
            let steps = Int.random(in: 1 ... 60, using: &random)
            func randomFrame(from low: Int, to high: Int) -> Rect {
                if withUnmatchable, Int.random(in: 0 ..< 15, using: &random) == 0 {
                    return Rect(minX: 5, minY: 5, maxX: 0, maxY: 0)
                }
                let start = Double(Int.random(in: low ... high, using: &random)) * 8
                let length = Double(Int.random(in: 0 ... 3, using: &random)) * 8 + Double(Int.random(in: 0 ... 1, using: &random))
                return Self.frame(start: start, length: length, column: Int.random(in: 0 ... 3, using: &random), axis)
            }
            let oldCount = Int.random(in: 2 ... 600, using: &random)
            var old = (0 ..< oldCount).map { _ in randomFrame(from: 0, to: steps) }
            old.swapAt(0, oldCount - 1)
            var index = IntervalTreeIndex(FrameSets.result(old, axis: axis))
            guard !index.order.isIdentity, !index.directory.isEmpty else { continue }
            let prefix = switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: oldCount
            case 1: Int.random(in: max(1, oldCount - 30) ... oldCount, using: &random)
            default: Int.random(in: 1 ... oldCount, using: &random)
            }
            let addedCount = Int.random(in: 0 ... 70, using: &random)
            let added = (0 ..< addedCount).map { _ in
                switch Int.random(in: 0 ..< 4, using: &random) {
                case 0: randomFrame(from: steps - 1, to: steps + 2)
                case 1: randomFrame(from: 0, to: steps)
                case 2: randomFrame(from: -2, to: 0)
                default: randomFrame(from: max(0, steps - 4), to: steps)
                }
            }
            let frames = Array(old[..<prefix]) + added
            guard !frames.isEmpty else { continue }
            let result = FrameSets.result(frames, axis: axis)
            let directory = index.directory
            index.releaseResult()
            index.update(to: result, after: try Self.change(prefix: prefix, oldCount: oldCount, count: frames.count))
            if index.directory.origin == directory.origin, index.directory.bucketLength == directory.bucketLength {
                updated += 1
            }
            Self.expectFresh(index, result, seed: UInt64(trial), "trial \(trial) prefix \(prefix) of \(oldCount) + \(addedCount)")
        }
        // Most updates took the permuted path rather than a build.
        #expect(updated > 250)
    }

    /// Rows of equal starts (a grid's), appended to with cells that start on the last row —
    /// a tie with kept ids, which go first — and on the rows before it.
    @Test func appendsTyingWithKeptStartsGoAfterThem() throws {
        // Rows of 6 or 8 cells, each pair of rows placed later row first (a back-fill).
        var frames: [Rect] = []
        for pair in 0 ..< 20 {
            for row in [2 * pair + 1, 2 * pair] {
                for column in 0 ..< (row % 2 == 0 ? 6 : 8) {
                    frames.append(Self.frame(start: Double(row) * 10, length: 10, column: column, .vertical))
                }
            }
        }
        var index = IntervalTreeIndex(FrameSets.result(frames))
        #expect(!index.order.isIdentity)
        for (step, rows) in [[39, 39, 38], [39], [20, 39, 1], [40, 40, 41]].enumerated() {
            let oldCount = frames.count
            frames += rows.map { Self.frame(start: Double($0) * 10, length: 10, column: 7, .vertical) }
            let result = FrameSets.result(frames)
            index.releaseResult()
            let directory = index.directory
            index.update(to: result, after: try Self.change(prefix: oldCount, oldCount: oldCount, count: frames.count))
            #expect(index.directory.origin == directory.origin && index.directory.bucketLength == directory.bucketLength)
            Self.expectFresh(index, result, seed: UInt64(step), "step \(step)")
        }
    }
}
