import TesseraCore
import TesseraIndex

/// What a campaign run did: how many cases and regressions it ran, and its failure.
public struct CampaignReport<Definition: LayoutDefinition>: Sendable {
    /// The campaign that ran.
    public var campaign: Campaign<Definition>
    /// Generated cases checked.
    public var casesRun = 0
    /// Regression-file entries replayed first.
    public var regressionsReplayed = 0
    /// The first failure, shrunk; `nil` when every case passed.
    public var failure: CampaignFailure<Definition>?
    /// Whether the time budget ended the run before every case ran.
    public var stoppedByTimeBudget = false
    /// A problem reading or writing the regression file (the campaign still ran).
    public var regressionError: String?
    /// How long the run took.
    public var elapsed: Duration = .zero

    /// Creates an empty report for `campaign`.
    public init(campaign: Campaign<Definition>) {
        self.campaign = campaign
    }

    /// Whether every case (and regression) passed.
    public var passed: Bool { failure == nil }
}

extension CampaignReport: CustomStringConvertible {
    /// A summary line, followed by the failure's report when there is one.
    public var description: String {
        let seed = CampaignEnvironment.format(seed: campaign.seed)
        let updates = campaign.updates.map { " updates \($0.rawValue)" } ?? ""
        var text = "\(campaign.label)/\(campaign.profile.rawValue)\(updates) seed \(seed) shard \(campaign.shard): "
            + "\(casesRun) cases, \(regressionsReplayed) regressions, \(passed ? "passed" : "FAILED")"
            + (stoppedByTimeBudget ? " (time budget reached)" : "")
        if let regressionError { text += "\n  regression file: \(regressionError)" }
        if let failure { text += "\n" + failure.description }
        return text
    }
}

/// A failing case, shrunk: everything needed to understand and replay it.
public struct CampaignFailure<Definition: LayoutDefinition>: Sendable {
    /// The campaign seed.
    public var seed: UInt64
    /// The failing case's index (`nil` when a regression entry failed).
    public var caseIndex: Int?
    /// The failing regression entry's position among the replayed entries.
    public var regressionEntry: Int?
    /// The spec as generated.
    public var originalSpec: LayoutSpec<Definition>
    /// The smallest spec that still fails the same invariant.
    public var shrunkSpec: LayoutSpec<Definition>
    /// The shrunk spec's violation (invariant, offending elements and frames).
    public var violation: InvariantViolation
    /// How many candidates shrinking tried.
    public var shrinkAttempts: Int
    /// Whether the deadline stopped shrinking early: `shrunkSpec` is the smallest
    /// counterexample found by then, not necessarily as small as shrinking would get it.
    public var shrinkStoppedAtDeadline: Bool
    /// Why shrinking stopped.
    public var shrinkStop = SpecShrinker.Stop.finished
    /// How long shrinking took.
    public var shrinkElapsed: Duration = .zero
    /// Commands that rerun exactly this case, with the checker options that shape it
    /// (tolerance, invariants), so that the replay fails the same way.
    public var replayCommands: [String]
    /// The regression-file line that keeps this counterexample replayed first on every run,
    /// and the file it belongs in (`nil` for a failing regression entry, already there).
    public var regressionLine: (file: String, line: String)?

    init(
        campaign: Campaign<Definition>, caseIndex: Int?, regressionEntry: Int?, originalSpec: LayoutSpec<Definition>,
        shrunkSpec: LayoutSpec<Definition>, violation: InvariantViolation, shrinkAttempts: Int, shrinkStoppedAtDeadline: Bool = false
    ) {
        seed = campaign.seed
        self.caseIndex = caseIndex
        self.regressionEntry = regressionEntry
        self.originalSpec = originalSpec
        self.shrunkSpec = shrunkSpec
        self.violation = violation
        self.shrinkAttempts = shrinkAttempts
        self.shrinkStoppedAtDeadline = shrinkStoppedAtDeadline
        let checkerOptions = Self.commandLineOptions(of: campaign.checker)
        let seedText = CampaignEnvironment.format(seed: campaign.seed)
        var commands: [String] = []
        if let caseIndex {
            if let filter = campaign.testFilter {
                commands.append("TESSERA_SEED=\(seedText) TESSERA_CASE=\(caseIndex) swift test --filter '\(filter)'")
            }
            if campaign.layout.implementation == "standard", campaign.replaysOnTheCommandLine {
                commands.append(
                    "tessera fuzz --layout \(campaign.layout.name) --profile \(campaign.profile.rawValue)"
                        + (campaign.updates.map { " --updates \($0.rawValue)" } ?? "")
                        + " --seed \(seedText) --case \(caseIndex) --cases 1"
                        + checkerOptions
                )
            }
        } else if let filter = campaign.testFilter {
            commands.append("swift test --filter '\(filter)'  # replays the regression file first")
        }
        if campaign.replaysOnTheCommandLine {
            commands.append("tessera check counterexample.json\(checkerOptions)  # with the counterexample JSON above saved as counterexample.json")
        } else {
            // The tessera command line knows only Tessera's own layouts.
            commands.append("LayoutCatalog([yourLayout]).check(specJSON: json)  # in a test or tool of yours, json the counterexample above")
        }
        replayCommands = commands
        if caseIndex != nil {
            let entry = RegressionEntry(
                invariant: violation.invariant, layout: shrunkSpec.layout.name, implementation: shrunkSpec.layout.implementation,
                seed: campaign.seed, caseIndex: caseIndex, specJSON: shrunkSpec.jsonString()
            )
            regressionLine = (campaign.regressionFile?.url.lastPathComponent ?? "a regression file", entry.jsonLine())
        }
    }

