import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// Each engine's updates against its layout from scratch, on random items and random
/// batches of every emphasis: identical results (frames, order, lookup, content size), or
/// the same error.
@Suite struct IncrementalLayoutTests {
    static func randomItems(
        _ random: inout Xoshiro256StarStar, sections: ClosedRange<Int> = 0 ... 4,
        item: (inout Xoshiro256StarStar) -> ItemSet.Item = randomItem
    ) -> ItemSet {
        let sections = random.nextInt(in: sections)
        return ItemSet(sections: (0 ..< sections).map { _ in
            let count = random.nextBool(probability: 0.1) ? random.nextInt(in: 200 ... 1500) : random.nextInt(in: 0 ... 40)
            return (0 ..< count).map { _ in item(&random) }
        })
    }

    /// Items whose heights are whole points, or multiples of 1/64 now and then (with a rare
    /// third of a point): what a waterfall moves rather than lays out again when a change
    /// leaves later sections as they were.
    static func gridAlignedItem(_ random: inout Xoshiro256StarStar) -> ItemSet.Item {
        let height: Double = switch random.nextInt(in: 0 ... 399) {
        case 0 ..< 20: Double(random.nextInt(in: 0 ... 400)) / 64
        case 20: Double(random.nextInt(in: 0 ... 400)) / 3
        default: Double(random.nextInt(in: 0 ... 300))
        }
        return ItemSet.Item(
            width: Double(random.nextInt(in: 0 ... 200)), height: height,
            span: random.nextBool(probability: 0.2) ? random.nextInt(in: 2 ... 4) : 1
        )
    }

    static func randomItem(_ random: inout Xoshiro256StarStar) -> ItemSet.Item {
        ItemSet.Item(
            width: Double(random.nextInt(in: 0 ... 300)) / 2, height: Double(random.nextInt(in: 0 ... 400)) / 3,
            span: random.nextBool(probability: 0.2) ? random.nextInt(in: 2 ... 4) : 1
        )
    }

    static func check<Layout: IncrementalLayout>(
        _ layout: Layout, cases: Int, seed: UInt64, sections: ClosedRange<Int> = 0 ... 4,
        item: (inout Xoshiro256StarStar) -> ItemSet.Item = randomItem
    ) throws {
        var random = Xoshiro256StarStar(seed: seed)
        let container = Size(width: 390, height: 844)
        for caseIndex in 0 ..< cases {
            let items = randomItems(&random, sections: sections, item: item)
            var session = try LayoutSession(layout, items: items, in: container)
            for step in 0 ..< random.nextInt(in: 1 ... 4) {
                let emphasis = random.pick(BatchGenerator.Emphasis.allCases)
                let batch = BatchGenerator(emphasis: emphasis).batch(for: session.items, newItem: item, using: &random)
                let before = session.result
                let change = try session.apply(batch)
                let expected = try layout.layout(session.items, in: container)
                #expect(session.result.isIdentical(to: expected), "case \(caseIndex) step \(step) \(emphasis): \(batch)")
                guard session.result.isIdentical(to: expected) else { return }
                for id in 0 ..< min(change.unchangedPrefix, before.count) {
                    #expect(before[id] == session.result[id])
                }
                _ = before
            }
        }
    }

    @Test func waterfall() throws {
        try Self.check(WaterfallLayout(columns: 3, spacing: 2, headerLength: 20, footerLength: 5), cases: 200, seed: 3)
        try Self.check(WaterfallLayout(columns: 12, placement: .roundRobin, sectionColumns: [1: 2]), cases: 150, seed: 4)
        try Self.check(WaterfallLayout(columns: 4, padding: 0, placement: .rightToLeft, headerLength: 7), cases: 150, seed: 5)
        try Self.check(WaterfallLayout(columns: 2, placement: .leftToRight, footerLength: 3), cases: 150, seed: 6)
    }

    /// Changes followed by sections the update keeps, on whole-point heights: the waterfall
    /// moves those sections' frames and checkpoints instead of laying them out again, and the
    /// later steps of each session resume from the moved checkpoints.
    @Test func waterfallMovingKeptSections() throws {
        try Self.check(
            WaterfallLayout(columns: 3, spacing: 8, headerLength: 30, footerLength: 2), cases: 150, seed: 11,
            sections: 2 ... 9, item: Self.gridAlignedItem
        )
        try Self.check(
            WaterfallLayout(columns: 4, padding: 1.5, placement: .roundRobin, sectionColumns: [2: 2, 5: 6]), cases: 150,
            seed: 12, sections: 2 ... 9, item: Self.gridAlignedItem
        )
        try Self.check(
            WaterfallLayout(columns: 2, placement: .rightToLeft, spacing: 0.25, footerLength: 16), cases: 150, seed: 13,
            sections: 2 ... 9, item: Self.gridAlignedItem
        )
        try Self.check(WaterfallLayout(columns: 3, spacing: 1.0 / 3), cases: 100, seed: 14, sections: 2 ... 9, item: Self.gridAlignedItem)
    }

