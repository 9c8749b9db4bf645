import Foundation
import Testing
import TesseraCore
import TesseraUIKit
@testable import TesseraUIKitHost

/// The list layout returning its answers backwards, as a layout that keeps its attributes in a
/// dictionary returns them in no particular order.
private final class BackwardsListLayout: ListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.reversed()
    }
}

@MainActor @Suite struct ResultTests {
    static let items = ItemSet.heights([[10, 20, 30], [], [5, 5]])

    func result(of layout: UICollectionViewLayout) -> LayoutResult {
        let host = CollectionViewHost(layout: layout, dataSource: ListSource(items: Self.items), environment: .init(size: CGSize(width: 100, height: 50)))
        host.recordsAnswers = false
        host.layOut()
        return host.result(scrollAxis: .vertical)
    }

    @Test func theResultIsTheSameWhateverOrderTheLayoutAnswersIn() {
        let forwards = result(of: ListLayout()), backwards = result(of: BackwardsListLayout())
        #expect(forwards.isIdentical(to: backwards))
        // Cells by section and item, then headers by section, then the layout's own kinds (its
        // section backgrounds, decoration views) by kind and section.
        let background = ElementKind.decoration(ListLayout.backgroundKind)
        #expect(forwards.kinds == [.cell, .cell, .cell, .cell, .cell, .header, .header, .header, background, background, background])
        #expect(forwards.path(ofElement: 3) == ItemPath(section: 2, item: 0))
        #expect(forwards.frames[forwards.element(.header, at: ItemPath(section: 1, item: 0))!] == Rect(minX: 0, minY: 80, maxX: 100, maxY: 100))
        #expect(forwards.frames[forwards.element(background, at: ItemPath(section: 1, item: 0))!] == Rect(minX: 0, minY: 80, maxX: 100, maxY: 100))
        #expect(forwards.path(ofElement: 10) == ItemPath(section: 2, item: 0))
    }

    /// Supplementary views of the layout's own kinds and decorations, returned in any order,
    /// twice, or with index paths a result cannot hold.
    private final class BadgedListLayout: ListLayout {
        static let badgeKind = "badge"

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard var found = super.layoutAttributesForElements(in: rect) else { return nil }
            // A badge on each cell (its item's index path), returned last-first, one twice.
            let badges = found.filter { $0.representedElementCategory == .cell }.map { cell in
                let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.badgeKind, with: cell.indexPath)
                badge.frame = CGRect(x: cell.frame.maxX - 4, y: cell.frame.minY, width: 4, height: 4)
                return badge
            }
            found += badges.reversed() + badges.prefix(1)
            // No place in a result: an index path of three indices, an item beyond Int32, no kind name.
            let deep = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.backgroundKind, with: IndexPath(indexes: [0, 0, 0]))
            let far = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.badgeKind, with: IndexPath(item: Int(Int32.max) + 1, section: 0))
            let nameless = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "", with: IndexPath(item: 0, section: 0))
            return found + [deep, far, nameless]
        }
    }

    @Test func theLayoutsOwnKindsAreHeldByKindSectionAndItem() {
        let result = result(of: BadgedListLayout())
        let badge = ElementKind.supplementary(BadgedListLayout.badgeKind), background = ElementKind.decoration(ListLayout.backgroundKind)
        // 5 cells, 3 headers, 5 badges (the duplicate and the three without a place left out),
        // 3 backgrounds: supplementary kinds before decorations.
        #expect(result.count == 16)
        #expect(Array(result.kinds[8 ..< 16]) == Array(repeating: badge, count: 5) + Array(repeating: background, count: 3))
        #expect((8 ..< 13).map(result.path(ofElement:)) == [
            ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2),
            ItemPath(section: 2, item: 0), ItemPath(section: 2, item: 1),
        ])
        #expect(result.frames[result.element(badge, at: ItemPath(section: 2, item: 1))!] == Rect(minX: 96, minY: 125, maxX: 100, maxY: 129))
    }

    @Test func standardisingReadsEdgesAsCGRectDoes() {
        for frame in [
            CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 10, y: 0, width: -4, height: 2), CGRect(x: 0.1, y: 0.7, width: 0.2, height: -0.3),
            CGRect(x: -5, y: 1e300, width: 1e-300, height: 0),
        ] {
            #expect(Rect(standardizing: frame) == Rect(frame), "\(frame)")
        }
    }
}
