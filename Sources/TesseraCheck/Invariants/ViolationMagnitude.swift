import TesseraCore

/// How far a violation is from holding, in points, and the size of the coordinates it was
/// measured among: what lets a report tell rounding noise from a sub-pixel slip from a bug a
/// person sees (`ViolationClass`).
///
/// Each geometric invariant says what its distance is: the overlap depth of two frames (the
/// smaller of their overlaps along the two axes, since moving either edge that far apart
/// separates them), how far a frame reaches past its bound, how far a content size is from the
/// union it must equal, and for the comparisons (determinism, the metamorphic relations,
/// incremental updates, a layout's reference model) the largest distance between an edge and
/// the edge expected of it. A violation that no distance measures — a missing element, a wrong
/// lookup, an index's wrong answer, a thrown error — is `notGeometric`, and is always a bug.
public struct ViolationMagnitude: Hashable, Sendable {
    /// The distance in points, ≥ 0 (infinite for a non-finite edge); `nil` when the violation
    /// is not geometric.
    public var points: Double?
    /// The largest magnitude among the coordinates the distance was computed from: what sets
    /// the size of their rounding errors (`noiseBound`).
    public var coordinate: Double

    /// A distance of `points` measured among coordinates of magnitude up to `coordinate`.
    /// A NaN distance is not geometric.
    public init(points: Double, coordinate: Double) {
        guard !points.isNaN else {
            self = .notGeometric
            return
        }
        self.points = Swift.max(0, points)
        self.coordinate = coordinate.isFinite ? coordinate.magnitude : .infinity
    }

    private init(notGeometric: Void) {
        points = nil
        coordinate = 0
    }

    /// A violation no distance measures: always reported as a bug.
    public static let notGeometric = ViolationMagnitude(notGeometric: ())

    /// Whether a distance measures the violation.
    public var isGeometric: Bool { points != nil }

    /// The largest distance between an edge of `actual` and the same edge of `expected`.
    public static func distance(from actual: Rect, to expected: Rect) -> ViolationMagnitude {
        var largest = 0.0
        for difference in [actual.minX - expected.minX, actual.minY - expected.minY, actual.maxX - expected.maxX, actual.maxY - expected.maxY] {
            // A NaN edge makes the distance NaN: not geometric.
            if difference.isNaN || difference.magnitude > largest { largest = difference.magnitude }
            if largest.isNaN { break }
        }
        return ViolationMagnitude(points: largest, coordinate: Swift.max(actual.largestCoordinate, expected.largestCoordinate))
    }

    /// The larger of the width and height differences of two sizes.
    public static func distance(from actual: Size, to expected: Size) -> ViolationMagnitude {
        ViolationMagnitude(
            points: Swift.max((actual.width - expected.width).magnitude, (actual.height - expected.height).magnitude),
            coordinate: [actual.width, actual.height, expected.width, expected.height].map(\.magnitude).max() ?? 0
        )
    }

    /// The distance between two coordinates.
    public static func distance(from actual: Double, to expected: Double) -> ViolationMagnitude {
        ViolationMagnitude(points: (actual - expected).magnitude, coordinate: Swift.max(actual.magnitude, expected.magnitude))
    }

    /// How many ulps of `coordinate` a distance may be and still count as rounding noise: 16.
    ///
    /// Each correctly rounded addition or multiplication errs by at most half an ulp of its
    /// result, and a coordinate computed two ways — sums in another order, a self-sizing delta
    /// applied as `150 + (h − 150)`, section-relative offsets added back — takes a handful of
    /// such operations on numbers no larger than the coordinates involved. Two evaluations of
    /// up to 16 operations each can therefore differ by up to 16 ulps of the largest coordinate:
    /// noise. 16 ulps of a coordinate of 100,000 points is 2.3e-11 points, a hundred million
    /// times smaller than a device pixel, so a bug a person could see is never noise.
    public static let noiseUlps = 16.0

    /// The largest distance that is rounding noise among these coordinates:
    /// `noiseUlps × ulp(max(coordinate, 1))` (coordinates below one point count as one, so that
    /// a coordinate of 0 does not make every distance a bug).
    public var noiseBound: Double {
        Self.noiseUlps * Swift.max(coordinate, 1).ulp
    }

    /// The class of this distance on a screen of `displayScale` device pixels per point
    /// (`ViolationClass`).
    public func classification(displayScale: Double) -> ViolationClass {
        guard let points else { return .notGeometric }
        if points <= noiseBound { return .noise }
        return points < 1 / DisplayScale.valid(displayScale) ? .subPixel : .pixel
    }
}

extension ViolationMagnitude: CustomStringConvertible {
    /// `0.5 pt` or `not geometric`.
    public var description: String {
        points.map { "\($0) pt" } ?? "not geometric"
    }
}

extension Rect {
    /// The largest magnitude of the four edges (infinite when one is not finite).
    var largestCoordinate: Double {
        Swift.max(Swift.max(minX.magnitude, minY.magnitude), Swift.max(maxX.magnitude, maxY.magnitude))
    }
}
