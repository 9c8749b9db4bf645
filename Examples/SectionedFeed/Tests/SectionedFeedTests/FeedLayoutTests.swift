#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif
import SectionedFeed
import Testing
import TesseraCore

/// The feed on small inputs worked out by hand, and where its arithmetic is not exact.
@Suite struct FeedLayoutTests {
    static let half = ItemPayload(FeedItemStyle(widthMode: .half))
    static let third = ItemPayload(FeedItemStyle(widthMode: .third))

    @Test func sectionsRowsHeadersAndBackgrounds() throws {
        var items = ItemSet()
        items.appendSection([.init(height: 40, payload: Self.half), .init(height: 30, payload: Self.half), .init(height: 10)])
        items.appendSection([.init(height: 20)])
        let options = FeedOptions(scale: 2, sections: [
            FeedSection(insets: UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10), interitemSpacing: 4, lineSpacing: 2, header: .compact),
        ])
        let result = try FeedLayout(options).layout(items, in: Size(width: 375, height: 800))
        // Section 0: header 28, inset 8, a row of two halves of (355 − 4) / 2 = 175.5, row 40,
        // spacing 2, a full row of 10, inset 8: 96 tall; section 1: one row of 20.
        #expect(result.frames == [
            Rect(minX: 0, minY: 0, maxX: 375, maxY: 28),
            Rect(minX: 10, minY: 36, maxX: 185.5, maxY: 76),
            Rect(minX: 189.5, minY: 36, maxX: 365, maxY: 66),
            Rect(minX: 10, minY: 78, maxX: 365, maxY: 88),
            Rect(minX: 0, minY: 0, maxX: 375, maxY: 96),
            Rect(minX: 0, minY: 96, maxX: 375, maxY: 116),
            Rect(minX: 0, minY: 96, maxX: 375, maxY: 116),
        ])
        #expect(result.kinds == [.header, .cell, .cell, .cell, FeedLayout.sectionBackground, .cell, FeedLayout.sectionBackground])
        #expect(result.contentSize == Size(width: 375, height: 116))
    }

    @Test func thirdsEndOnTheDevicePixelAndTheLastAtTheInset() throws {
        var items = ItemSet()
        items.appendSection(Array(repeating: ItemSet.Item(height: 10, payload: Self.third), count: 3))
        let result = try FeedLayout(FeedOptions(scale: 2)).layout(items, in: Size(width: 391, height: 800))
        // 391 / 3 = 130.33…: edges at 130.5 and 260.5 (whole half-points), the last at 391.
        #expect(result.frames.prefix(3).map(\.maxX) == [130.5, 260.5, 391])
        // Rounding each width first and multiplying out ends a device pixel past the edge.
        let defective = try FeedLayout(FeedOptions(scale: 2), defects: [.roundThenMultiply]).layout(items, in: Size(width: 391, height: 800))
        #expect(defective.frames[2].maxX == 391.5)
    }

    @Test func selfSizingAsAHeightDeltaIsNotExact() throws {
        // 150 + (0.1 − 150) is 0.09999999999999432: the next row starts an ulp-sized step above
        // where the first cell ends. Rounding noise, not a defect.
        var items = ItemSet()
        items.appendSection([.init(height: 0.1), .init(height: 5)])
        let result = try FeedLayout().layout(items, in: Size(width: 100, height: 100))
        #expect(result.frames[0].maxY == 0.1)
        #expect(result.frames[1].minY == 0.09999999999999432)
        #expect(result.frames[0].maxY - result.frames[1].minY < 1e-14)
    }

    @Test func theQueryFindsWhatTheLinearFilterFinds() throws {
        var items = ItemSet()
        for section in 0 ..< 4 {
            let payload = section % 2 == 0 ? Self.half : Self.third
            items.appendSection((0 ..< 12).map { (item: Int) -> ItemSet.Item in
                ItemSet.Item(height: Double(20 + 7 * item), payload: item % 3 == 0 ? nil : payload)
            })
        }
        let options = FeedOptions(sections: [FeedSection(lineSpacing: 4, header: .regular), FeedSection(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))])
        let model = try FeedLayout(options).prepare(items, in: Size(width: 390, height: 844))
        let broken = try FeedLayout(options, defects: [.queryDropsStraddlingRow]).prepare(items, in: Size(width: 390, height: 844))
        var missed = 0
        for top in stride(from: -10.0, through: model.result.contentSize.height + 10, by: 13.7) {
            let rect = Rect(minX: 0, minY: top, maxX: 390, maxY: top + 100)
            let expected = (0 ..< model.result.count).filter { model.result.frames[$0].intersects(rect) }.map(Int32.init)
            var found: [Int32] = []
            model.elements(in: rect, into: &found)
            #expect(found.sorted() == expected, "\(rect)")
            found.removeAll()
            broken.elements(in: rect, into: &found)
            missed += expected.count - found.count
        }
        // The planted defect drops the row across each viewport's top edge.
        #expect(missed > 0)
    }

    @Test func badInputThrowsNamingTheField() {
        var items = ItemSet()
        items.appendSection([.init(height: 10)])
        #expect(throws: LayoutError.invalidOption(name: "scale", value: 4, requirement: "1, 2 or 3")) {
            try FeedLayout(FeedOptions(scale: 4)).layout(items, in: Size(width: 100, height: 100))
        }
        #expect(throws: LayoutError.invalidSectionOption(section: 0, name: "insets.left", value: -1, requirement: "a finite number ≥ 0")) {
            try FeedLayout(FeedOptions(sections: [FeedSection(insets: UIEdgeInsets(top: 0, left: -1, bottom: 0, right: 0))])).layout(items, in: Size(width: 100, height: 100))
        }
        items.appendSection([.init(height: 1.7e308), .init(height: 1.7e308)])
        #expect(throws: LayoutError.self) { try FeedLayout().layout(items, in: Size(width: 100, height: 100)) }
    }
}
