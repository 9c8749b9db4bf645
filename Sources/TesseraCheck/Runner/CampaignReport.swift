import TesseraCore
import TesseraIndex

/// What a campaign run did: how many cases and regressions it ran, and its findings.
public struct CampaignReport<Definition: LayoutDefinition>: Sendable {
    /// The campaign that ran.
    public var campaign: Campaign<Definition>
    /// Generated cases checked.
    public var casesRun = 0
    /// Regression-file entries replayed first.
    public var regressionsReplayed = 0
    /// Every distinct finding, shrunk, in the order found; empty when every case passed. With
    /// `Campaign.stopsAtFirstFailure`, at most one.
    public var failures: [CampaignFailure<Definition>] = []
    /// The cases (and regression entries) that failed, each counted once however many
    /// findings it belongs to.
    public var failingCases = 0
    /// Failing cases with a violation of no finding made, once `Campaign.findingLimit`
    /// findings were: counted, neither shrunk nor reported.
    public var failingCasesBeyondFindingLimit = 0
    /// Whether the time budget ended the run before every case ran.
    public var stoppedByTimeBudget = false
    /// A problem reading or writing the regression file (the campaign still ran).
    public var regressionError: String?
    /// How long the run took.
    public var elapsed: Duration = .zero
    /// The keys of each finding of `failures` (before and after shrinking), which later
    /// violations are matched against.
    var findingKeys: [Set<FindingKey>] = []
    /// For each finding of `failures`, the invariants its shrunk counterexample breaks, once
    /// a case needed to know.
    var findingBreaks: [Set<Invariant>?] = []

    /// Creates an empty report for `campaign`.
    public init(campaign: Campaign<Definition>) {
        self.campaign = campaign
    }

    /// The first finding, shrunk; `nil` when every case passed.
    public var failure: CampaignFailure<Definition>? {
        get { failures.first }
        set {
            failures = newValue.map { [$0] } ?? []
            findingKeys = newValue.map { [[FindingKey($0.violation, spec: $0.shrunkSpec)]] } ?? []
            findingBreaks = newValue.map { _ in [nil] } ?? []
        }
    }

    /// Whether every case (and regression) passed.
    public var passed: Bool { failures.isEmpty }

    /// The finding `key` belongs to, if one was made.
    func findingIndex(of key: FindingKey) -> Int? {
        findingKeys.firstIndex { $0.contains(key) }
    }

    /// Adds `failure` as a new finding with its keys, counting its case.
    mutating func add(_ failure: CampaignFailure<Definition>, key: FindingKey, shrunkKey: FindingKey? = nil) {
        failures.append(failure)
        findingKeys.append(Set([key] + (shrunkKey.map { [$0] } ?? [])))
        findingBreaks.append(nil)
        if failure.caseIndex == nil { failingCases += 1 }
    }

    /// The invariants the campaign checks on an ordinary case (`Campaign.checkedInvariants`).
    public var invariantsChecked: Int { campaign.checkedInvariants.count }

    /// One line: the campaign, its cases (`3 of 100 cases` when the time budget cut it short,
    /// which a closing `(time budget reached)` says), invariants and time, and the outcome —
    /// `passed`, or how many distinct findings in how many failing cases (how many of them
    /// known issues, `Campaign.knownIssues`: `known issues only` when all are).
    public var summary: String {
        let seed = CampaignEnvironment.format(seed: campaign.seed)
        let updates = campaign.updates.map { " updates \($0.rawValue)" } ?? ""
        let outcome: String
        if passed {
            outcome = "passed"
        } else {
            outcome = FindingsOutcome(
                findings: failures.count, knownFindings: knownIssueOfEachFinding.filter { $0 != nil }.count,
                failingCases: failingCases, failingCasesBeyondFindingLimit: failingCasesBeyondFindingLimit,
                findingLimit: campaign.findingLimit, stoppedAtFirstFailure: campaign.stopsAtFirstFailure
            ).text
        }
        let cases = stoppedByTimeBudget ? "\(casesRun) of \(campaign.caseIndices.count) cases" : "\(casesRun) cases"
        return "\(campaign.label)/\(campaign.profile.rawValue)\(updates) seed \(seed) shard \(campaign.shard): "
            + "\(cases), \(invariantsChecked) invariants, \(regressionsReplayed) regressions, \(CampaignFailure<Definition>.seconds(elapsed)): "
            + outcome + (stoppedByTimeBudget ? " (time budget reached)" : "")
    }
}

