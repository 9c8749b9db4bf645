import Testing
import TesseraCore

@Suite struct ItemSetTests {
    typealias Item = ItemSet.Item

    @Test func sectionsAndFlatIndices() {
        let set = ItemSet(sections: [[Item(width: 1), Item(width: 2)], [], [Item(width: 3, height: 4, span: 2)]])
        #expect(set.sectionCount == 3)
        #expect(set.itemCount == 3)
        #expect(set.sectionStarts == [0, 2, 2, 3])
        #expect(set.flatRange(ofSection: 1).isEmpty)
        #expect(set.flatIndex(of: ItemPath(section: 2, item: 0)) == 2)
        #expect(set.flatIndex(of: ItemPath(section: 1, item: 0)) == nil)
        #expect(set.flatIndex(of: ItemPath(section: 3, item: 0)) == nil)
        #expect(set.flatIndex(of: ItemPath(section: -1, item: 0)) == nil)
        #expect(set.path(ofFlatIndex: 2) == ItemPath(section: 2, item: 0))
        #expect(set.path(ofFlatIndex: 1) == ItemPath(section: 0, item: 1))
        #expect(set[ItemPath(section: 2, item: 0)] == Item(width: 3, height: 4, span: 2))
    }

    @Test func defaults() {
        let item = Item()
        #expect(item.width == 0 && item.height == 0 && item.span == 1)
        let empty = ItemSet()
        #expect(empty.sectionCount == 0 && empty.isEmpty)
    }

    @Test func appendAndRemove() {
        var set = ItemSet()
        set.append(Item(width: 1))
        set.appendSection()
        set.append(Item(width: 2))
        set.append(Item(width: 3))
        #expect(set.sectionStarts == [0, 1, 3])
        set.removeItem(at: ItemPath(section: 1, item: 0))
        #expect(set.items(inSection: 1) == [Item(width: 3)])
        set.removeSection(0)
        #expect(set.sectionStarts == [0, 1])
        #expect(set.widths == [3])
    }

    @Test func uniformInitializer() {
        let set = ItemSet(sectionCount: 3, itemsPerSection: 4, item: Item(height: 5))
        #expect(set.itemCount == 12)
        #expect(set.sectionStarts == [0, 4, 8, 12])
        #expect(set.heights.allSatisfy { $0 == 5 })
    }

    @Test func validationNamesTheFirstBadItem() {
        let set = ItemSet(sections: [[Item(width: 1)], [Item(width: 2), Item(width: -1), Item(width: .nan)]])
        #expect(throws: LayoutError.invalidItemLength(ItemPath(section: 1, item: 1), dimension: .width, value: -1)) {
            try set.validate(.width)
        }
        let infinite = ItemSet(sections: [[Item(height: .infinity)]])
        #expect(throws: LayoutError.invalidItemLength(ItemPath(section: 0, item: 0), dimension: .height, value: .infinity)) {
            try infinite.validate([.width, .height])
        }
        let zeroSpan = ItemSet(sections: [[], [Item(span: 1), Item(span: 0)]])
        #expect(throws: LayoutError.invalidSpan(ItemPath(section: 1, item: 1), value: 0)) {
            try zeroSpan.validate(.span)
        }
        #expect(throws: Never.self) { try zeroSpan.validate([.width, .height]) }
    }

    @Test func nanIsReported() throws {
        let set = ItemSet(sections: [[Item(width: .nan)]])
        do {
            try set.validate(.width)
            Issue.record("NaN width passed validation")
        } catch {
            #expect(error.field == "sections[0].items[0].width")
            guard case let .invalidItemLength(_, _, value) = error else {
                Issue.record("wrong case \(error)")
                return
            }
            #expect(value.isNaN)
        }
    }
}
