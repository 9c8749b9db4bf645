extension Xoshiro256StarStar {
    /// A uniformly distributed integer in `0 ..< bound`, without modulo bias (Lemire's
    /// multiply-and-reject, 2019). `bound` must be at least 1; usually one draw.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "next(below:) needs a bound of at least 1")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            // 2^64 mod bound: the low products below it are the over-represented ones.
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniformly distributed integer in `range`.
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if width == .max { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: next(below: width + 1))
    }

    /// A uniformly distributed `Double` in `[0, 1)`: the top 53 bits of one draw, scaled, so
    /// every value is a multiple of 2⁻⁵³.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A `Double` in `range`, uniform up to rounding: `lower + (upper − lower) × u`.
    public mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        let value = range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    /// `true` with probability `probability`.
    public mutating func nextBool(probability: Double = 0.5) -> Bool {
        nextUnit() < probability
    }

    /// A uniformly chosen element of `elements`, which must not be empty.
    public mutating func pick<Elements: RandomAccessCollection>(_ elements: Elements) -> Elements.Element {
        let offset = Int(next(below: UInt64(elements.count)))
        return elements[elements.index(elements.startIndex, offsetBy: offset)]
    }

    /// A roughly log-uniform integer in `range` (lower bound ≥ 0): first a bit length chosen
    /// uniformly, then a uniform value of that length, so small counts are as likely as large
    /// ones per power of two and both tiny and huge cases come up. Integer arithmetic only —
    /// no libm, whose last bits may differ between platforms.
    public mutating func nextLogUniformInt(in range: ClosedRange<Int>) -> Int {
        let lower = Swift.max(range.lowerBound, 0), upper = Swift.max(range.upperBound, lower)
        let lowBits = Int.bitWidth - lower.leadingZeroBitCount
        let highBits = Int.bitWidth - upper.leadingZeroBitCount
        let bits = nextInt(in: lowBits ... highBits)
        let low = bits == 0 ? 0 : 1 << (bits - 1)
        let high = bits == 0 ? 0 : (1 << (bits - 1)) - 1 + (1 << (bits - 1))
        return nextInt(in: Swift.max(low, lower) ... Swift.min(high, upper))
    }

    /// A heavy-tailed positive factor: `2^k × (1 + u)` with `k ≥ 0` geometric (each further
    /// doubling with probability `tail`) — mostly near 1, occasionally very large. Exact binary
    /// arithmetic only, so the value replays bit for bit everywhere.
    public mutating func nextHeavyTailed(tail: Double = 0.5, maximumDoublings: Int = 20) -> Double {
        var factor = 1.0
        var doublings = 0
        while doublings < maximumDoublings, nextBool(probability: tail) {
            factor *= 2
            doublings += 1
        }
        return factor * (1 + nextUnit())
    }
}
