import Testing
import TesseraCore
@testable import TesseraLayouts

@Suite("GridLayout")
struct GridLayoutTests {
    private func items(_ sections: [[Int]]) -> ItemSet {
        ItemSet(sections: sections.map { $0.map { ItemSet.Item(span: $0) } })
    }

    private func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Rect {
        Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Three 100-point columns 10 apart, 2×2 spans, 20-point headers: computed by hand with
    /// the seed's rules (header, spacing, rows; spacing before the next header; a blocked
    /// item back-fills and the cursor stays).
    @Test func threeColumnsWithSpansAndHeadersVertical() throws {
        let grid = GridLayout(columns: 3, spacing: 10, headerLength: 20)
        let result = try grid.layout(items([[2, 1, 1, 1, 1], [1, 2]]), in: Size(width: 320, height: 480))
        let expected: [(ElementKind, ItemPath, Rect)] = [
            (.header, ItemPath(section: 0, item: 0), rect(0, 0, 320, 20)),
            (.cell, ItemPath(section: 0, item: 0), rect(0, 30, 210, 240)),
            (.cell, ItemPath(section: 0, item: 1), rect(220, 30, 320, 130)),
            (.cell, ItemPath(section: 0, item: 2), rect(220, 140, 320, 240)),
            (.cell, ItemPath(section: 0, item: 3), rect(0, 250, 100, 350)),
            (.cell, ItemPath(section: 0, item: 4), rect(110, 250, 210, 350)),
            (.header, ItemPath(section: 1, item: 0), rect(0, 360, 320, 380)),
            (.cell, ItemPath(section: 1, item: 0), rect(0, 390, 100, 490)),
            (.cell, ItemPath(section: 1, item: 1), rect(110, 390, 320, 600)),
        ]
        #expect(result.count == expected.count)
        for (kind, path, frame) in expected {
            let id = try #require(result.element(kind, at: path))
            #expect(result.frames[id] == frame, "\(kind.name) \(path)")
        }
        #expect(result.contentSize == Size(width: 320, height: 600))
        #expect(result.scrollAxis == .vertical)
    }

    @Test func horizontalIsTheVerticalLayoutTransposed() throws {
        let sections = items([[2, 1, 1, 1, 1], [1, 2]])
        let vertical = try GridLayout(columns: 3, spacing: 10, headerLength: 20)
            .layout(sections, in: Size(width: 320, height: 999))
        let horizontal = try GridLayout(columns: 3, spacing: 10, axis: .horizontal, headerLength: 20)
            .layout(sections, in: Size(width: 999, height: 320))
        #expect(horizontal.frames == vertical.frames.map(\.transposed))
        #expect(horizontal.contentSize == Size(width: 600, height: 320))
        #expect(horizontal.scrollAxis == .horizontal)
    }

    /// Insets shift frames and pad the content; across is the container's height here.
    @Test func horizontalWithInsetsAndAspect() throws {
        let grid = GridLayout(
            columns: 2, axis: .horizontal, itemAspect: 2, insets: Insets(top: 5, left: 7, bottom: 3, right: 11)
        )
        let result = try grid.layout(items([[1, 1, 1]]), in: Size(width: 50, height: 100))
        #expect(result.frames == [rect(7, 5, 99, 51), rect(7, 51, 99, 97), rect(99, 5, 191, 51)])
        #expect(result.contentSize == Size(width: 202, height: 100))
    }

    @Test func verticalWithInsetsIsTightAcross() throws {
        let grid = GridLayout(columns: 4, spacing: 0, insets: Insets(top: 1, left: 2, bottom: 3, right: 4))
        let result = try grid.layout(items([[1]]), in: Size(width: 406, height: 100))
        #expect(result.frames == [rect(2, 1, 102, 101)])
        // One item in four columns: the content ends at its edge, not at the container's.
        #expect(result.contentSize == Size(width: 106, height: 104))
    }

    @Test func denseBackFillsAndSparseDoesNot() throws {
        let spans = items([[1, 1, 2, 1]])
        let dense = try GridLayout(columns: 3).layout(spans, in: Size(width: 300, height: 0))
        let sparse = try GridLayout(columns: 3, packing: .sparse).layout(spans, in: Size(width: 300, height: 0))
        let common = [rect(0, 0, 100, 100), rect(100, 0, 200, 100), rect(0, 100, 200, 300)]
        #expect(dense.frames == common + [rect(200, 0, 300, 100)])
        #expect(sparse.frames == common + [rect(200, 100, 300, 200)])
        #expect(dense.contentSize == Size(width: 300, height: 300))
    }

    @Test func spansAboveTheColumnCountAreClampedToIt() throws {
        let result = try GridLayout(columns: 2, spacing: 4).layout(items([[5, 1]]), in: Size(width: 204, height: 0))
        #expect(result.frames == [rect(0, 0, 204, 204), rect(0, 208, 100, 308)])
    }

    @Test func emptyInputs() throws {
        let grid = GridLayout(columns: 3, headerLength: 40, insets: Insets(top: 1, left: 2, bottom: 3, right: 4))
        let none = try grid.layout(ItemSet(), in: Size(width: 300, height: 300))
        #expect(none.isEmpty)
        #expect(none.contentSize == Size(width: 6, height: 4))
        let emptySections = try grid.layout(items([[], [], []]), in: Size(width: 300, height: 300))
        #expect(emptySections.isEmpty)
        #expect(emptySections.element(.header, at: ItemPath(section: 1, item: 0)) == nil)
        // An empty section between two others gets no header and adds no spacing.
        let gap = try GridLayout(columns: 1, spacing: 10, headerLength: 5)
            .layout(items([[1], [], [1]]), in: Size(width: 10, height: 0))
        #expect(gap.frames == [rect(0, 0, 10, 5), rect(0, 15, 10, 25), rect(0, 35, 10, 40), rect(0, 50, 10, 60)])
    }

    @Test func sectionsWithoutHeadersFollowEachOtherDirectly() throws {
        let result = try GridLayout(columns: 2, spacing: 10).layout(items([[1], [1]]), in: Size(width: 210, height: 0))
        #expect(result.frames == [rect(0, 0, 100, 100), rect(0, 100, 100, 200)])
    }

    @Test func everyError() throws {
        let some = items([[1, 1], [1, 1, 0]])
        let size = Size(width: 300, height: 300)
        #expect(throws: LayoutError.invalidContainer(dimension: .width, value: -1)) {
            try GridLayout().layout(some, in: Size(width: -1, height: 0))
        }
        #expect(throws: LayoutError.self) { try GridLayout().layout(some, in: Size(width: 1, height: .nan)) }
        #expect(throws: LayoutError.invalidOption(name: "columns", value: 0, requirement: "an integer ≥ 1")) {
            try GridLayout(columns: 0).layout(some, in: size)
        }
        let tooMany = GridLayout(columns: GridLayout.maximumColumns + 1)
        #expect(performing: { try tooMany.layout(some, in: size) }, throws: { ($0 as? LayoutError)?.field == "options.columns" })
        for (grid, field) in [
            (GridLayout(spacing: -1), "options.spacing"),
            (GridLayout(spacing: .infinity), "options.spacing"),
            (GridLayout(itemAspect: 0), "options.itemAspect"),
            (GridLayout(itemAspect: .nan), "options.itemAspect"),
            (GridLayout(headerLength: -0.5), "options.headerLength"),
            (GridLayout(insets: Insets(left: .nan)), "options.insets.left"),
            (GridLayout(insets: Insets(bottom: -1)), "options.insets.bottom"),
        ] {
            #expect(performing: { try grid.layout(some, in: size) }, throws: { error in
                guard let error = error as? LayoutError, case .invalidOption = error else { return false }
                return error.field == field
            })
        }
        #expect(throws: LayoutError.negativeItemLength(option: "insets", value: 400, itemLength: -100)) {
            try GridLayout(insets: Insets(left: 200, right: 200)).layout(some, in: size)
        }
        #expect(throws: LayoutError.negativeItemLength(option: "insets", value: 310, itemLength: -10)) {
            try GridLayout(axis: .horizontal, insets: Insets(top: 300, bottom: 10)).layout(some, in: size)
        }
        #expect(throws: LayoutError.negativeItemLength(option: "spacing", value: 200, itemLength: -100.0 / 3)) {
            try GridLayout(columns: 3, spacing: 200).layout(some, in: size)
        }
        #expect(throws: LayoutError.invalidSpan(ItemPath(section: 1, item: 2), value: 0)) {
            try GridLayout(columns: 2).layout(some, in: size)
        }
        #expect(throws: LayoutError.invalidSpan(ItemPath(section: 0, item: 0), value: -3)) {
            try GridLayout(columns: 2).layout(items([[-3]]), in: size)
        }
        #expect(throws: LayoutError.contentOverflow(option: "itemAspect", value: 1e306)) {
            try GridLayout(itemAspect: 1e306).layout(items([[1, 1, 1]]), in: Size(width: 100, height: 0))
        }
        #expect(throws: LayoutError.contentOverflow(option: "headerLength", value: 1e308)) {
            try GridLayout(headerLength: 1e308).layout(items([[1], [1]]), in: Size(width: 100, height: 0))
        }
        #expect(throws: LayoutError.contentOverflow(option: "itemAspect", value: 1e300)) {
            try GridLayout(itemAspect: 1e300).layout(items([[1]]), in: Size(width: 1e10, height: 0))
        }
    }

    @Test func widthAndHeightAreNotRead() throws {
        let odd = ItemSet(sections: [[ItemSet.Item(width: .nan, height: -5, span: 1)]])
        let result = try GridLayout(columns: 2).layout(odd, in: Size(width: 100, height: 0))
        #expect(result.frames == [rect(0, 0, 50, 50)])
    }
}

