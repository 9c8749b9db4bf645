import Foundation
import TesseraCheck
import TesseraCore
import TesseraIndex

extension FuzzSupervision {
    /// Shrinks and reports case `caseIndex` of the campaign of `index` — drawn again with the
    /// command line's `--seed` — which trapped or hung (`kind`) in the supervised child, as a
    /// layout case is: the case is run alone in a child (`tessera fuzz --index NAME
    /// --index-candidate FILE`, the case as `IndexCase.jsonString()`, checked as the campaign
    /// checks each case) to learn how it fails, then shrunk by `IndexCaseShrinker` with each
    /// candidate in a child, bounded as a layout case's shrink is; the shrunk case is run once
    /// more, and reported as drawn when it no longer fails that way.
    static func shrink(
        _ index: IndexKind, kind: String, caseIndex: Int, arguments: Arguments, hangLimit: Duration, deadline: ContinuousClock.Instant?,
        in context: CommandContext
    ) throws(CommandLineError) {
        let seed = arguments.value("seed").flatMap(CampaignEnvironment.parseSeed) ?? CampaignEnvironment.defaultSeed
        let input = IndexCampaign(index: index, cases: caseIndex + 1, seed: seed).input(forCase: caseIndex)
        let what = "index \(index.name) case \(caseIndex)"
        let replay = "tessera fuzz --index \(index.name) --seed \(CampaignEnvironment.format(seed: seed)) --case \(caseIndex) --cases 1"
        if let deadline, ContinuousClock.now >= deadline {
            try context.output("tessera fuzz: \(what) \(kind == "trap" ? "trapped" : "hung"); the run's --time is spent, so it is reported, not shrunk\n  replay: \(replay)\n")
            return
        }
        let limit = candidateTimeLimit(hangLimit: hangLimit, deadline: deadline)
        let candidatePath = Self.candidatePath
        defer { try? FileManager.default.removeItem(atPath: candidatePath) }
        var candidateError: CommandLineError?
        func failure(of candidate: IndexCase) -> Failure? {
            do throws(CommandLineError) {
                return try Self.failure(
                    writing: candidate.jsonString(), to: candidatePath, checkedBy: ["--index", index.name, "--index-candidate", candidatePath], limit: limit
                )
            } catch {
                candidateError = error
                return nil
            }
        }
        guard let original = failure(of: input), original.kind == kind else {
            if let candidateError { throw candidateError }
            try context.output("tessera fuzz: \(what) did not \(kind == "trap" ? "trap" : "hang") again when run alone in a child process (limit \(format(limit))); it is reported, not shrunk\n  replay: \(replay)\n")
            return
        }
        let shrinker = IndexCaseShrinker(budget: candidateBudget)
        var outcome = shrinker.shrink(input, nodeSizes: IndexCaseShrinker.nodeSizes(of: index), timeLimit: timeBudget, deadline: deadline) { candidate in
            failure(of: candidate) == original
        }
        // The shrinker's honesty: the case reported fails as the one drawn did.
        var honest = true
        if outcome.attempts > 0, outcome.input != input, failure(of: outcome.input) != original {
            honest = false
            outcome.input = input
        }
        try report(
            what, failed: original, limit: limit, shrunkFrom: describe(input, of: index), to: describe(outcome.input, of: index),
            attempts: outcome.attempts, elapsed: outcome.elapsed, stop: outcome.stop, honest: honest,
            heading: "counterexample (index case: frames as result JSON, queries, scrolls, node size)", json: outcome.input.jsonString(),
            replays: [
                replay,
                "tessera fuzz --index \(index.name) --index-candidate counterexample.json  # with the counterexample JSON above saved as counterexample.json",
            ],
            fileName: "index-\(index.name)-\(CampaignEnvironment.format(seed: seed))-case\(caseIndex)-\(original.kind).json",
            arguments: arguments, in: context
        )
    }

    /// `N frames, Q queries and S scrolls of T steps` (or `no scrolls`), with the node size
    /// when the case has one and `index` builds with it.
    private static func describe(_ input: IndexCase, of index: IndexKind) -> String {
        let steps = input.scrolls.map(\.count).reduce(0, +)
        let scrolls = input.scrolls.isEmpty ? "no scrolls" : "\(counted(input.scrolls.count, "scroll")) of \(counted(steps, "step"))"
        return "\(counted(input.frames.count, "frame")), \(counted(input.queries.count, "query", plural: "queries")) and \(scrolls)"
            + (index.hasNodeSize ? input.nodeSize.map { ", node size \($0)" } ?? "" : "")
    }

    private static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
