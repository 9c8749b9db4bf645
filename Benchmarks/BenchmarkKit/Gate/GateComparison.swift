import Foundation

/// The gate's verdict on measured figures against the baseline: regressions (figures past
/// their thresholds), rows that appeared or disappeared, and improvements to lock in.
package struct GateComparison: Hashable, Sendable {
    /// One figure of one row, before and after.
    package struct Change: Hashable, Sendable {
        /// The row.
        package var row: String
        /// The figure.
        package var figure: GateFigure
        /// The baseline's value.
        package var baseline: Double
        /// The measured value.
        package var current: Double

        /// `Threshold.change(from: baseline, to: current)`.
        package var fraction: Double { Threshold.change(from: baseline, to: current) }

        /// Whether the figure grew past its threshold.
        package var isRegression: Bool { figure.regresses(from: baseline, to: current) }
    }

    /// Every figure of every row present in both, in row then figure order.
    package var changes: [Change]
    /// Rows measured but not in the baseline: not gated until the baseline has them.
    package var newRows: [String]
    /// Rows in the baseline but not measured: a benchmark that disappeared.
    package var missingRows: [String]
    /// Figures the baseline has for a row but the run did not measure, as `row [figure]`.
    package var missingFigures: [String]

    /// Compares `current` (figures by row) with `baseline` using `figures` (their names are
    /// the keys; other keys are ignored). O(rows × figures).
    package init(baseline: [String: [String: Double]], current: [String: [String: Double]], figures: [GateFigure]) {
        var changes: [Change] = []
        var missingFigures: [String] = []
        for row in current.keys.sorted() {
            guard let before = baseline[row], let after = current[row] else { continue }
            for figure in figures {
                guard let old = before[figure.name] else { continue }
                guard let new = after[figure.name] else { missingFigures.append("\(row) [\(figure.name)]"); continue }
                changes.append(Change(row: row, figure: figure, baseline: old, current: new))
            }
        }
        self.changes = changes
        self.missingFigures = missingFigures
        self.newRows = current.keys.filter { baseline[$0] == nil }.sorted()
        self.missingRows = baseline.keys.filter { current[$0] == nil }.sorted()
    }

    /// The figures past their thresholds.
    package var regressions: [Change] { changes.filter(\.isRegression) }
    /// The figures that went down: with exact counts, every one is a real improvement.
    package var improvements: [Change] { changes.filter { $0.current < $0.baseline } }
    /// Whether the run passes: no regression and the same rows and figures as the baseline.
    package var passes: Bool { regressions.isEmpty && newRows.isEmpty && missingRows.isEmpty && missingFigures.isEmpty }

    /// The baseline's figures with every improvement taken in and nothing else changed: what
    /// `--tighten` writes. Only meaningful when `passes`.
    package func tightened(_ baseline: [String: [String: Double]]) -> [String: [String: Double]] {
        var rows = baseline
        for change in improvements { rows[change.row]?[change.figure.name] = change.current }
        return rows
    }

    /// The report: one line per row with each figure's change (`=` when identical), then the
    /// regressions with their values, the improvements, new and missing rows, and the verdict.
    package func report(figures: [GateFigure], baselinePath: String) -> String {
        var table = TextTable(columns: ["row"] + figures.map(\.name))
        var byRow: [String: [String: Change]] = [:]
        for change in changes { byRow[change.row, default: [:]][change.figure.name] = change }
        for row in byRow.keys.sorted() {
            table.append([row] + figures.map { figure in
                guard let change = byRow[row]?[figure.name] else { return "" }
                return Self.percent(change.fraction) + (change.isRegression ? " !" : "")
            })
        }
        var lines = [table.render(), ""]
        lines.append("thresholds: " + figures.map { figure in
            "\(figure.name) +\(figure.threshold)" + (figure.minimumGrowth > 0 ? " (and > \(NumberFormatting.compact(figure.minimumGrowth)))" : "")
        }.joined(separator: ", "))
        let regressed = regressions
        if !regressed.isEmpty {
            lines.append("REGRESSED (grew past the figure's threshold):")
            for change in regressed { lines.append("  " + Self.describe(change)) }
        }
        if !missingRows.isEmpty {
            lines.append("MISSING ROWS (in the baseline, not measured; a row that disappears fails — if it was removed "
                + "on purpose, regenerate the baseline): " + missingRows.joined(separator: ", "))
        }
        if !missingFigures.isEmpty {
            lines.append("MISSING FIGURES (in the baseline, not measured): " + missingFigures.joined(separator: ", "))
        }
        if !newRows.isEmpty {
            lines.append("NEW ROWS (measured, not in the baseline, so not gated; regenerate the baseline to gate them): "
                + newRows.joined(separator: ", "))
        }
        let improved = improvements
        if !improved.isEmpty {
            let largest = improved.sorted { $0.fraction < $1.fraction }.prefix(5)
            lines.append("improved: \(improved.count) figures went down, e.g.")
            for change in largest { lines.append("  " + Self.describe(change)) }
            if passes {
                lines.append("lock the gains in, so a later change cannot eat them: scripts/bench-gate.sh --tighten "
                    + "(takes only the improvements into \(baselinePath)), then commit it")
            }
        }
        if passes {
            lines.append("PASS: \(changes.count) figures of \(byRow.count) rows within their thresholds")
        } else {
            lines.append("FAIL: \(regressed.count) regressed figures, \(missingRows.count) missing and \(newRows.count) new rows"
                + "; if the change is intended, regenerate with scripts/bench-gate.sh --update and commit \(baselinePath)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ change: Change) -> String {
        "\(change.row) [\(change.figure.name)] \(NumberFormatting.compact(change.baseline)) → "
            + "\(NumberFormatting.compact(change.current)) (\(percent(change.fraction)))"
    }

    /// `=` for no change, else the signed percentage (`NumberFormatting.signedPercent`).
    static func percent(_ fraction: Double) -> String {
        fraction == 0 ? "=" : NumberFormatting.signedPercent(fraction)
    }
}
