/// Content insets, as UIKit's `UIEdgeInsets`: space kept free at each edge of the content.
///
/// `Codable` as `{ "top", "left", "bottom", "right" }`, the interchange's insets object, so
/// that a user's `Codable` layout options can hold insets.
public struct Insets: Hashable, Sendable, Codable {
    /// Space above the content.
    public var top: Double
    /// Space left of the content.
    public var left: Double
    /// Space below the content.
    public var bottom: Double
    /// Space right of the content.
    public var right: Double

    /// Creates insets; each defaults to 0.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = Insets()

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }

    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }
}