    /// Changes followed by sections the update keeps, in grids whose cells are whole points
    /// (4 columns of 96 in 390 with spacing 2): the grid moves those sections' frames and
    /// checkpoints instead of laying them out again; 3 columns make a third of a point, whose
    /// sums round, and lay them out again in place.
    @Test func gridMovingKeptSections() throws {
        try Self.check(GridLayout(columns: 4, spacing: 2, headerLength: 44), cases: 150, seed: 18, sections: 2 ... 12, item: Self.gridAlignedItem)
        try Self.check(
            GridLayout(columns: 4, spacing: 2, axis: .horizontal, insets: Insets(top: 1, left: 2, bottom: 3, right: 4)), cases: 150,
            seed: 19, sections: 2 ... 12, item: Self.gridAlignedItem
        )
        try Self.check(GridLayout(columns: 4, spacing: 2, packing: .sparse), cases: 100, seed: 20, sections: 2 ... 12, item: Self.gridAlignedItem)
        try Self.check(GridLayout(columns: 3, spacing: 2, headerLength: 10), cases: 100, seed: 21, sections: 2 ... 12, item: Self.gridAlignedItem)
    }

    @Test func grid() throws {
        try Self.check(GridLayout(columns: 3, spacing: 2, headerLength: 10), cases: 200, seed: 7)
        try Self.check(GridLayout(columns: 5, axis: .horizontal, insets: Insets(top: 1, left: 2, bottom: 3, right: 4)), cases: 150, seed: 8)
        try Self.check(GridLayout(columns: 4, packing: .sparse), cases: 150, seed: 9)
        try Self.check(GridLayout(columns: 70, headerLength: 5), cases: 100, seed: 10)
    }

    /// An item moved to the front of the next section keeps its flat index; the rows are laid
    /// out again, not rewritten in place (a trap found by the release campaign).
    @Test func anItemMovedAcrossARowBoundary() throws {
        let items = ItemSet(sections: [
            [ItemSet.Item(width: 10, height: 10), ItemSet.Item(width: 20, height: 20)], [ItemSet.Item(width: 30, height: 30)],
        ])
        let batch = BatchUpdate(
            reloadedItems: [.init(path: ItemPath(section: 1, item: 0), item: ItemSet.Item(width: 5, height: 5))],
            movedItems: [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))]
        )
        let container = Size(width: 390, height: 844)
        for layout in [BidirectionalLayout(itemSpacing: 3, rowSpacing: 5)] as [BidirectionalLayout] {
            var session = try LayoutSession(layout, items: items, in: container)
            try session.apply(batch)
            #expect(session.result.isIdentical(to: try layout.layout(session.items, in: container)))
        }
        var waterfall = try LayoutSession(WaterfallLayout(columns: 2), items: items, in: container)
        try waterfall.apply(batch)
        #expect(waterfall.result.isIdentical(to: try WaterfallLayout(columns: 2).layout(waterfall.items, in: container)))
        var grid = try LayoutSession(GridLayout(columns: 2, headerLength: 4), items: items, in: container)
        try grid.apply(batch)
        #expect(grid.result.isIdentical(to: try GridLayout(columns: 2, headerLength: 4).layout(grid.items, in: container)))
    }

    /// Changes followed by rows the update keeps, on whole-point heights: their frames and
    /// checkpoints move rather than being laid out again (or are rewritten in place when a
    /// third of a point makes a sum round).
    @Test func bidirectionalMovingKeptRows() throws {
        try Self.check(BidirectionalLayout(itemSpacing: 2, rowSpacing: 8), cases: 200, seed: 15, sections: 2 ... 12, item: Self.gridAlignedItem)
        try Self.check(BidirectionalLayout(), cases: 150, seed: 16, sections: 2 ... 12, item: Self.gridAlignedItem)
        try Self.check(
            BidirectionalLayout(itemSpacing: 0.5, rowSpacing: 1.0 / 3), cases: 100, seed: 17, sections: 2 ... 12, item: Self.gridAlignedItem
        )
    }

    /// A reload that leaves its row as tall as it was rewrites that row alone: the update keeps
    /// every id and stops at the next row (`recomputed` ends there), and a later update resumes
    /// from the checkpoints the stop kept. Fails when that path is not taken.
    @Test func bidirectionalReloadStopsAtTheNextUnmovedRow() throws {
        let layout = BidirectionalLayout(itemSpacing: 2, rowSpacing: 3)
        let container = Size(width: 390, height: 844)
        let rows = (0 ..< 40).map { row in (0 ..< 20).map { item in ItemSet.Item(width: 10, height: item == 7 ? 50 : Double(10 + row % 5)) } }
        var session = try LayoutSession(layout, items: ItemSet(sections: rows), in: container)
        // Wider (so the content grows) but no taller than the row's tallest item.
        let wider = BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 2, item: 5), item: ItemSet.Item(width: 900, height: 40))])
        let change = try session.apply(wider)
        let start = session.items.sectionStarts[2] + 5
        #expect(change.keepsIDs)
        #expect(change.recomputed == start ..< session.items.sectionStarts[3])
        #expect(session.result.isIdentical(to: try layout.layout(session.items, in: container)))
        // After the stop: resumes from a checkpoint the first update kept.
        let taller = BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 30, item: 3), item: ItemSet.Item(width: 1, height: 70))])
        try session.apply(taller)
        #expect(session.result.isIdentical(to: try layout.layout(session.items, in: container)))
    }

    @Test func bidirectional() throws {
        try Self.check(BidirectionalLayout(itemSpacing: 1.5, rowSpacing: 2), cases: 300, seed: 1)
        try Self.check(BidirectionalLayout(), cases: 300, seed: 2)
    }
}
