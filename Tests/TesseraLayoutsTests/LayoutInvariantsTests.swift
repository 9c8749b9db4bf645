import Testing
import TesseraCore
@testable import TesseraLayouts

@Suite("Contract checker and bulk append")
struct ContractCheckerTests {
    /// The brute-force checker must catch what it exists to catch, or the property tests
    /// above could not fail.
    @Test func catchesOverlapEscapeAndLooseContent() throws {
        let items = ItemSet(sections: [[ItemSet.Item(), ItemSet.Item()]])
        var overlapping = LayoutResult(scrollAxis: .vertical, items: items)
        overlapping.appendCell(Rect(minX: 0, minY: 0, maxX: 10, maxY: 10), at: ItemPath(section: 0, item: 0))
        overlapping.appendCell(
            Rect(minX: 10.0.nextDown, minY: 0, maxX: 20, maxY: 10), at: ItemPath(section: 0, item: 1)
        )
        overlapping.contentSize = Size(width: 20, height: 10)
        #expect(contractViolations(overlapping, items: items).contains { $0.contains("overlap") })

        var loose = LayoutResult(scrollAxis: .vertical, items: items)
        loose.appendCell(Rect(minX: 0, minY: 0, maxX: 10, maxY: 10), at: ItemPath(section: 0, item: 0))
        loose.appendCell(Rect(minX: 10, minY: 0, maxX: 20, maxY: 10), at: ItemPath(section: 0, item: 1))
        loose.contentSize = Size(width: 20, height: 10)
        #expect(contractViolations(loose, items: items).isEmpty)
        loose.contentSize = Size(width: 20, height: 10.0.nextUp)
        #expect(contractViolations(loose, items: items).contains { $0.contains("tight") })
        loose.contentSize = Size(width: 20.0.nextDown, height: 10)
        #expect(contractViolations(loose, items: items).contains { $0.contains("leaves the content") })

        var missing = LayoutResult(scrollAxis: .vertical, items: items)
        missing.appendCells(section: 0, items: 0 ..< 1) { frames, _ in frames[0] = Rect(minX: 0, minY: 0, maxX: 1, maxY: 1) }
        missing.contentSize = Size(width: 1, height: 1)
        #expect(contractViolations(missing, items: items).contains { $0.contains("has no cell") })
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
