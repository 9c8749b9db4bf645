/// A width and a height.
public struct Size: Hashable, Sendable {
    /// The extent along x.
    public var width: Double
    /// The extent along y.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with no extent.
    public static let zero = Size(width: 0, height: 0)

    /// The length across `axis` (`width` for vertical, `height` for horizontal).
    @inlinable
    public func length(across axis: ScrollAxis) -> Double {
        axis == .vertical ? width : height
    }
}

extension Size: CustomStringConvertible {
    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}
