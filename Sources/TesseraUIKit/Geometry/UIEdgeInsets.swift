#if !canImport(UIKit)
import Foundation

/// Insets for the edges of a view or a rectangle, as UIKit's `UIEdgeInsets`: positive values
/// shrink the rectangle (`CGRect.inset(by:)`).
///
/// Modelled: the four insets, `.zero`, equality and `CGRect.inset(by:)`. Not modelled:
/// `NSCoder` and `NSValue` bridging.
public struct UIEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative ones), as UIKit computes it: the
    /// origin moves by `left` and `top`, the size shrinks by `left + right` and `top + bottom`.
    /// A size that would become negative is kept as computed; `CGRect`'s `minX`, `width` and
    /// the other accessors read such a rectangle standardised, as CoreGraphics does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom)
        )
    }
}
#endif
