import Testing
import TesseraCore
@testable import TesseraSeeds

/// The stable|kernel grid's documented defects, each shown on an input, and every error the
/// port throws where the seed would trap.
@Suite struct SeedGridLayoutDefectTests {
    typealias F = SeedFixtures

    @Test func defect1NeighbouringRowsOverlapByAnUlp() throws {
        // 3 columns across 100, no spacing: cell 100/3 = 33.333333333333336. Row 5 ends at
        // 5 × cell + cell = 166.66666666666669 + cell = 200.00000000000003, row 6 starts at
        // 6 × cell = 200.0.
        let result = try SeedGridLayout(columns: 3).layout(F.spans([Array(repeating: 1, count: 21)]), in: Size(width: 100, height: 1))
        let frames = F.cellFrames(result)
        #expect(frames[15] == Rect(minX: 0, minY: 166.66666666666669, maxX: 33.333333333333336, maxY: 200.00000000000003))
        #expect(frames[18].minY == 200.0)
        #expect(frames[15].intersects(frames[18]))
    }

    @Test func defect2TheLastColumnLeavesTheContentByAnUlp() throws {
        // 3 columns across 100 with spacing 10: cell 80/3 = 26.666666666666668; column 2 starts
        // at 2 × 36.66666666666667 = 73.33333333333334 and ends at 100.00000000000001.
        let result = try SeedGridLayout(columns: 3, spacing: 10).layout(F.spans([[1, 1, 1]]), in: Size(width: 100, height: 1))
        let last = F.cellFrames(result)[2]
        #expect(last == Rect(minX: 73.33333333333334, minY: 0, maxX: 100.00000000000001, maxY: 26.666666666666668))
        #expect(last.maxX > result.contentSize.width)
    }

    @Test func defect3LargeSpacingGivesInvertedFramesBeyondTheContent() throws {
        // Cell (100 − 180 + 60) / 3 = −6.666666666666667, pitch 53.333333333333336.
        let result = try SeedGridLayout(columns: 3, spacing: 60).layout(F.spans([[1, 1, 1]]), in: Size(width: 100, height: 1))
        let frames = F.cellFrames(result)
        #expect(frames.allSatisfy { $0.isInverted })
        #expect(frames[2].minX == 106.66666666666667)
        #expect(frames[2].minX > result.contentSize.width)
        // CGRect.maxY of a negative-height rect is its origin: the content never grows.
        #expect(result.contentSize == Size(width: 100, height: 0))

        let insetPastTheContainer = try SeedGridLayout(insets: Insets(left: 20)).layout(F.spans([[1]]), in: Size(width: 10, height: 1))
        #expect(insetPastTheContainer.contentSize.width == -10)
        #expect(F.cellFrames(insetPastTheContainer) == [F.frame(0, 0, -10, -10)])
    }

    @Test func defect4NegativeAspectStacksRowsUpwards() throws {
        let result = try SeedGridLayout(itemAspect: -1).layout(F.spans([[1, 1, 1]]), in: Size(width: 100, height: 1))
        #expect(F.cellFrames(result) == [F.frame(0, 0, 100, -100), F.frame(0, -100, 100, -100), F.frame(0, -200, 100, -100)])
        #expect(result.contentSize == Size(width: 100, height: 0))
    }

    @Test func defect5BackFillingIsQuadratic() throws {
        let limited = SeedGridLayout(columns: 2, workLimit: 20_000)
        // 1×1 items always fit at the cursor: a few cells apiece.
        let small = try limited.layout(F.spans([Array(repeating: 1, count: 300)]), in: Size(width: 20, height: 1))
        #expect(small.count == 300)
        // A 2×2 item fits at (0, 0) and the cursor moves one row down, into the item itself;
        // every later 2×2 item misses the cursor, walks every row placed so far, and the
        // cursor stays: 300 items cost ~45 000 cells.
        let large = F.spans([Array(repeating: 2, count: 300)])
        let field = F.trapField { _ = try limited.layout(large, in: Size(width: 20, height: 1)) }
        #expect(field?.hasPrefix("sections[0].items[") == true)
        // The frames themselves tile: 20 × 20 squares stacked.
        let unlimited = try SeedGridLayout(columns: 2).layout(large, in: Size(width: 20, height: 1))
        #expect(Array(F.cellFrames(unlimited).prefix(3)) == [F.frame(0, 0, 20, 20), F.frame(0, 20, 20, 20), F.frame(0, 40, 20, 20)])
    }

