import Foundation

/// A logarithmic (base 10) mapping from a positive data range onto a pixel range, widened to
/// whole decades so the axis ticks fall on 1, 10, 100, ….
package struct LogScale: Hashable, Sendable {
    /// The smallest decade exponent shown (10^lowerExponent at the range start).
    package let lowerExponent: Int
    /// The largest decade exponent shown.
    package let upperExponent: Int
    /// Pixel coordinate of the range start.
    package let start: Double
    /// Pixel coordinate of the range end (may be below `start`, for a y axis growing up).
    package let end: Double

    /// A scale covering `minimum ... maximum` (both > 0; a single value gets one decade)
    /// mapped onto `start ... end` in pixels.
    package init(minimum: Double, maximum: Double, start: Double, end: Double) {
        let low = Int(floor(log10(minimum)))
        let high = Int(ceil(log10(maximum)))
        self.lowerExponent = low
        self.upperExponent = max(high, low + 1)
        self.start = start
        self.end = end
    }

    /// The pixel coordinate of `value` (> 0).
    package func position(_ value: Double) -> Double {
        let fraction = (log10(value) - Double(lowerExponent)) / Double(upperExponent - lowerExponent)
        return start + fraction * (end - start)
    }

    /// The decades shown, low to high.
    package var decades: ClosedRange<Int> { lowerExponent ... upperExponent }

    /// A decade's label: `1`, `10`, `100`, `1k`, `10k`, `100k`, `1M`, … and `0.1`, `0.01`, ….
    package static func label(decade: Int) -> String {
        switch decade {
        case ..<0: return "0." + String(repeating: "0", count: -decade - 1) + "1"
        case 0 ..< 3: return "1" + String(repeating: "0", count: decade)
        case 3 ..< 6: return "1" + String(repeating: "0", count: decade - 3) + "k"
        case 6 ..< 9: return "1" + String(repeating: "0", count: decade - 6) + "M"
        default: return "1e\(decade)"
        }
    }
}
