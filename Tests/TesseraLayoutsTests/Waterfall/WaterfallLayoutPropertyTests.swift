import TesseraCheck
import Testing
import TesseraCore
import TesseraLayouts

@Suite("WaterfallLayout properties")
struct WaterfallLayoutPropertyTests {
    /// A section longer than one bulk-append chunk follows the same rules (the placement and
    /// stacking invariants).
    @Test(arguments: WaterfallLayout.Placement.allCases)
    func longSectionAcrossChunks(placement: WaterfallLayout.Placement) throws {
        var random = SplitMix64(seed: 11)
        let items = ItemSet(sections: [(0 ..< 5000).map { _ in
            ItemSet.Item(height: random.unit() * 300, span: random.pick([1, 1, 1, 1, 2, 4, 20]))
        }])
        let waterfall = WaterfallLayout(columns: 12, padding: 1.5, placement: placement, spacing: 100.0 / 3)
        #expect(violations(LayoutSpec(layout: .waterfall, container: Size(width: 1000, height: 0), options: waterfall, items: items)).isEmpty)
    }

    @Test(arguments: WaterfallLayout.Placement.allCases)
    func randomInputsAreExactAndFollowTheRules(placement: WaterfallLayout.Placement) throws {
        var failures = 0
        var laidOut = 0
        for seed in UInt64(1) ... 200 {
            var random = SplitMix64(seed: seed &* 0x2545_F491 ^ UInt64(WaterfallLayout.Placement.allCases.firstIndex(of: placement)!))
            let counts = [1, 2, 3, 5, 8, 9, 12, 64, 500]
            let columns = random.pick(counts)
            let sectionCount = random.integer(0 ... 4)
            var sectionColumns: [Int: Int] = [:]
            for section in 0 ..< sectionCount where random.integer(0 ... 2) == 0 {
                sectionColumns[section] = random.pick(counts)
            }
            let widest = ([columns] + Array(sectionColumns.values)).max()!
            let width = random.pick(awkwardLengths)
            let room = widest == 1 ? width : width / Double(widest - 1)
            let spacing = random.pick([0, room * random.unit(), room * 0.999_999, room * (1 - 1e-15), room / 3])
            let cell = (width - Double(widest - 1) * spacing) / Double(widest)
            let padding = random.pick([0, 6, cell / 2 * random.unit(), cell / 2, cell * 0.499_999])
            let waterfall = WaterfallLayout(
                columns: columns, padding: padding, placement: placement, spacing: spacing,
                headerLength: random.pick([0, 0, 44, 1e-3]), footerLength: random.pick([0, 0, 10, 100.0 / 3]),
                sectionColumns: sectionColumns
            )
            var items = ItemSet()
            for section in 0 ..< sectionCount {
                let sectionWidth = sectionColumns[section] ?? columns
                items.appendSection((0 ..< random.integer(0 ... 80)).map { _ in
                    ItemSet.Item(
                        height: random.pick([0, 1e-3, random.unit() * 300, 100.0 / 3, 1e6]),
                        span: random.integer(0 ... 4) == 0 ? random.integer(1 ... min(sectionWidth + 2, 20)) : 1
                    )
                })
            }
            let container = Size(width: width, height: 800)
            do {
                _ = try waterfall.layout(items, in: container)
            } catch {
                guard case .negativeItemLength = error else {
                    Issue.record("seed \(seed): unexpected \(error)")
                    failures += 1
                    continue
                }
                continue
            }
            laidOut += 1
            let spec = LayoutSpec(layout: .waterfall, container: container, options: waterfall, items: items)
            let problems = violations(spec)
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.prefix(3))\n\(spec.jsonString())")
            }
            if failures > 3 { break }
        }
        #expect(failures == 0)
        #expect(laidOut > 100)
    }
}
