import Testing
import TesseraCore
@testable import TesseraSeeds

/// Hand-computed frames, defects and traps of the Pinterest tutorial port.
@Suite struct SeedPinterestLayoutTests {
    typealias F = SeedFixtures

    /// The tutorial's own setup: 2 columns, padding 6, on a 375-wide screen. Columns are
    /// 187.5 wide; each slot is 6 + h + 6 high; each cell is its slot inset by 6.
    @Test func twoColumnStream() throws {
        let items = F.heights([[100, 50, 70, 30, 20]])
        let result = try SeedPinterestLayout().layout(items, in: Size(width: 375, height: 667))
        #expect(F.cellFrames(result) == [
            F.frame(6, 6, 175.5, 100),      // column 0, slot 0…112
            F.frame(193.5, 6, 175.5, 50),   // column 1, slot 0…62
            F.frame(6, 118, 175.5, 70),     // column 0, slot 112…194
            F.frame(193.5, 68, 175.5, 30),  // column 1, slot 62…104
            // Round-robin: back to column 0 (at 194) although column 1 ends at 104.
            F.frame(6, 200, 175.5, 20),     // column 0, slot 194…226
        ])
        #expect(result.contentSize == Size(width: 375, height: 226))
        #expect(result.scrollAxis == .vertical)
    }

    @Test func roundRobinWrapsAfterTheLastColumn() throws {
        let result = try SeedPinterestLayout(columns: 3, padding: 0).layout(F.heights([[10, 20, 30, 40]]), in: Size(width: 300, height: 1))
        #expect(F.cellFrames(result) == [
            F.frame(0, 0, 100, 10), F.frame(100, 0, 100, 20), F.frame(200, 0, 100, 30), F.frame(0, 10, 100, 40),
        ])
        #expect(result.contentSize == Size(width: 300, height: 50))
    }

    @Test func emptyInputs() throws {
        let emptySections = try SeedPinterestLayout().layout(ItemSet(sections: [[ItemSet.Item](), []]), in: Size(width: 320, height: 1))
        #expect(emptySections.isEmpty)
        #expect(emptySections.contentSize == Size(width: 320, height: 0))
        // No sections at all: the seed's numberOfItems(inSection: 0) raises.
        #expect(F.trapField { _ = try SeedPinterestLayout().layout(ItemSet(), in: Size(width: 320, height: 1)) } == "sections")
    }

    @Test func defect1OnlySectionZeroIsLaidOut() throws {
        let items = F.heights([[10], [20, 30]])
        let session = try SeedPinterestLayout(padding: 0).prepare(items, in: Size(width: 100, height: 1))
        let result = session.layoutResult()
        #expect(result.count == 1)
        #expect(result.cell(at: ItemPath(section: 1, item: 0)) == nil)
        // defect 5: the lookup ignores the section, so (1, 0) answers (0, 0)'s attributes …
        #expect(session.layoutAttributesForItem(at: ItemPath(section: 1, item: 0))?.indexPath == ItemPath(section: 0, item: 0))
        // … and where the seed's `cache[indexPath.item]` would trap, the port answers nil.
        #expect(session.layoutAttributesForItem(at: ItemPath(section: 1, item: 1)) == nil)
        #expect(session.layoutAttributesForItem(at: ItemPath(section: 0, item: -1)) == nil)
    }

    @Test func defect3NegativePaddingOverlapsNeighboursAndLeavesTheContent() throws {
        let result = try SeedPinterestLayout(padding: -5).layout(F.heights([[20, 20]]), in: Size(width: 100, height: 1))
        // Slots 50 wide and 20 − 10 = 10 high, grown by 5 on each side.
        let frames = F.cellFrames(result)
        #expect(frames == [F.frame(-5, -5, 60, 20), F.frame(45, -5, 60, 20)])
        #expect(frames[0].intersects(frames[1]))
        #expect(frames[1].maxX > result.contentSize.width)
    }

    @Test func defect4NegativeHeightsAreStandardisedUpwards() throws {
        // Slot height 6 − 100 + 0 + 6 = −88: standardised to y −88…0, then inset by 6.
        let result = try SeedPinterestLayout(columns: 1).layout(F.heights([[-100, 10]]), in: Size(width: 100, height: 1))
        #expect(F.cellFrames(result) == [F.frame(6, -82, 88, 76), F.frame(6, -82, 88, 10)])
        #expect(result.contentSize == Size(width: 100, height: 0))
    }

    @Test func inputsTheSeedWouldTrapOn() {
        let items = F.heights([[10, 10]])
        let container = Size(width: 100, height: 1)
        #expect(F.trapField { _ = try SeedPinterestLayout(columns: -1).layout(items, in: container) } == "options.columns")
        #expect(F.trapField { _ = try SeedPinterestLayout(columns: 0).layout(items, in: container) } == "options.columns")
        #expect(F.trapField { _ = try SeedPinterestLayout(columns: .max).layout(items, in: container) } == "options.columns")
        #expect(F.trapField { _ = try SeedPinterestLayout(hasDelegate: false).layout(items, in: container) } == "delegate")
        // Columns 10 wide cannot hold 2 × 6 of padding: the inset frame is CGRect.null.
        #expect(F.trapField { _ = try SeedPinterestLayout(columns: 10).layout(items, in: container) } == "sections[0].items[0]")
        #expect(F.trapField { _ = try SeedPinterestLayout().layout(F.heights([[10, .nan]]), in: container) }
            == "sections[0].items[1].height")
        #expect(F.trapField { _ = try SeedPinterestLayout().layout(F.heights([[.infinity]]), in: container) }
            == "sections[0].items[0].height")
        #expect(F.trapField { _ = try SeedPinterestLayout(padding: .nan).layout(items, in: container) } == "options.padding")
        #expect(F.trapField { _ = try SeedPinterestLayout().layout(items, in: Size(width: .infinity, height: 1)) }
            == "container.width")
        #expect(F.trapField { _ = try SeedPinterestLayout().layout(F.heights([[]]), in: Size(width: .nan, height: 1)) }
            == "container.width")
        // Finite heights whose slots overflow.
        #expect(F.trapField { _ = try SeedPinterestLayout(columns: 1).layout(F.heights([[1e308, 1e308]]), in: container) }
            == "sections[0].items[1]")
    }

    @Test func trapsNeedAnItemWhereTheSeedNeedsOne() throws {
        // The seed only indexes xOffset and unwraps the delegate inside its item loop.
        let empty = F.heights([[], [10]])
        #expect(try SeedPinterestLayout(columns: 0).layout(empty, in: Size(width: 100, height: 1)).isEmpty)
        #expect(try SeedPinterestLayout(hasDelegate: false).layout(empty, in: Size(width: 100, height: 1)).isEmpty)
    }
}
