#if !canImport(UIKit)
import Foundation

/// Insets that follow the layout direction, as UIKit's `NSDirectionalEdgeInsets`: `leading`
/// is the left edge in a left-to-right layout and the right edge in a right-to-left one.
///
/// Modelled: the four insets, `.zero` and equality. Not modelled: `NSCoder` and `NSValue`
/// bridging.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}
#endif
