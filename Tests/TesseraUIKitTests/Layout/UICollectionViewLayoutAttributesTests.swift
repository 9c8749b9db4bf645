import Foundation
import Testing
import TesseraUIKit

/// A subclass the way iOS teams write them: extra properties, copied and compared.
private final class BadgedAttributes: UICollectionViewLayoutAttributes {
    var badge = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgedAttributes
        copy.badge = badge
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgedAttributes else { return false }
        return super.isEqual(object) && MainActor.assumeIsolated { other.badge == badge }
    }
}

/// A subclass whose own `init()` sets a default, which copies must run too.
private final class RaisedAttributes: UICollectionViewLayoutAttributes {
    override init() {
        super.init()
        zIndex = 10
    }
}

@MainActor @Suite struct UICollectionViewLayoutAttributesTests {
    @Test func frameCenterSizeAndBoundsStayConsistent() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let frame = CGRect(x: 0.1, y: 0.7, width: 100.3, height: 33.3)
        attributes.frame = frame
        #expect(attributes.frame == frame)
        #expect(attributes.center == CGPoint(x: frame.midX, y: frame.midY))
        #expect(attributes.size == frame.size)
        #expect(attributes.bounds == CGRect(origin: .zero, size: frame.size))
        attributes.center = CGPoint(x: 50, y: 50)
        #expect(attributes.frame == CGRect(x: 50 - 100.3 / 2, y: 50 - 33.3 / 2, width: 100.3, height: 33.3))
        attributes.size = CGSize(width: 10, height: 20)
        #expect(attributes.frame == CGRect(x: 45, y: 40, width: 10, height: 20))
        attributes.bounds = CGRect(x: 99, y: 99, width: 4, height: 6)
        #expect(attributes.frame == CGRect(x: 48, y: 47, width: 4, height: 6))
    }

    @Test func initializersFixTheCategoryAndKind() {
        let path = IndexPath(item: 0, section: 3)
        let cell = UICollectionViewLayoutAttributes(forCellWith: path)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: path)
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(background.representedElementCategory == .decorationView && background.representedElementKind == "background")
        #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden && cell.transform.isIdentity)
    }

    @Test func copiesKeepTheClassAndEveryValue() {
        let original = BadgedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.badge = 9
        let copy = original.copy() as! BadgedAttributes
        #expect(copy !== original)
        #expect(copy.badge == 9 && copy.frame == original.frame && copy.zIndex == 7 && copy.alpha == 0.5)
        #expect(copy.representedElementKind == "badge" && copy.indexPath == original.indexPath)
        #expect(copy.isEqual(original))
        copy.badge = 8
        #expect(!copy.isEqual(original))
        copy.badge = 9
        copy.frame.origin.x = 1.5
        #expect(!copy.isEqual(original))
        // A plain attributes object is never equal to a subclass's.
        #expect(!UICollectionViewLayoutAttributes(forCellWith: original.indexPath).isEqual(UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: original.indexPath)))
    }

    @Test func copiesRunTheSubclassInitializer() {
        let raised = RaisedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(raised.zIndex == 10)
        raised.zIndex = 3
        let copy = raised.copy() as! RaisedAttributes
        #expect(copy.zIndex == 3)
    }
}
