#if !canImport(UIKit)
import Foundation
import TesseraCore
import TesseraUIKit

/// A collection view's data source and delegate answering from Tessera's `ItemSet`: the
/// sections and their item counts, and each item's preferred size and span.
///
/// A layout that asks its own delegate protocol for sizes gets them from a subclass that
/// adopts the protocol and answers from `items`:
///
/// ```swift
/// final class FeedSource: ItemSetDataSource, PinterestLayoutDelegate {
///     func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
///         height(at: indexPath)
///     }
/// }
/// ```
///
/// The host sets it as the collection view's `dataSource` and `delegate`, and replaces
/// `items` when it plays a batch update (before the layout hears of it, as an app updates its
/// model inside `performBatchUpdates`). Overriding the counts is how a test reproduces a
/// data source whose counts disagree with its updates (`UIKitInvariant.updateCounts`).
@MainActor
open class ItemSetDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The items the collection view shows.
    public package(set) var items: ItemSet

    /// A data source for `items`.
    public required init(items: ItemSet) {
        self.items = items
        super.init()
    }

    /// The number of sections of `items`.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        items.sectionCount
    }

    /// The number of items in `section` (0 for a section `items` does not have).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < items.sectionCount ? items.itemCount(inSection: section) : 0
    }

    /// The item at `indexPath`, or `nil` when `items` has none there.
    public func item(at indexPath: IndexPath) -> ItemSet.Item? {
        guard indexPath.count == 2, let index = items.flatIndex(of: ItemPath(section: indexPath[0], item: indexPath[1])) else { return nil }
        return items[flatIndex: index]
    }

    /// The item's preferred width and height (zero for an item that does not exist).
    public func size(at indexPath: IndexPath) -> CGSize {
        guard let item = item(at: indexPath) else { return .zero }
        return CGSize(width: item.width, height: item.height)
    }

    /// The item's preferred width (zero for an item that does not exist).
    public func width(at indexPath: IndexPath) -> CGFloat {
        CGFloat(item(at: indexPath)?.width ?? 0)
    }

    /// The item's preferred height (zero for an item that does not exist).
    public func height(at indexPath: IndexPath) -> CGFloat {
        CGFloat(item(at: indexPath)?.height ?? 0)
    }

    /// The item's span (1 for an item that does not exist).
    public func span(at indexPath: IndexPath) -> Int {
        item(at: indexPath)?.span ?? 1
    }
}
#endif
