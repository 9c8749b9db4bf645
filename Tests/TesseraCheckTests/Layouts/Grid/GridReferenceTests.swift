import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// `GridReference` (`gridGeometry`) holds on the grid's results and reports each kind of
/// mistake a one-line bug makes, with the element and the reason.
@Suite("Grid reference model")
struct GridReferenceTests: ReferenceModelTesting {
    let checked: Set<Invariant> = [.gridGeometry]

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
}
