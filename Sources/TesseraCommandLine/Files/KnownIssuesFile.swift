import TesseraCheck
import TesseraCore

/// `--known FILE` and `--fixed-known fail|report`, shared by `tessera fuzz` and `tessera check`.
enum KnownIssuesFile {
    /// The options' help lines.
    static let help = """
      --known FILE    known issues (a committed JSON file; see docs/TRIAGE.md): a finding an
                      entry matches is reported as known and does not fail the run; an entry
                      the run could have reproduced, ran in full, and did not fails it as
                      "fixed: remove it"
      --fixed-known P fail (default) or report: what a known issue that no longer reproduces
                      does to the run
    """

    /// The known issues `--known` names, with `--fixed-known` applied; `nil` without
    /// `--known`. A bad file is bad input (exit 1), naming the entry and field.
    static func load(_ arguments: Arguments, in context: CommandContext) throws(CommandLineError) -> KnownIssues? {
        var policy = KnownIssues.FixedPolicy.fail
        if let text = arguments.value("fixed-known") {
            guard let chosen = KnownIssues.FixedPolicy(rawValue: text) else {
                throw .usage("--fixed-known \(Excerpt.plain(text)): expected fail or report")
            }
            policy = chosen
        }
        guard let path = try arguments.path("known") else {
            if arguments.value("fixed-known") != nil { throw .usage("--fixed-known applies to --known FILE") }
            return nil
        }
        let bytes = try InputFile.read(path, in: context)
        do {
            return try KnownIssues(json: String(decoding: bytes, as: UTF8.self), invariants: LayoutCatalog.builtIn.invariants, whenFixed: policy)
        } catch let .invalid(_, error) {
            throw .input(file: context.displayName(path), reason: error.description)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
    }

    /// `  known issue (does not fail the run): inBounds of feed (reason)`: the line under a
    /// violation `tessera check` printed that names its known issue (a campaign's report says
    /// it of each known finding itself).
    static func knownLine(_ issue: KnownIssue) -> String {
        "  known issue (does not fail the run): \(issue.label)\n"
    }
}
