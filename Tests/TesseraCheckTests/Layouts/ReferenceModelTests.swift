import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// Each engine's own invariants — its reference model — hold on its results and report each
/// kind of mistake a one-line bug makes, with the element and the reason.
@Suite("Reference models")
struct ReferenceModelTests {
    /// The layout's own violations of `result` for `spec`.
    func own<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>, _ result: LayoutResult) -> [InvariantViolation] {
        spec.layout.layoutViolations(of: result, for: spec, checking: Set(spec.layout.layoutInvariants), limit: 3)
    }

    /// `result` with `change` applied to its elements (kinds, paths, frames) and content size.
    func edited(_ result: LayoutResult, _ change: (inout [LayoutResult.Element], inout Size) -> Void) throws -> LayoutResult {
        var elements = result.elements
        var size = result.contentSize
        change(&elements, &size)
        return try LayoutResult(contentSize: size, scrollAxis: result.scrollAxis, elements: elements)
    }

    func id<Definition: LayoutDefinition>(_ result: LayoutResult, _ kind: ElementKind, _ section: Int, _ item: Int, in _: LayoutSpec<Definition>) throws -> Int {
        try #require(result.element(kind, at: ItemPath(section: section, item: item)))
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal], [GridLayout.Packing.dense, .sparse])
    func gridGeometry(axis: ScrollAxis, packing: GridLayout.Packing) throws {
        let insets = Insets(top: 1, left: 3, bottom: 5, right: 7)
        let items = ItemSet(sections: [[1, 2, 1, 3, 1, 1].map { ItemSet.Item(span: $0) }, [], [1, 1].map { ItemSet.Item(span: $0) }])
        let options = GridLayout(columns: 3, spacing: 2, axis: axis, itemAspect: 0.5, headerLength: 10, insets: insets, packing: packing)
        let spec = LayoutSpec(layout: .grid, container: Size(width: 320, height: 320), options: options, items: items)
        let result = try spec.run()
        #expect(own(spec, result).isEmpty)
        let along: WritableKeyPath<Rect, Double> = axis == .vertical ? \.minY : \.minX
        let alongEnd: WritableKeyPath<Rect, Double> = axis == .vertical ? \.maxY : \.maxX
        // A row that swallows the spacing: the second section's first row starts 2 earlier.
        let cell = try id(result, .cell, 2, 0, in: spec)
        let swallowed = try edited(result) { elements, _ in
            elements[cell].frame[keyPath: along] -= 2
            elements[cell].frame[keyPath: alongEnd] -= 2
        }
        #expect(own(spec, swallowed).first?.message.contains("cell 2-0 #\(cell)") == true)
        #expect(own(spec, swallowed).first?.invariant == .gridGeometry)
        // itemAspect ignored: a 1 × 1 cell as long as it is wide.
        let first = try id(result, .cell, 0, 0, in: spec)
        let square = try edited(result) { elements, _ in
            let frame = elements[first].frame
            elements[first].frame[keyPath: alongEnd] = frame[keyPath: along] + (axis == .vertical ? frame.width : frame.height)
        }
        let rowLength = 0.5 * ((320.0 - (axis == .vertical ? 10 : 6) - 2 * 2) / 3)
        #expect(own(spec, square).first?.message.contains("rows \(rowLength)") == true, "\(own(spec, square))")
        // A header dropped, and the content padded.
        let header = try id(result, .header, 2, 0, in: spec)
        let headless = try edited(result) { elements, _ in elements.remove(at: header) }
        #expect(own(spec, headless).first?.message.contains("no header at 2-0") == true)
        let padded = try edited(result) { _, size in size.height += 1 }
        #expect(own(spec, padded).first?.message.contains("content size") == true)
    }

    @Test func gridPlacementWalk() throws {
        // Four columns; 1, 2, 3 spans: the 3-span fits nowhere beside the 2-span and goes to
        // row 2; dense packing back-fills the last 1-span into the hole on row 0, sparse packing
        // puts it after the 3-span.
        let items = ItemSet(sections: [[1, 2, 3, 1].map { ItemSet.Item(span: $0) }])
        for packing in GridLayout.Packing.allCases {
            let spec = LayoutSpec(layout: .grid, container: Size(width: 40, height: 40), options: .init(columns: 4, packing: packing), items: items)
            let result = try spec.run()
            #expect(own(spec, result).isEmpty)
            let last = result.frames[3]
            #expect(last == (packing == .dense ? Rect(minX: 30, minY: 0, maxX: 40, maxY: 10) : Rect(minX: 30, minY: 20, maxX: 40, maxY: 30)))
            // The other packing's position for the last item is a violation.
            let swapped = try edited(result) { elements, _ in
                elements[3].frame = packing == .dense ? Rect(minX: 30, minY: 20, maxX: 40, maxY: 30) : Rect(minX: 30, minY: 0, maxX: 40, maxY: 10)
            }
            #expect(own(spec, swapped).first?.message.contains("\(packing.rawValue) walk") == true)
        }
    }

    @Test(arguments: WaterfallLayout.Placement.allCases)
    func waterfallPlacement(placement: WaterfallLayout.Placement) throws {
        let items = ItemSet(sections: [[], [30, 10, 20, 40, 5].map { ItemSet.Item(height: $0) } + [ItemSet.Item(height: 7, span: 2)]])
        let options = WaterfallLayout(columns: 3, padding: 1, placement: placement, spacing: 2, headerLength: 8, footerLength: 4)
        let spec = LayoutSpec(layout: .waterfall, container: Size(width: 100, height: 100), options: options, items: items)
        let result = try spec.run()
        #expect(own(spec, result).isEmpty)
        // Two cells of the same height in different columns swapped.
        let first = try id(result, .cell, 1, 0, in: spec), second = try id(result, .cell, 1, 1, in: spec)
        let swapped = try edited(result) { elements, _ in
            let (a, b) = (elements[first].frame, elements[second].frame)
            elements[first].frame = Rect(minX: b.minX, minY: a.minY, maxX: b.maxX, maxY: a.maxY)
            elements[second].frame = Rect(minX: a.minX, minY: b.minY, maxX: a.maxX, maxY: b.maxY)
        }
        let violation = try #require(own(spec, swapped).first)
        #expect(violation.invariant == .waterfallPlacement)
        #expect(violation.message.contains(placement.rawValue), "\(violation)")
        // The empty section keeps its header and footer; dropping its footer is reported.
        let footer = try id(result, .footer, 0, 0, in: spec)
        let dropped = try edited(result) { elements, _ in elements.remove(at: footer) }
        #expect(own(spec, dropped).first.map { $0.invariant == .waterfallStacking && $0.message.contains("no footer at 0-0") } == true)
    }

    @Test func waterfallStacking() throws {
        let items = ItemSet(sections: [[10, 20].map { ItemSet.Item(height: $0) }, [15].map { ItemSet.Item(height: $0) }])
        let spec = LayoutSpec(
            layout: .waterfall, container: Size(width: 60, height: 100),
            options: .init(columns: 2, padding: 0, spacing: 3, headerLength: 5, footerLength: 6), items: items
        )
        let result = try spec.run()
        #expect(own(spec, result).isEmpty)
        // The second section's cells start without the spacing after its header.
        let cell = try id(result, .cell, 1, 0, in: spec)
        let early = try edited(result) { elements, _ in
            elements[cell].frame.minY -= 3
            elements[cell].frame.maxY -= 3
        }
        let violation = try #require(own(spec, early).first)
        #expect(violation.invariant == .waterfallStacking && violation.message.contains("section 1's columns start at"), "\(violation)")
        // A header pushed past the content.
        let header = try id(result, .header, 1, 0, in: spec)
        let pushed = try edited(result) { elements, size in elements[header].frame.maxY = size.height + 1 }
        #expect(own(spec, pushed).contains { $0.message.contains("header 1-0") })
    }

    @Test func bidirectionalGeometry() throws {
        let items = ItemSet(sections: [[(10, 5), (20, 8)], [], [(7, 3)]].map { $0.map { ItemSet.Item(width: $0.0, height: $0.1) } })
        let spec = LayoutSpec(layout: .bidirectional, container: Size(width: 50, height: 50), options: .init(itemSpacing: 2, rowSpacing: 3), items: items)
        let result = try spec.run()
        #expect(own(spec, result).isEmpty)
        #expect(result.frames[2] == Rect(minX: 0, minY: 11, maxX: 7, maxY: 14))
        // Spacing used on the wrong axis: the second item 3 to the right of the first.
        let wrongAxis = try edited(result) { elements, _ in
            elements[1].frame.minX += 1
            elements[1].frame.maxX += 1
        }
        #expect(own(spec, wrongAxis).first?.message.contains("itemSpacing 2.0 after item 0") == true)
        let tall = try edited(result) { _, size in size.height = 15 }
        #expect(own(spec, tall).first?.message.contains("widest row") == true)
    }
}
