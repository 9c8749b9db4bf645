/// Holm's step-down correction for testing many rows at once: with m p-values sorted
/// ascending, the i-th (from 0) is multiplied by m − i, and each adjusted value is at least
/// the one before it. Rejecting where the adjusted p-value is ≤ α keeps the chance of any
/// false rejection — here, of any row falsely reported as a regression — at most α, whatever
/// the dependence between rows. Uniformly more powerful than Bonferroni (p × m), and as
/// simple; a false-discovery-rate procedure would admit a fraction of false alarms, which a
/// gate that fails CI must not.
///
/// - Complexity: O(m log m).
package enum HolmCorrection {
    /// The adjusted p-values, in the order of `pValues`.
    package static func adjusted(_ pValues: [Double]) -> [Double] {
        let count = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 1, count: count)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
