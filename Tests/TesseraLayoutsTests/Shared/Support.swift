import TesseraCheck
import TesseraCore

/// Every invariant of `spec`'s layout — the built-in ones, its reference geometry,
/// determinism and its metamorphic relations — up to three violations each: what the
/// property tests below require to be empty.
func violations<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) -> [InvariantViolation] {
    InvariantChecker(violationLimit: 3).check(spec)
}

/// Awkward container lengths: thirds, phone widths, tiny, huge and close to overflowing.
let awkwardLengths: [Double] = [100.0 / 3, 375, 414, 1e-3, 0.1 + 0.2, 1e9 + 1.0 / 3, 123_456.789, 1e300 / 7]

extension SplitMix64 {
    /// A uniformly chosen element.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }

    /// A uniform integer in `range`.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A uniform double in `0 ..< 1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
