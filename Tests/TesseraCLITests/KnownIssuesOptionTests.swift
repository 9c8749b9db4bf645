import Foundation
import Testing
import TesseraCheck
import TesseraCore

/// `--known FILE` and `--fixed-known` on `tessera fuzz` and `tessera check`.
@Suite struct KnownIssuesOptionTests {
    /// Every class: these tests are about scope and bookkeeping, not classification.
    static let everyClass = #"["noise", "sub-pixel", "pixel", "not geometric"]"#

    static func file(_ entries: String..., in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("known.json")
        try Data(#"{"knownIssues": [\#(entries.joined(separator: ","))]}"#.utf8).write(to: url)
        return url.path
    }

    @Test func aKnownViolationDoesNotFailACheckAndAnotherStillDoes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = CommandRunner.fixture("results/overlapping.result.json")
        let overlaps = try Self.file(#"{"invariant": "noOverlap", "classes": \#(Self.everyClass), "reason": "overlaps upstream"}"#, in: directory)
        let partly = CommandRunner.run(["check", "--result", result, "--known", overlaps])
        // The overlap is known; the frame out of bounds and the content size are not, and still fail.
        #expect(partly.status == 1)
        #expect(partly.standardOutput.contains("known issue (does not fail the run): noOverlap (overlaps upstream)"))
        #expect(partly.standardError.contains("violation(s) of inBounds, tightContentSize (1 known)"), "\(partly.standardError)")
        let both = try Self.file(
            #"{"invariant": "noOverlap", "classes": \#(Self.everyClass), "reason": "overlaps upstream"}"#,
            #"{"invariant": "inBounds", "classes": \#(Self.everyClass), "link": "https://example.com/1"}"#,
            #"{"invariant": "tightContentSize", "classes": \#(Self.everyClass), "reason": "padded"}"#, in: directory
        )
        let known = CommandRunner.run(["check", "--result", result, "--known", both])
        #expect(known.status == 0, "\(known.standardOutput)\(known.standardError)")
        #expect(known.standardError.contains("known violation(s)"))
    }

    @Test func aCheckedSpecFixesOnlyTheIssueItIsTheCounterexampleOf() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let path = CommandRunner.fixture("specs/grid-primes.json")
        let spec = try LayoutSpec(json: String(contentsOfFile: path, encoding: .utf8), layout: .grid).jsonString()
        let other = try Self.file(#"{"invariant": "noOverlap", "layout": "grid", "classes": ["pixel"], "reason": "r"}"#, in: directory)
        #expect(CommandRunner.run(["check", path, "--known", other]).status == 0)
        let exact = try Self.file(#"{"invariant": "noOverlap", "layout": "grid", "counterexample": \#(spec), "reason": "r"}"#, in: directory)
        let fixed = CommandRunner.run(["check", path, "--known", exact])
        #expect(fixed.status == 1)
        #expect(fixed.standardOutput.contains("known issue FIXED: remove it: noOverlap of grid (r)"))
        #expect(CommandRunner.run(["check", path, "--known", exact, "--fixed-known", "report"]).status == 0)
    }

    @Test func aFuzzRunThatNoLongerReproducesAnIssueFailsAsFixed() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let known = try Self.file(#"{"invariant": "noOverlap", "layout": "grid", "classes": \#(Self.everyClass), "reason": "fixed last week"}"#, in: directory)
        let fixed = CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "10", "--seed", "3", "--known", known])
        #expect(fixed.status == 1)
        #expect(fixed.standardOutput.contains("known issue FIXED: remove it: noOverlap of grid (fixed last week)"))
        #expect(fixed.standardError.contains("1 known issue(s) fixed"))
        let reported = CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "10", "--seed", "3", "--known", known, "--fixed-known", "report"])
        #expect(reported.status == 0, "\(reported.standardOutput)\(reported.standardError)")
        #expect(reported.standardOutput.contains("known issue fixed: remove it"))
        // Another layout's issue, or an invariant not checked, is out of the run's scope.
        let waterfall = try Self.file(#"{"invariant": "noOverlap", "layout": "waterfall", "classes": ["pixel"], "reason": "r"}"#, in: directory)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "5", "--known", waterfall]).status == 0)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "5", "--invariants", "inBounds", "--known", known]).status == 0)
    }

    @Test func aKnownFindingDoesNotFailAFuzzCampaign() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // The seed grid's one-ulp overlaps, as in FuzzCommandTests.
        let arguments = ["fuzz", "--layout", "seed-grid", "--profile", "adversarial", "--cases", "200", "--tolerance", "0", "--invariants", "noOverlap"]
        #expect(CommandRunner.run(arguments).status == 1)
        let known = try Self.file(#"{"invariant": "noOverlap", "layout": "seed-grid", "classes": \#(Self.everyClass), "reason": "the seed's rounding"}"#, in: directory)
        let outcome = CommandRunner.run(arguments + ["--known", known])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("finding 1 is a known issue (does not fail the run): noOverlap of seed-grid (the seed's rounding)"))
        // Printed as known, not as a failure.
        #expect(outcome.standardOutput.contains(": known issues only: 1 finding in "), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("\nKNOWN ISSUE case "))
        #expect(!outcome.standardOutput.contains("FAILED"), "\(outcome.standardOutput)")
    }

    @Test func stoppingAtTheFirstFailureGoesOnPastAKnownOne() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // The seed grid pads its content (tightContentSize, case 0) and overlaps by an ulp (later).
        let arguments = ["fuzz", "--layout", "seed-grid", "--profile", "adversarial", "--cases", "200", "--tolerance", "0", "--stop-at-first"]
        let first = CommandRunner.run(arguments)
        #expect(first.status == 1)
        #expect(first.standardOutput.contains("1 finding in 1 failing case, stopped at the first"), "\(first.standardOutput)")
        let padded = try Self.file(#"{"invariant": "tightContentSize", "layout": "seed-grid", "classes": \#(Self.everyClass), "reason": "padded"}"#, in: directory)
        let next = CommandRunner.run(arguments + ["--known", padded])
        // The known finding does not end the campaign: the next, new one does, and fails it.
        #expect(next.status == 1)
        #expect(next.standardOutput.contains("finding 1 is a known issue (does not fail the run): tightContentSize of seed-grid (padded)"), "\(next.standardOutput)")
        #expect(next.standardOutput.contains("finding 2 of 2:"))
        // One known, one new: the new one fails the campaign, the known one is printed as known.
        #expect(next.standardOutput.contains("FAILED: 2 distinct findings (1 a known issue) in "), "\(next.standardOutput)")
        #expect(next.standardOutput.split(separator: "\n").filter { $0.hasPrefix("KNOWN ISSUE case ") }.count == 1)
        #expect(next.standardOutput.split(separator: "\n").filter { $0.hasPrefix("FAILED case ") }.count == 1)
    }

    @Test func badFilesAndOptions() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let bad = try Self.file(#"{"invariant": "noOverlap", "classes": ["subpixel"], "reason": "r"}"#, in: directory)
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "1", "--known", bad])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(#"knownIssues[0].classes[0]: "subpixel" is not a class"#), "\(outcome.standardError)")
        #expect(CommandRunner.run(["check", CommandRunner.fixture("specs/grid-primes.json"), "--known", directory.appendingPathComponent("missing.json").path]).status == 1)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "1", "--fixed-known", "report"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "1", "--known", bad, "--fixed-known", "sometimes"]).status == 2)
        // An index campaign reads the file too: a bad one is bad input.
        #expect(CommandRunner.run(["fuzz", "--index", "linear", "--cases", "1", "--known", bad]).status == 1)
        #expect(CommandRunner.run(["fuzz", "--complexity", "--cases", "1", "--known", bad]).status == 2)
    }

    /// An index campaign takes known issues of its index: one it no longer reproduces fails as
    /// fixed (or is only reported); one of another index or of a layout is out of its scope.
    @Test func anIndexCampaignHoldsItsIndexsKnownIssues() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let linear = try Self.file(#"{"invariant": "indexAgreement", "index": "linear", "wrongAnswers": ["missing"], "reason": "r"}"#, in: directory)
        let fixed = CommandRunner.run(["fuzz", "--index", "linear", "--cases", "60", "--known", linear])
        #expect(fixed.status == 1, "\(fixed.standardOutput)\(fixed.standardError)")
        #expect(fixed.standardOutput.contains("known issue FIXED: remove it: indexAgreement of index linear (r)"), "\(fixed.standardOutput)")
        #expect(CommandRunner.run(["fuzz", "--index", "linear", "--cases", "60", "--known", linear, "--fixed-known", "report"]).status == 0)
        let others = try Self.file(
            #"{"invariant": "indexAgreement", "index": "page-table", "wrongAnswers": ["missing"], "reason": "r"}"#,
            #"{"invariant": "indexAgreement", "layout": "grid", "classes": ["not geometric"], "reason": "r"}"#, in: directory
        )
        let scoped = CommandRunner.run(["fuzz", "--index", "linear", "--cases", "60", "--known", others])
        #expect(scoped.status == 0, "\(scoped.standardOutput)\(scoped.standardError)")
    }
}

