import Testing
import TesseraCore

/// The platform-free half of the UIKit bridge: attributes as a live layout returns them,
/// mapped to a result and written as result JSON.
@Suite struct CollectionViewSnapshotTests {
    typealias Attributes = CollectionViewSnapshot.Attributes

    static let snapshot = CollectionViewSnapshot(
        contentSize: Size(width: 320, height: 140),
        attributes: [
            Attributes(category: .supplementaryView, elementKind: CollectionViewSnapshot.sectionHeaderKind, section: 0, item: 0, x: 0, y: 0, width: 320, height: 30),
            Attributes(category: .cell, section: 0, item: 1, x: 110, y: 30, width: 100, height: 50),
            Attributes(category: .cell, section: 0, item: 0, x: 0, y: 30, width: 100, height: 50),
            Attributes(category: .decorationView, elementKind: "background", section: 0, item: 0, x: 0, y: 0, width: 320, height: 140),
            Attributes(category: .supplementaryView, elementKind: "badge", section: 0, item: 1, x: 200, y: 25, width: 10, height: 10),
            Attributes(category: .supplementaryView, elementKind: CollectionViewSnapshot.sectionFooterKind, section: 0, item: 0, x: 0, y: 80, width: 320, height: 60),
        ]
    )

    @Test func everyAttributeBecomesAnElementInTheLayoutsOrder() throws {
        let result = try Self.snapshot.layoutResult()
        #expect(result.kinds == [.header, .cell, .cell, .decoration("background"), .supplementary("badge"), .footer])
        #expect(result.cell(at: ItemPath(section: 0, item: 0)) == 2)
        #expect(result.frames[1] == Rect(minX: 110, minY: 30, maxX: 210, maxY: 80))
        #expect(result.element(.footer, at: ItemPath(section: 0, item: 0)) == 5)
        #expect(result.element(.decoration("background"), at: ItemPath(section: 0, item: 0)) == 3)
        #expect(result.element(.supplementary("badge"), at: ItemPath(section: 0, item: 1)) == 4)
        #expect(result.element(.supplementary("badge"), at: ItemPath(section: 0, item: 0)) == nil)
        #expect(Self.snapshot.unrepresented.isEmpty)
        // The JSON reads back to the same result: what `tessera check --result` reads.
        #expect(try LayoutResult(json: result.jsonString()) == result)
        #expect(result.jsonString().contains(#"{ "kind": "background", "category": "decoration", "section": 0"#))
    }

    @Test func aResultTurnsBackIntoTheSameAttributes() throws {
        let result = try Self.snapshot.layoutResult()
        let back = CollectionViewSnapshot(result: result)
        #expect(back.attributes.map(\.elementKind) == Self.snapshot.attributes.map(\.elementKind))
        #expect(back.attributes.map(\.category) == Self.snapshot.attributes.map(\.category))
        #expect(try back.layoutResult() == result)
    }

    @Test func attributesWithoutAKindStringAreListedNotDropped() throws {
        var snapshot = Self.snapshot
        snapshot.attributes[3].elementKind = nil
        #expect(snapshot.unrepresented.map(\.category) == [.decorationView])
        #expect(try snapshot.layoutResult().count == 5)
    }

    @Test func badAttributesAreNamedByTheirPositionInTheLayoutsAnswer() {
        var snapshot = Self.snapshot
        snapshot.attributes[5].frame.maxY = .nan
        #expect(throws: LayoutError.invalidResult(field: "attributes[5].frame", reason: "(0.0, 80.0)–(320.0, nan) has a non-finite edge")) {
            try snapshot.layoutResult()
        }
        snapshot = Self.snapshot
        snapshot.attributes.append(snapshot.attributes[2])
        #expect(throws: LayoutError.invalidResult(field: "attributes[6]", reason: "a cell at 0-0 is listed twice")) {
            try snapshot.layoutResult()
        }
    }

    @Test func otherHeaderKindsCanBeNamed() throws {
        let snapshot = CollectionViewSnapshot(
            contentSize: Size(width: 10, height: 10), scrollAxis: .horizontal,
            attributes: [Attributes(category: .supplementaryView, elementKind: "title", section: 2, item: 0, x: 0, y: 0, width: 10, height: 10)],
            headerKind: "title"
        )
        let result = try snapshot.layoutResult()
        #expect(result.kinds == [.header] && result.path(ofElement: 0) == ItemPath(section: 2, item: 0) && result.scrollAxis == .horizontal)
    }
}
