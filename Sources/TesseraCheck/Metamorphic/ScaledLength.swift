import TesseraCore

/// Lengths multiplied for the `scaling` relation, refusing results it cannot compare exactly.
public enum ScaledLength {
    /// `value × factor`, or `nil` when either is nonzero and outside `range` in magnitude: an
    /// overflow to infinity or a subnormal intermediate makes "the frames scale exactly"
    /// untrue for reasons that are not the layout's.
    public static func of(_ value: Double, by factor: Double) -> Double? {
        let scaled = value * factor
        guard scales(value), scales(scaled) else { return nil }
        return scaled
    }

    /// The nonzero magnitudes for which scaling is checked: 2⁻⁴⁰⁰ ... 2⁴⁰⁰. Layouts multiply
    /// at most a length by the aspect ratio, divide by up to 2²⁰ columns and add up to 2³¹
    /// lengths; from numbers in this range (or differences of them, exact multiples of
    /// 2⁻⁴⁵²) no intermediate comes near the subnormal range below 2⁻¹⁰²², whose fixed
    /// absolute precision does not scale — a normal container of 1e-305 split into 1000
    /// columns would — nor near overflow.
    public static let range: ClosedRange<Double> = 0x1p-400 ... 0x1p400

    /// Whether `value` is zero or in `range` in magnitude.
    public static func scales(_ value: Double) -> Bool {
        value == 0 || range.contains(abs(value))
    }

    /// Every edge of `insets` scaled, or `nil` when one cannot be.
    public static func of(_ insets: Insets, by factor: Double) -> Insets? {
        guard let top = of(insets.top, by: factor), let left = of(insets.left, by: factor),
              let bottom = of(insets.bottom, by: factor), let right = of(insets.right, by: factor) else { return nil }
        return Insets(top: top, left: left, bottom: bottom, right: right)
    }
}
