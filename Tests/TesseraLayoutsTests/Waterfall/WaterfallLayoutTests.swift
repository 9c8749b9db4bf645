import Testing
import TesseraCore
@testable import TesseraLayouts

@Suite("WaterfallLayout")
struct WaterfallLayoutTests {
    private func items(_ sections: [[Double]], spans: [[Int]]? = nil) -> ItemSet {
        ItemSet(sections: sections.enumerated().map { section, heights in
            heights.enumerated().map { item, height in
                ItemSet.Item(height: height, span: spans?[section][item] ?? 1)
            }
        })
    }

    private func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Rect {
        Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The seed's two-column stream with its default 6-point padding inside each cell.
    @Test func twoColumnStreamShortestColumn() throws {
        let result = try WaterfallLayout().layout(items([[100, 50, 80, 30]]), in: Size(width: 300, height: 600))
        #expect(result.frames == [
            rect(6, 6, 144, 106), rect(156, 6, 294, 56), rect(156, 68, 294, 148), rect(6, 118, 144, 148),
        ])
        #expect(result.contentSize == Size(width: 300, height: 154))
        #expect(result.scrollAxis == .vertical)
    }

    @Test func twoColumnStreamRoundRobin() throws {
        let result = try WaterfallLayout(placement: .roundRobin)
            .layout(items([[100, 50, 80, 30]]), in: Size(width: 300, height: 600))
        #expect(result.frames == [
            rect(6, 6, 144, 106), rect(156, 6, 294, 56), rect(6, 118, 144, 198), rect(156, 68, 294, 98),
        ])
        #expect(result.contentSize == Size(width: 300, height: 204))
    }

    /// Headers and footers (also for an empty section), `spacing` between every stacked
    /// block, and a section with its own column count.
    @Test func sectionsHeadersFootersAndSectionColumns() throws {
        let waterfall = WaterfallLayout(
            columns: 2, padding: 0, spacing: 10, headerLength: 20, footerLength: 5, sectionColumns: [0: 1, 9: 4]
        )
        let result = try waterfall.layout(items([[30, 40], [], [10, 20, 30]]), in: Size(width: 100, height: 0))
        let expected: [(ElementKind, Int, Int, Rect)] = [
            (.header, 0, 0, rect(0, 0, 100, 20)),
            (.cell, 0, 0, rect(0, 30, 100, 60)),
            (.cell, 0, 1, rect(0, 70, 100, 110)),
            (.footer, 0, 0, rect(0, 120, 100, 125)),
            (.header, 1, 0, rect(0, 135, 100, 155)),
            (.footer, 1, 0, rect(0, 165, 100, 170)),
            (.header, 2, 0, rect(0, 180, 100, 200)),
            (.cell, 2, 0, rect(0, 210, 45, 220)),
            (.cell, 2, 1, rect(55, 210, 100, 230)),
            (.cell, 2, 2, rect(0, 230, 45, 260)),
            (.footer, 2, 0, rect(0, 270, 100, 275)),
        ]
        #expect(result.count == expected.count)
        for (kind, section, item, frame) in expected {
            let id = try #require(result.element(kind, at: ItemPath(section: section, item: item)))
            #expect(result.frames[id] == frame, "\(kind.name) \(section)-\(item)")
        }
        #expect(result.contentSize == Size(width: 100, height: 275))
    }

    @Test func spanningAndFullWidthItems() throws {
        let result = try WaterfallLayout(columns: 3, padding: 0)
            .layout(items([[100, 50, 30, 20, 5]], spans: [[1, 1, 2, 3, 7]]), in: Size(width: 300, height: 0))
        #expect(result.frames == [
            rect(0, 0, 100, 100), rect(100, 0, 200, 50), rect(100, 50, 300, 80), rect(0, 100, 300, 120),
            rect(0, 120, 300, 125),
        ])
        #expect(result.contentSize == Size(width: 300, height: 125))
    }

    @Test(arguments: [
        (WaterfallLayout.Placement.leftToRight, [
            Rect(minX: 0, minY: 0, maxX: 100, maxY: 10), Rect(minX: 100, minY: 0, maxX: 200, maxY: 10),
            Rect(minX: 100, minY: 10, maxX: 300, maxY: 20), Rect(minX: 0, minY: 10, maxX: 100, maxY: 20),
            Rect(minX: 0, minY: 20, maxX: 300, maxY: 30),
        ]),
        (.rightToLeft, [
            Rect(minX: 200, minY: 0, maxX: 300, maxY: 10), Rect(minX: 100, minY: 0, maxX: 200, maxY: 10),
            Rect(minX: 0, minY: 10, maxX: 200, maxY: 20), Rect(minX: 200, minY: 10, maxX: 300, maxY: 20),
            Rect(minX: 0, minY: 20, maxX: 300, maxY: 30),
        ]),
        (.roundRobin, [
            Rect(minX: 0, minY: 0, maxX: 100, maxY: 10), Rect(minX: 100, minY: 0, maxX: 200, maxY: 10),
            Rect(minX: 0, minY: 10, maxX: 200, maxY: 20), Rect(minX: 200, minY: 0, maxX: 300, maxY: 10),
            Rect(minX: 0, minY: 20, maxX: 300, maxY: 30),
        ]),
    ])
    func fillOrdersWithSpans(placement: WaterfallLayout.Placement, expected: [Rect]) throws {
        let result = try WaterfallLayout(columns: 3, padding: 0, placement: placement)
            .layout(items([[10, 10, 10, 10, 10]], spans: [[1, 1, 2, 1, 3]]), in: Size(width: 300, height: 0))
        #expect(result.frames == expected)
    }

    @Test func shortestColumnTiesGoToTheLowestColumnAmongMany() throws {
        // Twelve columns use the tournament tree: equal heights must still fill left to right.
        let result = try WaterfallLayout(columns: 12, padding: 0)
            .layout(items([Array(repeating: 10, count: 25)]), in: Size(width: 120, height: 0))
        let columns = result.frames.map { Int($0.minX / 10) }
        #expect(columns == Array(0 ..< 12) + Array(0 ..< 12) + [0])
    }

    @Test func emptyInputs() throws {
        let none = try WaterfallLayout(headerLength: 10).layout(ItemSet(), in: Size(width: 300, height: 300))
        #expect(none.isEmpty)
        #expect(none.contentSize == .zero)
        // Headers of empty sections: full width, unpadded.
        let empty = try WaterfallLayout(headerLength: 10).layout(items([[], []]), in: Size(width: 300, height: 0))
        #expect(empty.frames == [rect(0, 0, 300, 10), rect(0, 10, 300, 20)])
        #expect(empty.kinds == [.header, .header])
        #expect(empty.contentSize == Size(width: 300, height: 20))
        let bare = try WaterfallLayout().layout(items([[], []]), in: Size(width: 300, height: 0))
        #expect(bare.isEmpty)
        #expect(bare.contentSize == .zero)
    }

    @Test func everyError() throws {
        let some = items([[10, 20], [30]])
        let size = Size(width: 300, height: 300)
        #expect(throws: LayoutError.invalidContainer(dimension: .width, value: .infinity)) {
            try WaterfallLayout().layout(some, in: Size(width: .infinity, height: 1))
        }
        #expect(throws: LayoutError.invalidContainer(dimension: .height, value: -2)) {
            try WaterfallLayout().layout(some, in: Size(width: 1, height: -2))
        }
        #expect(throws: LayoutError.invalidOption(name: "columns", value: 0, requirement: "an integer ≥ 1")) {
            try WaterfallLayout(columns: 0).layout(some, in: size)
        }
        for (waterfall, field) in [
            (WaterfallLayout(columns: GridLayout.maximumColumns + 1), "options.columns"),
            (WaterfallLayout(padding: .nan), "options.padding"),
            (WaterfallLayout(spacing: -1), "options.spacing"),
            (WaterfallLayout(headerLength: .infinity), "options.headerLength"),
            (WaterfallLayout(footerLength: -1), "options.footerLength"),
        ] {
            #expect(performing: { try waterfall.layout(some, in: size) }, throws: { error in
                guard let error = error as? LayoutError, case .invalidOption = error else { return false }
                return error.field == field
            })
        }
        let badSection = WaterfallLayout(sectionColumns: [1: 0, 4: -1])
        #expect(performing: { try badSection.layout(some, in: size) }, throws: { error in
            guard let error = error as? LayoutError,
                  case .invalidSectionOption(section: 1, name: "columns", value: 0, _) = error else { return false }
            return error.field == "sections[1].columns"
        })
        #expect(throws: LayoutError.negativeItemLength(option: "spacing", value: 60, itemLength: -20.0 / 3)) {
            try WaterfallLayout(columns: 3, spacing: 60).layout(some, in: Size(width: 100, height: 0))
        }
        #expect(throws: LayoutError.negativeItemLength(option: "padding", value: 30, itemLength: -10)) {
            try WaterfallLayout(columns: 2, padding: 30).layout(some, in: Size(width: 100, height: 0))
        }
        // A section's own column count can be what leaves no room.
        #expect(throws: LayoutError.negativeItemLength(option: "padding", value: 6, itemLength: -2)) {
            try WaterfallLayout(sectionColumns: [1: 10]).layout(some, in: Size(width: 100, height: 0))
        }
        for (height, item) in [(Double.nan, 1), (-1, 0), (.infinity, 1)] {
            var bad = some
            bad[ItemPath(section: 1, item: 0)] = ItemSet.Item(height: 5)
            bad[ItemPath(section: 0, item: item)] = ItemSet.Item(height: height)
            #expect(performing: { try WaterfallLayout().layout(bad, in: size) }, throws: { error in
                guard let error = error as? LayoutError,
                      case .invalidItemLength(ItemPath(section: 0, item: item), dimension: .height, _) = error
                else { return false }
                return error.field == "sections[0].items[\(item)].height"
            })
        }
        #expect(throws: LayoutError.invalidSpan(ItemPath(section: 1, item: 0), value: 0)) {
            try WaterfallLayout().layout(items([[1], [1]], spans: [[1], [0]]), in: size)
        }
        #expect(throws: LayoutError.contentOverflow(option: "footerLength", value: 1e308)) {
            try WaterfallLayout(footerLength: 1e308).layout(items([[], []]), in: size)
        }
        #expect(throws: LayoutError.invalidItemLength(ItemPath(section: 0, item: 1), dimension: .height, value: 1e308)) {
            try WaterfallLayout(columns: 1, padding: 0).layout(items([[1e308, 1e308]]), in: size)
        }
    }

    @Test func columnWorkBeyondTheLimitIsRefusedNamingTheColumns() throws {
        // 300 sections of about a million columns each: once gigabytes of column lines.
        let sections = (0 ..< 300).map { _ in [ItemSet.Item(height: 1)] }
        let overrides = Dictionary(uniqueKeysWithValues: (0 ..< 300).map { ($0, 1_000_000 - $0) })
        let refused = WaterfallLayout(columns: 2, padding: 0, sectionColumns: overrides)
        #expect(throws: LayoutError.invalidSectionOption(
            section: 67, name: "columns", value: 999_933,
            requirement: "an integer in 1...1048576, with columns × (1 + spanning items) adding up to at most 67108864 over the sections"
        )) { try refused.layout(ItemSet(sections: sections), in: Size(width: 100, height: 100)) }
        // A million columns and spanning items, each a scan of the columns.
        let spanning = ItemSet(sections: [Array(repeating: ItemSet.Item(height: 1, span: 2), count: 100)])
        #expect(throws: LayoutError.self) {
            try WaterfallLayout(columns: 1_000_000, padding: 0).layout(spanning, in: Size(width: 100, height: 100))
        }
        // Within the limit: a million columns once, or many sections of few columns.
        _ = try WaterfallLayout(columns: 1_000_000, padding: 0).layout(ItemSet(sections: [[ItemSet.Item(height: 1)]]), in: Size(width: 100, height: 100))
        let many = ItemSet(sections: Array(repeating: [ItemSet.Item(height: 1, span: 2)], count: 10_000))
        _ = try WaterfallLayout(columns: 8, padding: 0).layout(many, in: Size(width: 100, height: 100))
    }

    @Test func anOverflowingHeightIsNamedAsAnOverflow() {
        let items = ItemSet(sections: [[ItemSet.Item(height: 1.7e308), ItemSet.Item(height: 1.7e308)]])
        do {
            _ = try WaterfallLayout(columns: 1, padding: 0).layout(items, in: Size(width: 100, height: 100))
            Issue.record("accepted")
        } catch {
            #expect(error.description == "sections[0].items[1].height: 1.7e+308 is too large: the content's extent overflows to infinity (lengths must add up to a finite number)")
        }
    }
}
