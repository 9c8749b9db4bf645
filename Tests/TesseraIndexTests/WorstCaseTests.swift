import TesseraCheck
import Testing
import TesseraCore
import TesseraIndex

/// Each index's worst case and the contract's sharpest edges, checked against the linear
/// filter — and, where an index promises to stay fast, against a bound on its work.
@Suite struct WorstCaseTests {
    /// 100k short frames in three columns with one very tall frame among them.
    static let tallAmongShort: LayoutResult = {
        var frames: [Rect] = []
        var bottoms = [0.0, 0.0, 0.0]
        for item in 0..<100_000 {
            let column = item % 3
            let height = item == 500 ? 1_000_000.0 : 40
            frames.append(Rect(minX: Double(column) * 130, minY: bottoms[column], maxX: Double(column + 1) * 130, maxY: bottoms[column] + height))
            bottoms[column] += height
        }
        return FrameSets.result(frames)
    }()

    @Test(arguments: IndexKind.builtIn)
    func oneTallElementAmongShortOnesIsFound(_ kind: IndexKind) {
        let result = Self.tallAmongShort
        let index = kind.build(result)
        let tall = result.frames[500]
        for y in [tall.minY + 1, 300_000, 999_000, tall.maxY - 1, tall.maxY, tall.maxY + 1] {
            let rect = Rect(minX: 0, minY: y, maxX: 390, maxY: y + 844)
            #expect(answeredIDs(index, rect) == expectedIDs(result, rect), "\(kind.name) at y \(y)")
        }
    }

    @Test func intervalTreeStaysLogarithmicWithOneTallElement() {
        let result = Self.tallAmongShort
        let index = IntervalTreeIndex(result)
        var ids: [Int32] = []
        let examined = index.query(Rect(minX: 0, minY: 900_000, maxX: 390, maxY: 900_844), into: &ids)
        #expect(ids.count == expectedIDs(result, Rect(minX: 0, minY: 900_000, maxX: 390, maxY: 900_844)).count)
        #expect(examined < 400, "examined \(examined) elements for \(ids.count) hits")
    }

    @Test func sortedSearchDegradesWithOneTallElement() {
        // Documented: the window reaches back by the largest extent, so it covers almost
        // everything that starts before the query. Correct, but linear.
        let result = Self.tallAmongShort
        var ids: [Int32] = []
        let examined = SortedSearchIndex(result).query(Rect(minX: 0, minY: 900_000, maxX: 390, maxY: 900_844), into: &ids)
        #expect(examined > 40_000)
    }

    @Test(arguments: IndexKind.builtIn)
    func identicalFramesAreAllReturned(_ kind: IndexKind) {
        let frame = Rect(minX: 10, minY: 20, maxX: 30, maxY: 40)
        let result = FrameSets.result(Array(repeating: frame, count: 1_000))
        let index = kind.build(result)
        #expect(answeredIDs(index, frame).count == 1_000)
        #expect(answeredIDs(index, Rect(minX: 29, minY: 39, maxX: 31, maxY: 41)).count == 1_000)
        #expect(answeredIDs(index, Rect(minX: 30, minY: 20, maxX: 50, maxY: 40)).isEmpty)
        #expect(answeredIDs(index, Rect(minX: 10, minY: 40, maxX: 30, maxY: 60)).isEmpty)
    }

    @Test(arguments: IndexKind.builtIn, ScrollAxis.allCases)
    func framesSharingEdgesWithTheQueryAreNotReturned(_ kind: IndexKind, _ axis: ScrollAxis) {
        // A 10 × 10 grid of 10-point cells; the query is exactly cell (4, 4).
        var frames: [Rect] = []
        for row in 0..<10 {
            for column in 0..<10 {
                let cell = Rect(minX: Double(column) * 10, minY: Double(row) * 10, maxX: Double(column + 1) * 10, maxY: Double(row + 1) * 10)
                frames.append(axis == .vertical ? cell : cell.transposed)
            }
        }
        let result = FrameSets.result(frames, axis: axis)
        let index = kind.build(result)
        let cell = Rect(minX: 40, minY: 40, maxX: 50, maxY: 50)
        #expect(answeredIDs(index, cell) == [44])
        // Rects exactly filling the gaps between rows or columns hit nothing.
        #expect(answeredIDs(index, Rect(minX: 0, minY: 50, maxX: 100, maxY: 50)).isEmpty)
        #expect(answeredIDs(index, Rect(minX: 50, minY: 0, maxX: 50, maxY: 100)).isEmpty)
        // A line through the middle of a row (a column, transposed) hits exactly that row.
        let line = Rect(minX: 0, minY: 45, maxX: 100, maxY: 45)
        #expect(answeredIDs(index, line) == (axis == .vertical ? Array(40..<50) : Array(stride(from: 4, to: 100, by: 10))))
        #expect(answeredIDs(index, Rect(minX: 100, minY: 0, maxX: 200, maxY: 100)).isEmpty)
    }

