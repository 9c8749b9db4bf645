import Foundation

/// What an A/B run decides and how surely: the threshold a change must confidently exceed to
/// count as a regression, the family-wise error rate of those verdicts over every row, the
/// confidence of the intervals it reports, and how many blocks a row may take.
package struct ABCriteria: Hashable, Sendable, Codable {
    /// A regression is a head/base ratio confidently above 1 + `threshold` (0.05: 5% slower).
    package var threshold: Double
    /// α: the chance that any row of a run is falsely reported (as a regression, as an
    /// improvement, or as no regression) stays at most this, by Holm's correction.
    package var familyErrorRate: Double
    /// The confidence of the per-row interval printed with each ratio (not corrected for the
    /// number of rows: the verdicts are).
    package var confidence: Double
    /// A row stops after this many blocks even when undecided.
    package var maximumBlocks: Int

    /// Criteria with the A/B's defaults: 5%, α = 0.05, 95% intervals, 60 blocks.
    package init(threshold: Double = 0.05, familyErrorRate: Double = 0.05, confidence: Double = 0.95, maximumBlocks: Int = 60) {
        self.threshold = threshold
        self.familyErrorRate = familyErrorRate
        self.confidence = confidence
        self.maximumBlocks = maximumBlocks
    }

    /// log(1 + threshold): the threshold as a shift of the log ratio.
    package var logThreshold: Double { log1p(threshold) }

    /// The fewest blocks with which a row can be decided among `rowCount` rows: the smallest
    /// p-value n blocks can give is 2⁻ⁿ, which must reach α / rowCount.
    package func minimumBlocks(rowCount: Int) -> Int {
        var blocks = 1
        while pow(2, -Double(blocks)) > familyErrorRate / Double(max(1, rowCount)) { blocks += 1 }
        return blocks
    }
}
