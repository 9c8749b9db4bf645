import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraUIKit
@testable import TesseraUIKitHost

/// Two half-width cells a row, answered by rows: the whole row when the rect reaches its
/// height, whatever the rect's width — as airbnb/MagazineLayout answers. A vertically
/// scrolling collection view only asks for rects as wide as itself, so this is right.
private final class RowPairLayout: UICollectionViewLayout {
    private var rows: [[UICollectionViewLayoutAttributes]] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width / 2
        rows = []
        let count = collectionView.numberOfItems(inSection: 0)
        for first in stride(from: 0, to: count, by: 2) {
            rows.append((first ..< min(count, first + 2)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(item % 2) * width, y: CGFloat(first / 2) * 100, width: width, height: 100)
                return attributes
            })
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows.count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.filter { $0[0].frame.maxY > rect.minY && $0[0].frame.minY < rect.maxY }.flatMap { $0 }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows[indexPath.item / 2][indexPath.item % 2]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

@MainActor @Suite struct ProbeQueryTests {
    /// The probes follow the axes the content scrolls along: a layout answering by rows
    /// passes a vertical session, though a rect beside half a row would get the whole row.
    @Test func aLayoutAnsweringByRowsPassesAVerticalSession() {
        let engine = UIKitLayout { RowPairLayout() }
        let items = ItemSet.heights([Array(repeating: 100, count: 40)])
        let violations = engine.playSession(items, in: Size(width: 390, height: 844))
        #expect(violations.isEmpty, "\(violations)")
    }
}