    @Test(arguments: IndexKind.builtIn)
    func zeroHeightFramesCountOnlyStrictlyInside(_ kind: IndexKind) {
        let result = FrameSets.result([
            Rect(minX: 0, minY: 50, maxX: 100, maxY: 50),  // a zero-height line
            Rect(minX: 0, minY: 0, maxX: 100, maxY: 50),
            Rect(minX: 0, minY: 50, maxX: 100, maxY: 100),
        ])
        let index = kind.build(result)
        #expect(answeredIDs(index, Rect(minX: 10, minY: 40, maxX: 20, maxY: 60)) == [0, 1, 2])
        #expect(answeredIDs(index, Rect(minX: 10, minY: 50, maxX: 20, maxY: 60)) == [2])
        #expect(answeredIDs(index, Rect(minX: 10, minY: 40, maxX: 20, maxY: 50)) == [1])
        #expect(answeredIDs(index, Rect(minX: 10, minY: 50, maxX: 20, maxY: 50)).isEmpty)
    }

    @Test(arguments: IndexKind.builtIn)
    func invertedAndNaNFramesAreNeverReturned(_ kind: IndexKind) {
        let result = FrameSets.result([
            Rect(minX: 0, minY: 60, maxX: 100, maxY: 40),
            Rect(minX: .nan, minY: 0, maxX: 100, maxY: 100),
            Rect(minX: 0, minY: 0, maxX: 100, maxY: .nan),
            Rect(minX: 0, minY: 0, maxX: 100, maxY: 100),
        ])
        let index = kind.build(result)
        let everything = Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        #expect(answeredIDs(index, everything) == [3])
        #expect(answeredIDs(index, Rect(minX: 10, minY: 45, maxX: 20, maxY: 55)) == [3])
    }

    @Test(arguments: IndexKind.builtIn)
    func invertedAndNaNQueriesReturnNothing(_ kind: IndexKind) {
        var random = SplitMix64(seed: 3)
        let result = FrameSets.masonry(count: 2_000, using: &random)
        let index = kind.build(result)
        #expect(answeredIDs(index, Rect(minX: 0, minY: 500, maxX: 390, maxY: 100)).isEmpty)
        #expect(answeredIDs(index, Rect(minX: 390, minY: 0, maxX: 0, maxY: 5_000)).isEmpty)
        #expect(answeredIDs(index, Rect(minX: 0, minY: .nan, maxX: 390, maxY: 5_000)).isEmpty)
        #expect(answeredIDs(index, Rect(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan)).isEmpty)
    }

    @Test(arguments: IndexKind.builtIn)
    func aRectLargerThanTheContentReturnsEverything(_ kind: IndexKind) {
        var random = SplitMix64(seed: 4)
        let result = FrameSets.grid(count: 5_000, using: &random)
        let everything = Rect(minX: -1, minY: -1, maxX: 1e12, maxY: 1e12)
        #expect(answeredIDs(kind.build(result), everything) == expectedIDs(result, everything))
        #expect(expectedIDs(result, everything).count == 5_000)
    }

    @Test(arguments: IndexKind.builtIn, ScrollAxis.allCases)
    func edgesFinerThanFloatPrecisionAreExact(_ kind: IndexKind, _ axis: ScrollAxis) {
        // Around 10^7 a Float step is 1; these frames are 0.001 apart and touch each other.
        var frames: [Rect] = []
        for item in 0..<200 {
            let minY = 10_000_000 + Double(item) * 0.001
            let frame = Rect(minX: 0, minY: minY, maxX: 100, maxY: minY + 0.001)
            frames.append(axis == .vertical ? frame : frame.transposed)
        }
        let result = FrameSets.result(frames, axis: axis)
        let index = kind.build(result)
        for item in stride(from: 0, to: 200, by: 7) {
            let frame = result.frames[item]
            for rect in [
                frame,
                Rect(minX: frame.minX, minY: frame.maxY, maxX: frame.maxX, maxY: frame.maxY + 0.0005),
                Rect(minX: frame.minX, minY: frame.minY - 0.0005, maxX: frame.maxX, maxY: frame.minY),
                Rect(minX: frame.minX.nextUp, minY: frame.minY.nextUp, maxX: frame.maxX.nextDown, maxY: frame.maxY.nextDown),
            ] {
                #expect(answeredIDs(index, rect) == expectedIDs(result, rect), "\(kind.name) \(rect)")
            }
        }
    }

    /// Frames spanning −1e308…1e308: the extent overflows to infinity (the page table once
    /// computed `Int(NaN)` from it).
    @Test(arguments: IndexKind.builtIn)
    func framesSpanningTheDoubleRangeAreFound(_ kind: IndexKind) {
        let result = FrameSets.result([
            Rect(minX: -1e308, minY: -1e308, maxX: 1e308, maxY: 1e308),
            Rect(minX: 0, minY: 0, maxX: 1, maxY: 1),
            Rect(minX: 1e308, minY: -1e308, maxX: 1.7e308, maxY: 0),
            Rect(minX: -1.7e308, minY: 5, maxX: -1e308, maxY: 1.7e308),
        ])
        let index = kind.build(result)
        for rect in [Rect(minX: 0, minY: 0, maxX: 1, maxY: 1), Rect(minX: -1.7e308, minY: -1.7e308, maxX: 1.7e308, maxY: 1.7e308),
                     Rect(minX: 1.2e308, minY: -1, maxX: 1.3e308, maxY: 1), Rect(minX: -1.5e308, minY: 1e300, maxX: -1.2e308, maxY: 1.1e300)] {
            #expect(answeredIDs(index, rect) == expectedIDs(result, rect), "\(kind.name) \(rect)")
        }
    }
}
