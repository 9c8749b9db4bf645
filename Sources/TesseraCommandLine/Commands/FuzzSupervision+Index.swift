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
        let json = outcome.input.jsonString()
        var lines = [
            "tessera fuzz: \(what) \(original.kind == "trap" ? "trapped: \(original.detail)" : "hung: it ran for more than \(format(limit))")",
            "  shrunk from \(describe(input, of: index)) to \(describe(outcome.input, of: index)) (\(outcome.attempts) candidates tried in "
                + "\(format(outcome.elapsed)), each in a child process of at most \(format(limit)); \(stopReason(outcome.stop)))",
        ]
        if !honest { lines.append("  the shrunk case did not fail that way again: this is the case as drawn") }
        lines.append("  counterexample (index case: frames as result JSON, queries, scrolls, node size):")
        lines.append("    " + json.dropLast().replacingOccurrences(of: "\n", with: "\n    "))
        lines.append("  replay:")
        lines.append("    \(replay)")
        lines.append("    tessera fuzz --index \(index.name) --index-candidate counterexample.json  # with the counterexample JSON above saved as counterexample.json")
        try context.output(lines.joined(separator: "\n") + "\n")
        if let directory = try arguments.path("out") {
            let name = "index-\(index.name)-\(CampaignEnvironment.format(seed: seed))-case\(caseIndex)-\(original.kind).json"
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            try OutputFile.write(json, to: path, in: context)
            try context.output("  counterexample written to \(context.displayName(path))\n")
        }
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