    /// ` --tolerance T --invariants a,b` for a checker that departs from the defaults.
    package static func commandLineOptions(of checker: InvariantChecker) -> String {
        var options = ""
        if let tolerance = checker.tolerance { options += " --tolerance \(JSONWriter.format(tolerance))" }
        if let invariants = checker.invariants {
            options += " --invariants " + invariants.sorted().map(\.rawValue).joined(separator: ",")
        }
        return options
    }

    /// The shrunk spec as interchange JSON.
    public var counterexampleJSON: String { shrunkSpec.jsonString() }
}

extension CampaignFailure: CustomStringConvertible {
    /// The seed, case, violation, counterexample JSON and replay commands, one per line.
    public var description: String {
        var lines: [String] = []
        let origin = caseIndex.map { "case \($0)" } ?? "regression entry \(regressionEntry ?? 0)"
        lines.append("FAILED \(origin) of seed \(CampaignEnvironment.format(seed: seed)): \(violation.invariant.rawValue) — \(violation.invariant.summary)")
        lines.append("  \(violation.description.replacingOccurrences(of: "\n", with: "\n  "))")
        let updates = { (spec: LayoutSpec<Definition>) in spec.updates.isEmpty ? "" : " and \(spec.updates.count) updates" }
        lines.append(
            "  shrunk from \(originalSpec.items.itemCount) items in \(originalSpec.items.sectionCount) sections\(updates(originalSpec)) to "
                + "\(shrunkSpec.items.itemCount) items in \(shrunkSpec.items.sectionCount) sections\(updates(shrunkSpec)) "
                + "(\(shrinkAttempts) candidates tried in \(Self.seconds(shrinkElapsed)))"
        )
        if shrinkStoppedAtDeadline {
            lines.append("  shrinking stopped at the \(shrinkStop == .timeLimit ? "shrinker's time limit" : "time limit"): this is the smallest counterexample found so far")
        } else if shrinkStop == .candidateBudget {
            lines.append("  shrinking stopped at its candidate budget: this is the smallest counterexample found so far")
        }
        lines.append("  counterexample:")
        let json = counterexampleJSON.hasSuffix("\n") ? String(counterexampleJSON.dropLast()) : counterexampleJSON
        lines.append("    " + json.replacingOccurrences(of: "\n", with: "\n    "))
        lines.append("  replay:")
        for command in replayCommands { lines.append("    \(command)") }
        if let regressionLine {
            lines.append("  to replay it first on every run, append this line to \(regressionLine.file):")
            lines.append("    \(regressionLine.line)")
        }
        return lines.joined(separator: "\n")
    }
}

extension CampaignFailure {
    /// `0.012 s`, `1.4 s`, `31 s`: a duration for reports.
    static func seconds(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        if seconds < 0.1 { return "\((seconds * 1000).rounded() / 1000) s" }
        if seconds < 10 { return "\((seconds * 10).rounded() / 10) s" }
        return "\(Int(seconds.rounded())) s"
    }
}

extension Campaign {
    /// Whether the `tessera` command line can replay this campaign's failures: it knows only
    /// Tessera's layouts and indexes.
    var replaysOnTheCommandLine: Bool {
        layout.isBuiltIn && checker.indexes.allSatisfy(IndexKind.checked.contains)
    }

    /// `layout` or, for another implementation, `layout[implementation]`: how reports name
    /// the campaign.
    public var label: String {
        layout.implementation == "standard" ? layout.name : "\(layout.name)[\(layout.implementation)]"
    }
}
