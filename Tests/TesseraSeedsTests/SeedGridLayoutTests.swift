import Testing
import TesseraCore
@testable import TesseraSeeds

/// Hand-computed frames of the stable|kernel grid port.
@Suite struct SeedGridLayoutTests {
    typealias F = SeedFixtures

    /// 3 columns across 320 with spacing 10: cell (320 − 30 + 10) / 3 = 100, pitch 110.
    /// Section 0: a 2×2 item then four 1×1 items; section 1: two 1×1 items; headers of 44.
    static let threeColumns = SeedGridLayout(columns: 3, spacing: 10, headerLength: 44)
    static let spanItems = F.spans([[2, 1, 1, 1, 1], [1, 1]])

    /// The expected vertical elements, in creation order.
    static let expectedVertical: [LayoutResult.Element] = [
        .init(kind: .header, path: ItemPath(section: 0, item: 0), frame: F.frame(0, 0, 320, 44)),
        // Section offset 44 + 10. The 2×2 item fits at the cursor (0, 0).
        .init(kind: .cell, path: ItemPath(section: 0, item: 0), frame: F.frame(0, 54, 210, 210)),
        .init(kind: .cell, path: ItemPath(section: 0, item: 1), frame: F.frame(220, 54, 100, 100)),
        // Cursor wraps to row 1, column 0 (occupied): walks to (1, 2); the cursor stays.
        .init(kind: .cell, path: ItemPath(section: 0, item: 2), frame: F.frame(220, 164, 100, 100)),
        // From (1, 0) again: row 1 is full, so (2, 0), then (2, 1); the cursor still stays.
        .init(kind: .cell, path: ItemPath(section: 0, item: 3), frame: F.frame(0, 274, 100, 100)),
        .init(kind: .cell, path: ItemPath(section: 0, item: 4), frame: F.frame(110, 274, 100, 100)),
        // 374 + spacing before the second header, then 44 + spacing.
        .init(kind: .header, path: ItemPath(section: 1, item: 0), frame: F.frame(0, 384, 320, 44)),
        .init(kind: .cell, path: ItemPath(section: 1, item: 0), frame: F.frame(0, 438, 100, 100)),
        .init(kind: .cell, path: ItemPath(section: 1, item: 1), frame: F.frame(110, 438, 100, 100)),
    ]

    @Test func threeColumnGridWithSpansAndHeadersVertical() throws {
        let result = try Self.threeColumns.layout(Self.spanItems, in: Size(width: 320, height: 600))
        #expect(result.elements == Self.expectedVertical)
        #expect(result.contentSize == Size(width: 320, height: 538))
        #expect(result.scrollAxis == .vertical)
    }

    @Test func threeColumnGridWithSpansAndHeadersHorizontal() throws {
        var layout = Self.threeColumns
        layout.axis = .horizontal
        let result = try layout.layout(Self.spanItems, in: Size(width: 600, height: 320))
        let transposed = Self.expectedVertical.map { LayoutResult.Element(kind: $0.kind, path: $0.path, frame: $0.frame.transposed) }
        #expect(result.elements == transposed)
        #expect(result.contentSize == Size(width: 538, height: 320))
        #expect(result.scrollAxis == .horizontal)
    }

    @Test func bothRevisionsAgreeWhenEverySectionHasAHeader() throws {
        var seedDocument = Self.threeColumns
        seedDocument.revision = .seedDocument
        let result = try seedDocument.layout(Self.spanItems, in: Size(width: 320, height: 600))
        #expect(result.elements == Self.expectedVertical)
    }

    /// The PrimeGrid demo: 4 columns, spacing 10, insets 10, item length 0.8 × cell, numbers
    /// 1…100 in one section. On a 375-wide screen: fixed 355, cell (355 − 40 + 10) / 4 = 81.25,
    /// length 0.8 × 81.25 = 65, pitches 91.25 across and 75 down.
    @Test func primeGridDemoFirstRows() throws {
        let demo = SeedGridLayout(
            columns: 4, spacing: 10, itemAspect: 0.8, insets: Insets(top: 10, left: 10, bottom: 10, right: 10)
        )
        let items = F.spans([F.primeGridSpans])
        let result = try demo.layout(items, in: Size(width: 375, height: 667))
        let expected: [Rect] = [
            F.frame(0, 0, 81.25, 65),           // 1
            F.frame(91.25, 0, 172.5, 140),      // 2: prime, 2×2 at (0, 1)
            F.frame(0, 150, 263.75, 215),       // 3: Mersenne, 3×3; (0, 3) too narrow, walks to (2, 0)
            F.frame(273.75, 0, 81.25, 65),      // 4: at the cursor (0, 3)
            F.frame(0, 375, 172.5, 140),        // 5: prime; first free 2×2 from (1, 0) is (5, 0)
            F.frame(0, 75, 81.25, 65),          // 6: at the cursor (1, 0)
            F.frame(0, 525, 263.75, 215),       // 7: Mersenne; first free 3×3 from (1, 1) is (7, 0)
            F.frame(273.75, 75, 81.25, 65),     // 8: walks from (1, 1) to (1, 3)
            F.frame(273.75, 150, 81.25, 65),    // 9: (2, 3)
            F.frame(273.75, 225, 81.25, 65),    // 10: (3, 3)
            F.frame(182.5, 375, 172.5, 140),    // 11: prime at (5, 2)
            F.frame(273.75, 300, 81.25, 65),    // 12: (4, 3)
        ]
        #expect(Array(F.cellFrames(result).prefix(12)) == expected)
        #expect(result.contentSize.width == 355)
        #expect(result.count == 100)
    }

