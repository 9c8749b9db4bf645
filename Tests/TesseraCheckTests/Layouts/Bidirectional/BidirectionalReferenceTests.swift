import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// `BidirectionalReference` (`bidirectionalGeometry`) holds on the bidirectional layout's
/// results and reports each kind of mistake a one-line bug makes, with the element and the reason.
@Suite("Bidirectional reference model")
struct BidirectionalReferenceTests: ReferenceModelTesting {
    let checked: Set<Invariant> = [.bidirectionalGeometry]

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
