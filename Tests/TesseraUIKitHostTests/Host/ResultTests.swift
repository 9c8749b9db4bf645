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
        // Cells by section and item, then headers by section (decorations are not held).
        #expect(forwards.kinds == [.cell, .cell, .cell, .cell, .cell, .header, .header, .header])
        #expect(forwards.path(ofElement: 3) == ItemPath(section: 2, item: 0))
        #expect(forwards.frames[forwards.element(.header, at: ItemPath(section: 1, item: 0))!] == Rect(minX: 0, minY: 80, maxX: 100, maxY: 100))
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
