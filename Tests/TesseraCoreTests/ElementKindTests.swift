import Testing
import TesseraCore

/// Kinds beyond cell, header and footer — decorations and other supplementary views, named by
/// their UIKit `elementKind` strings — stored in one byte per element, looked up by path,
/// written to and read from the result JSON.
@Suite struct ElementKindTests {
    static let background = ElementKind.decoration("sectionBackground")
    static let badge = ElementKind.supplementary("badge")

    /// Two sections, each a header, two cells and a background; a badge on one cell.
    static func result() -> LayoutResult {
        var result = LayoutResult(scrollAxis: .vertical, items: ItemSet(sectionCount: 2, itemsPerSection: 2))
        for section in 0 ..< 2 {
            let top = Double(section) * 100
            result.append(Rect(minX: 0, minY: top, maxX: 50, maxY: top + 100), kind: background, path: ItemPath(section: section, item: 0))
            result.appendHeader(Rect(minX: 0, minY: top, maxX: 50, maxY: top + 10), section: section)
            result.appendCell(Rect(minX: 0, minY: top + 10, maxX: 25, maxY: top + 50), at: ItemPath(section: section, item: 0))
            result.appendCell(Rect(minX: 25, minY: top + 10, maxX: 50, maxY: top + 50), at: ItemPath(section: section, item: 1))
        }
        result.append(Rect(minX: 20, minY: 5, maxX: 30, maxY: 15), kind: badge, path: ItemPath(section: 0, item: 1))
        result.contentSize = Size(width: 50, height: 200)
        return result
    }

    @Test func kindsOfTheLayoutsOwnAreLookedUpByPath() {
        let result = Self.result()
        #expect(result.kindTable == [.cell, .header, .footer, Self.background, Self.badge])
        #expect(result.element(Self.background, at: ItemPath(section: 1, item: 0)) == 4)
        #expect(result.element(Self.badge, at: ItemPath(section: 0, item: 1)) == 8)
        #expect(result.element(Self.badge, at: ItemPath(section: 1, item: 1)) == nil)
        #expect(result.element(.decoration("other"), at: ItemPath(section: 0, item: 0)) == nil)
        #expect(result.cell(at: ItemPath(section: 1, item: 1)) == 7)
        #expect(result.kind(ofElement: 0) == Self.background && result.isCell(2) && !result.isCell(0))
        #expect(result.kinds.filter { $0.category == .decoration }.count == 2)
        #expect(Self.background.description == #"decoration "sectionBackground""#)
    }

    @Test func theJSONNamesTheCategoryAndReadsBack() throws {
        let result = Self.result()
        let json = result.jsonString()
        #expect(json.contains(#"{ "kind": "sectionBackground", "category": "decoration", "section": 0, "item": 0,"#), "\(json)")
        #expect(json.contains(#"{ "kind": "header", "section": 0,"#))
        let read = try LayoutResult(json: json)
        #expect(read == result)
        #expect(read.element(Self.badge, at: ItemPath(section: 0, item: 1)) == 8)
        // A supplementary kind named like a built-in one is not the built-in one.
        let named = json.replacingOccurrences(of: #""badge", "category": "supplementary""#, with: #""header", "category": "supplementary""#)
        #expect(try LayoutResult(json: named).kind(ofElement: 8) == .supplementary("header"))
    }

    @Test func badKindsAreNamedByTheirField() throws {
        let element = #"{ "contentSize": { "width": 1, "height": 1 }, "elements": [ { "kind": KIND, "section": 0, "frame": { "minX": 0, "minY": 0, "maxX": 1, "maxY": 1 } } ] }"#
        func read(_ kind: String) throws -> LayoutResult { try LayoutResult(json: element.replacingOccurrences(of: "KIND", with: kind)) }
        #expect(throws: InterchangeError.self) { try read(#""background""#) }
        #expect(throws: InterchangeError.self) { try read(#""background", "category": "cell""#) }
        #expect(throws: InterchangeError.self) { try read(#""", "category": "decoration""#) }
        #expect(try read(#""background", "category": "decoration""#).kind(ofElement: 0) == .decoration("background"))
    }

    @Test func aResultHoldsAtMost256Kinds() {
        let elements = (0 ..< 254).map { number in
            LayoutResult.Element(kind: .decoration("d\(number)"), path: ItemPath(section: 0, item: 0), frame: .zero)
        }
        #expect(throws: LayoutError.invalidResult(
            field: "elements[253].kind", reason: #"decoration "d253" is one kind too many: a result holds at most 256 kinds"#
        )) {
            try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: elements)
        }
        #expect(throws: Never.self) { try LayoutResult(contentSize: .zero, scrollAxis: .vertical, elements: Array(elements.prefix(253))) }
    }

    @Test func equalResultsCompareByKindNotByCode() throws {
        var first = LayoutResult(scrollAxis: .vertical, items: ItemSet(sectionCount: 1, itemsPerSection: 0))
        first.append(.zero, kind: .decoration("a"), path: ItemPath(section: 0, item: 0))
        first.append(.zero, kind: .decoration("b"), path: ItemPath(section: 0, item: 1))
        var second = first
        var items = ItemSet(sectionCount: 1, itemsPerSection: 0)
        let change = try items.apply(BatchUpdate())
        second.removeElements(from: 0, relayingOut: items, after: change)
        second.append(.zero, kind: .decoration("b"), path: ItemPath(section: 0, item: 1))
        var third = LayoutResult(scrollAxis: .vertical, items: ItemSet(sectionCount: 1, itemsPerSection: 0))
        third.append(.zero, kind: .decoration("b"), path: ItemPath(section: 0, item: 1))
        // `second` still has "a" in its table, `third` not: the same elements all the same.
        #expect(second == third && second.hashValue == third.hashValue)
        #expect(second.element(.decoration("a"), at: ItemPath(section: 0, item: 0)) == nil)
        #expect(first != third)
    }
}
