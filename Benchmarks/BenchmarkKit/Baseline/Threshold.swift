/// How much slower (or more allocating) a row may become before it counts as a regression,
/// as a fraction: `0.05` is 5%.
package struct Threshold: Hashable, Sendable, CustomStringConvertible {
    /// The allowed relative increase; ≥ 0.
    package var fraction: Double

    /// A threshold of `percent` percent.
    package init(percent: Double) {
        self.fraction = percent / 100
    }

    /// Parses a percentage: `5%`, `5`, `0.5%` (a bare number is also read as percent).
    /// Throws `BenchmarkError.invalidValue` for anything else, including negative or
    /// non-finite numbers.
    package init(parsing text: String, flag: String = "--threshold") throws(BenchmarkError) {
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let percent = Double(digits), percent.isFinite, percent >= 0 else {
            throw .invalidValue(flag: flag, value: text, expected: "a percentage such as 5%")
        }
        self.init(percent: percent)
    }

    /// `(current − baseline) / baseline`: 0 when both are 0, +∞ from 0 to more. The change
    /// every threshold is compared with (a timed run's `--compare` and the gate alike).
    package static func change(from baseline: Double, to current: Double) -> Double {
        baseline == 0 ? (current == 0 ? 0 : .infinity) : (current - baseline) / baseline
    }

    /// `5%`.
    package var description: String {
        let percent = fraction * 100
        return percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }
}
