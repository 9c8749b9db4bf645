import Testing
import TesseraCore
@testable import TesseraSeeds

/// Hand-computed frames, defects and traps of the BidirectionalCollectionLayout port.
@Suite struct SeedBidirectionalLayoutTests {
    typealias F = SeedFixtures

    @Test func tenByTenGridOf200PointItems() throws {
        let items = ItemSet(sectionCount: 10, itemsPerSection: 10, item: ItemSet.Item(width: 200, height: 200))
        let result = try SeedBidirectionalLayout().layout(items, in: Size(width: 375, height: 667))
        #expect(result.contentSize == Size(width: 2000, height: 2000))
        #expect(result.count == 100)
        for section in 0 ..< 10 {
            for item in 0 ..< 10 {
                let id = try #require(result.cell(at: ItemPath(section: section, item: item)))
                #expect(result.frames[id] == F.frame(Double(item) * 200, Double(section) * 200, 200, 200))
            }
        }
    }

    @Test func rowsOfMixedSizes() throws {
        let items = F.sizes([[(50, 30), (70, 40)], [(10, 10)]])
        let result = try SeedBidirectionalLayout().layout(items, in: .zero)
        #expect(F.cellFrames(result) == [F.frame(0, 0, 50, 30), F.frame(50, 0, 70, 40), F.frame(0, 40, 10, 10)])
        #expect(result.contentSize == Size(width: 120, height: 50))
    }

    @Test func laterCopysOnePointMargins() throws {
        let items = F.sizes([[(50, 30), (70, 40)], [(10, 10)]])
        let result = try SeedBidirectionalLayout(itemSpacing: 1, rowSpacing: 1).layout(items, in: .zero)
        #expect(F.cellFrames(result) == [F.frame(0, 0, 50, 30), F.frame(51, 0, 70, 40), F.frame(0, 41, 10, 10)])
        // 120 + 1 × (2 sections − 1), 50 + 1 × (2 − 1).
        #expect(result.contentSize == Size(width: 121, height: 51))
    }

    @Test func emptyInputs() throws {
        let none = try SeedBidirectionalLayout().layout(ItemSet(), in: .zero)
        #expect(none.isEmpty)
        #expect(none.contentSize == .zero)
        let emptySections = try SeedBidirectionalLayout().layout(ItemSet(sections: [[ItemSet.Item](), []]), in: .zero)
        #expect(emptySections.isEmpty)
        #expect(emptySections.contentSize == .zero)
    }

    @Test func defect1ContentWidthCountsRowsNotItems() throws {
        // Two rows; the first has three 10-wide items: its last ends at 10 + 1 + 10 + 1 + 10 = 32,
        // the content width is 30 + 1 × (2 − 1) = 31.
        let items = F.sizes([[(10, 10), (10, 10), (10, 10)], [(10, 10)]])
        let result = try SeedBidirectionalLayout(itemSpacing: 1).layout(items, in: .zero)
        #expect(F.cellFrames(result)[2] == F.frame(22, 0, 10, 10))
        #expect(result.contentSize.width == 31)
        #expect(F.cellFrames(result)[2].maxX > result.contentSize.width)
    }

    @Test func defect2NoSectionsGiveANegativeContentSize() throws {
        let result = try SeedBidirectionalLayout(itemSpacing: 1, rowSpacing: 1).layout(ItemSet(), in: .zero)
        #expect(result.contentSize == Size(width: -1, height: -1))
    }

    @Test func defect3NegativeSizesAreNotRejected() throws {
        let result = try SeedBidirectionalLayout().layout(F.sizes([[(-10, 5), (20, 5)], [(10, -5)]]), in: .zero)
        let frames = F.cellFrames(result)
        #expect(frames == [F.frame(0, 0, -10, 5), F.frame(-10, 0, 20, 5), F.frame(0, 5, 10, -5)])
        #expect(frames[0].isInverted && frames[2].isInverted)
        #expect(frames[1].minX < 0)
        // Row widths −10 + 20 = 10 and 10; the negative-height row counts as 0.
        #expect(result.contentSize == Size(width: 10, height: 5))
    }

    @Test func defect4EmptySectionsStillAddRowSpacing() throws {
        let result = try SeedBidirectionalLayout(rowSpacing: 5).layout(F.sizes([[(10, 10)], [], [(10, 10)]]), in: .zero)
        #expect(F.cellFrames(result) == [F.frame(0, 0, 10, 10), F.frame(0, 20, 10, 10)])
        #expect(result.contentSize == Size(width: 10, height: 30))
    }

    @Test func defect7AMissingDelegateLaysOutNothingSilently() throws {
        let items = F.sizes([[(10, 10)]])
        let session = try SeedBidirectionalLayout(delegate: .missing).prepare(items, in: .zero)
        #expect(session.layoutInfo.isEmpty)
        #expect(session.contentSize == .zero)
        #expect(session.layoutResult().isEmpty)
    }

    @Test func inputsTheSeedWouldTrapOn() throws {
        let items = F.sizes([[(10, 10), (10, 10)]])
        #expect(F.trapField { _ = try SeedBidirectionalLayout(delegate: .withoutSizeForItem).layout(items, in: .zero) } == "delegate")
        // Without items the missing method is never called.
        #expect(try SeedBidirectionalLayout(delegate: .withoutSizeForItem).layout(F.sizes([[]]), in: .zero).isEmpty)
        #expect(F.trapField { _ = try SeedBidirectionalLayout().layout(F.sizes([[(10, 10), (.nan, 10)]]), in: .zero) }
            == "sections[0].items[1].width")
        #expect(F.trapField { _ = try SeedBidirectionalLayout().layout(F.sizes([[(10, -.infinity)]]), in: .zero) }
            == "sections[0].items[0].height")
        #expect(F.trapField { _ = try SeedBidirectionalLayout(itemSpacing: .infinity).layout(items, in: .zero) }
            == "options.itemSpacing")
        #expect(F.trapField { _ = try SeedBidirectionalLayout(rowSpacing: .nan).layout(F.sizes([[(1, 1)], [(1, 1)]]), in: .zero) }
            == "options.rowSpacing")
        // One row, infinite item spacing: frames are finite but the content width is ∞ × 0.
        #expect(F.trapField { _ = try SeedBidirectionalLayout(itemSpacing: .infinity).layout(F.sizes([[(1, 1)]]), in: .zero) }
            == "options.itemSpacing")
        // Finite widths whose sum overflows: item 1 starts at 1e308 and ends at ∞.
        #expect(F.trapField { _ = try SeedBidirectionalLayout().layout(F.sizes([[(1e308, 1), (1e308, 1), (1, 1)]]), in: .zero) }
            == "sections[0].items[1]")
    }
}
