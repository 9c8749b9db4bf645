/// An axis-aligned rectangle stored by its edges.
///
/// Tessera stores edges rather than origin and size so that two neighbouring frames can
/// share an edge exactly: the right neighbour's `minX` is the very same `Double` as the left
/// one's `maxX`, so they never overlap and never leave a gap, whatever the rounding.
///
/// A rect with `minX > maxX` or `minY > maxY` is *inverted*. Layout engines never produce
/// one; a query with one matches nothing.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var minX: Double
    /// The top edge (y grows downwards, as in UIKit).
    public var minY: Double
    /// The right edge.
    public var maxX: Double
    /// The bottom edge.
    public var maxY: Double

    /// Creates a rect from its four edges, as given (no normalisation).
    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Creates a rect from an origin and a size, as UIKit's `CGRect` does
    /// (`maxX = x + width`, rounded once).
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The empty rect at the origin.
    public static let zero = Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// `maxX - minX`; negative for an inverted rect.
    @inlinable public var width: Double { maxX - minX }

    /// `maxY - minY`; negative for an inverted rect.
    @inlinable public var height: Double { maxY - minY }

    /// The rect's size (`width`, `height`).
    @inlinable public var size: Size { Size(width: width, height: height) }

    /// Whether an edge is inverted (`minX > maxX` or `minY > maxY`).
    @inlinable public var isInverted: Bool { minX > maxX || minY > maxY }

    /// Whether every edge is a finite number.
    @inlinable public var isFinite: Bool {
        minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite
    }

    /// Whether the two rects overlap: the one intersection predicate of the whole package.
    ///
    /// `a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY`, with both
    /// rects not inverted. Frames that only touch along an edge do not intersect; a zero-width
    /// or zero-height rect intersects the rects it lies strictly across (a line through a cell
    /// hits it, a line along its edge does not); an inverted rect or one with a NaN edge
    /// intersects nothing. Every `RectIndex` answers exactly the set this predicate selects.
    ///
    /// The four comparisons alone would let an inverted rect match (an inverted (8, 8)–(2, 2)
    /// passes all four against (0, 0)–(10, 10)); the two orientation checks close that gap
    /// (docs/CONTRACT.md, "Geometry").
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && minX <= maxX && minY <= maxY && other.minX <= other.maxX && other.minY <= other.maxY
    }

    /// Whether `other` lies within this rect's edges (edges included).
    ///
    /// An inverted `other` is contained in nothing; an inverted `self` contains nothing.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        !isInverted && !other.isInverted
            && minX <= other.minX && other.maxX <= maxX
            && minY <= other.minY && other.maxY <= maxY
    }

    /// Whether the point lies within the rect, half-open: `minX ≤ x < maxX`, `minY ≤ y < maxY`.
    @inlinable
    public func contains(x: Double, y: Double) -> Bool {
        minX <= x && x < maxX && minY <= y && y < maxY
    }

    /// The smallest rect that contains both rects' edges.
    ///
    /// Zero-area rects count (a header of zero height still extends the union), inverted
    /// rects are ignored: the union with an inverted rect is the other rect.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if other.isInverted { return self }
        if isInverted { return other }
        return Rect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY)
        )
    }

    /// The rect with `x` and `y` swapped: the frame the same element has when the layout
    /// scrolls along the other axis.
    @inlinable
    public var transposed: Rect { Rect(minX: minY, minY: minX, maxX: maxY, maxY: maxX) }
}

extension Rect: CustomStringConvertible {
    /// `(minX, minY)–(maxX, maxY)`, with each number written so that it reads back exactly.
    public var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
}
