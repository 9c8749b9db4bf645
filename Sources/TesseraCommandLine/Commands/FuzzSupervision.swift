import Foundation
import TesseraCheck
import TesseraCore

/// `tessera fuzz` run by the executable: the campaigns run in a child process (the same
/// executable and arguments, with the hidden `--note FILE`), so that a case that traps or hangs
/// ends the child, not the run — and the parent shrinks that case, running each candidate in a
/// child of its own (`--candidate FILE`).
///
/// The child prints everything as before (its crash report or hang message and replay line
/// included) and, when it traps or hangs, writes which case to the note file
/// (`CrashNote.writeNote`). The parent draws that case again (`Campaign.input(forCase:)`, or
/// `IndexCampaign.input(forCase:)` for an index campaign's), runs it in a child to learn how it
/// fails — the runtime's trap message, or running past the limit — and shrinks it with
/// `SpecShrinker` (`IndexCaseShrinker` for an index case, whose candidates a child checks with
/// `--index-candidate FILE`, `FuzzSupervision+Index.swift`): a candidate still fails when its
/// child traps with the same message (the same signal, when the runtime printed none) or, for
/// a hang, runs past the limit too. Shrinking is bounded by `candidateBudget` candidates,
/// `timeBudget` and the run's `--time`; each candidate by `candidateTimeLimit(hangLimit:)`. The
/// shrunk case is run once more before it is reported: a case that no longer fails that way is
/// reported as drawn.
enum FuzzSupervision {
    /// The most candidates shrinking a trap or a hang tries: each is a process.
    static let candidateBudget = 300
    /// The longest shrinking a trap or a hang may take.
    static let timeBudget: Duration = .seconds(120)
    /// The longest one candidate may run: the `--hang-after` limit, but at least 1 s (starting
    /// a process and reading the spec are part of it) and at most 10 s (a candidate is no
    /// larger than the case; one that runs 10 s is stuck).
    static func candidateTimeLimit(hangLimit: Duration) -> Duration { min(max(hangLimit, .seconds(1)), .seconds(10)) }

