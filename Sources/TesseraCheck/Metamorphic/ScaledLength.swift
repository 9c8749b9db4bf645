import TesseraCore

/// Lengths multiplied for the `scaling` relation, refusing results it cannot compare exactly.
public enum ScaledLength {
    /// `value × factor`, or `nil` when either is not a normal (or zero) finite number: an
    /// overflow to infinity or a subnormal operand makes "the frames scale exactly" untrue for
    /// reasons that are not the layout's.
    public static func of(_ value: Double, by factor: Double) -> Double? {
        let scaled = value * factor
        guard value.isFinite, scaled.isFinite, !value.isSubnormal, !scaled.isSubnormal else { return nil }
        return scaled
    }

    /// Every edge of `insets` scaled, or `nil` when one cannot be.
    public static func of(_ insets: Insets, by factor: Double) -> Insets? {
        guard let top = of(insets.top, by: factor), let left = of(insets.left, by: factor),
              let bottom = of(insets.bottom, by: factor), let right = of(insets.right, by: factor) else { return nil }
        return Insets(top: top, left: left, bottom: bottom, right: right)
    }
}
