import Testing
import TesseraCore

@Suite struct LayoutResultTests {
    @Test func appendAndLookUpInConstantTime() {
        let items = ItemSet(sections: [[.init(), .init()], [], [.init()]])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        let header = result.appendHeader(Rect(minX: 0, minY: 0, maxX: 10, maxY: 2), section: 0)
        let a = result.appendCell(Rect(minX: 0, minY: 2, maxX: 5, maxY: 7), at: ItemPath(section: 0, item: 0))
        let b = result.appendCell(Rect(minX: 5, minY: 2, maxX: 10, maxY: 7), at: ItemPath(section: 0, item: 1))
        let c = result.appendCell(Rect(minX: 0, minY: 7, maxX: 5, maxY: 12), at: ItemPath(section: 2, item: 0))
        let footer = result.appendFooter(Rect(minX: 0, minY: 12, maxX: 10, maxY: 13), section: 2)
        #expect(result.count == 5)
        #expect(result.cell(at: ItemPath(section: 0, item: 0)) == a)
        #expect(result.cell(at: ItemPath(section: 0, item: 1)) == b)
        #expect(result.cell(at: ItemPath(section: 2, item: 0)) == c)
        #expect(result.cell(at: ItemPath(section: 1, item: 0)) == nil)
        #expect(result.cell(at: ItemPath(section: 0, item: 2)) == nil)
        #expect(result.cell(at: ItemPath(section: 9, item: 0)) == nil)
        #expect(result.element(.header, at: ItemPath(section: 0, item: 0)) == header)
        #expect(result.element(.header, at: ItemPath(section: 2, item: 0)) == nil)
        #expect(result.element(.footer, at: ItemPath(section: 2, item: 0)) == footer)
        #expect(result[b] == .init(kind: .cell, path: ItemPath(section: 0, item: 1), frame: Rect(minX: 5, minY: 2, maxX: 10, maxY: 7)))
        #expect(result.framesUnion == Rect(minX: 0, minY: 0, maxX: 10, maxY: 13))
    }

    @Test func importedElementsAreValidated() throws {
        let frame = Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)
        let result = try LayoutResult(
            contentSize: Size(width: 1, height: 1), scrollAxis: .vertical,
            elements: [.init(kind: .cell, path: ItemPath(section: 1, item: 3), frame: frame)]
        )
        #expect(result.cell(at: ItemPath(section: 1, item: 3)) == 0)
        #expect(result.cell(at: ItemPath(section: 1, item: 2)) == nil)
        #expect(throws: LayoutError.self) {
            try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: frame),
                .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: frame),
            ])
        }
        do {
            _ = try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: Rect(minX: .nan, minY: 0, maxX: 1, maxY: 1)),
            ])
            Issue.record("a NaN frame was accepted")
        } catch {
            #expect(error.field == "elements[0].frame")
        }
        #expect(throws: LayoutError.self) {
            try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .header, path: ItemPath(section: -1, item: 0), frame: frame),
            ])
        }
    }

    /// `appendCells` hands out consecutive chunks (one or more) covering the items and records
    /// each cell's path.
    @Test func bulkAppendInChunks() throws {
        let items = ItemSet(sectionCount: 2, itemsPerSection: 5000)
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        result.appendHeader(Rect(minX: 0, minY: 0, maxX: 1, maxY: 1), section: 1)
        var chunks: [Range<Int>] = []
        let first = result.appendCells(section: 1, items: 3 ..< 4999) { frames, firstItem in
            chunks.append(firstItem ..< firstItem + frames.count)
            for index in 0 ..< frames.count {
                let item = Double(firstItem + index)
                frames[index] = Rect(minX: item, minY: 0, maxX: item + 1, maxY: 1)
            }
        }
        #expect(first == 1)
        #expect(chunks.first?.lowerBound == 3 && chunks.last?.upperBound == 4999)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
        #expect(result.count == 4997)
        for item in [3, 2050, 2051, 4998] {
            let id = try #require(result.cell(at: ItemPath(section: 1, item: item)))
            #expect(result[id] == LayoutResult.Element(
                kind: .cell, path: ItemPath(section: 1, item: item),
                frame: Rect(minX: Double(item), minY: 0, maxX: Double(item + 1), maxY: 1)
            ))
        }
        #expect(result.cell(at: ItemPath(section: 1, item: 2)) == nil)
        #expect(result.cell(at: ItemPath(section: 0, item: 3)) == nil)
    }

    /// `appendCells` appends nothing when its writer throws.
    @Test func bulkAppendRollsBackOnThrow() throws {
        let items = ItemSet(sections: [[ItemSet.Item(), ItemSet.Item()]])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        #expect(throws: LayoutError.invalidSpan(ItemPath(section: 0, item: 1), value: 0)) {
            try result.appendCells(section: 0, items: 0 ..< 2) { (frames, _) throws(LayoutError) in
                frames[0] = Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)
                throw .invalidSpan(ItemPath(section: 0, item: 1), value: 0)
            }
        }
        #expect(result.isEmpty)
        #expect(result.cell(at: ItemPath(section: 0, item: 0)) == nil)
        let first = result.appendCells(section: 0, items: 1 ..< 2) { frames, _ in frames[0] = Rect(minX: 1, minY: 2, maxX: 3, maxY: 4) }
        #expect(first == 0)
        #expect(result.cell(at: ItemPath(section: 0, item: 1)) == 0)
        #expect(result[0] == LayoutResult.Element(kind: .cell, path: ItemPath(section: 0, item: 1), frame: Rect(minX: 1, minY: 2, maxX: 3, maxY: 4)))
    }
}

