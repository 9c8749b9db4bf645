import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// `WaterfallReference` (`waterfallPlacement`, `waterfallStacking`) holds on the waterfall's
/// results and reports each kind of mistake a one-line bug makes, with the element and the reason.
@Suite("Waterfall reference model")
struct WaterfallReferenceTests: ReferenceModelTesting {
    let checked: Set<Invariant> = [.waterfallPlacement, .waterfallStacking]

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
}