    /// The file each candidate is written to, overwritten by the next, for its child to read.
    static var candidatePath: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fuzz-\(getpid())-candidate.json").path
    }

    /// How a case fails when it fails in a child.
    struct Failure: Hashable {
        /// `trap` or `hang`.
        var kind: String
        /// The trap's runtime message or signal; empty for a hang.
        var detail: String
    }

    /// Runs `tessera fuzz words…` in a child; when it traps or hangs on a case of a layout or
    /// an index campaign, shrinks and reports that case. Returns the exit status of the run.
    static func run(_ words: [String], arguments: Arguments, hangLimit: Duration, in context: CommandContext) throws(CommandLineError) -> Int32 {
        let start = ContinuousClock.now
        let notePath = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fuzz-\(getpid()).note").path
        defer { try? FileManager.default.removeItem(atPath: notePath) }
        let child = try ChildProcess.run(["fuzz"] + words + ["--note", notePath], capturesError: false, timeLimit: nil)
        let note = (try? String(contentsOfFile: notePath, encoding: .utf8)) ?? ""
        let fields = note.split(separator: "\n").first.map { $0.split(separator: " ").map(String.init) } ?? []
        switch child.ending {
        case let .exited(status) where !(status == 1 && fields.first == "hang"):
            return status
        case let .signaled(signal) where !ChildProcess.trapSignals.contains(signal) || fields.first != "trap":
            // Interrupted, or killed from outside: end as the child did.
            return 128 + signal
        default:
            break
        }
        let runDeadline = try arguments.value("time").map { text throws(CommandLineError) in start + (try FuzzCommand.duration(text, option: "time")) }
        // fields: kind, `index`, index, case.
        if fields.count == 4, fields[1] == "index", let index = FuzzCommand.index(named: fields[2]), let caseIndex = Int(fields[3]) {
            try shrink(index, kind: fields[0], caseIndex: caseIndex, arguments: arguments, hangLimit: hangLimit, deadline: runDeadline, in: context)
            return 1
        }
        // fields: kind, layout, profile, updates (or -), case.
        guard fields.count == 5, let layout = FuzzCommand.layout(named: fields[1]),
              let profile = Profile(rawValue: fields[2]), let caseIndex = Int(fields[4]) else {
            try context.output("tessera fuzz: what traps or hangs is reported, not shrunk, when the child's note names no case to draw again\n")
            return 1
        }
        let updates = BatchGenerator.Emphasis(rawValue: fields[3])
        try shrink(
            layout, kind: fields[0], profile: profile, updates: updates, caseIndex: caseIndex, arguments: arguments, hangLimit: hangLimit,
            deadline: runDeadline, in: context
        )
        return 1
    }

    private static func shrink<Definition: LayoutDefinition>(
        _ layout: Definition, kind: String, profile: Profile, updates: BatchGenerator.Emphasis?, caseIndex: Int, arguments: Arguments,
        hangLimit: Duration, deadline: ContinuousClock.Instant?, in context: CommandContext
    ) throws(CommandLineError) {
        let seed = arguments.value("seed").flatMap(CampaignEnvironment.parseSeed) ?? CampaignEnvironment.defaultSeed
        var campaign = Campaign(layout: layout, profile: profile, cases: caseIndex + 1, seed: seed)
        campaign.updates = updates
        let label = "\(layout.name)/\(profile.rawValue)" + (updates.map { " updates \($0.rawValue)" } ?? "")
        let replay = "tessera fuzz --layout \(layout.name) --profile \(profile.rawValue)" + (updates.map { " --updates \($0.rawValue)" } ?? "")
            + " --seed \(CampaignEnvironment.format(seed: seed)) --case \(caseIndex) --cases 1"
        // A deliberately invalid input is shrunk like any case when its JSON carries the fault
        // (a negative length does; NaN and ±∞ are written as null, so those are only reported).
        let input = campaign.input(forCase: caseIndex)
        let spec = input.spec
        if case .invalid = input, (try? LayoutSpec(json: spec.jsonString(), layout: layout)) != spec {
            try context.output(
                "tessera fuzz: \(label) case \(caseIndex) is a deliberately invalid input its JSON cannot carry (NaN or ±∞); it is reported, not shrunk\n  replay: \(replay)\n"
            )
            return
        }
        let limit = candidateTimeLimit(hangLimit: hangLimit, deadline: deadline)
        let passThrough = ["invariants", "tolerance", "display-scale", "tolerances"].flatMap { option in
            arguments.value(option).map { ["--\(option)", $0] } ?? []
        }
        let candidatePath = Self.candidatePath
        defer { try? FileManager.default.removeItem(atPath: candidatePath) }
        var candidateError: CommandLineError?
        func failure(of candidate: LayoutSpec<Definition>) -> Failure? {
            do throws(CommandLineError) {
                return try Self.failure(
                    writing: candidate.jsonString(), to: candidatePath, checkedBy: ["--layout", layout.name, "--candidate", candidatePath] + passThrough,
                    limit: limit
                )
            } catch {
                candidateError = error
                return nil
            }
        }
        let what = "\(label) case \(caseIndex)"
        if let deadline, ContinuousClock.now >= deadline {
            try context.output("tessera fuzz: \(what) \(kind == "trap" ? "trapped" : "hung"); the run's --time is spent, so it is reported, not shrunk\n  replay: \(replay)\n")
            return
        }
        guard let original = failure(of: spec), original.kind == kind else {
            if let candidateError { throw candidateError }
            try context.output("tessera fuzz: \(what) did not \(kind == "trap" ? "trap" : "hang") again when run alone in a child process (limit \(format(limit))); it is reported, not shrunk\n  replay: \(replay)\n")
            return
        }
        let violation = InvariantViolation(
            Invariant(original.kind == "trap" ? "trap" : "hang", summary: "the layout and the checker end, without a trap"),
            original.kind == "trap" ? "the case trapped: \(original.detail)" : "the case ran for more than \(format(limit))"
        )
        let shrinker = SpecShrinker(budget: candidateBudget, timeLimit: timeBudget, deadline: deadline)
        var outcome = shrinker.shrink(spec, violation: violation) { candidate in failure(of: candidate) == original ? violation : nil }
        // The shrinker's honesty: the case reported fails as the one drawn did.
        var honest = true
        if outcome.attempts > 0, failure(of: outcome.spec) != original {
            honest = false
            outcome.spec = spec
        }
        let name = "\(layout.name)-\(profile.rawValue)\(updates.map { "-\($0.rawValue)" } ?? "")-case\(caseIndex)-\(original.kind).json"
        try report(
            what, failed: original, limit: limit, shrunkFrom: describe(spec), to: describe(outcome.spec), attempts: outcome.attempts,
            elapsed: outcome.elapsed, stop: outcome.stop, honest: honest, heading: "counterexample", json: outcome.spec.jsonString(),
            replays: [replay, "tessera check counterexample.json  # with the counterexample JSON above saved as counterexample.json"],
            fileName: name, arguments: arguments, in: context
        )
    }

    /// Prints what a trap or hang shrank to — how the case failed, the sizes before and after
    /// and how shrinking went, the counterexample `json` under `heading` and the `replays` —
    /// and writes `json` to `--out` as `fileName`: the report of a layout case and of an index
    /// case alike.
    static func report(
        _ what: String, failed original: Failure, limit: Duration, shrunkFrom before: String, to after: String, attempts: Int,
        elapsed: Duration, stop: SpecShrinker.Stop, honest: Bool, heading: String, json: String, replays: [String], fileName: String,
        arguments: Arguments, in context: CommandContext
    ) throws(CommandLineError) {
        var lines = [
            "tessera fuzz: \(what) \(original.kind == "trap" ? "trapped: \(original.detail)" : "hung: it ran for more than \(format(limit))")",
            "  shrunk from \(before) to \(after) (\(attempts) candidates tried in "
                + "\(format(elapsed)), each in a child process of at most \(format(limit)); \(stopReason(stop)))",
        ]
        if !honest { lines.append("  the shrunk case did not fail that way again: this is the case as drawn") }
        lines.append("  \(heading):")
        lines.append("    " + json.dropLast().replacingOccurrences(of: "\n", with: "\n    "))
        lines.append("  replay:")
        lines.append(contentsOf: replays.map { "    " + $0 })
        try context.output(lines.joined(separator: "\n") + "\n")
        if let directory = try arguments.path("out") {
            let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
            try OutputFile.write(json, to: path, in: context)
            try context.output("  counterexample written to \(context.displayName(path))\n")
        }
    }

    /// The longest one candidate may run: `candidateTimeLimit(hangLimit:)`, cut to what is left
    /// before `deadline` but never to nothing.
    static func candidateTimeLimit(hangLimit: Duration, deadline: ContinuousClock.Instant?) -> Duration {
        let limit = candidateTimeLimit(hangLimit: hangLimit)
        guard let deadline else { return limit }
        return max(.milliseconds(1), min(limit, deadline - ContinuousClock.now))
    }

    /// Writes a candidate's `text` to `path` and checks it in a child, `tessera fuzz options…`,
    /// of at most `limit`: how it fails — it trapped (with the runtime's message or the signal)
    /// or it ran past `limit` — or `nil` when it ended otherwise. Throws when the file cannot be
    /// written or the child cannot start.
    static func failure(writing text: String, to path: String, checkedBy options: [String], limit: Duration) throws(CommandLineError) -> Failure? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .failed("could not write \(path): \(error.localizedDescription)")
        }
        let child = try ChildProcess.run(
            ["fuzz"] + options, capturesError: true, timeLimit: limit,
            // A trap's backtrace takes seconds to symbolicate; only its message is read.
            environment: ["SWIFT_BACKTRACE": "enable=no"]
        )
        switch child.ending {
        case .timedOut: return Failure(kind: "hang", detail: "")
        case let .signaled(signal) where ChildProcess.trapSignals.contains(signal):
            return Failure(kind: "trap", detail: child.trapMessage ?? "signal \(signal)")
        default: return nil
        }
    }

    private static func describe<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) -> String {
        "\(spec.items.itemCount) items in \(spec.items.sectionCount) sections"
            + (spec.updates.isEmpty ? "" : " and \(spec.updates.count) updates")
            + (spec.checkpointSpacing.map { ", checkpoints every \($0) steps" } ?? "")
    }

    static func stopReason(_ stop: SpecShrinker.Stop) -> String {
        switch stop {
        case .finished: "stopped: no smaller candidate fails the same way"
        case .candidateBudget: "stopped at the candidate budget of \(candidateBudget): the smallest found so far"
        case .timeLimit: "stopped at the time budget of \(format(timeBudget)): the smallest found so far"
        case .deadline: "stopped at the end of --time: the smallest found so far"
        }
    }

    static func format(_ duration: Duration) -> String {
        let seconds = duration.inSeconds
        return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds)
    }
}
