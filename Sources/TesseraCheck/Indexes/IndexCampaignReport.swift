import TesseraCore
import TesseraIndex

/// What an index campaign did: the cases it ran and its findings.
public struct IndexCampaignReport: Sendable {
    /// The campaign that ran.
    public var campaign: IndexCampaign
    /// Cases checked.
    public var casesRun = 0
    /// Every distinct disagreement, shrunk, in the order found; empty when every answer was
    /// right. With `IndexCampaign.stopsAtFirstFailure`, at most one.
    public var failures: [IndexCampaignFailure] = []
    /// The cases that failed, each counted once however many findings it belongs to.
    public var failingCases = 0
    /// Failing cases with a disagreement of no finding made, once
    /// `IndexCampaign.findingLimit` findings were: counted, neither shrunk nor reported.
    public var failingCasesBeyondFindingLimit = 0
    /// Whether the time budget ended the run before every case ran.
    public var stoppedByTimeBudget = false
    /// How long the run took.
    public var elapsed: Duration = .zero
    /// The keys of each finding of `failures` (before and after shrinking), which later
    /// disagreements are matched against.
    var findingKeys: [Set<IndexFindingKey>] = []

    /// Creates an empty report for `campaign`.
    init(campaign: IndexCampaign) {
        self.campaign = campaign
    }

    /// The first finding, shrunk; `nil` when every answer was right.
    public var failure: IndexCampaignFailure? {
        get { failures.first }
        set {
            failures = newValue.map { [$0] } ?? []
            findingKeys = newValue.map { [[IndexFindingKey($0.violation, scroll: $0.precedingQueries + [$0.query])]] } ?? []
        }
    }

    /// Whether every query of every case was answered right.
    public var passed: Bool { failures.isEmpty }

    /// The finding `key` belongs to, if one was made.
    func findingIndex(of key: IndexFindingKey) -> Int? {
        findingKeys.firstIndex { $0.contains(key) }
    }

    /// Adds `failure` as a new finding with its keys.
    mutating func add(_ failure: IndexCampaignFailure, keys: Set<IndexFindingKey>) {
        failures.append(failure)
        findingKeys.append(keys)
    }

    /// `index-NAME-0xSEED-caseN.result.json`: a name for the first finding's counterexample
    /// file; `nil` when every case passed.
    public var counterexampleFileName: String? {
        failure.map { $0.counterexampleFileName(index: campaign.index) }
    }

    /// One line: the campaign, its cases (`3 of 100 cases` when the time budget cut it short,
    /// which a closing `(time budget reached)` says), its one invariant (`indexAgreement`) and
    /// time, and the outcome — `passed`, or how many distinct findings (how many of them known
    /// issues; `known issues only:` when all are) in how many failing cases — as
    /// `CampaignReport.summary`.
    public var summary: String {
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
        return "index \(campaign.index.name) seed \(CampaignEnvironment.format(seed: campaign.seed)) shard \(campaign.shard): "
            + "\(cases), 1 invariant, \(CampaignFailure<GridDefinition>.seconds(elapsed)): \(outcome)" + (stoppedByTimeBudget ? " (time budget reached)" : "")
    }
}

/// A query an index answered wrongly, shrunk to few frames and round numbers, with what is
/// needed to replay it.
public struct IndexCampaignFailure: Sendable {
    /// The campaign seed.
    public var seed: UInt64
    /// The failing case.
    public var caseIndex: Int
    /// The case as generated.
    public var original: IndexCase
    /// The smallest frame set found on which the index still answers the query wrongly.
    public var frames: LayoutResult
    /// The query it answers wrongly.
    public var query: Rect
    /// The queries a scroll asked through the same cursor before `query`, in order; empty
    /// when `query` fails by itself.
    public var precedingQueries: [Rect]
    /// The disagreement on the shrunk frames: missing, extra or repeated ids.
    public var violation: InvariantViolation
    /// How many candidates shrinking tried.
    public var shrinkAttempts: Int
    /// The node size the index fails with on the shrunk frames (`IndexCase.nodeSize`): `nil`
    /// for the index as shipped.
    package var nodeSize: Int?
    /// How many failing cases belong to this finding.
    public var occurrences = 1
    /// Commands that rerun this case and this query.
    public var replayCommands: [String]

