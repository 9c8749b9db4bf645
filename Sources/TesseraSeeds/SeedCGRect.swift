import TesseraCore

/// `CGRect` arithmetic as the seeds use it — origin plus size, with `CGRect`'s standardising
/// accessors — so that the ports round exactly where the originals round.
///
/// Semantics are those of swift-corelibs-foundation's `CGRect` (the tests check this type
/// against it): `maxY` is the largest y (`y + max(height, 0)`), `standardized` flips negative
/// sizes, and `insetBy` standardises first and returns `CGRect.null` (infinite origin, zero
/// size) when the result would have a negative width or height.
struct SeedCGRect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// `CGRect.null`: origin at +∞, size zero.
    static let null = SeedCGRect(x: .infinity, y: .infinity, width: 0, height: 0)

    var isNull: Bool { x == .infinity || y == .infinity }

    /// `CGRect.maxX`: the largest x of the rect.
    var maxX: Double { x + Swift.max(width, 0) }

    /// `CGRect.maxY`: the largest y of the rect.
    var maxY: Double { y + Swift.max(height, 0) }

    /// `CGRect.standardized`: the same rect with a non-negative width and height.
    var standardized: SeedCGRect {
        if isNull { return self }
        var rect = self
        if rect.width < 0 {
            rect.x += rect.width
            rect.width = -rect.width
        }
        if rect.height < 0 {
            rect.y += rect.height
            rect.height = -rect.height
        }
        return rect
    }

    /// `CGRect.insetBy(dx:dy:)`.
    func insetBy(dx: Double, dy: Double) -> SeedCGRect {
        if isNull { return self }
        var rect = standardized
        rect.x += dx
        rect.y += dy
        rect.width -= 2 * dx
        rect.height -= 2 * dy
        if rect.width < 0 || rect.height < 0 { return .null }
        return rect
    }

    /// Whether every component and both far edges are finite (UIKit raises
    /// `CALayerInvalidGeometry` for NaN; an edge at infinity cannot be displayed either).
    var isFinite: Bool { width.isFinite && height.isFinite && rect.isFinite }

    /// The Tessera frame: `Rect(x:y:width:height:)`, edges rounded as `CGRect.maxX` rounds.
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
