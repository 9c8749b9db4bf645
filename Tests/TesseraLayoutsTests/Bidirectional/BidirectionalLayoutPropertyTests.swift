import TesseraCheck
import Testing
import TesseraCore
import TesseraLayouts

@Suite("BidirectionalLayout properties")
struct BidirectionalLayoutPropertyTests {
    /// Three rows by hand — one of mixed sizes, an empty one, one of a single item — under
    /// every invariant (the row geometry of the reference model included).
    @Test func rowsOfMixedSizes() throws {
        let items = ItemSet(sections: [
            [ItemSet.Item(width: 10, height: 20), ItemSet.Item(width: 30, height: 5), ItemSet.Item(width: 0, height: 40)],
            [],
            [ItemSet.Item(width: 100, height: 1)],
        ])
        let layout = BidirectionalLayout(itemSpacing: 2, rowSpacing: 3)
        let container = Size(width: 50, height: 50)
        let result = try layout.layout(items, in: container)
        #expect(violations(LayoutSpec(layout: .bidirectional, container: container, options: layout, items: items)).isEmpty)
        // Row 0 is as tall as its tallest item (40); the empty row adds no spacing, so row 2
        // starts 3 below it. The content is the widest row × the lowest bottom.
        #expect(result.frames[0] == Rect(minX: 0, minY: 0, maxX: 10, maxY: 20))
        #expect(result.frames[1] == Rect(minX: 12, minY: 0, maxX: 42, maxY: 5))
        #expect(result.frames[2] == Rect(minX: 44, minY: 0, maxX: 44, maxY: 40))
        #expect(result.frames[3] == Rect(minX: 0, minY: 43, maxX: 100, maxY: 44))
        #expect(result.contentSize == Size(width: 100, height: 44))
    }

    /// Rows of 5000 items with spacing that rounds at every step: each leading edge is its
    /// predecessor's trailing edge plus the spacing, rounded once, and nothing accumulates.
    @Test func longRowsOfRoundingSpacing() throws {
        var random = SplitMix64(seed: 13)
        let items = ItemSet(sections: (0 ..< 3).map { _ in
            (0 ..< 5000).map { _ in ItemSet.Item(width: random.unit() * 120, height: random.pick([0, 1e-3, 44, random.unit() * 300])) }
        })
        let layout = BidirectionalLayout(itemSpacing: 100.0 / 3, rowSpacing: 0.1 + 0.2)
        #expect(violations(LayoutSpec(layout: .bidirectional, container: Size(width: 390, height: 844), options: layout, items: items)).isEmpty)
    }

    /// Random spacings and items (zero, tiny, thirds, large), empty rows and empty inputs:
    /// exact and following the rules, with random batch updates of every emphasis checked
    /// against the layout from scratch (`incrementalUpdate`) — reload-only batches take the
    /// engine's own path that keeps the rows below a row whose bottom stays put.
    @Test(arguments: BatchGenerator.Emphasis.allCases)
    func randomInputsAreExactAndFollowTheRules(emphasis: BatchGenerator.Emphasis) throws {
        var failures = 0
        let lengths: [Double] = [0, 1e-3, 100.0 / 3, 0.1 + 0.2, 44, 123_456.789]
        for seed in UInt64(1) ... 120 {
            var random = SplitMix64(seed: seed &* 0x9E37_79B9 ^ UInt64(BatchGenerator.Emphasis.allCases.firstIndex(of: emphasis)!))
            var generator = Xoshiro256StarStar(seed: seed)
            let layout = BidirectionalLayout(itemSpacing: random.pick(lengths), rowSpacing: random.pick(lengths))
            func item(_ random: inout Xoshiro256StarStar) -> ItemSet.Item {
                ItemSet.Item(
                    width: random.nextBool(probability: 0.1) ? 0 : Double(random.nextInt(in: 1 ... 600)) / 3,
                    height: random.nextBool(probability: 0.1) ? 1e-3 : Double(random.nextInt(in: 0 ... 300))
                )
            }
            var items = ItemSet()
            for _ in 0 ..< random.integer(0 ... 6) {
                items.appendSection((0 ..< random.integer(0 ... 60)).map { _ in item(&generator) })
            }
            var updates: [BatchUpdate] = []
            var updated = items
            for _ in 0 ..< random.integer(0 ... 3) {
                let batch = BatchGenerator(emphasis: emphasis).batch(for: updated, newItem: item, using: &generator)
                guard (try? updated.apply(batch)) != nil else { break }
                updates.append(batch)
            }
            let spec = LayoutSpec(
                layout: .bidirectional, container: Size(width: random.pick(awkwardLengths), height: 500), options: layout,
                items: items, updates: updates
            )
            let problems = violations(spec)
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.prefix(3))\n\(spec.jsonString())")
            }
            if failures > 3 { break }
        }
        #expect(failures == 0)
    }
}
