#if !canImport(UIKit)
#if canImport(QuartzCore)
@_exported import QuartzCore
#else
import Foundation

/// A 4×4 transformation matrix, as Core Animation's `CATransform3D`: the `transform3D` of
/// layout attributes (a cover-flow layout's perspective).
///
/// Row-vector convention, as Core Animation: a point `(x, y, z, 1)` is multiplied on the left,
/// so `CATransform3DConcat(a, b)` applies `a` first. Modelled: the matrix, the identity, the
/// make/translate/scale/rotate/concat functions, `CATransform3DIsIdentity` and
/// `CATransform3DEqualToTransform`. Not modelled: inversion, affine conversion, `NSValue`
/// bridging.
public struct CATransform3D: Equatable, Sendable {
    /// The matrix entries, row by row.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The matrix entries, row by row.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The matrix entries, row by row.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The matrix entries, row by row.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as Core Animation's C struct initializer.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// The matrix with these entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries as rows, for the products.
    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows: [[CGFloat]]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3]
        )
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1
)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `tx`, `ty`, `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scaling by `sx`, `sy`, `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians around the axis `(x, y, z)`; the identity when the axis is
/// the zero vector.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle))), rest = 1 - cosine
    return CATransform3D(
        m11: rest * ux * ux + cosine, m12: rest * ux * uy + sine * uz, m13: rest * ux * uz - sine * uy, m14: 0,
        m21: rest * ux * uy - sine * uz, m22: rest * uy * uy + cosine, m23: rest * uy * uz + sine * ux, m24: 0,
        m31: rest * ux * uz + sine * uy, m32: rest * uy * uz - sine * ux, m33: rest * uz * uz + cosine, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// `a` followed by `b`: the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let left = a.rows, right = b.rows
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0 ..< 4 {
        for column in 0 ..< 4 {
            product[row][column] = (0 ..< 4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
        }
    }
    return CATransform3D(rows: product)
}

/// A translation followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scaling followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
#endif
#endif