extension CampaignReport: CustomStringConvertible {
    /// The summary line, followed by each finding's report, numbered when there are several;
    /// a finding a known issue matches says so instead of `FAILED`.
    public var description: String {
        var text = summary
        if let regressionError { text += "\n  regression file: \(regressionError)" }
        for (number, (failure, known)) in zip(failures, knownIssueOfEachFinding).enumerated() {
            if failures.count > 1 { text += "\nfinding \(number + 1) of \(failures.count):" }
            guard let known else {
                text += "\n" + failure.description
                continue
            }
            // The finding's report, its first line's `FAILED` replaced.
            text += "\nKNOWN ISSUE" + failure.description.dropFirst("FAILED".count)
            text += "\n  finding \(number + 1) is a known issue (does not fail the run): \(known.label)"
        }
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
    /// Among the failing cases of this finding, the violation (as found, before shrinking) of
    /// the largest magnitude: what `classification` reports, since a shrunk counterexample can
    /// show a rounding defect smaller than the cases did.
    public var largestViolation: InvariantViolation
    /// How many failing cases (and regression entries) belong to this finding.
    public var occurrences = 1
    /// Other invariants the finding's cases broke that its shrunk counterexample breaks too:
    /// the same defect seen through another check (a frame past the content breaks `inBounds`
    /// and `tightContentSize`), reported with this finding rather than as one of its own.
    public var alsoBreaks: [Invariant] = []
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
        largestViolation = violation
        self.shrinkAttempts = shrinkAttempts
        self.shrinkStoppedAtDeadline = shrinkStoppedAtDeadline
        let checkerOptions = Self.commandLineOptions(of: campaign.checker)
        let seedText = CampaignEnvironment.format(seed: campaign.seed)
        var commands: [String] = []
        let argument = campaign.testArgument.map { "  # the failing argument: \($0)" } ?? ""
        if let caseIndex {
            if let filter = campaign.testFilter {
                commands.append("TESSERA_SEED=\(seedText) TESSERA_CASE=\(caseIndex) swift test --filter '\(filter)'" + argument)
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
            commands.append("swift test --filter '\(filter)'  # replays the regression file first" + (campaign.testArgument.map { "; the failing argument: \($0)" } ?? ""))
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

    /// The finding's class: its largest violation's, or the shrunk one's when that is larger.
    public var classification: ViolationClass {
        Swift.max(largestViolation.classification, violation.classification)
    }

    /// Adds `other`, a violation of another invariant that the shrunk counterexample breaks
    /// too, to `alsoBreaks`.
    mutating func join(_ other: InvariantViolation) {
        if other.invariant != violation.invariant, !alsoBreaks.contains(other.invariant) {
            alsoBreaks.append(other.invariant)
            alsoBreaks.sort()
        }
    }

    /// Takes in `other`, a violation of this finding from another case or another check:
    /// kept as the largest when it is of the finding's invariant and larger, listed in
    /// `alsoBreaks` when it is of another invariant.
    mutating func observe(_ other: InvariantViolation) {
        guard other.invariant == violation.invariant else {
            join(other)
            return
        }
        if let points = other.magnitude.points, points > (largestViolation.magnitude.points ?? -1) {
            largestViolation = other
        }
    }

    /// ` --tolerance T --display-scale S --tolerances LIST --invariants a,b` for a checker
    /// that departs from the defaults (tolerances the command line cannot name are left out).
    package static func commandLineOptions(of checker: InvariantChecker) -> String {
        var options = ""
        if let tolerance = checker.tolerance { options += " --tolerance \(JSONWriter.format(tolerance))" }
        if let scale = checker.displayScale { options += " --display-scale \(JSONWriter.format(scale))" }
        if let tolerances = checker.tolerances?.commandLineArgument { options += " --tolerances \(tolerances)" }
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
        if occurrences > 1 || largestViolation.magnitude.isGeometric {
            var seen = "  finding: \(classification.rawValue)"
            if let points = largestViolation.magnitude.points, largestViolation.magnitude != violation.magnitude {
                seen += ", largest magnitude as found \(points) pt"
            }
            if occurrences > 1 { seen += ", in \(occurrences) failing cases" }
            lines.append(seen)
        }
        if !alsoBreaks.isEmpty {
            lines.append("  also breaks: \(alsoBreaks.map(\.rawValue).joined(separator: ", ")) (the shrunk counterexample too)")
        }
        lines.append("  \(violation.description.replacingOccurrences(of: "\n", with: "\n  "))")
        let updates = { (spec: LayoutSpec<Definition>) in
            (spec.updates.isEmpty ? "" : " and \(spec.updates.count) updates")
                + (spec.checkpointSpacing.map { ", checkpoints every \($0) steps" } ?? "")
        }
        lines.append(
            "  shrunk from \(originalSpec.items.itemCount) items in \(originalSpec.items.sectionCount) sections\(updates(originalSpec)) to "
                + "\(shrunkSpec.items.itemCount) items in \(shrunkSpec.items.sectionCount) sections\(updates(shrunkSpec)) "
                + "(\(shrinkAttempts) candidates tried in \(Self.seconds(shrinkElapsed))\(shrinkAttempts > 0 && shrinkStop == .finished ? "; no smaller candidate fails the same way" : ""))"
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
        let seconds = duration.inSeconds
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
