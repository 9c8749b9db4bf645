#if !canImport(UIKit)
import Foundation

/// Which parts of a layout an invalidation concerns, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: what `invalidateLayout(with:)` receives.
///
/// Modelled: `invalidateEverything` (set for `invalidateLayout()` and a reload),
/// `invalidateDataSourceCounts` (set for a batch update and a reload; the collection view
/// then asks its data source for the counts again), the invalidated items, supplementary and
/// decoration elements, and the content offset and size adjustments, which the collection
/// view applies when the layout is invalidated. A subclass (returned by a layout's
/// `invalidationContextClass`) adds its own properties, as in UIKit. Not modelled: the
/// interactive-movement properties (reordering is not played).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid: `true` for `invalidateLayout()` and a reload.
    open var invalidateEverything: Bool { everything }
    /// Whether the number of sections or items changed: `true` for a batch update and a reload.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }
    /// How far to move the content offset.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much to grow the content size.
    open var contentSizeAdjustment: CGSize = .zero

    /// The items invalidated by `invalidateItems(at:)`, or `nil`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements invalidated, by kind, or `nil`.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements invalidated, by kind, or `nil`.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Not in UIKit: the flags UIKit's collection view sets on the contexts it creates.
    package var everything = false
    /// Not in UIKit: see `everything`.
    package var dataSourceCounts = false

    /// An empty context: nothing invalidated yet.
    public override init() {
        super.init()
    }

    /// Not in UIKit: how this module creates a context of a class known only by its
    /// metatype (`UICollectionViewLayout.invalidationContextClass`), as UIKit's
    /// `[[cls alloc] init]`: calls `init()`, so a subclass's own `init()` runs.
    public required convenience init(instantiatedByUIKit: Void) {
        self.init()
    }

    /// Adds `indexPaths` to the invalidated items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds `indexPaths` to the invalidated supplementary elements of `elementKind`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedSupplementaryIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = paths
    }

    /// Adds `indexPaths` to the invalidated decoration elements of `elementKind`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedDecorationIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = paths
    }
}
#endif
