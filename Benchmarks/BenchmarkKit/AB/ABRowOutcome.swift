/// One row's result in an A/B run: its blocks, the head/base ratio with its interval, the
/// p-values behind the verdict (raw and Holm-adjusted over the run's rows) and why it stopped.
package struct ABRowOutcome: Hashable, Sendable, Codable {
    /// The row's name (`workload/[index/]layout/size`).
    package var name: String
    /// The row's unit (`ns/query`, …) as the worker reported it; the ratio has none.
    package var unit: String?
    /// The paired blocks, in the order measured.
    package var blocks: [ABBlock]
    /// The Hodges–Lehmann estimate of head/base (exp of the log-ratio shift); `nil` without blocks.
    package var ratio: Double?
    /// The interval of head/base at the criteria's confidence; `nil` with too few blocks.
    package var lower: Double?
    /// See `lower`.
    package var upper: Double?
    /// The base's median time per unit over the blocks (for reading, not for the verdict).
    package var baseMedian: Double?
    /// The head's median time per unit over the blocks.
    package var headMedian: Double?
    /// Raw one-sided p-value of "head/base ≤ 1 + threshold".
    package var regressionP: Double?
    /// Raw one-sided p-value of "head/base ≥ 1 / (1 + threshold)".
    package var improvementP: Double?
    /// Raw one-sided p-value of "head/base ≥ 1 + threshold".
    package var noRegressionP: Double?
    /// The Holm-adjusted p-value of the verdict's family (the regression family for an
    /// inconclusive row: how far it was from being reported).
    package var adjustedP: Double?
    /// The verdict.
    package var verdict: ABVerdict
    /// Why sampling stopped.
    package var stop: ABStop

    /// An outcome.
    package init(
        name: String, unit: String?, blocks: [ABBlock], ratio: Double? = nil, lower: Double? = nil, upper: Double? = nil,
        baseMedian: Double? = nil, headMedian: Double? = nil, regressionP: Double? = nil, improvementP: Double? = nil,
        noRegressionP: Double? = nil, adjustedP: Double? = nil, verdict: ABVerdict, stop: ABStop
    ) {
        self.name = name
        self.unit = unit
        self.blocks = blocks
        self.ratio = ratio
        self.lower = lower
        self.upper = upper
        self.baseMedian = baseMedian
        self.headMedian = headMedian
        self.regressionP = regressionP
        self.improvementP = improvementP
        self.noRegressionP = noRegressionP
        self.adjustedP = adjustedP
        self.verdict = verdict
        self.stop = stop
    }
}
