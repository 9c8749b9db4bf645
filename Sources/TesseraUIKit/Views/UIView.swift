#if !canImport(UIKit)
import Foundation

/// A view, as a layout sees its collection view: a frame, bounds, traits, safe area and
/// layout direction.
///
/// Modelled: `frame`, `bounds` and `center` kept consistent (setting one updates the others;
/// the bounds' origin is the scroll offset of a scroll view), `traitCollection`,
/// `safeAreaInsets`, `semanticContentAttribute` and `effectiveUserInterfaceLayoutDirection`
/// (from the trait collection unless the semantic content attribute forces a direction). Not
/// modelled: the view hierarchy, drawing, layers, colours, Auto Layout, gestures, animation,
/// the responder chain; a view has no superview or window. The host
/// (`TesseraUIKitHost`) sets the traits and the safe area of the collection view it plays.
@MainActor
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