@Suite struct GridContainerEdgeTests {
    /// Found by the fuzzer (case 16031): the last column ended at `left + (width − left)`,
    /// an ulp past the container, so the content was an ulp wider than the collection view.
    @Test func lastColumnEndsExactlyAtTheContainerMinusTheTrailingInset() throws {
        let width = 885.0834788519065, left = 10.544919346029417
        #expect(left + (width - left) > width, "the input no longer exercises the rounding")
        let grid = GridLayout(columns: 1, insets: Insets(left: left))
        let result = try grid.layout(ItemSet(sections: [[.init()]]), in: Size(width: width, height: 1))
        #expect(result.frames[0].maxX == width)
        #expect(result.contentSize.width == width)

        let horizontal = GridLayout(columns: 3, spacing: 1.5, axis: .horizontal, insets: Insets(top: left, bottom: 0.3))
        let rows = try horizontal.layout(ItemSet(sections: [[.init(), .init(), .init()]]), in: Size(width: 1, height: width))
        #expect(rows.frames.map(\.maxY).max() == width - 0.3)
    }

    @Test func aSpanCoveringTooManyCellsIsRefused() throws {
        // 2²⁰ columns and a span of 2²⁰: 128 GB of occupancy bits.
        let items = ItemSet(sections: [[ItemSet.Item(span: 1 << 20), ItemSet.Item()]])
        #expect(throws: LayoutError.invalidSpan(ItemPath(section: 0, item: 0), value: 1 << 20)) {
            try GridLayout(columns: 1 << 20).layout(items, in: Size(width: 100, height: 100))
        }
        #expect(LayoutError.invalidSpan(ItemPath(section: 0, item: 0), value: 1 << 20).description.contains("is too large for this grid"))
        // Clamped to the columns, the same span is fine in a narrow grid.
        _ = try GridLayout(columns: 1024).layout(items, in: Size(width: 100, height: 100))
        _ = try GridLayout(columns: 1 << 20).layout(ItemSet(sections: [[ItemSet.Item()]]), in: Size(width: 100, height: 100))
    }
}