    init(campaign: IndexCampaign, caseIndex: Int, original: IndexCase, shrunk: IndexCaseShrinker.Outcome) {
        seed = campaign.seed
        self.caseIndex = caseIndex
        self.original = original
        frames = shrunk.frames
        query = shrunk.query
        precedingQueries = Array(shrunk.scroll.dropLast())
        violation = shrunk.violation
        shrinkAttempts = shrunk.attempts
        // A node size below the kind's smallest builds as the smallest: say which.
        nodeSize = shrunk.nodeSize.map { max($0, campaign.index.smallestNodeSize) }
        let edges = [query.minX, query.minY, query.maxX, query.maxY].map(JSONWriter.format).joined(separator: ",")
        let seedText = CampaignEnvironment.format(seed: campaign.seed)
        var commands: [String] = []
        if let filter = campaign.testFilter {
            commands.append("TESSERA_SEED=\(seedText) TESSERA_CASE=\(caseIndex) swift test --filter '\(filter)'")
        }
        // The tessera command line knows only Tessera's own indexes.
        if IndexKind.checked.contains(campaign.index) {
            commands.append("tessera fuzz --index \(campaign.index.name) --seed \(seedText) --case \(caseIndex) --cases 1")
        }
        // `tessera query` asks each query by itself, of the index as shipped: it replays a
        // failure that needs no scroll and no node size of its own.
        if IndexKind.builtIn.contains(campaign.index), precedingQueries.isEmpty, shrunk.nodeSize == nil {
            commands.append(
                "tessera query counterexample.result.json --rect \(edges) --all-indexes  # with the JSON below saved as counterexample.result.json"
            )
        }
        if !IndexKind.checked.contains(campaign.index) {
            commands.append("IndexCampaign(index: yourIndex, seed: \(seedText), onlyCase: \(caseIndex)).run()  # in a test or tool of yours")
        }
        replayCommands = commands
    }

    /// The shrunk frames as result JSON.
    public var counterexampleJSON: String { frames.jsonString() }

    /// `index-NAME-0xSEED-caseN.result.json`: a name for the counterexample file of this
    /// finding of a campaign of `index`.
    public func counterexampleFileName(index: IndexKind) -> String {
        "index-\(index.name)-\(CampaignEnvironment.format(seed: seed))-case\(caseIndex).result.json"
    }
}

extension IndexCampaignReport: CustomStringConvertible {
    /// The summary line, followed by each finding's report, numbered when there are several; a
    /// finding a known issue of the campaign matches starts `KNOWN ISSUE` and names the issue.
    public var description: String {
        var text = summary
        for (number, (failure, known)) in zip(failures, knownIssueOfEachFinding).enumerated() {
            if failures.count > 1 { text += "\nfinding \(number + 1) of \(failures.count):" }
            guard let known else {
                text += "\n" + failure.description
                continue
            }
            // The finding's report, its first line's `FAILED` replaced, as a layout campaign's.
            text += "\nKNOWN ISSUE" + failure.description.dropFirst("FAILED".count)
            text += "\n  finding \(number + 1) is a known issue (does not fail the run): \(known.label)"
        }
        return text
    }
}

extension IndexCampaignFailure: CustomStringConvertible {
    /// The case, the disagreement, the shrunk frames as result JSON and the replay commands.
    public var description: String {
        var lines = ["FAILED case \(caseIndex) of seed \(CampaignEnvironment.format(seed: seed)): \(violation.invariant.rawValue) — \(violation.invariant.summary)"]
        if occurrences > 1 { lines.append("  finding: in \(occurrences) failing cases") }
        lines.append("  \(violation.description.replacingOccurrences(of: "\n", with: "\n  "))")
        if precedingQueries.isEmpty {
            lines.append("  shrunk from \(original.frames.count) frames and \(original.queries.count) queries to \(frames.count) frames and one query \(query) (\(shrinkAttempts) candidates tried)")
        } else {
            lines.append("  shrunk from \(original.frames.count) frames and \(original.scrolls.count) scrolls to \(frames.count) frames and a scroll of \(precedingQueries.count + 1) queries asked in order through one cursor (\(shrinkAttempts) candidates tried):")
            for (step, rect) in (precedingQueries + [query]).enumerated() { lines.append("    \(step + 1). \(rect)") }
        }
        if let nodeSize {
            lines.append("  the index built with node size \(nodeSize) (elements per block or node; the index as shipped has larger nodes and needs more frames to show it)")
        }
        lines.append("  counterexample (result JSON):")
        lines.append("    " + counterexampleJSON.replacingOccurrences(of: "\n", with: "\n    "))
        lines.append("  replay:")
        for command in replayCommands { lines.append("    \(command)") }
        return lines.joined(separator: "\n")
    }
}