    @Test func defect8EmptySectionsWidenTheGapInPrimeGridMaster() throws {
        let items = F.spans([[1], [], [1]])
        let spaced = SeedGridLayout(spacing: 10, headerLength: 44, revision: .primeGridMaster)
        #expect(try spaced.layout(items, in: Size(width: 100, height: 1)).elements.map(\.frame) == [
            F.frame(0, 0, 100, 44), F.frame(0, 54, 100, 100), F.frame(0, 174, 100, 44), F.frame(0, 228, 100, 100),
        ])
        var seedDocument = spaced
        seedDocument.revision = .seedDocument
        #expect(try seedDocument.layout(items, in: Size(width: 100, height: 1)).elements.map(\.frame) == [
            F.frame(0, 0, 100, 44), F.frame(0, 54, 100, 100), F.frame(0, 164, 100, 44), F.frame(0, 218, 100, 100),
        ])
    }

    @Test func defect8ALeadingEmptySectionPushesTheFirstHeaderDown() throws {
        let items = F.spans([[], [1]])
        let primeGridMaster = try SeedGridLayout(spacing: 10, headerLength: 44, revision: .primeGridMaster)
            .layout(items, in: Size(width: 100, height: 1))
        #expect(primeGridMaster.elements.map(\.frame) == [F.frame(0, 10, 100, 44), F.frame(0, 64, 100, 100)])
        let seedDocument = try SeedGridLayout(spacing: 10, headerLength: 44, revision: .seedDocument).layout(items, in: Size(width: 100, height: 1))
        #expect(seedDocument.elements.map(\.frame) == [F.frame(0, 0, 100, 44), F.frame(0, 54, 100, 100)])
    }

    @Test func defect9SeedDocumentSectionsTouchWithoutHeaders() throws {
        let result = try SeedGridLayout(spacing: 10, revision: .seedDocument).layout(F.spans([[1], [1]]), in: Size(width: 100, height: 1))
        #expect(F.cellFrames(result) == [F.frame(0, 0, 100, 100), F.frame(0, 100, 100, 100)])
    }

    @Test func defect10HeadersAreOutsideTheContentSize() throws {
        // Negative spacing: the section starts at 44 − 50 = −6 and its one 10 × 10 item ends at
        // 4, so the content (height 4) ends inside the 44-high header.
        let result = try SeedGridLayout(spacing: -50, headerLength: 44).layout(F.spans([[1]]), in: Size(width: 10, height: 1))
        #expect(result.elements.map(\.frame) == [F.frame(0, 0, 10, 44), F.frame(0, -6, 10, 10)])
        #expect(result.contentSize == Size(width: 10, height: 4))
        #expect(result.frames[0].intersects(result.frames[1]))
        // A NaN header length silently turns headers off.
        let nan = try SeedGridLayout(headerLength: .nan).layout(F.spans([[1]]), in: Size(width: 10, height: 1))
        #expect(nan.elements.map(\.kind) == [.cell])
    }

    @Test func spanZeroAndNegativeSpansThrowInvalidSpan() {
        let layout = SeedGridLayout(columns: 3)
        #expect(F.error { _ = try layout.layout(F.spans([[1], [1, 0]]), in: Size(width: 30, height: 1)) }
            == .invalidSpan(ItemPath(section: 1, item: 1), value: 0))
        #expect(F.error { _ = try layout.prepare(F.spans([[-3]]), in: Size(width: 30, height: 1)) }
            == .invalidSpan(ItemPath(section: 0, item: 0), value: -3))
    }

    @Test func inputsTheSeedWouldTrapOn() {
        let items = F.spans([[1, 1]])
        let container = Size(width: 100, height: 100)
        #expect(F.trapField { _ = try SeedGridLayout(columns: -2).layout(items, in: container) } == "options.columns")
        #expect(F.trapField { _ = try SeedGridLayout().layout(items, in: Size(width: .nan, height: 1)) } == "container.width")
        #expect(F.trapField { _ = try SeedGridLayout(axis: .horizontal).layout(items, in: Size(width: 1, height: .infinity)) }
            == "container.height")
        #expect(F.trapField { _ = try SeedGridLayout(spacing: .nan).layout(items, in: container) } == "options.spacing")
        #expect(F.trapField { _ = try SeedGridLayout(itemAspect: .infinity).layout(items, in: container) } == "options.itemAspect")
        #expect(F.trapField { _ = try SeedGridLayout(headerLength: .infinity).layout(items, in: container) } == "options.headerLength")
        #expect(F.trapField { _ = try SeedGridLayout(insets: Insets(left: .nan)).layout(items, in: container) } == "options.insets.left")
        // Finite inputs that overflow: 3 × 1e308 is infinite, the cell −∞, column 0's origin 0 × −∞.
        #expect(F.trapField { _ = try SeedGridLayout(columns: 3, spacing: 1e308).layout(items, in: container) }
            == "sections[0].items[0]")
        // A row of Int.max flags is past any work limit.
        #expect(F.trapField { _ = try SeedGridLayout(columns: .max).layout(items, in: container) } == "sections[0].items[0]")
        let error = F.error { _ = try SeedGridLayout(columns: -2).layout(items, in: container) }
        #expect(error?.description.contains("would crash") == true)
    }

    @Test func inputsTheSeedDoesNotReadDoNotThrow() throws {
        // A horizontal grid never reads the container's width; no items means no frames.
        let sideways = try SeedGridLayout(axis: .horizontal).layout(F.spans([[1]]), in: Size(width: .nan, height: 10))
        #expect(F.cellFrames(sideways) == [F.frame(0, 0, 10, 10)])
        let huge = try SeedGridLayout(columns: .max).layout(ItemSet(sections: [[ItemSet.Item]()]), in: Size(width: 10, height: 1))
        #expect(huge.isEmpty)
    }
}
