#if !canImport(UIKit)
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
import Foundation

/// An affine transformation matrix, as CoreGraphics' `CGAffineTransform`, which
/// swift-corelibs-foundation does not have: a layout sets one on its attributes (a carousel's
/// scaled or rotated cells).
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Modelled: the initializers,
/// `identity`, `isIdentity`, concatenation, translation, scaling, rotation, inversion and
/// `applying(_:)` on points, sizes and rects, with CoreGraphics' conventions. Not modelled:
/// decomposition and `NSValue` bridging.
public struct CGAffineTransform: Equatable, Sendable {
    /// The matrix entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform with these entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scaling by `sx`, `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (positive angles turn clockwise in UIKit's flipped
    /// coordinates).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A translation followed by this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scaling followed by this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; this transform unchanged when it cannot be inverted (a zero
    /// determinant), as CoreGraphics returns it.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGPoint {
    /// The point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGSize {
    /// The size mapped by `transform`'s linear part (no translation).
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension CGRect {
    /// The smallest rect containing the four corners of this rect (standardised) mapped by
    /// `transform`; the null rect stays null.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
#endif
#endif
