/// What an A/B run concluded about one row, at the family-wise error rate of its criteria.
package enum ABVerdict: String, Hashable, Sendable, Codable, CaseIterable {
    /// The head is confidently slower than the base by more than the threshold (exit 2).
    case regression
    /// The head is confidently faster than the base by more than the threshold.
    case improvement
    /// The head is confidently not slower than the base by more than the threshold (and not
    /// confidently faster by more than it): no regression worth the name.
    case noRegression = "no-regression"
    /// None of the above: the samples did not narrow the ratio enough before the row's
    /// blocks or the run's time budget ran out.
    case inconclusive
}

/// Why a row stopped taking blocks.
package enum ABStop: String, Hashable, Sendable, Codable {
    /// Its interval decided it (see `ABAnalysis.decision`).
    case decided
    /// It took `ABCriteria.maximumBlocks` blocks.
    case maximumBlocks = "maximum-blocks"
    /// The run's time budget ran out first.
    case budget
    /// Only one revision has the row, or the two ran it in a different order, so it has no pairs.
    case unpaired
}
