/// SplitMix64: a tiny, fast, seeded generator, so every benchmark input and every query is the
/// same on every run and machine (Swift's `SystemRandomNumberGenerator` is not seedable).
struct BenchmarkRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform Double in `range`, from 53 random bits (no platform-dependent rounding).
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// A uniform Int in `0 ..< bound` (bound > 0); the modulo bias is below 2⁻⁴⁰ for the
    /// bounds used here, irrelevant for benchmark inputs.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
