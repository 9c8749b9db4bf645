import Testing
import TesseraCore
@testable import TesseraLayouts

/// The grid's placement on bands of rows and runs of columns (issue 24), against the seed's
/// walk over one flag per cell, on both column representations.
@Suite struct GridOccupancyTests {
    /// The seed's walk, cell by cell: the plain model the bands must agree with.
    struct CellWalk {
        let columns: Int
        let sparse: Bool
        var taken: Set<Int> = []
        var cursor = 0

        func fits(_ cell: Int, span: Int) -> Bool {
            guard cell % columns + span <= columns else { return false }
            for row in 0 ..< span { for column in 0 ..< span where taken.contains(cell + row * columns + column) { return false } }
            return true
        }

        mutating func place(span: Int) -> (row: Int, column: Int) {
            var cell = cursor
            while !fits(cell, span: span) { cell += 1 }
            for row in 0 ..< span { for column in 0 ..< span { taken.insert(cell + row * columns + column) } }
            if sparse || cell == cursor { cursor = cell + span }
            return (cell / columns, cell % columns)
        }
    }

    /// Places `spans` with a placement of `Columns` and with the cell walk; returns the first
    /// difference.
    func firstDifference<Columns: GridColumnSet>(
        _: Columns.Type, columns: Int, sparse: Bool, spans: [Int]
    ) -> String? {
        let placement = GridPlacementState<Columns>(columns: columns, sparse: sparse)
        placement.startSection()
        var walk = CellWalk(columns: columns, sparse: sparse)
        for (index, span) in spans.enumerated() {
            let placed = placement.place(span: span), expected = walk.place(span: span)
            if placed != expected { return "item \(index) (span \(span)) at \(placed), the walk puts it at \(expected)" }
        }
        return nil
    }

    @Test(arguments: [false, true])
    func bothRepresentationsFollowTheCellWalk(sparse: Bool) {
        var random = SplitMix64(seed: sparse ? 24 : 42)
        for round in 0 ..< 300 {
            let columns = random.pick([1, 2, 3, 4, 5, 7, 8, 13, 31, 64])
            let spans = (0 ..< random.integer(1 ... 80)).map { _ in
                random.integer(0 ... 2) == 0 ? 1 : random.integer(1 ... min(columns, random.pick([2, 3, 4, columns])))
            }
            if let difference = firstDifference(ColumnMask.self, columns: columns, sparse: sparse, spans: spans) {
                Issue.record("round \(round), mask, \(columns) columns \(spans): \(difference)")
                return
            }
            if let difference = firstDifference(ColumnRuns.self, columns: columns, sparse: sparse, spans: spans) {
                Issue.record("round \(round), runs, \(columns) columns \(spans): \(difference)")
                return
            }
        }
    }

    @Test func wideGridsFollowTheCellWalk() {
        var random = SplitMix64(seed: 65)
        for columns in [65, 100, 129] {
            for sparse in [false, true] {
                let spans = (0 ..< 60).map { _ in random.pick([1, 1, 2, 3, 5, columns / 2, columns - 1, columns]) }
                #expect(firstDifference(ColumnRuns.self, columns: columns, sparse: sparse, spans: spans) == nil, "\(columns) \(sparse) \(spans)")
            }
        }
    }

    @Test(arguments: [false, true])
    func theRingMovesOntoBandsWithoutChangingAPlacement(sparse: Bool) {
        // A narrow grid starts on the ring of row words and moves onto bands when a hole holds
        // more rows than the limit (4 here): every placement before, at and after the move
        // must be the cell walk's, the resume points carried over included.
        var random = SplitMix64(seed: sparse ? 7 : 11)
        var moved = 0
        for round in 0 ..< 300 {
            let columns = random.pick([2, 3, 4, 5, 8, 13, 64])
            let placement = GridPlacement(columns: columns, sparse: sparse, ringRowLimit: random.pick([1, 2, 4, 8]))
            placement.startSection()
            var walk = CellWalk(columns: columns, sparse: sparse)
            // A hole beside the first square, then mixed spans.
            var spans = [Swift.max(1, columns - 1)]
            spans += (0 ..< random.integer(1 ... 80)).map { _ in random.integer(0 ... 2) == 0 ? 1 : random.integer(1 ... columns) }
            for (index, span) in spans.enumerated() {
                let placed = placement.place(span: span), expected = walk.place(span: span)
                guard placed == expected else {
                    Issue.record("round \(round), \(columns) columns, item \(index) (span \(span)) at \(placed), the walk puts it at \(expected): \(spans)")
                    return
                }
            }
            if placement.isOnBands { moved += 1 }
        }
        #expect(moved > 50, "\(moved) rounds moved onto bands")
    }

