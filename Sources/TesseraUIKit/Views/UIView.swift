#if !canImport(UIKit)
import Foundation

/// A view, as a layout sees its collection view: a frame, bounds, traits, safe area and
/// layout direction.
///
/// Modelled: `frame`, `bounds` and `center` kept consistent (setting one updates the others;
/// the bounds' origin is the scroll offset of a scroll view), `traitCollection`,
/// `safeAreaInsets`, `layoutMargins`, `semanticContentAttribute` and
/// `effectiveUserInterfaceLayoutDirection` (from the trait collection unless the semantic
/// content attribute forces a direction), and `setNeedsLayout()`/`layoutIfNeeded()` (a
/// collection view's layout pass); `systemLayoutSizeFitting` (without Auto Layout, it
/// returns its target size). Not modelled: the view hierarchy, drawing, layers, colours,
/// Auto Layout, gestures, animation, the responder chain; a view has no superview or window. The host
/// (`TesseraUIKitHost`) sets the traits and the safe area of the collection view it plays.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.standardized.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The view's bounds: its own coordinate system (for a scroll view, the origin is the
    /// content offset).
    open var bounds: CGRect = .zero

    /// The centre of the frame.
    open var center: CGPoint = .zero

    /// The view's traits (set by the host for a collection view it plays).
    open var traitCollection: UITraitCollection { environmentTraits }

    /// The insets of the safe area (set by the host; zero by default).
    open var safeAreaInsets: UIEdgeInsets { environmentSafeArea }

    /// Whether the view's content flips for right-to-left languages.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The direction the view lays its content out in: `semanticContentAttribute` when it
    /// forces one, else the trait collection's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The view's layout margins; UIKit's default of 8 points on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The layout margins with leading and trailing for left and right (left to right here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Marks the view as needing layout; the next `layoutIfNeeded()` lays it out.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays the view out now if it needs it: for a collection view whose host plays it, the
    /// host prepares the layout if it was invalidated and queries the visible rect, as UIKit's
    /// `layoutSubviews` does. A plain view has nothing to lay out.
    open func layoutIfNeeded() {
        needsLayout = false
        layoutPass?()
    }

    /// Auto Layout's smallest fitting size, as a target for `systemLayoutSizeFitting(_:)`.
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The size the view's constraints give it nearest `targetSize`. Auto Layout is not
    /// modelled (a view has no constraints or content here), so this is `targetSize`: a
    /// self-sizing cell's `preferredLayoutAttributesFitting(_:)` (airbnb/MagazineLayout's, for
    /// one) compiles and keeps the size the layout proposed. Sizes in Tessera come from the
    /// items, through the delegate.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        targetSize
    }

    /// The size the view's constraints give it nearest `targetSize` under the fitting
    /// priorities: `targetSize` here, as `systemLayoutSizeFitting(_:)`.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        targetSize
    }

    /// Whether `setNeedsLayout()` was called since the last `layoutIfNeeded()`.
    package var needsLayout = false

    /// Not in UIKit: what `layoutIfNeeded()` runs (set by the host for its collection view).
    package var layoutPass: (() -> Void)?

    /// Not in UIKit: the traits the host gives the view.
    package var environmentTraits = UITraitCollection(traitsFrom: [
        UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .phone),
    ])

    /// Not in UIKit: the safe area the host gives the view.
    package var environmentSafeArea = UIEdgeInsets.zero

    /// A view with the given frame.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Views are not decoded here: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// How a view's content flips for right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
#endif
