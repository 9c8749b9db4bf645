#if !canImport(UIKit)
import Foundation

/// The base class of collection-view layouts, as UIKit's `UICollectionViewLayout`: subclass it,
/// override `prepare()`, `collectionViewContentSize` and `layoutAttributesForElements(in:)`
/// (and whatever else UIKit lets you), and the host (`TesseraUIKitHost`) plays a collection
/// view's calls on it.
///
/// Every method has UIKit's documented default:
/// - `prepare()` does nothing; `collectionViewContentSize` is `.zero`; every attribute query
///   returns `nil`; the appearing and disappearing attributes are `nil` (the element appears
///   and disappears at its final and initial attributes); the index paths to insert and delete
///   for supplementary and decoration views are empty.
/// - `invalidateLayout()` calls `invalidateLayout(with:)` with a context of
///   `invalidationContextClass` whose `invalidateEverything` is set; `invalidateLayout(with:)`
///   tells the collection view, which applies the context's adjustments and prepares the
///   layout again before its next query. An override must call `super`, as in UIKit.
/// - `shouldInvalidateLayout(forBoundsChange:)` is `false`;
///   `invalidationContext(forBoundsChange:)` is a new context of `invalidationContextClass`.
///   `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` is `false`;
///   its context invalidates the element of the original attributes.
/// - `targetContentOffset(forProposedContentOffset:)` and its velocity variant return the
///   proposed offset; `flipsHorizontallyInOppositeLayoutDirection` is `false`;
///   `developmentLayoutDirection` is left to right; `layoutAttributesClass` and
///   `invalidationContextClass` are the base classes.
/// - `register(_:forDecorationViewOfKind:)` records the class for the kind; the host reports a
///   decoration element of a kind never registered, which UIKit cannot dequeue.
///
/// The class is `@MainActor`, as UIKit declares it; `init(coder:)` exists so that a subclass's
/// `required init?(coder:)` compiles, and returns `nil`. Not modelled: nibs, layout transitions
/// (the hooks exist and do nothing), interactive reordering, animated bounds changes beyond
/// calling the hooks, and right-to-left flipping (the host plays left to right unless told
/// otherwise and does not mirror frames).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    /// The collection view the layout is attached to (weak, as in UIKit).
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// Not in UIKit: set by `UICollectionView` when the layout is attached to it.
    package weak var attachedCollectionView: UICollectionView?

    /// Not in UIKit: the decoration view classes registered, by kind.
    package private(set) var registeredDecorationViews: [String: AnyClass] = [:]

    /// A layout attached to no collection view.
    public override init() {
        super.init()
    }

    /// Layouts are not decoded here: returns `nil`. Present so that a subclass's
    /// `required init?(coder:)` compiles.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Layouts are not encoded here: does nothing.
    open func encode(with coder: NSCoder) {}

    // MARK: Invalidation

    /// Invalidates the whole layout: `invalidateLayout(with:)` with a context of
    /// `invalidationContextClass` whose `invalidateEverything` is set.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` says; the collection view prepares the layout again before
    /// its next query. An override must call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(with: context)
    }

    /// Records `viewClass` as the view for decoration elements of `elementKind` (`nil`
    /// removes it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationViews[elementKind] = viewClass
    }

    // MARK: Subclassing hooks

    /// The class of the layout's attributes objects.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the layout's invalidation contexts.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Prepares the layout: called before the first query and after every invalidation.
    /// Does nothing by default.
    open func prepare() {}

    /// The attributes of every element whose frame intersects `rect`; `nil` by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item's cell at `indexPath`; `nil` by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; `nil` by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the
    /// layout; `false` by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change the layout invalidates for: a new context of
    /// `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing element's preferred attributes invalidate the layout; `false`
    /// by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context for a self-sizing change: a new context of `invalidationContextClass`
    /// with the original attributes' element invalidated.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let path = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [path])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [path])
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [path])
        }
        return context
    }

    /// Where scrolling that would stop at `proposedContentOffset` with `velocity` stops: the
    /// proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to use after an update or a layout change: the proposed offset by
    /// default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The size of the whole content; `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The direction the layout was written for: left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether UIKit mirrors the layout's frames in the opposite direction; `false` by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Update support hooks

    /// Called with the changes of a batch update, after the layout was invalidated with
    /// `invalidateDataSourceCounts` and prepared; does nothing by default.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called last in a batch update; does nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change; does nothing by default.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; does nothing by default.
    open func finalizeAnimatedBoundsChange() {}

    /// Called before a transition to `newLayout` (not played here); does nothing by default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called before a transition from `oldLayout` (not played here); does nothing by default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called after a layout transition (not played here); does nothing by default.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item's cell starts its animation; `nil` (its final attributes) by
    /// default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item's cell ends its animation; `nil` (its initial attributes) by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts; `nil` by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a disappearing supplementary view ends; `nil` by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an appearing decoration view starts; `nil` by default.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a disappearing decoration view ends; `nil` by default.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The supplementary views of `elementKind` the update deletes; none by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the update deletes; none by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` the update inserts; none by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the update inserts; none by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Contexts

    /// A new context of `invalidationContextClass`, as UIKit makes one. A class that is not a
    /// context subclass is what UIKit raises an exception for: recorded on the collection view,
    /// and a base context is used instead.
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let contextType = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            collectionView?.raise(
                "NSInvalidArgumentException",
                "invalidationContextClass \(contextClass) is not a subclass of UICollectionViewLayoutInvalidationContext"
            )
            return UICollectionViewLayoutInvalidationContext()
        }
        return contextType.init(instantiatedByUIKit: ())
    }
}
#endif
