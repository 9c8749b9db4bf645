import TesseraCheck
import Testing
import TesseraCore
import TesseraLayouts

@Suite("GridLayout properties")
struct GridLayoutPropertyTests {
    /// Numbers 1…100 in four columns, primes spanning 2 and Mersenne primes 3 (the seed's
    /// demo): every invariant holds (the grid's geometry included), and the first rows by hand.
    @Test func primesAndMersennePrimes() throws {
        let mersenne: Set = [3, 7, 31]
        func isPrime(_ n: Int) -> Bool { n > 1 && !(2 ..< n).contains { $0 * $0 <= n && n % $0 == 0 } }
        let items = ItemSet(sections: [(1 ... 100).map { ItemSet.Item(span: mersenne.contains($0) ? 3 : isPrime($0) ? 2 : 1) }])
        let grid = GridLayout(columns: 4, spacing: 2, headerLength: 30)
        let container = Size(width: 398, height: 0)
        let result = try grid.layout(items, in: container)
        #expect(violations(LayoutSpec(layout: .grid, container: container, options: grid, items: items)).isEmpty)
        // Columns are 98 wide, 2 apart; rows start at 32 + 100 r. 1 at (0,0); 2 spans two
        // at (0,1); 3 spans three, fits nowhere in rows 0–1 beside 2, lands at (1,0); 4 goes
        // back to the hole at (0,3).
        #expect(result.frames[1] == Rect(minX: 0, minY: 32, maxX: 98, maxY: 130))
        #expect(result.frames[2] == Rect(minX: 100, minY: 32, maxX: 298, maxY: 230))
        #expect(result.frames[3] == Rect(minX: 0, minY: 232, maxX: 298, maxY: 530))
        #expect(result.frames[4] == Rect(minX: 300, minY: 32, maxX: 398, maxY: 130))
    }

    /// A section longer than one bulk-append chunk, with spans: still the seed walk (the
    /// geometry invariant).
    @Test(arguments: [GridLayout.Packing.dense, .sparse])
    func longSectionAcrossChunks(packing: GridLayout.Packing) throws {
        var random = SplitMix64(seed: 7)
        let items = ItemSet(sections: [(0 ..< 5000).map { _ in ItemSet.Item(span: random.pick([1, 1, 1, 2, 3])) }])
        let grid = GridLayout(columns: 5, spacing: 100.0 / 3, itemAspect: 0.7, packing: packing)
        let container = Size(width: 414, height: 0)
        #expect(violations(LayoutSpec(layout: .grid, container: container, options: grid, items: items)).isEmpty)
    }

    @Test(arguments: [GridLayout.Packing.dense, .sparse])
    func randomInputsAreExactAndFollowTheSeedWalk(packing: GridLayout.Packing) throws {
        var failures = 0
        var laidOut = 0
        for seed in UInt64(1) ... 200 {
            var random = SplitMix64(seed: seed &* 0x5851_F42D ^ (packing == .dense ? 0 : 0xABCD))
            let columns = random.pick([1, 1, 2, 3, 4, 5, 7, 64, 65, 500])
            let across = random.pick(awkwardLengths)
            let insets = random.integer(0 ... 3) == 0
                ? Insets(top: random.unit() * 10, left: across * random.unit() / 4, bottom: random.unit(), right: across * random.unit() / 4)
                : .zero
            let inner = across - insets.left - insets.right
            let room = columns == 1 ? inner : inner / Double(columns - 1)
            let spacing = random.pick([0, room * random.unit(), room * 0.999_999, room * (1 - 1e-15), room / 2])
            let axis: ScrollAxis = random.integer(0 ... 1) == 0 ? .vertical : .horizontal
            let grid = GridLayout(
                columns: columns, spacing: spacing, axis: axis, itemAspect: random.pick([1, 0.5, 1.7, 1e-3, 3]),
                headerLength: random.pick([0, 0, 20, 1e-3, 100.0 / 3]),
                insets: axis == .vertical ? insets : Insets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom),
                packing: packing
            )
            var items = ItemSet()
            for _ in 0 ..< random.integer(0 ... 4) {
                // The naive reference walks whole rows of 500 cells: keep wide grids short.
                let count = random.integer(0 ... (columns > 8 ? 16 : 60))
                items.appendSection((0 ..< count).map { _ in
                    ItemSet.Item(span: random.integer(0 ... 3) != 0 ? 1
                        : columns <= 8 ? random.integer(1 ... columns + 2)
                        : random.pick([2, 3, 5, columns - 1, columns, columns + 2]))
                })
            }
            let container = axis == .vertical ? Size(width: across, height: 500) : Size(width: 500, height: across)
            do {
                _ = try grid.layout(items, in: container)
            } catch {
                // Only spacing that rounds past the room, or rows of ~1e300 overflowing, may
                // fail, and they must say so.
                switch error {
                case .negativeItemLength(option: "spacing", _, _): continue
                case let .invalidOption(_, _, requirement) where across > 1e200 && requirement.contains("finite"): continue
                default: break
                }
                Issue.record("seed \(seed): unexpected \(error)")
                failures += 1
                continue
            }
            laidOut += 1
            let problems = violations(LayoutSpec(layout: .grid, container: container, options: grid, items: items))
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed) \(grid) across \(across): \(problems.prefix(3))")
            }
            if failures > 3 { break }
        }
        #expect(failures == 0)
        #expect(laidOut > 150)
    }
}
