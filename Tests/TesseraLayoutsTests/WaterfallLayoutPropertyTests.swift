import TesseraCheck
import Testing
import TesseraCore
@testable import TesseraLayouts

/// The documented waterfall rules written the naive way (O(c × span) scans, no tournament
/// tree, no sliding window), over the same shared column lines: the reference the engine's
/// frames must equal bit for bit.
private func referenceFrames(_ waterfall: WaterfallLayout, _ items: ItemSet, width: Double) -> [Rect] {
    var frames: [Rect] = []
    var edge = 0.0
    var stacked = false
    func nextTop() -> Double {
        defer { stacked = true }
        return stacked ? edge + waterfall.spacing : edge
    }
    for section in 0 ..< items.sectionCount {
        let columns = waterfall.sectionColumns[section] ?? waterfall.columns
        let lines = TrackLines(count: columns, leading: 0, length: width, spacing: waterfall.spacing)
        let full = lines.ends[columns - 1]
        func supplementary(_ length: Double) {
            let top = nextTop()
            frames.append(Rect(minX: 0, minY: top, maxX: full, maxY: top + length))
            edge = top + length
        }
        if waterfall.headerLength > 0 { supplementary(waterfall.headerLength) }
        let range = items.flatRange(ofSection: section)
        if !range.isEmpty {
            let start = nextTop()
            var tops = Array(repeating: start, count: columns)
            var sectionBottom = start
            var turn = 0
            for flat in range {
                let item = flat - range.lowerBound
                let span = min(items.spans[flat], columns)
                let column: Int
                switch waterfall.placement {
                case .shortestColumn:
                    var best = 0
                    for candidate in 0 ... columns - span
                    where tops[candidate ..< candidate + span].max()! < tops[best ..< best + span].max()! {
                        best = candidate
                    }
                    column = best
                case .roundRobin:
                    if turn + span > columns { turn = 0 }
                    column = turn
                    turn = (turn + span) % columns
                case .leftToRight:
                    column = min(item % columns, columns - span)
                case .rightToLeft:
                    column = max(0, columns - 1 - item % columns - (span - 1))
                }
                let top = tops[column ..< column + span].max()!
                let minY = top + waterfall.padding
                let maxY = minY + items.heights[flat]
                let bottom = maxY + waterfall.padding
                let right = lines.ends[column + span - 1]
                let minX = min(lines.starts[column] + waterfall.padding, right)
                frames.append(Rect(minX: minX, minY: minY, maxX: max(minX, right - waterfall.padding), maxY: maxY))
                for covered in column ..< column + span { tops[covered] = bottom + waterfall.spacing }
                sectionBottom = max(sectionBottom, bottom)
            }
            edge = sectionBottom
        }
        if waterfall.footerLength > 0 { supplementary(waterfall.footerLength) }
    }
    return frames
}

@Suite("WaterfallLayout properties")
struct WaterfallLayoutPropertyTests {
    /// A section longer than one bulk-append chunk follows the same rules.
    @Test(arguments: WaterfallLayout.Placement.allCases)
    func longSectionAcrossChunks(placement: WaterfallLayout.Placement) throws {
        var random = SplitMix64(seed: 11)
        let items = ItemSet(sections: [(0 ..< 5000).map { _ in
            ItemSet.Item(height: random.unit() * 300, span: random.pick([1, 1, 1, 1, 2, 4, 20]))
        }])
        let waterfall = WaterfallLayout(columns: 12, padding: 1.5, placement: placement, spacing: 100.0 / 3)
        let result = try waterfall.layout(items, in: Size(width: 1000, height: 0))
        #expect(result.frames == referenceFrames(waterfall, items, width: 1000))
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
            let result: LayoutResult
            do {
                result = try waterfall.layout(items, in: Size(width: width, height: 800))
            } catch {
                guard case .negativeItemLength = error else {
                    Issue.record("seed \(seed): unexpected \(error)")
                    failures += 1
                    continue
                }
                continue
            }
            laidOut += 1
            let problems = contractViolations(
                result, items: items, cellMargin: padding, startsAtLeadingX: placement != .rightToLeft
            )
            let reference = referenceFrames(waterfall, items, width: width)
            if !problems.isEmpty || result.frames != reference {
                failures += 1
                Issue.record("seed \(seed) \(waterfall) width \(width): \(problems.prefix(3)); matches reference: \(result.frames == reference)")
            }
            if failures > 3 { break }
        }
        #expect(failures == 0)
        #expect(laidOut > 100)
    }
}
