#if !canImport(UIKit)
import TesseraCheck

/// What a hosted UIKit layout must do for UIKit to show it right, each a Tessera `Invariant`
/// checked by `CollectionViewHost` while it plays the collection view's calls.
///
/// A seventh property, that the layout's answers after a batch update equal a fresh layout of
/// the updated items, is Tessera's built-in `incrementalUpdate`, which holds the hosted
/// layout's updates (`UIKitLayout` as an `IncrementalLayout`) to the layout from scratch.
public enum UIKitInvariant {
    /// `layoutAttributesForElements(in:)` answers the elements whose frames intersect the rect
    /// (`Rect.intersects`, which frames touching an edge of the rect may also pass) — the
    /// linear filter over every element of the layout — each once, with the frame the layout
    /// gives it everywhere else. A missed element is a cell UIKit does not show.
    public static let rectQuery = Invariant(
        "uikitRectQuery",
        summary: "layoutAttributesForElements(in:) answers the linear filter's elements for the rect, each once"
    )

    /// `layoutAttributesForItem(at:)`, `layoutAttributesForSupplementaryView(ofKind:at:)` and
    /// `layoutAttributesForDecorationView(ofKind:at:)` answer, for every element the rect
    /// queries return, attributes of that element with the same frame. UIKit asks per element
    /// during updates and scrolling to an item; `nil` there is its exception "no
    /// UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath:".
    public static let elementQuery = Invariant(
        "uikitElementQuery", summary: "per-element queries answer the rect queries' attributes for the same element"
    )

    /// Every attributes object names an element that exists: a cell's index path is within
    /// the data source's counts, a supplementary or decoration view is in an existing section,
    /// and a decoration kind is registered (UIKit cannot dequeue a view for it otherwise).
    /// UIKit ignores the others ("Received layout attributes with an invalid index path") or
    /// raises an exception.
    public static let indexPaths = Invariant(
        "uikitIndexPaths", summary: "attributes name existing items and sections, and registered decoration kinds"
    )

    /// Every frame and the content size are finite numbers (UIKit cannot place a view at NaN).
    public static let finiteFrames = Invariant("uikitFiniteFrames", summary: "every frame and the content size are finite")

    /// A batch update's counts add up: the items in each section after the update are those
    /// before, plus those inserted and moved in, minus those deleted and moved out — else UIKit
    /// raises "Invalid update: invalid number of items in section …".
    public static let updateCounts = Invariant(
        "uikitUpdateCounts", summary: "batch updates' counts add up (UIKit's 'invalid number of items')"
    )

    /// An attributes object the layout returned keeps its values until the layout is
    /// invalidated: UIKit keeps the object it was given and compares the next one with it, so
    /// one changed in place is a change the collection view never shows.
    public static let attributesMutation = Invariant(
        "uikitAttributesMutation", summary: "returned attributes are not changed until the layout is invalidated"
    )

    /// After the collection view's size changes (a rotation, a split-view resize), the layout
    /// answers what a new layout object at the new size answers: a layout that does not
    /// invalidate, or keeps stale caches, shows the old geometry.
    public static let boundsChange = Invariant(
        "uikitBoundsChange", summary: "after a size change the layout answers what a fresh layout at that size does"
    )

    /// The layout makes no call UIKit raises an exception for (asking for the items of a
    /// section that does not exist, an invalidation context class that is not one).
    public static let exception = Invariant("uikitException", summary: "the layout makes no call UIKit raises an exception for")

    /// Every UIKit invariant, in the order they are reported.
    public static let all: [Invariant] = [
        rectQuery, elementQuery, indexPaths, finiteFrames, updateCounts, attributesMutation, boundsChange, exception,
    ]
}
#endif