@Suite struct SparseLayoutResultTests {
    static let frame = Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)

    @Test func farPathsUseAHashTableNotTablesByIndex() throws {
        let far = Int(Int32.max)
        let result = try LayoutResult(contentSize: Size(width: 1, height: 1), scrollAxis: .vertical, elements: [
            .init(kind: .cell, path: ItemPath(section: far, item: far), frame: Self.frame),
            .init(kind: .header, path: ItemPath(section: far, item: 0), frame: Self.frame),
            .init(kind: .cell, path: ItemPath(section: 0, item: 3), frame: Self.frame),
        ])
        #expect(result.hasSparseLookup)
        #expect(result.memoryBytes < 4096)
        #expect(result.sectionCount == far + 1)
        #expect(result.cell(at: ItemPath(section: far, item: far)) == 0)
        #expect(result.element(.header, at: ItemPath(section: far, item: 0)) == 1)
        #expect(result.cell(at: ItemPath(section: 0, item: 3)) == 2)
        #expect(result.cell(at: ItemPath(section: 0, item: 2)) == nil)
        #expect(result.element(.footer, at: ItemPath(section: far, item: 0)) == nil)
        #expect(result.cell(at: ItemPath(section: -1, item: 0)) == nil)
        // Listed twice is still found.
        #expect(throws: LayoutError.self) {
            try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: [
                .init(kind: .cell, path: ItemPath(section: far, item: 1), frame: Self.frame),
                .init(kind: .cell, path: ItemPath(section: far, item: 1), frame: Self.frame),
            ])
        }
    }

    @Test func denseResultsKeepTheirTables() throws {
        let elements = (0 ..< 100).map { LayoutResult.Element(kind: .cell, path: ItemPath(section: $0 % 3, item: $0 / 3), frame: Self.frame) }
        let result = try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: elements)
        #expect(!result.hasSparseLookup)
        for (id, element) in elements.enumerated() { #expect(result.cell(at: element.path) == id) }
    }

    @Test func sparseAndDenseLookupsAgree() throws {
        // The same elements, shifted so that one result needs more table entries than allowed.
        for shift in [0, 1_000_000] {
            let headers = (0 ..< 7).map { LayoutResult.Element(kind: .header, path: ItemPath(section: $0 + shift, item: 0), frame: Self.frame) }
            let cells = (0 ..< 50).map { LayoutResult.Element(kind: .cell, path: ItemPath(section: $0 % 7 + shift, item: $0), frame: Self.frame) }
            let elements = headers + cells
            let result = try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: elements)
            #expect(result.hasSparseLookup == (shift > 0))
            for (id, element) in elements.enumerated() { #expect(result.element(element.kind, at: element.path) == id) }
        }
    }
}
