import Foundation

/// Turns each row's blocks into a ratio, an interval and a verdict, and decides when a row
/// has enough blocks.
///
/// Per row, the blocks' log ratios go through `PairedShift` (signed ranks): three one-sided
/// tests against the threshold L = log(1 + threshold) — "slower by more than L" (regression),
/// "faster by more than L" (improvement) and "not slower by more than L" (no regression).
/// Each family is corrected over the rows by Holm, so a run reports any false regression —
/// or any false all-clear — with probability at most α, whatever the rows.
package enum ABAnalysis {
    /// The raw p-values of one row.
    package struct Tests: Hashable, Sendable {
        /// Of "θ ≤ L": small when the head is confidently slower by more than the threshold.
        package var regression: Double
        /// Of "θ ≥ −L": small when the head is confidently faster by more than the threshold.
        package var improvement: Double
        /// Of "θ ≥ L": small when the head is confidently not slower by more than the threshold.
        package var noRegression: Double
    }

    /// The tests of `shift` under `criteria`.
    package static func tests(_ shift: PairedShift, criteria: ABCriteria) -> Tests {
        let bound = criteria.logThreshold
        return Tests(
            regression: shift.pValue(above: bound),
            improvement: shift.pValue(below: -bound),
            noRegression: shift.pValue(below: bound)
        )
    }

    /// The log ratios of `blocks` that can be analysed (both times positive and finite).
    static func differences(_ blocks: [ABBlock]) -> [Double] {
        blocks.compactMap(\.logRatio)
    }

    /// The verdict a row has already earned at the Bonferroni level α / `rowCount` — which
    /// Holm's correction at the end cannot undo, since it never adjusts a p-value by more than
    /// the row count — or `nil` while undecided (keep sampling).
    ///
    /// Stopping when a verdict is certain, rather than at a fixed count, is what lets a budget
    /// go to the rows that need it; it cannot manufacture a regression where the ratio sits
    /// well inside the threshold, because a row stops on whichever verdict it reaches first
    /// and "no regression" is reached long before a chance excursion past L.
    package static func decision(_ blocks: [ABBlock], criteria: ABCriteria, rowCount: Int) -> ABVerdict? {
        let differences = differences(blocks)
        guard !differences.isEmpty else { return nil }
        let tests = tests(PairedShift(differences), criteria: criteria)
        let level = criteria.familyErrorRate / Double(max(1, rowCount))
        if tests.regression <= level { return .regression }
        if tests.improvement <= level { return .improvement }
        if tests.noRegression <= level { return .noRegression }
        return nil
    }

    /// A row to be judged: its name, unit, blocks and why it stopped.
    package struct Row: Hashable, Sendable {
        package var name: String
        package var unit: String?
        package var blocks: [ABBlock]
        package var stop: ABStop

        /// A row.
        package init(name: String, unit: String?, blocks: [ABBlock], stop: ABStop) {
            self.name = name
            self.unit = unit
            self.blocks = blocks
            self.stop = stop
        }
    }

    /// Every row's outcome, in the order given. The rows with blocks form the families Holm
    /// corrects over; a row without any is inconclusive and counts in none.
    package static func outcomes(_ rows: [Row], criteria: ABCriteria) -> [ABRowOutcome] {
        var distributions: [Int: SignedRankDistribution] = [:]
        var outcomes: [ABRowOutcome] = []
        var tested: [(index: Int, tests: Tests)] = []
        for row in rows {
            var outcome = ABRowOutcome(name: row.name, unit: row.unit, blocks: row.blocks, verdict: .inconclusive, stop: row.stop)
            let differences = differences(row.blocks)
            if !differences.isEmpty {
                let distribution = distributions[differences.count] ?? SignedRankDistribution(pairCount: differences.count)
                distributions[differences.count] = distribution
                let shift = PairedShift(differences, distribution: distribution)
                outcome.ratio = exp(shift.estimate)
                if let interval = shift.interval(confidence: criteria.confidence) {
                    outcome.lower = exp(interval.lower)
                    outcome.upper = exp(interval.upper)
                }
                outcome.baseMedian = median(row.blocks.map(\.base))
                outcome.headMedian = median(row.blocks.map(\.head))
                let tests = tests(shift, criteria: criteria)
                outcome.regressionP = tests.regression
                outcome.improvementP = tests.improvement
                outcome.noRegressionP = tests.noRegression
                tested.append((outcomes.count, tests))
            }
            outcomes.append(outcome)
        }
        let regression = HolmCorrection.adjusted(tested.map(\.tests.regression))
        let improvement = HolmCorrection.adjusted(tested.map(\.tests.improvement))
        let noRegression = HolmCorrection.adjusted(tested.map(\.tests.noRegression))
        for (position, entry) in tested.enumerated() {
            let alpha = criteria.familyErrorRate
            let verdict: ABVerdict
            let adjusted: Double
            if regression[position] <= alpha {
                (verdict, adjusted) = (.regression, regression[position])
            } else if improvement[position] <= alpha {
                (verdict, adjusted) = (.improvement, improvement[position])
            } else if noRegression[position] <= alpha {
                (verdict, adjusted) = (.noRegression, noRegression[position])
            } else {
                (verdict, adjusted) = (.inconclusive, regression[position])
            }
            outcomes[entry.index].verdict = verdict
            outcomes[entry.index].adjustedP = adjusted
        }
        return outcomes
    }

    /// The median of `values` (the mean of the two middle ones for an even count); `nil` when empty.
    static func median(_ values: [Double]) -> Double? {
        SampleStatistics(values)?.median
    }
}
