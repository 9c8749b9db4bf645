/// The shift θ of paired differences — here log(head/base) of one block each — estimated and
/// tested by the Wilcoxon signed-rank method: the Hodges–Lehmann estimate (the median of the
/// Walsh averages), its exact confidence interval, and one-sided p-values for "θ exceeds s".
///
/// Valid when the differences are independent and symmetric about θ. The A/B makes them so:
/// each block runs base and head back to back in a random order, so under "no change" the two
/// are exchangeable and their log ratio is symmetric about zero, and a change that costs a
/// fixed fraction shifts it to log(1 + fraction). Ranks, not values: one sample slowed by
/// another process's burst moves the estimate by one rank, not by its size.
///
/// A Walsh average is (dᵢ + dⱼ)/2 for i ≤ j; W⁺ for a shift s is the number of them above s
/// (Tukey's identity), so every quantity below is a count over the sorted averages.
///
/// - Complexity: O(n² log n) to build for n differences (the n(n+1)/2 averages, sorted) plus
///   the distribution's O(n³) (`SignedRankDistribution`); O(log n) per p-value.
package struct PairedShift: Sendable {
    /// The differences, in the order given.
    package let differences: [Double]
    /// Every (dᵢ + dⱼ)/2, i ≤ j, ascending.
    package let walshAverages: [Double]
    /// W⁺'s null distribution for this many differences.
    package let distribution: SignedRankDistribution

    /// Analyses `differences` (finite values; at least one).
    package init(_ differences: [Double], distribution: SignedRankDistribution? = nil) {
        precondition(!differences.isEmpty && differences.allSatisfy(\.isFinite), "finite differences, at least one")
        self.differences = differences
        var averages: [Double] = []
        averages.reserveCapacity(differences.count * (differences.count + 1) / 2)
        for i in differences.indices {
            for j in i ..< differences.count { averages.append((differences[i] + differences[j]) / 2) }
        }
        averages.sort()
        walshAverages = averages
        if let distribution, distribution.pairCount == differences.count {
            self.distribution = distribution
        } else {
            self.distribution = SignedRankDistribution(pairCount: differences.count)
        }
    }

    /// The Hodges–Lehmann estimate of θ: the median of the Walsh averages.
    package var estimate: Double {
        let count = walshAverages.count
        return count % 2 == 1 ? walshAverages[count / 2] : (walshAverages[count / 2 - 1] + walshAverages[count / 2]) / 2
    }

    /// The exact two-sided interval for θ at `confidence` (e.g. 0.95): the (c+1)-th smallest
    /// and (c+1)-th largest Walsh averages, c the largest value with P(W⁺ ≤ c) ≤ (1 − confidence)/2.
    /// `nil` when there are too few differences to reach that confidence (fewer than 6 for 95%).
    package func interval(confidence: Double) -> (lower: Double, upper: Double)? {
        let critical = distribution.lowerCriticalValue(tail: (1 - confidence) / 2)
        guard critical >= 0 else { return nil }
        return (walshAverages[critical], walshAverages[walshAverages.count - 1 - critical])
    }

    /// The one-sided p-value of "θ ≤ `shift`" against "θ > `shift`": P(W⁺ ≥ w) for w the
    /// number of Walsh averages strictly above `shift`. An average equal to `shift` counts
    /// against the alternative (conservative). O(log n).
    package func pValue(above shift: Double) -> Double {
        let atMost = upperBound(shift)
        return distribution.probability(atLeast: walshAverages.count - atMost)
    }

    /// The one-sided p-value of "θ ≥ `shift`" against "θ < `shift`": P(W⁺ ≥ w) for w the
    /// number of Walsh averages strictly below `shift` (the statistic's mirror image). O(log n).
    package func pValue(below shift: Double) -> Double {
        distribution.probability(atLeast: lowerBound(shift))
    }

    /// The number of Walsh averages below `value`.
    private func lowerBound(_ value: Double) -> Int {
        var low = 0, high = walshAverages.count
        while low < high {
            let middle = (low + high) / 2
            if walshAverages[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number of Walsh averages at or below `value`.
    private func upperBound(_ value: Double) -> Int {
        var low = 0, high = walshAverages.count
        while low < high {
            let middle = (low + high) / 2
            if walshAverages[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
