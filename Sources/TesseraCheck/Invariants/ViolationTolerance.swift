/// Which violations of one invariant pass, by class: whether rounding noise passes, and below
/// how many device pixels a geometric violation passes. A violation that is not geometric
/// never passes.
///
/// `exact` (Tessera's own engines) passes nothing. `belowHalfDevicePixel` (a user's layout by
/// default) passes noise and anything smaller than half a device pixel: a CGFloat layout that
/// sums in another order, or applies self-sizing as a delta, is off by ulps, which no screen
/// shows; an edge half a device pixel off is rounded to the other pixel by the renderer, which
/// a person can see as a seam, a double line or a cell one pixel past the edge.
public struct ViolationTolerance: Hashable, Sendable {
    /// Whether rounding noise passes (`ViolationClass.noise`).
    public var passesNoise: Bool
    /// Violations smaller than this many device pixels pass (0: none but noise, when it
    /// passes). Below 1 it passes part of the sub-pixel class, from 1 on every sub-pixel
    /// violation and part of the pixel class.
    public var devicePixels: Double

    /// A tolerance passing noise when `passesNoise`, and violations smaller than
    /// `belowDevicePixels` device pixels (negative or NaN counts as 0).
    public init(passesNoise: Bool = false, belowDevicePixels: Double = 0) {
        self.passesNoise = passesNoise
        devicePixels = belowDevicePixels > 0 ? belowDevicePixels : 0
    }

    /// Nothing passes: Tessera's own engines are exact.
    public static let exact = ViolationTolerance()
    /// Only rounding noise passes.
    public static let noise = ViolationTolerance(passesNoise: true)
    /// Noise and anything smaller than half a device pixel pass: a user's layout by default.
    public static let belowHalfDevicePixel = ViolationTolerance(passesNoise: true, belowDevicePixels: 0.5)

    /// The largest distance in points that passes at `displayScale`, noise aside: just below
    /// `devicePixels / displayScale`, or 0.
    public func allowance(displayScale: Double) -> Double {
        devicePixels > 0 ? (devicePixels / DisplayScale.valid(displayScale)).nextDown : 0
    }

    /// Whether a violation of `magnitude` passes at `displayScale`.
    public func passes(_ magnitude: ViolationMagnitude, displayScale: Double) -> Bool {
        guard let points = magnitude.points else { return false }
        if passesNoise, points <= magnitude.noiseBound { return true }
        return points <= allowance(displayScale: displayScale)
    }
}

/// A `ViolationTolerance` for every invariant: one for all, with overrides for some.
///
/// ```swift
/// var tolerances = ViolationTolerances.userLayout
/// tolerances[.incrementalUpdate] = .noise  // updates must match a fresh layout to the ulp
/// ```
public struct ViolationTolerances: Hashable, Sendable {
    /// The tolerance of every invariant without an override.
    public var standard: ViolationTolerance
    /// Per-invariant tolerances, replacing `standard` for their invariant.
    public var overrides: [Invariant: ViolationTolerance]

    /// `standard` for every invariant, except those of `overrides`.
    public init(_ standard: ViolationTolerance, overrides: [Invariant: ViolationTolerance] = [:]) {
        self.standard = standard
        self.overrides = overrides
    }

    /// The tolerance of `invariant`; setting it adds an override.
    public subscript(_ invariant: Invariant) -> ViolationTolerance {
        get { overrides[invariant] ?? standard }
        set { overrides[invariant] = newValue }
    }

    /// Every invariant exact: Tessera's own engines, and any layout's default that is not a
    /// user's (`LayoutDefinition.expectations(for:)`).
    public static let exact = ViolationTolerances(.exact)
    /// Every invariant `belowHalfDevicePixel`: noise passes, half a device pixel fails. The
    /// default of a `CustomLayout` (and so of a hosted UIKit layout).
    public static let userLayout = ViolationTolerances(.belowHalfDevicePixel)

    /// Whether no invariant lets anything pass.
    public var isExact: Bool {
        standard == .exact && overrides.values.allSatisfy { $0 == .exact }
    }
}
