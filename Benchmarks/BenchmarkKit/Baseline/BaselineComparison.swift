/// The per-row, per-figure differences between a baseline and a current run, and which of
/// them are regressions under a threshold.
package struct BaselineComparison: Hashable, Sendable {
    /// One figure of one row, before and after.
    package struct Delta: Hashable, Sendable {
        /// The row's name.
        package var row: String
        /// The figure's name (e.g. `instructions`).
        package var metric: String
        /// The baseline's value.
        package var baseline: Double
        /// The current value.
        package var current: Double
        /// `(current - baseline) / baseline`; +∞ when the baseline is 0 and the current is
        /// not, 0 when both are 0.
        package var change: Double
        /// Whether `change` exceeds the threshold.
        package var isRegression: Bool
    }

    /// Every figure present in both, in row-name then metric-name order.
    package var deltas: [Delta]
    /// Rows of the current run the baseline lacks (not regressions: nothing to compare).
    package var newRows: [String]
    /// Rows of the baseline the current run lacks (not regressions, but worth a look: a
    /// filtered run or a renamed benchmark).
    package var missingRows: [String]
    /// The threshold the deltas were judged with.
    package var threshold: Threshold

    /// The deltas that regressed.
    package var regressions: [Delta] { deltas.filter(\.isRegression) }

    /// Compares `current` with `baseline`: a figure regresses when it grew by more than
    /// `threshold` (relative to the baseline). O(rows × figures).
    package init(baseline: Baseline, current: Baseline, threshold: Threshold) {
        self.threshold = threshold
        var deltas: [Delta] = []
        for name in current.rows.keys.sorted() {
            guard let before = baseline.rows[name], let after = current.rows[name] else { continue }
            for metric in after.keys.sorted() {
                guard let old = before[metric], let new = after[metric] else { continue }
                let change = Threshold.change(from: old, to: new)
                deltas.append(Delta(
                    row: name, metric: metric, baseline: old, current: new, change: change,
                    isRegression: change > threshold.fraction
                ))
            }
        }
        self.deltas = deltas
        self.newRows = current.rows.keys.filter { baseline.rows[$0] == nil }.sorted()
        self.missingRows = baseline.rows.keys.filter { current.rows[$0] == nil }.sorted()
    }

    /// A readable report: every delta (regressions marked), then new and missing rows, then
    /// a one-line verdict.
    package func report() -> String {
        var table = TextTable(columns: ["row", "figure", "baseline", "current", "change", ""])
        for delta in deltas {
            table.append([
                delta.row, delta.metric, NumberFormatting.compact(delta.baseline),
                NumberFormatting.compact(delta.current), NumberFormatting.signedPercent(delta.change),
                delta.isRegression ? "REGRESSION" : "",
            ])
        }
        var lines = [table.render()]
        if !newRows.isEmpty { lines.append("new rows (not in the baseline): " + newRows.joined(separator: ", ")) }
        if !missingRows.isEmpty {
            lines.append("missing rows (in the baseline, not measured): " + missingRows.joined(separator: ", "))
        }
        let regressed = regressions
        if regressed.isEmpty {
            lines.append("no regression over \(threshold) in \(deltas.count) figures")
        } else {
            let names = regressed.map { "\($0.row) [\($0.metric) \(NumberFormatting.signedPercent($0.change))]" }
            lines.append("REGRESSED over \(threshold): " + names.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