    @Test func aPhotoGridsHeroHoleMovesOntoBands() {
        // On 4 columns, a span-3 hero then full-width rows: the hole beside the hero holds the
        // frontier at row 0, so the ring would hold every row; past its limit, bands.
        let placement = GridPlacement(columns: 4, sparse: false)
        placement.startSection()
        #expect(placement.place(span: 3) == (0, 0))
        for item in 0 ..< 1000 { #expect(placement.place(span: 4) == (3 + 4 * item, 0)) }
        #expect(placement.isOnBands)
        #expect(placement.bandCount <= 3)
        // A new section starts on the ring again.
        placement.startSection()
        #expect(!placement.isOnBands)
    }

    @Test func anUnfillableHoleKeepsFewBandsAndIsNotSearchedAgain() {
        // Issue 24: beside a square of 1023 columns the last column can take only single
        // cells; every full-width square after it went row by row, cell by cell.
        let placement = GridPlacement(columns: 1024, sparse: false)
        placement.startSection()
        #expect(placement.place(span: 1023) == (0, 0))
        for item in 0 ..< 2000 {
            let placed = placement.place(span: 1024)
            #expect(placed == (1023 + 1024 * item, 0))
        }
        // The hole's band, then one band per square (full, never merged).
        #expect(placement.bandCount <= 2002)
    }

    @Test func columnRunsMergeAndFindGaps() {
        var runs = ColumnRuns(columns: 100)
        runs.take(10, span: 5)
        runs.take(20, span: 5)
        #expect(runs.bounds == [10, 15, 20, 25])
        #expect(runs.firstFree(from: 12, columns: 100) == 15)
        #expect(runs.firstFree(from: 0, columns: 100) == 0)
        #expect(runs.firstFreeRun(of: 5, from: 0, columns: 100) == 0)
        #expect(runs.firstFreeRun(of: 6, from: 5, columns: 100) == 25)
        #expect(runs.firstFreeRun(of: 5, from: 11, columns: 100) == 15)
        #expect(runs.longestFreeRun(columns: 100) == 75)
        runs.take(15, span: 5)
        #expect(runs.bounds == [10, 25])
        runs.take(0, span: 10)
        #expect(runs.bounds == [0, 25])
        var other = ColumnRuns(columns: 100)
        other.take(24, span: 10)
        other.take(90, span: 10)
        runs.formUnion(other)
        #expect(runs.bounds == [0, 34, 90, 100])
        #expect(runs.firstFree(from: 95, columns: 100) == nil)
        #expect(runs.firstFreeRun(of: 57, from: 0, columns: 100) == nil)
        #expect(runs.firstFreeRun(of: 56, from: 0, columns: 100) == 34)
    }

    @Test func resumePointsAreAStaircase() {
        var points = GridResumePoints()
        points.record(span: 3, row: 5, column: 0)
        #expect(points.position(for: 2) == nil)
        #expect(points.position(for: 3)! == (5, 0))
        #expect(points.position(for: 9)! == (5, 0))
        points.record(span: 2, row: 7, column: 1)
        // The larger span's step is overtaken by the smaller span's later find.
        #expect(points.steps.count == 1)
        #expect(points.position(for: 3)! == (7, 1))
        points.record(span: 5, row: 9, column: 0)
        #expect(points.position(for: 4)! == (7, 1))
        #expect(points.position(for: 5)! == (9, 0))
    }
}