    @Test func columnsZeroIsOneAsTheSeedSetterMakesIt() throws {
        let items = F.spans([[1, 1, 2]])
        let zero = try SeedGridLayout(columns: 0, spacing: 5).layout(items, in: Size(width: 50, height: 10))
        let one = try SeedGridLayout(columns: 1, spacing: 5).layout(items, in: Size(width: 50, height: 10))
        #expect(zero == one)
        #expect(F.cellFrames(one) == [F.frame(0, 0, 50, 50), F.frame(0, 55, 50, 50), F.frame(0, 110, 50, 50)])
    }

    @Test func spansAboveTheColumnCountAreClamped() throws {
        let clamped = try SeedGridLayout(columns: 3).layout(F.spans([[7, 1]]), in: Size(width: 30, height: 1))
        let exact = try SeedGridLayout(columns: 3).layout(F.spans([[3, 1]]), in: Size(width: 30, height: 1))
        #expect(F.cellFrames(clamped) == F.cellFrames(exact))
        #expect(F.cellFrames(exact) == [F.frame(0, 0, 30, 30), F.frame(0, 30, 10, 10)])
    }

    @Test func insetsShrinkTheFixedDimensionOnly() throws {
        let layout = SeedGridLayout(columns: 2, insets: Insets(top: 7, left: 10, bottom: 9, right: 30))
        let result = try layout.layout(F.spans([[1, 1]]), in: Size(width: 100, height: 50))
        #expect(F.cellFrames(result) == [F.frame(0, 0, 30, 30), F.frame(30, 0, 30, 30)])
        #expect(result.contentSize == Size(width: 60, height: 30))
    }

    @Test func emptyInputs() throws {
        let layout = SeedGridLayout(columns: 3, spacing: 10, headerLength: 44)
        for items in [ItemSet(), ItemSet(sections: [[ItemSet.Item](), []])] {
            let vertical = try layout.layout(items, in: Size(width: 320, height: 480))
            #expect(vertical.isEmpty)
            #expect(vertical.contentSize == Size(width: 320, height: 0))
            var horizontal = layout
            horizontal.axis = .horizontal
            let sideways = try horizontal.layout(items, in: Size(width: 320, height: 480))
            #expect(sideways.isEmpty)
            #expect(sideways.contentSize == Size(width: 0, height: 480))
        }
    }

    @Test func sectionsWithoutHeadersAreSeparatedBySpacingInPrimeGridMaster() throws {
        let items = F.spans([[1], [1]])
        let layout = SeedGridLayout(columns: 1, spacing: 10, revision: .primeGridMaster)
        let result = try layout.layout(items, in: Size(width: 100, height: 1))
        #expect(F.cellFrames(result) == [F.frame(0, 0, 100, 100), F.frame(0, 110, 100, 100)])
        #expect(result.contentSize == Size(width: 100, height: 210))
    }

    @Test func sessionLookupsAndFilter() throws {
        let session = try Self.threeColumns.prepare(Self.spanItems, in: Size(width: 320, height: 600))
        #expect(session.layoutAttributesForItem(at: ItemPath(section: 0, item: 3))?.frame == F.frame(0, 274, 100, 100))
        #expect(session.layoutAttributesForItem(at: ItemPath(section: 2, item: 0)) == nil)
        #expect(session.layoutAttributesForSupplementaryView(ofKind: .header, at: ItemPath(section: 1, item: 0))?.frame
            == F.frame(0, 384, 320, 44))
        #expect(session.layoutAttributesForSupplementaryView(ofKind: .footer, at: ItemPath(section: 1, item: 0)) == nil)
        // Headers first, then items, each in cache order; touching edges do not count.
        let visible = session.layoutAttributesForElements(in: Rect(minX: 0, minY: 380, maxX: 320, maxY: 440))
        #expect(visible.map(\.description) == [
            "header 1-0 (0.0, 384.0)–(320.0, 428.0)", "cell 1-0 (0.0, 438.0)–(100.0, 538.0)",
            "cell 1-1 (110.0, 438.0)–(210.0, 538.0)",
        ])
    }
}
