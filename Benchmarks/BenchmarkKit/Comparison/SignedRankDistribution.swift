/// The exact distribution of the Wilcoxon signed-rank statistic W⁺ of `pairCount` paired
/// differences when the differences are symmetric about zero: each of the ranks 1…n joins the
/// sum with probability ½, independently, so W⁺ ranges over 0…n(n+1)/2.
///
/// Exact rather than the normal approximation because the A/B's decisions are made at
/// Holm-corrected levels (α/m, far in the tail) on a few dozen pairs, where the approximation
/// is worst. The table is built once per count by a subset-sum recurrence in probabilities
/// (each rank halves and shifts the previous table), which cannot overflow.
///
/// - Complexity: O(n³) to build (about n³/6 additions: 1.3 million at n = 200), O(1) per
///   query; O(n²) memory.
package struct SignedRankDistribution: Sendable {
    /// The number of pairs n.
    package let pairCount: Int
    /// `cumulative[w]` = P(W⁺ ≤ w), for w in 0…n(n+1)/2.
    private let cumulative: [Double]

    /// The distribution for `pairCount` ≥ 0 pairs.
    package init(pairCount: Int) {
        precondition(pairCount >= 0, "a pair count is never negative")
        self.pairCount = pairCount
        let maximum = pairCount * (pairCount + 1) / 2
        var probability = [Double](repeating: 0, count: maximum + 1)
        probability[0] = 1
        var reach = 0
        for rank in stride(from: 1, through: pairCount, by: 1) {
            reach += rank
            // P_rank(w) = ½ P_{rank−1}(w) + ½ P_{rank−1}(w − rank); descending, in place.
            var sum = reach
            while sum >= rank {
                probability[sum] = 0.5 * (probability[sum] + probability[sum - rank])
                sum -= 1
            }
            while sum >= 0 {
                probability[sum] *= 0.5
                sum -= 1
            }
        }
        var running = 0.0
        cumulative = probability.map { running += $0; return Swift.min(1, running) }
    }

    /// The largest value W⁺ can take: n(n+1)/2.
    package var maximum: Int { cumulative.count - 1 }

    /// P(W⁺ ≤ `value`): 0 below 0, 1 at or above the maximum.
    package func probability(atMost value: Int) -> Double {
        if value < 0 { return 0 }
        if value >= maximum { return 1 }
        return cumulative[value]
    }

    /// P(W⁺ ≥ `value`), by the distribution's symmetry P(W⁺ ≥ w) = P(W⁺ ≤ max − w), which keeps
    /// small tails exact instead of subtracting from 1.
    package func probability(atLeast value: Int) -> Double {
        probability(atMost: maximum - value)
    }

    /// The largest c with P(W⁺ ≤ c) ≤ `tail`, or -1 when even P(W⁺ ≤ 0) = 2⁻ⁿ exceeds it (too
    /// few pairs for that level). O(log n²).
    package func lowerCriticalValue(tail: Double) -> Int {
        var low = -1, high = maximum
        // Invariant: P(≤ low) ≤ tail (or low = -1); P(≤ high) > tail (or high = maximum, P = 1).
        if tail >= 1 { return maximum }
        while high - low > 1 {
            let middle = (low + high) / 2
            if cumulative[middle] <= tail { low = middle } else { high = middle }
        }
        return low
    }
}
