import TesseraCore
import TesseraIndex

/// What an index campaign did: the cases it ran and its failure.
public struct IndexCampaignReport: Sendable {
    /// The campaign that ran.
    public var campaign: IndexCampaign
    /// Cases checked.
    public var casesRun = 0
    /// The first disagreement, shrunk; `nil` when every answer was right.
    public var failure: IndexCampaignFailure?
    /// Whether the time budget ended the run before every case ran.
    public var stoppedByTimeBudget = false
    /// How long the run took.
    public var elapsed: Duration = .zero

    /// Whether every query of every case was answered right.
    public var passed: Bool { failure == nil }

    /// `index-NAME-0xSEED-caseN.result.json`: a name for the failure's counterexample file;
    /// `nil` when every case passed.
    public var counterexampleFileName: String? {
        failure.map { "index-\(campaign.index.name)-\(CampaignEnvironment.format(seed: $0.seed))-case\($0.caseIndex).result.json" }
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
        // `tessera query` asks each query by itself: it replays a failure that needs no scroll.
        if IndexKind.builtIn.contains(campaign.index), precedingQueries.isEmpty {
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
}

extension IndexCampaignReport: CustomStringConvertible {
    /// A summary line, followed by the failure's report when there is one.
    public var description: String {
        var text = "index \(campaign.index.name) seed \(CampaignEnvironment.format(seed: campaign.seed)) shard \(campaign.shard): "
            + "\(casesRun) cases, \(passed ? "passed" : "FAILED")" + (stoppedByTimeBudget ? " (time budget reached)" : "")
        if let failure { text += "\n" + failure.description }
        return text
    }
}

extension IndexCampaignFailure: CustomStringConvertible {
    /// The case, the disagreement, the shrunk frames as result JSON and the replay commands.
    public var description: String {
        var lines = ["FAILED case \(caseIndex) of seed \(CampaignEnvironment.format(seed: seed)): indexAgreement — \(Invariant.indexAgreement.summary)"]
        lines.append("  \(violation.description.replacingOccurrences(of: "\n", with: "\n  "))")
        if precedingQueries.isEmpty {
            lines.append("  shrunk from \(original.frames.count) frames and \(original.queries.count) queries to \(frames.count) frames and one query \(query) (\(shrinkAttempts) candidates tried)")
        } else {
            lines.append("  shrunk from \(original.frames.count) frames and \(original.scrolls.count) scrolls to \(frames.count) frames and a scroll of \(precedingQueries.count + 1) queries asked in order through one cursor (\(shrinkAttempts) candidates tried):")
            for (step, rect) in (precedingQueries + [query]).enumerated() { lines.append("    \(step + 1). \(rect)") }
        }
        lines.append("  counterexample (result JSON):")
        lines.append("    " + counterexampleJSON.replacingOccurrences(of: "\n", with: "\n    "))
        lines.append("  replay:")
        for command in replayCommands { lines.append("    \(command)") }
        return lines.joined(separator: "\n")
    }
}
