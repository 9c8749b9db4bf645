#if !canImport(UIKit)
import Foundation
import TesseraCheck
import TesseraCore
import TesseraUIKit

extension CollectionViewHost {
    /// Plays `performBatchUpdates` with `batch`: the data source's items change, then the
    /// layout hears of it in UIKit's order (see the type's documentation).
    ///
    /// A batch that does not fit the items is what UIKit raises "Invalid update" for: reported
    /// (`UIKitInvariant.updateCounts`) and not applied. Counts from the data source that do not
    /// add up with the batch (a data source that overrides them) are reported the same way,
    /// and the collection view then reloads, as UIKit falls back to `reloadData()`. Returns
    /// what changed in the items, or `nil` when nothing was applied.
    @discardableResult
    public func performBatchUpdates(_ batch: BatchUpdate) -> ItemSetChange? {
        showOnScreen()
        checkPass()
        let before = dataSource.items
        let oldCounts = collectionView.itemCounts
        var after = before
        let change: ItemSetChange
        do {
            change = try after.apply(batch)
        } catch {
            report(UIKitInvariant.updateCounts, "Invalid update: \(error.description)")
            return nil
        }
        dataSource.items = after
        collectionView.cachedItemCounts = nil
        let newCounts = collectionView.itemCounts
        if let problem = UpdateArithmetic(oldCounts: oldCounts, batch: batch).problem(withNewCounts: newCounts) {
            report(UIKitInvariant.updateCounts, problem)
            reloadData()
            return change
        }
        collectionView.cachedItemCounts = oldCounts
        let context = layout.makeInvalidationContext()
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        // UIKit prepares and queries before the layout hears what changed: the answers are
        // checked one by one, not held to the linear filter (the layout changes before the
        // pass ends, in prepare(forCollectionViewUpdates:)).
        queryVisibleRect()
        discardPass()
        let updateItems = UpdateItems.make(for: batch, change: change, before: before, after: after)
        layout.prepare(forCollectionViewUpdates: updateItems)
        noteExceptions()
        refreshContentSize()
        let proposed = collectionView.contentOffset
        collectionView.contentOffset = clampedOffset(layout.targetContentOffset(forProposedContentOffset: proposed))
        let visible = queryVisibleRect()
        let shown = Set(visible.map(\.identity))
        for item in updateItems {
            switch item.updateAction {
            case .insert, .move:
                guard let path = item.indexPathAfterUpdate, path.count == 2, path[1] != NSNotFound,
                      shown.contains(ElementIdentity(category: .cell, kind: nil, indexPath: path)),
                      let attributes = layout.initialLayoutAttributesForAppearingItem(at: path) else { continue }
                _ = handOut(attributes, by: "initialLayoutAttributesForAppearingItem(at: \(path))")
            case .delete:
                guard let path = item.indexPathBeforeUpdate, path.count == 2, path[1] != NSNotFound,
                      let attributes = layout.finalLayoutAttributesForDisappearingItem(at: path) else { continue }
                // Its index path is the one before the update: only its frame is checked.
                if !attributes.frame.isFiniteRect {
                    report(
                        UIKitInvariant.finiteFrames,
                        "finalLayoutAttributesForDisappearingItem(at: \(path)) returned \(HostedElement(attributes).description), which is not finite"
                    )
                }
            case .reload, .none:
                continue
            }
        }
        layout.finalizeCollectionViewUpdates()
        noteExceptions()
        return change
    }

    /// Plays `reloadData()`: the layout is invalidated with `invalidateEverything` and
    /// `invalidateDataSourceCounts`, prepared, and queried.
    public func reloadData() {
        showOnScreen()
        checkPass()
        collectionView.cachedItemCounts = nil
        let context = layout.makeInvalidationContext()
        context.everything = true
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        ensurePrepared()
        collectionView.contentOffset = clampedOffset(collectionView.contentOffset)
        queryVisibleRect()
        noteExceptions()
    }

    /// `offset` kept within the content (UIKit's scroll view does not rest beyond it).
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let content = collectionView.contentSize, size = collectionView.bounds.size
        func clamp(_ value: CGFloat, _ travel: CGFloat) -> CGFloat {
            guard value.isFinite, travel.isFinite else { return 0 }
            return min(max(value, 0), max(travel, 0))
        }
        return CGPoint(x: clamp(offset.x, content.width - size.width), y: clamp(offset.y, content.height - size.height))
    }

    /// Compares the layout's answers with a new layout object's at the current size: the
    /// size-change check (`UIKitInvariant.boundsChange`). Needs `freshLayout`.
    func checkAgainstFreshLayout() {
        guard let freshLayout, checkedInvariants.contains(UIKitInvariant.boundsChange) else { return }
        let mine = allElements()
        let myContentSize = collectionView.contentSize
        var environment = self.environment
        environment.size = collectionView.bounds.size
        let fresh = CollectionViewHost(
            layout: freshLayout(), dataSource: type(of: dataSource).init(items: dataSource.items), environment: environment
        )
        fresh.checkedInvariants = []
        fresh.layOut()
        let theirs = fresh.allElements()
        let size = "\(environment.size.width) × \(environment.size.height)"
        if fresh.collectionView.contentSize != myContentSize {
            report(
                UIKitInvariant.boundsChange,
                "after the size changed to \(size), collectionViewContentSize is \(myContentSize.width) × \(myContentSize.height), a new layout's \(fresh.collectionView.contentSize.width) × \(fresh.collectionView.contentSize.height)"
            )
        }
        var freshFrames: [ElementIdentity: HostedElement] = [:]
        for element in theirs { freshFrames[element.identity] = element }
        var differences = 0
        for element in mine where differences < 3 {
            if let other = freshFrames.removeValue(forKey: element.identity) {
                guard other.frame != element.frame, element.frame.isFiniteRect || other.frame.isFiniteRect else { continue }
                differences += 1
                report(
                    UIKitInvariant.boundsChange,
                    "after the size changed to \(size), the layout puts \(element.description); a new layout at that size puts it at \(HostedElement.describe(other.frame))",
                    elements: [element, other]
                )
            } else {
                differences += 1
                report(UIKitInvariant.boundsChange, "after the size changed to \(size), the layout returns \(element.description), which a new layout at that size does not", elements: [element])
            }
        }
        for element in freshFrames.values.sorted(by: { $0.description < $1.description }).prefix(max(0, 3 - differences)) {
            report(UIKitInvariant.boundsChange, "after the size changed to \(size), the layout lacks \(element.description), which a new layout at that size returns", elements: [element])
        }
    }
}
#endif
