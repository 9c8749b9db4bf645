import Testing
@testable import TesseraCheck
import TesseraCore

/// `GridWalk` skips the cells no square of a span can start on; it must place every square
/// where the plain walk — every cell from the cursor on — places it.
@Suite struct GridWalkTests {
    /// The seed's walk, written the plain way: a square goes at the cursor if it fits there,
    /// else at the first cell after it where it fits.
    struct PlainWalk {
        let columns: Int
        let sparse: Bool
        var taken: [Bool] = []
        var cursor = 0

        func fits(_ cell: Int, span: Int) -> Bool {
            guard cell % columns + span <= columns else { return false }
            for row in 0 ..< span {
                for column in 0 ..< span where cell + row * columns + column < taken.count && taken[cell + row * columns + column] {
                    return false
                }
            }
            return true
        }

        mutating func place(span: Int) -> (row: Int, column: Int) {
            var cell = cursor
            while !fits(cell, span: span) { cell += 1 }
            let needed = cell + (span - 1) * columns + span
            if taken.count < needed { taken += repeatElement(false, count: needed - taken.count) }
            for row in 0 ..< span {
                for column in 0 ..< span { taken[cell + row * columns + column] = true }
            }
            if sparse || cell == cursor { cursor = cell + span }
            return (cell / columns, cell % columns)
        }
    }

    @Test(arguments: [false, true])
    func placesEverySquareWhereThePlainWalkDoes(sparse: Bool) {
        var random = Xoshiro256StarStar(seed: sparse ? 2 : 1)
        for _ in 0 ..< 300 {
            let columns = Int.random(in: 1 ... 9, using: &random)
            // Few distinct spans, often the widest, so that holes stay open behind the cursor.
            let spans = (0 ..< 3).map { _ in Int.random(in: 1 ... columns, using: &random) } + [columns]
            var walk = GridWalk(columns: columns, sparse: sparse)
            var plain = PlainWalk(columns: columns, sparse: sparse)
            for item in 0 ..< 60 {
                let span = spans.randomElement(using: &random)!
                let (skipping, walked) = (walk.place(span: span), plain.place(span: span))
                guard skipping == walked else {
                    Issue.record("columns \(columns), item \(item) of span \(span): at \(skipping), the plain walk puts it at \(walked)")
                    return
                }
            }
        }
    }

    @Test func aPhotoGridWithAHeroIsWalkedOncePerSpan() {
        // Four columns, a span-3 hero beside a one-column hole, then full-width rows: the walk
        // from the first free cell (the hole) re-walked every row for every row.
        for sparse in [false, true] {
            var walk = GridWalk(columns: 4, sparse: sparse)
            #expect(walk.place(span: 3) == (0, 0))
            for row in 0 ..< 100_000 {
                let placed = walk.place(span: 4)
                guard placed == (3 + 4 * row, 0) else {
                    Issue.record("row \(row) at \(placed)")
                    return
                }
            }
        }
    }
}
