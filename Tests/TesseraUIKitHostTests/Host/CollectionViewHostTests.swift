import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraUIKit
@testable import TesseraUIKitHost

/// A data source whose count of section 0 never changes: a model updated outside the batch.
private final class FrozenCountSource: ListSource {
    private var frozen: Int?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let count = super.collectionView(collectionView, numberOfItemsInSection: section)
        guard section == 0 else { return count }
        if frozen == nil { frozen = count }
        return frozen!
    }
}

@MainActor @Suite struct CollectionViewHostTests {
    /// Thirty 100-point rows in two sections: taller than the phone-sized view.
    static let items = ItemSet.heights([Array(repeating: 100, count: 12), Array(repeating: 100, count: 18)])
    static let phone = Size(width: 390, height: 844)

    static func engine(_ defect: ListDefect, source: @escaping @MainActor @Sendable (ItemSet) -> ItemSetDataSource = { ListSource(items: $0) }) -> UIKitLayout {
        UIKitLayout(dataSource: source) { ListLayout(defect) }
    }

    static func invariants(of violations: [InvariantViolation]) -> Set<String> {
        Set(violations.map(\.invariant.rawValue))
    }

    @Test func aCorrectLayoutPassesTheWholeSession() {
        let updates = [
            BatchUpdate.appending([ItemSet.Item(height: 50)], toSection: 1, count: 18),
            BatchUpdate(deletedSections: [0]),
            BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: 0), item: ItemSet.Item(height: 30))], movedItems: [.init(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 0, item: 2))]),
        ]
        let violations = Self.engine(.none).playSession(Self.items, in: Self.phone, updates: updates)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(arguments: [
        (ListDefect.dropsTopEdge, UIKitInvariant.rectQuery),
        (.noItemQuery, UIKitInvariant.elementQuery),
        (.cellPastTheEnd, UIKitInvariant.indexPaths),
        (.unregisteredDecoration, UIKitInvariant.indexPaths),
        (.stickyHeaderInPlace, UIKitInvariant.attributesMutation),
        (.ignoresWidthChanges, UIKitInvariant.boundsChange),
        (.asksPastTheLastSection, UIKitInvariant.exception),
    ])
    func eachDefectBreaksItsInvariant(defect: ListDefect, invariant: Invariant) {
        let violations = Self.engine(defect).playSession(Self.items, in: Self.phone)
        #expect(Self.invariants(of: violations).contains(invariant.rawValue), "\(defect): \(violations)")
        let correct = Self.engine(.none).playSession(Self.items, in: Self.phone)
        #expect(correct.isEmpty, "\(correct)")
    }

    @Test func aMissedElementIsNamedWithTheEdgeItStraddles() throws {
        let violations = Self.engine(.dropsTopEdge).playSession(Self.items, in: Self.phone)
        let missed = try #require(violations.first { $0.invariant == UIKitInvariant.rectQuery })
        #expect(missed.message.contains("missed cell"), "\(missed.message)")
        #expect(missed.message.contains("across the top edge"), "\(missed.message)")
    }

    @Test func nanFramesAreReported() {
        let items = ItemSet.heights([[100, 0, 100]])
        let violations = Self.engine(.nanForEmptyItems).playSession(items, in: Self.phone)
        #expect(Self.invariants(of: violations).contains(UIKitInvariant.finiteFrames.rawValue), "\(violations)")
    }

    @Test func updateCountsThatDoNotAddUpAreUIKitsInvalidUpdate() throws {
        let engine = Self.engine(.none) { FrozenCountSource(items: $0) }
        let violations = engine.playSession(Self.items, in: Self.phone, updates: [.appending([ItemSet.Item(height: 10)], toSection: 0, count: 12)])
        let invalid = try #require(violations.first { $0.invariant == UIKitInvariant.updateCounts })
        #expect(invalid.message.hasPrefix("Invalid update: invalid number of items in section 0."), "\(invalid.message)")
        #expect(invalid.message.contains("after the update (12)") && invalid.message.contains("(1 inserted, 0 deleted)"), "\(invalid.message)")
    }

    @Test func aBatchThatDoesNotFitIsAnInvalidUpdate() {
        let violations = Self.engine(.none).playSession(Self.items, in: Self.phone, updates: [BatchUpdate(deletedItems: [ItemPath(section: 0, item: 40)])])
        #expect(violations.map(\.invariant) == [UIKitInvariant.updateCounts], "\(violations)")
    }

    @Test func theBatchUpdateSequenceIsUIKits() {
        let layout = CallRecordingLayout()
        let host = CollectionViewHost(layout: layout, dataSource: ListSource(items: Self.items), environment: .init(size: CGSize(width: 390, height: 844)))
        // Without the checks, whose own queries would come between UIKit's calls.
        host.recordsAnswers = false
        host.layOut()
        #expect(layout.calls == ["invalidate(with:)", "prepare", "contentSize", "query"])
        #expect(layout.lastContext?.invalidateEverything == true && layout.lastContext?.invalidateDataSourceCounts == true)
        layout.calls = []
        host.scroll(to: CGPoint(x: 0, y: 300))
        #expect(layout.calls == ["shouldInvalidate", "query"])
        layout.calls = []
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(layout.calls == [
            "shouldInvalidate", "contextForBounds", "invalidate(with:)", "prepare", "contentSize", "prepare(forAnimatedBoundsChange:)",
            "query", "finalizeAnimatedBoundsChange",
        ])
        #expect(layout.widthWhenInvalidated == 844, "invalidated once the view has its new bounds")
        layout.calls = []
        host.performBatchUpdates(.appending([ItemSet.Item(height: 10)], toSection: 0, count: 12))
        #expect(layout.calls == [
            "invalidate(with:)", "prepare", "contentSize", "query", "prepare(forCollectionViewUpdates:)", "contentSize",
            "targetContentOffset", "query", "finalizeCollectionViewUpdates",
        ])
        #expect(layout.lastContext?.invalidateDataSourceCounts == true && layout.lastContext?.invalidateEverything == false)
        #expect(layout.updateItems == ["insert nil → [0, 12]"])
    }
}

/// Records the calls the host makes, in order.
private final class CallRecordingLayout: UICollectionViewLayout {
    var calls: [String] = []
    var lastContext: UICollectionViewLayoutInvalidationContext?
    var updateItems: [String] = []
    var widthWhenInvalidated: CGFloat?

    override func prepare() { calls.append("prepare") }

    override var collectionViewContentSize: CGSize {
        calls.append("contentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: 3000)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        calls.append("query")
        return []
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidate")
        return newBounds.size != collectionView?.bounds.size
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        calls.append("contextForBounds")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        calls.append("invalidate(with:)")
        widthWhenInvalidated = collectionView?.bounds.width
        lastContext = context
        super.invalidateLayout(with: context)
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { calls.append("prepare(forAnimatedBoundsChange:)") }
    override func finalizeAnimatedBoundsChange() { calls.append("finalizeAnimatedBoundsChange") }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        calls.append("prepare(forCollectionViewUpdates:)")
        self.updateItems = updateItems.map { item in
            let action = item.updateAction == .insert ? "insert" : "other"
            return "\(action) \(item.indexPathBeforeUpdate.map { "\($0)" } ?? "nil") → \(item.indexPathAfterUpdate.map { "\($0)" } ?? "nil")"
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        calls.append("targetContentOffset")
        return proposedContentOffset
    }

    override func finalizeCollectionViewUpdates() { calls.append("finalizeCollectionViewUpdates") }
}
