/// xoshiro256** (Blackman & Vigna 2018), the generator behind every random choice of the
/// harness: fast, 256 bits of state, and fully specified here so that a seed is a permanent
/// name for a test case.
///
/// Seeded by running `SplitMix64` four times, as the authors recommend. The range mapping
/// (`next(below:)`, `nextInt(in:)`, `nextUnit()`, …) is our own too — see
/// `Xoshiro256StarStar+Ranges.swift` — because the standard library's `random(in:using:)` is
/// free to change how it consumes bits between toolchains.
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
    var s0: UInt64
    var s1: UInt64
    var s2: UInt64
    var s3: UInt64

    /// Creates a generator whose state is the first four outputs of `SplitMix64(seed:)`.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// The 256-bit state, for tests and diagnostics: `[s0, s1, s2, s3]`.
    public var state: [UInt64] { [s0, s1, s2, s3] }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let shifted = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }
}
