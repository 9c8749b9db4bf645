/// What a violation's distance means on a screen (`ViolationMagnitude.classification(displayScale:)`):
/// rounding noise, a slip smaller than a device pixel, a pixel or more, or no distance at all.
///
/// A device pixel is `1 / displayScale` points (a third of a point on a 3× iPhone). Noise is a
/// distance within `ViolationMagnitude.noiseUlps` ulps of the coordinates involved: what
/// floating-point arithmetic gives when the same coordinate is computed two ways.
public enum ViolationClass: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Within a few ulps of the coordinates involved: arithmetic, not layout.
    case noise
    /// More than noise, less than one device pixel: invisible alone, but an edge that drifts a
    /// fraction of a pixel per row can add up.
    case subPixel = "sub-pixel"
    /// One device pixel or more: a person can see it.
    case pixel
    /// No distance measures it (a missing element, a wrong lookup, a thrown error): a bug at
    /// any size.
    case notGeometric = "not geometric"

    /// Noise, then sub-pixel, then pixel, then not geometric: from harmless to certainly a bug.
    public static func < (lhs: ViolationClass, rhs: ViolationClass) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .noise: 0
        case .subPixel: 1
        case .pixel: 2
        case .notGeometric: 3
        }
    }
}

/// The display scale a classification assumes when a layout declares none, or declares one
/// that is not a positive finite number.
enum DisplayScale {
    /// 3, the finest common phone screen: the smallest device pixel, so the strictest default.
    static let standard = 3.0

    /// `scale` when it is positive and finite, else `standard`.
    static func valid(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : standard
    }
}
