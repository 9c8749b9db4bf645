import Foundation
import Testing
import TesseraUIKit

private final class CountingContext: UICollectionViewLayoutInvalidationContext {
    var reason = "none"
}

private final class RecordingLayout: UICollectionViewLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override class var invalidationContextClass: AnyClass { CountingContext.self }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A data source of fixed counts.
private final class Counts: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
}

@MainActor @Suite struct UICollectionViewLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewLayout()
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = IndexPath(item: 0, section: 0)
        #expect(layout.collectionView == nil)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: rect) == nil)
        #expect(layout.layoutAttributesForItem(at: path) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: path) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: path) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4), withScrollingVelocity: CGPoint(x: 1, y: 1)) == CGPoint(x: 3, y: 4))
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        #expect(ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "x").isEmpty)
    }

    @Test func invalidateLayoutInvalidatesEverythingThroughTheContextClass() {
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        var observed = 0
        view.invalidationObserver = { _ in observed += 1 }
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1 && observed == 1)
        #expect(layout.contexts[0] is CountingContext)
        #expect(layout.contexts[0].invalidateEverything && !layout.contexts[0].invalidateDataSourceCounts)
        let boundsContext = layout.invalidationContext(forBoundsChange: view.bounds)
        #expect(boundsContext is CountingContext && !boundsContext.invalidateEverything)
    }

    @Test func theCollectionViewAppliesTheContextsAdjustments() {
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.contentSize = CGSize(width: 320, height: 1000)
        let context = layout.invalidationContext(forBoundsChange: view.bounds)
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 40)
        context.contentSizeAdjustment = CGSize(width: 0, height: 100)
        layout.invalidateLayout(with: context)
        #expect(view.contentOffset == CGPoint(x: 0, y: 40))
        #expect(view.contentSize == CGSize(width: 320, height: 1100))
    }

    @Test func selfSizingContextsInvalidateTheElement() {
        let layout = UICollectionViewLayout()
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 2))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes)
        #expect(context.invalidatedSupplementaryIndexPaths == ["badge": [IndexPath(item: 0, section: 2)]])
        #expect(context.invalidatedItemIndexPaths == nil)
    }

    @Test func countsAreKeptUntilInvalidated() {
        let layout = UICollectionViewLayout()
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let source = Counts([3, 0, 5])
        view.dataSource = source
        #expect(view.numberOfSections == 3 && view.numberOfItems(inSection: 2) == 5)
        source.counts = [1]
        #expect(view.numberOfSections == 3, "kept until the counts are invalidated, as UIKit keeps them")
        let context = UICollectionViewLayoutInvalidationContext()
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        #expect(view.numberOfSections == 1)
    }

    @Test func aSectionOutOfRangeIsRecordedNotTrapped() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let source = Counts([2])
        view.dataSource = source
        #expect(view.numberOfItems(inSection: 4) == 0)
        #expect(view.raisedExceptions.map(\.reason) == ["request for number of items in section 4 when there are only 1 sections in the collection view"])
    }

    @Test func attachingALayoutSetsItsCollectionView() {
        let first = UICollectionViewLayout(), second = UICollectionViewLayout()
        let view = UICollectionView(frame: .zero, collectionViewLayout: first)
        #expect(first.collectionView === view)
        view.collectionViewLayout = second
        #expect(first.collectionView == nil && second.collectionView === view)
    }

    @Test func decorationRegistrationsAreRecorded() {
        let layout = UICollectionViewLayout()
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        #expect(layout.registeredDecorationViews["background"] != nil)
        layout.register(nil, forDecorationViewOfKind: "background")
        #expect(layout.registeredDecorationViews["background"] == nil)
    }
}
