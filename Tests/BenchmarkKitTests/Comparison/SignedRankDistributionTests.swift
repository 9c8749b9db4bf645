import Testing
@testable import BenchmarkKit

@Suite struct SignedRankDistributionTests {
    /// P(W⁺ ≤ w) by enumerating every subset of the ranks 1…n.
    static func bruteForce(_ n: Int) -> [Double] {
        let maximum = n * (n + 1) / 2
        var counts = [Double](repeating: 0, count: maximum + 1)
        for subset in 0 ..< (1 << n) {
            var sum = 0
            for rank in 1 ... max(1, n) where n > 0 && subset & (1 << (rank - 1)) != 0 { sum += rank }
            counts[sum] += 1
        }
        var running = 0.0
        return counts.map { running += $0 / Double(1 << n); return running }
    }

    @Test func matchesEnumerationForSmallCounts() {
        for n in 0 ... 12 {
            let distribution = SignedRankDistribution(pairCount: n)
            let expected = Self.bruteForce(n)
            #expect(distribution.maximum == n * (n + 1) / 2)
            for w in 0 ... distribution.maximum {
                #expect(abs(distribution.probability(atMost: w) - expected[w]) < 1e-12, "n \(n), w \(w)")
            }
        }
    }

    @Test func threePairsByHand() {
        // Sums of subsets of {1, 2, 3}: 0, 1, 2, 3, 3, 4, 5, 6.
        let distribution = SignedRankDistribution(pairCount: 3)
        #expect(distribution.probability(atMost: 3) == 5.0 / 8)
        #expect(distribution.probability(atLeast: 3) == 5.0 / 8)
        #expect(distribution.probability(atMost: -1) == 0)
        #expect(distribution.probability(atMost: 6) == 1)
        #expect(distribution.probability(atLeast: 7) == 0)
    }

    @Test func criticalValuesMatchThePublishedTables() {
        // Two-sided α = 0.05 (tail 0.025): n = 6 → 0, 10 → 8, 20 → 52, 30 → 137; α = 0.01: n = 20 → 37.
        #expect(SignedRankDistribution(pairCount: 5).lowerCriticalValue(tail: 0.025) == -1)
        #expect(SignedRankDistribution(pairCount: 6).lowerCriticalValue(tail: 0.025) == 0)
        #expect(SignedRankDistribution(pairCount: 10).lowerCriticalValue(tail: 0.025) == 8)
        #expect(SignedRankDistribution(pairCount: 20).lowerCriticalValue(tail: 0.025) == 52)
        #expect(SignedRankDistribution(pairCount: 30).lowerCriticalValue(tail: 0.025) == 137)
        #expect(SignedRankDistribution(pairCount: 20).lowerCriticalValue(tail: 0.005) == 37)
    }

    @Test func tailsAreSymmetricAndExactFarOut() {
        let distribution = SignedRankDistribution(pairCount: 40)
        for w in stride(from: 0, through: distribution.maximum, by: 37) {
            #expect(abs(distribution.probability(atMost: w) - distribution.probability(atLeast: distribution.maximum - w)) < 1e-12)
        }
        // Only the empty subset sums to 0: 2⁻⁴⁰, kept exact rather than lost to 1 − (1 − ε).
        #expect(distribution.probability(atLeast: distribution.maximum) == 1 / Double(UInt64(1) << 40))
    }
}
