import TesseraCheck
import Testing
import TesseraCore
@testable import TesseraLayouts

@Suite("BidirectionalLayout")
struct BidirectionalLayoutTests {
    private func items(_ rows: [[(Double, Double)]]) -> ItemSet {
        ItemSet(sections: rows.map { $0.map { ItemSet.Item(width: $0.0, height: $0.1) } })
    }

    /// The seed's own example: ten rows of ten 200×200 items.
    @Test func tenByTenGrid() throws {
        let grid = ItemSet(sectionCount: 10, itemsPerSection: 10, item: ItemSet.Item(width: 200, height: 200))
        let result = try BidirectionalLayout().layout(grid, in: Size(width: 375, height: 667))
        #expect(result.count == 100)
        for row in 0 ..< 10 {
            for column in 0 ..< 10 {
                let id = try #require(result.cell(at: ItemPath(section: row, item: column)))
                #expect(result.frames[id] == Rect(
                    minX: Double(200 * column), minY: Double(200 * row),
                    maxX: Double(200 * column + 200), maxY: Double(200 * row + 200)
                ))
            }
        }
        #expect(result.contentSize == Size(width: 2000, height: 2000))

        let spaced = try BidirectionalLayout(itemSpacing: 10, rowSpacing: 20).layout(grid, in: .zero)
        #expect(spaced.frames[23] == Rect(minX: 630, minY: 440, maxX: 830, maxY: 640))
        #expect(spaced.contentSize == Size(width: 2090, height: 2180))
    }

    /// Rows are as tall as their tallest item; the content as wide as the widest row.
    @Test func mixedSizes() throws {
        let result = try BidirectionalLayout(itemSpacing: 5, rowSpacing: 7).layout(
            items([[(10, 30), (20, 10)], [(100.0 / 3, 5)], [(0, 0), (1, 2), (3, 1)]]), in: .zero
        )
        let third = 100.0 / 3
        #expect(result.frames == [
            Rect(minX: 0, minY: 0, maxX: 10, maxY: 30), Rect(minX: 15, minY: 0, maxX: 35, maxY: 10),
            Rect(minX: 0, minY: 37, maxX: third, maxY: 42),
            Rect(minX: 0, minY: 49, maxX: 0, maxY: 49), Rect(minX: 5, minY: 49, maxX: 6, maxY: 51),
            Rect(minX: 11, minY: 49, maxX: 14, maxY: 50),
        ])
        #expect(result.contentSize == Size(width: 35, height: 51))
    }

    @Test func emptyInputs() throws {
        let none = try BidirectionalLayout(rowSpacing: 3).layout(ItemSet(), in: .zero)
        #expect(none.isEmpty)
        #expect(none.contentSize == .zero)
        let empty = try BidirectionalLayout(rowSpacing: 3).layout(items([[], []]), in: .zero)
        #expect(empty.isEmpty)
        #expect(empty.contentSize == .zero)
        // Empty rows take no space and add no spacing, leading, inner or trailing.
        let gap = try BidirectionalLayout(rowSpacing: 3).layout(items([[], [(1, 1)], [], [(2, 2)], []]), in: .zero)
        #expect(gap.frames == [Rect(minX: 0, minY: 0, maxX: 1, maxY: 1), Rect(minX: 0, minY: 4, maxX: 2, maxY: 6)])
        #expect(gap.contentSize == Size(width: 2, height: 6))
    }

    @Test func everyError() throws {
        let some = items([[(1, 1), (2, 2)], [(3, 3)]])
        #expect(throws: LayoutError.invalidContainer(dimension: .width, value: -1)) {
            try BidirectionalLayout().layout(some, in: Size(width: -1, height: 0))
        }
        #expect(throws: LayoutError.self) { try BidirectionalLayout().layout(some, in: Size(width: 0, height: .nan)) }
        for (layout, field) in [
            (BidirectionalLayout(itemSpacing: .nan), "options.itemSpacing"),
            (BidirectionalLayout(itemSpacing: -1), "options.itemSpacing"),
            (BidirectionalLayout(rowSpacing: .infinity), "options.rowSpacing"),
        ] {
            #expect(performing: { try layout.layout(some, in: .zero) }, throws: { error in
                guard let error = error as? LayoutError, case .invalidOption = error else { return false }
                return error.field == field
            })
        }
        #expect(throws: LayoutError.invalidItemLength(ItemPath(section: 1, item: 0), dimension: .width, value: -3)) {
            try BidirectionalLayout().layout(items([[(1, 1)], [(-3, 1)]]), in: .zero)
        }
        #expect(performing: { try BidirectionalLayout().layout(items([[(1, .nan)]]), in: .zero) }, throws: { error in
            (error as? LayoutError)?.field == "sections[0].items[0].height"
        })
        #expect(throws: LayoutError.invalidItemLength(ItemPath(section: 0, item: 1), dimension: .height, value: .infinity)) {
            try BidirectionalLayout().layout(items([[(1, 1), (1, .infinity)]]), in: .zero)
        }
        #expect(throws: LayoutError.invalidItemLength(ItemPath(section: 0, item: 1), dimension: .width, value: 1e308)) {
            try BidirectionalLayout().layout(items([[(1e308, 1), (1e308, 1)]]), in: .zero)
        }
        #expect(throws: LayoutError.contentOverflow(option: "rowSpacing", value: 1e308)) {
            try BidirectionalLayout(rowSpacing: 1e308).layout(items([[(1, 1e308)], [(1, 1)]]), in: .zero)
        }
    }

    /// A row longer than one bulk-append chunk keeps its shared edges across chunks.
    @Test func longRowAcrossChunks() throws {
        let row = ItemSet(sections: [(0 ..< 5000).map { ItemSet.Item(width: 100.0 / 3 + Double($0 % 7), height: 1) }])
        let result = try BidirectionalLayout(itemSpacing: 0.1).layout(row, in: .zero)
        for id in 1 ..< result.count {
            #expect(result.frames[id].minX == result.frames[id - 1].maxX + 0.1)
        }
        #expect(result.contentSize.width == result.frames[4999].maxX)
    }

    @Test func randomInputsAreExact() throws {
        var failures = 0
        for seed in UInt64(1) ... 300 {
            var random = SplitMix64(seed: seed &* 0x9E37_79B9)
            let layout = BidirectionalLayout(
                itemSpacing: random.pick([0, 0.1, 100.0 / 3, random.unit() * 50]),
                rowSpacing: random.pick([0, 0.2, 1e-3, random.unit() * 50])
            )
            var items = ItemSet()
            for _ in 0 ..< random.integer(0 ... 12) {
                items.appendSection((0 ..< random.integer(0 ... 30)).map { _ in
                    ItemSet.Item(
                        width: random.pick([0, 1e-3, 100.0 / 3, 0.1 + 0.2, random.unit() * 400, 1e9 + 1.0 / 3]),
                        height: random.pick([0, 1e-3, 100.0 / 3, random.unit() * 400])
                    )
                })
            }
            let problems = violations(LayoutSpec(layout: .bidirectional, container: Size(width: 375, height: 667), options: layout, items: items))
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed) \(layout): \(problems.prefix(3))")
            }
            if failures > 3 { break }
        }
        #expect(failures == 0)
    }
}
