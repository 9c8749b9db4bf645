import TesseraCore

// The app's code uses CoreGraphics types; these stand-ins keep it reading as it does there
// (origin and size, `maxX` computed as `origin.x + size.width`), on platforms without
// CoreGraphics. In the app, delete this file and `import UIKit`.

/// `CGFloat`: a `Double` on every 64-bit Apple platform.
public typealias CGFloat = Double

/// `CGPoint`.
public struct CGPoint: Hashable, Sendable {
    /// The x coordinate.
    public var x: CGFloat
    /// The y coordinate.
    public var y: CGFloat

    /// A point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

/// `CGSize`.
public struct CGSize: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// A size.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

/// `CGRect`: an origin and a size; its far edges are computed, as CoreGraphics computes them.
public struct CGRect: Hashable, Sendable {
    /// The origin.
    public var origin: CGPoint
    /// The size.
    public var size: CGSize

    /// A rect.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }

    /// `origin.x`.
    public var minX: CGFloat { origin.x }
    /// `origin.y`.
    public var minY: CGFloat { origin.y }
    /// `origin.x + size.width`.
    public var maxX: CGFloat { origin.x + size.width }
    /// `origin.y + size.height`.
    public var maxY: CGFloat { origin.y + size.height }

    /// The rect moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The frame as Tessera stores it: edges, with `maxX` and `maxY` as computed here.
    public var rect: Rect { Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }
}
