/// SplitMix64 (Steele, Lea & Flood 2014): a tiny 64-bit generator whose only job here is to
/// expand one seed into the state of `Xoshiro256StarStar` and to derive per-case seeds.
///
/// Written out rather than taken from the standard library so that a seed replays the same
/// case forever, whatever the toolchain. It is also a `RandomNumberGenerator`, so tests can
/// draw with the standard library's `random(in:using:)` — whose range mapping may change
/// between toolchains, which is why the generators here use `Xoshiro256StarStar`'s own.
package struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's state; it advances by the golden-ratio increment on every call.
    package private(set) var state: UInt64

    /// Creates a generator starting at `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's output function: a bijective avalanche of the 64 bits of `value`.
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of case `caseIndex` of a campaign seeded with `campaignSeed`.
    ///
    /// A pure function of the two numbers, so any one case replays alone (and a shard of a
    /// campaign generates exactly the cases the whole campaign would). Distinct indices give
    /// distinct seeds: the golden-ratio multiplier is odd, so `index ↦ seed + index × γ` is a
    /// bijection, and `mix` is one too.
    package static func caseSeed(campaignSeed: UInt64, caseIndex: Int) -> UInt64 {
        mix(campaignSeed &+ UInt64(truncatingIfNeeded: caseIndex) &* 0x9E37_79B9_7F4A_7C15)
    }
}
