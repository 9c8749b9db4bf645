import Foundation

/// The A/B run's text: a markdown table fit for a pull-request comment (also what the
/// terminal shows), regressions first.
package enum ABReport {
    /// The unit of a row's time, from its workload (the first part of its name).
    package static func unit(ofRow name: String) -> String {
        let workload = name.split(separator: "/").first.map(String.init) ?? ""
        switch Workload(rawValue: workload) {
        case .prepare: return "ns/item"
        case .build: return "ns/element"
        case .random, .randomWarm, .sweep, .prefetch: return "ns/query"
        case .lookup: return "ns/lookup"
        case .update, nil: return "ns/update"
        case .triage: return name.split(separator: "/").dropFirst().first == "shrink" ? "ns/shrink" : "ns/run"
        }
    }

    /// The markdown of `report`.
    package static func markdown(_ report: ABRunReport) -> String {
        let criteria = report.criteria
        let threshold = Threshold(percent: criteria.threshold * 100).description
        var text = "### A/B: `\(report.head)` against `\(report.base)`\n\n"
        let regressions = report.count(.regression)
        var parts = [regressions == 0 ? "no regression above \(threshold)" : "**\(regressions) regression\(regressions == 1 ? "" : "s") above \(threshold)**"]
        for (verdict, label) in [(ABVerdict.improvement, "faster by more than \(threshold)"), (.noRegression, "no regression"), (.inconclusive, "inconclusive")] {
            let count = report.count(verdict)
            if count > 0 { parts.append("\(count) \(label)") }
        }
        text += parts.joined(separator: " · ") + "\n\n"
        let paired = report.rows.count - report.unpaired.count
        var facts = [
            "\(paired) rows, verdicts Holm-corrected at α = \(NumberFormatting.compact(criteria.familyErrorRate))",
            "\(Int(criteria.confidence * 100))% intervals",
            "\(duration(report.seconds)) of a \(duration(report.budgetSeconds)) budget, \(report.rounds) round\(report.rounds == 1 ? "" : "s")",
        ]
        if let start = report.loadAverageAtStart, let end = report.loadAverageAtEnd {
            facts.append("load \(String(format: "%.1f", start))→\(String(format: "%.1f", end)) on \(report.environment.cores) cores")
        }
        text += facts.joined(separator: ", ") + ".\n"
        if report.budgetExhausted {
            text += "The budget ran out with rows undecided: those without a verdict are inconclusive, not passed.\n"
        }
        text += "\n| row | base | head | head/base | \(Int(criteria.confidence * 100))% interval | blocks | verdict |\n"
        text += "| --- | ---: | ---: | ---: | --- | ---: | --- |\n"
        let order: [ABVerdict: Int] = [.regression: 0, .inconclusive: 1, .improvement: 2, .noRegression: 3]
        let shown = report.rows.enumerated().filter { $0.element.stop != .unpaired }
            .sorted { (order[$0.element.verdict]!, $0.offset) < (order[$1.element.verdict]!, $1.offset) }
        for (_, row) in shown {
            let unit = row.unit.map { " " + $0 } ?? ""
            let base = row.baseMedian.map { NumberFormatting.compact($0) + unit } ?? "–"
            let head = row.headMedian.map { NumberFormatting.compact($0) + unit } ?? "–"
            let ratio = row.ratio.map { String(format: "%.3f", $0) } ?? "–"
            var interval = "–"
            if let lower = row.lower, let upper = row.upper { interval = String(format: "%.3f–%.3f", lower, upper) }
            var verdict = label(row.verdict)
            if row.verdict == .inconclusive { verdict += " (\(stopLabel(row.stop)))" }
            text += "| `\(row.name)` | \(base) | \(head) | \(ratio) | \(interval) | \(row.blocks.count) | \(verdict) |\n"
        }
        if !report.unpaired.isEmpty {
            text += "\nNot compared (only one revision has them, or they ran in another order): "
                + report.unpaired.map { "`\($0.name)`" }.joined(separator: ", ") + ".\n"
        }
        return text
    }

    /// A verdict as the table shows it.
    static func label(_ verdict: ABVerdict) -> String {
        switch verdict {
        case .regression: "**regression**"
        case .improvement: "faster"
        case .noRegression: "no regression"
        case .inconclusive: "inconclusive"
        }
    }

    /// Why an inconclusive row stopped.
    static func stopLabel(_ stop: ABStop) -> String {
        switch stop {
        case .budget: "budget ran out"
        case .maximumBlocks: "maximum blocks"
        case .decided: "decided"
        case .unpaired: "unpaired"
        }
    }

    /// `4m12s`, `38s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 60 ? "\(whole / 60)m\(String(format: "%02d", whole % 60))s" : "\(whole)s"
    }
}
