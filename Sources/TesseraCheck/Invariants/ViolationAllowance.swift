/// What one invariant's check lets pass: the layout's tolerance in points (`noOverlap`,
/// `inBounds` and `tightContentSize` only) and its class tolerance at the display scale.
/// The checks skip a violation it passes and keep looking, so that noise found first cannot
/// take the place of a bug found later.
struct ViolationAllowance: Sendable {
    /// Violations of at most this many points pass.
    var points: Double
    /// Which classes pass, and below how many device pixels.
    var tolerance: ViolationTolerance
    /// Device pixels per point.
    var displayScale: Double

    /// Nothing passes.
    static let exact = ViolationAllowance(points: 0, tolerance: .exact, displayScale: DisplayScale.standard)

    /// A distance at most this many points needs no report, noise aside: what the overlap sweep
    /// shrinks frames by and the bounds compare with.
    var threshold: Double {
        Swift.max(points, tolerance.allowance(displayScale: displayScale))
    }

    /// Whether a violation found beyond `threshold` may still pass: only when noise passes
    /// (its bound depends on the coordinates, not a fixed threshold).
    var filters: Bool { tolerance.passesNoise }

    /// Whether nothing passes at all.
    var isExact: Bool { points == 0 && tolerance == .exact }

    /// Whether a violation of `magnitude` passes.
    func passes(_ magnitude: ViolationMagnitude) -> Bool {
        guard let distance = magnitude.points else { return false }
        return distance <= points || tolerance.passes(magnitude, displayScale: displayScale)
    }

    /// How far a planted violation must go to be reported: 0 (an ulp will do) when nothing
    /// passes; else twice the threshold, or twice the noise bound of coordinates up to
    /// `coordinate` when that is larger.
    func plantDistance(coordinate: Double) -> Double {
        guard !isExact else { return 0 }
        let noise = tolerance.passesNoise ? ViolationMagnitude(points: 0, coordinate: coordinate).noiseBound : 0
        return 2 * Swift.max(threshold, noise)
    }
}
