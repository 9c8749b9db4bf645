import Foundation
import Testing
import TesseraCore
import TesseraCheck

@Suite struct FuzzCommandTests {
    @Test func aPassingCampaignExitsZero() throws {
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--profile", "spans", "--cases", "20", "--seed", "7"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("grid/spans seed 0x0000000000000007 shard 1/1: 20 cases"))
        #expect(outcome.standardOutput.contains("passed"))
    }

    @Test func aFailureIsShrunkWrittenAndReplayable() throws {
        // The seed grid's known one-ulp overlaps and padded content show up within a few cases.
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = CommandRunner.run([
            "fuzz", "--layout", "seed-grid", "--profile", "adversarial", "--cases", "200", "--tolerance", "0", "--stop-at-first", "--out", directory.path,
        ])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("FAILED case"))
        let replay = try #require(outcome.standardOutput.split(separator: "\n").first { $0.contains("tessera fuzz --layout seed-grid") })
        let files = try CommandRunner.files(in: directory)
        #expect(files.count == 1)
        // It reads back as a seed-grid spec.
        _ = try LayoutSpec(json: String(contentsOf: directory.appendingPathComponent(files[0]), encoding: .utf8), layout: .seedGrid)

        // The replay line, as printed, reruns exactly that case and fails the same way.
        #expect(replay.contains("--tolerance 0"))
        let words = replay.split(separator: " ").map(String.init).drop { $0 != "fuzz" }.map { $0 }
        let again = CommandRunner.run(words)
        #expect(again.status == 1)
        let firstFailure = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("FAILED") }
        let secondFailure = again.standardOutput.split(separator: "\n").first { $0.hasPrefix("FAILED") }
        #expect(firstFailure != nil && firstFailure == secondFailure)

        // The saved counterexample fails `tessera check` too.
        let checkLine = try #require(outcome.standardOutput.split(separator: "\n").first { $0.contains("tessera check counterexample.json") })
        #expect(checkLine.contains("--tolerance 0"))
        let check = CommandRunner.run(["check", directory.appendingPathComponent(files[0]).path, "--tolerance", "0"])
        #expect(check.status == 1)
    }

    @Test func anUpdateCampaignChecksIncrementalUpdates() throws {
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--updates", "mixed", "--cases", "15", "--seed", "5"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("grid/phone updates mixed seed 0x0000000000000005 shard 1/1: 15 cases"))
        #expect(outcome.standardOutput.contains("passed"))
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--updates", "sometimes"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--index", "interval-tree", "--updates", "appends"]).status == 2)
    }

    @Test func shardsSplitTheCases() throws {
        let first = CommandRunner.run(["fuzz", "--layout", "bidirectional", "--cases", "10", "--shard", "1/3"])
        let last = CommandRunner.run(["fuzz", "--layout", "bidirectional", "--cases", "10", "--shard", "3/3"])
        #expect(first.standardOutput.contains("shard 1/3: 3 cases"))
        #expect(last.standardOutput.contains("shard 3/3: 4 cases"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        #expect(CommandRunner.run(["fuzz"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "masonry"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--profile", "watch"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--shard", "4/3"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--time", "soon"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--seed", "0xZZ"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--layout", "grid", "--cases", "0"]).status == 2)
    }
}

@Suite struct IndexFuzzCommandTests {
    @Test func anIndexCampaignRunsOnArbitraryFrames() {
        let outcome = CommandRunner.run(["fuzz", "--index", "interval-tree", "--cases", "40", "--seed", "3"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        let summary = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("index interval-tree seed 0x0000000000000003 shard 1/1: 40 cases, 1 invariant, ") }
        #expect(summary?.hasSuffix(": passed") == true, "\(outcome.standardOutput)")
        let all = CommandRunner.run(["fuzz", "--index", "all", "--cases", "10"])
        #expect(all.status == 0)
        #expect(all.standardOutput.split(separator: "\n").filter { $0.hasPrefix("index ") }.count == 7)
    }

    /// The hidden `--index-candidate FILE` checks one index case as the campaign checks each,
    /// for `FuzzSupervision`'s children: a case the index answers rightly passes.
    @Test func anIndexCandidateIsCheckedAsACampaignChecksACase() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let path = directory.appendingPathComponent("case.json").path
        let input = IndexCampaign(index: .intervalTreeCursor, seed: 3).input(forCase: 4)
        try Data(input.jsonString().utf8).write(to: URL(fileURLWithPath: path))
        let outcome = CommandRunner.run(["fuzz", "--index", "interval-tree-cursor", "--index-candidate", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(CommandRunner.run(["fuzz", "--index-candidate", path]).status == 2)
        try Data(input.jsonString().replacingOccurrences(of: "\"queries\"", with: "\"questions\"").utf8).write(to: URL(fileURLWithPath: path))
        let bad = CommandRunner.run(["fuzz", "--index", "interval-tree", "--index-candidate", path])
        #expect(bad.status == 1, "\(bad.standardError)")
        #expect(bad.standardError.contains("questions"), "\(bad.standardError)")
    }

    @Test func badIndexArgumentsAreUsageErrors() {
        #expect(CommandRunner.run(["fuzz", "--index", "quadtree"]).status == 2)
        #expect(CommandRunner.run(["fuzz", "--index", "linear", "--profile", "phone"]).status == 2)
    }

    @Test func aLayoutsOwnInvariantIsSelectable() {
        let spec = CommandRunner.fixtures.appendingPathComponent("specs/grid-primes.json").path
        let outcome = CommandRunner.run(["check", spec, "--invariants", "gridGeometry,noOverlap"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }
}
