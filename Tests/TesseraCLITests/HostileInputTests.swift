import Foundation
import Testing
import TesseraCheck
import TesseraCommandLine
import TesseraCore
import TesseraLayouts

/// Each finding of the hostile-input review (issue 13) as a test, run in-process: the
/// command exits 0, 1 or 2 with a message that names the field, quickly, and leaves no
/// file behind. `ProcessTests` repeats the ones that need a real process.
@Suite struct HostileInputTests {
    /// Writes `text` to `name` in a fresh directory and returns the directory.
    static func directory(with files: [String: String]) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    static let gridSpec = """
    { "layout": "grid", "container": { "width": 100, "height": 100 }, "options": { "columns": 2 },
      "sections": [ { "items": [{}, {}, {"span": 2}] } ] }
    """

    // MARK: Flag values

    @Test(arguments: ["1e16s", "1e300h", "nan", "inf", "-5s", "0.0001ms", "9223372036854775807ms"])
    func aTimeFlagOutOfRangeIsAUsageError(time: String) {
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--time", time])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--time \(time): expected a duration from 1ms to 8760h"))
    }

    @Test(arguments: ["1e16s", "0", "-1m", "nan"])
    func aHangLimitOutOfRangeIsAUsageError(limit: String) {
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--hang-after", limit])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--hang-after \(limit): expected a duration from 1ms to 8760h"))
    }

    @Test func aHugeShardRunsItsSliceWithoutOverflow() {
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--shard", "100000000000000000/100000000000000000"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("shard 100000000000000000/100000000000000000: 1 cases"))
    }

    @Test func aNaNRectIsRefused() {
        let outcome = CommandRunner.run(["query", CommandRunner.fixture("specs/grid-primes.json"), "--rect", "nan,0,1,1"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("minX is nan, expected a finite number"))
        let viewport = CommandRunner.run(["render", CommandRunner.fixture("specs/grid-primes.json"), "-o", "x.svg", "--viewport", "0,0,inf,1"])
        #expect(viewport.status == 2)
    }

    // MARK: Standard streams

    @Test func aFailedStandardOutputWriteIsReported() {
        for arguments in [
            ["layout", CommandRunner.fixture("specs/grid-primes.json")],
            ["check", "--result", CommandRunner.fixture("results/overlapping.result.json")],
            ["render", CommandRunner.fixture("specs/grid-primes.json"), "-o", "-"],
            ["query", CommandRunner.fixture("specs/grid-primes.json"), "--rect", "0,0,100,100"],
            ["fuzz", "--layout", "grid", "--cases", "2"],
            ["layout", "--help"],
        ] {
            let streams = MemoryStreams()
            streams.outputFailure = "No space left on device"
            let outcome = CommandRunner.run(arguments, streams: streams)
            #expect(outcome.status == 1, "\(arguments)")
            #expect(outcome.standardError.contains("cannot write standard output: No space left on device"), "\(arguments)")
        }
    }

    @Test func aClosedStandardInputIsReported() {
        let outcome = CommandRunner.run(["layout", "-"], input: nil)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("<stdin>: cannot read: standard input is closed"))
    }

    @Test func aFailedStandardErrorWriteFailsTheCommand() {
        let streams = MemoryStreams()
        streams.errorFailure = "Bad file descriptor"
        let outcome = CommandRunner.run(["check", CommandRunner.fixture("specs/grid-primes.json")], streams: streams)
        #expect(outcome.status == 1)
    }

    // MARK: Files

    @Test func theOutputMayNotReplaceTheInput() throws {
        let directory = try Self.directory(with: ["s.json": Self.gridSpec])
        for command in ["layout", "render"] {
            let outcome = CommandRunner.run([command, "s.json", "-o", "s.json"], in: directory)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("-o s.json is the input file s.json"))
            // Another spelling of the same file is the same file.
            let spelled = CommandRunner.run([command, "./s.json", "-o", directory.appendingPathComponent("s.json").path], in: directory)
            #expect(spelled.status == 2)
        }
        #expect(try String(contentsOf: directory.appendingPathComponent("s.json"), encoding: .utf8) == Self.gridSpec)
        #expect(try CommandRunner.files(in: directory) == ["s.json"])
    }

    @Test func aDirectoryAsAFileIsSaidInWords() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let input = CommandRunner.run(["layout", directory.path])
        #expect(input.status == 1)
        #expect(input.standardError.contains("cannot read: it is a directory, not a file"))
        #expect(!input.standardError.contains("NSCocoaErrorDomain"))
        let output = CommandRunner.run(["layout", CommandRunner.fixture("specs/grid-primes.json"), "-o", directory.path])
        #expect(output.status == 1)
        #expect(output.standardError.contains("cannot write \(directory.path): it is a directory"))
        let missing = CommandRunner.run(["layout", "no-such.json"], in: directory)
        #expect(missing.standardError.contains("no-such.json: cannot read: No such file or directory"))
    }

    @Test func anOutputIntoAMissingDirectoryFailsAndLeavesNothing() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = CommandRunner.run(["layout", CommandRunner.fixture("specs/grid-primes.json"), "-o", "missing/out.json"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("No such file or directory"))
        #expect(try CommandRunner.files(in: directory).isEmpty)
    }

    @Test func aResultGivenAsASpecIsNamed() {
        let outcome = CommandRunner.run(["check", CommandRunner.fixture("results/clean.result.json")])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("this is a layout result, not a layout spec (check it with --result)"))
    }

    // MARK: Extreme numbers

    static let extremeFrames = """
    { "contentSize": { "width": 1, "height": 1 }, "elements": [
      { "kind": "cell", "section": 0, "item": 0, "frame": { "minX": -1e308, "minY": -1e308, "maxX": 1e308, "maxY": 1e308 } },
      { "kind": "cell", "section": 0, "item": 1, "frame": { "minX": 0, "minY": 0, "maxX": 1, "maxY": 1 } } ] }
    """

    @Test func framesSpanningTheDoubleRangeAreCheckedAndQueried() throws {
        let directory = try Self.directory(with: ["r.json": Self.extremeFrames])
        let check = CommandRunner.run(["check", "--result", "r.json"], in: directory)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("noOverlap"))
        let query = CommandRunner.run(["query", "r.json", "--rect", "0,0,1,1", "--all-indexes"], in: directory)
        #expect(query.status == 0, "\(query.standardError)")
        #expect(query.standardOutput.split(separator: "\n").count == 2)
        let render = CommandRunner.run(["render", "r.json", "-o", "r.svg", "--viewport", "-1e308,-1e308,1e308,1e308"], in: directory)
        #expect(render.status == 0, "\(render.standardError)")
    }

    @Test(arguments: [(2_147_483_647, 2_147_483_647), (2_147_483_647, 0), (0, 2_147_483_647)])
    func anElementAtAHugeIndexCostsOneElement(section: Int, item: Int) throws {
        let text = """
        { "contentSize": { "width": 1, "height": 1 }, "elements": [
          { "kind": "cell", "section": \(section), "item": \(item), "frame": { "minX": 0, "minY": 0, "maxX": 1, "maxY": 1 } },
          { "kind": "header", "section": \(section), "frame": { "minX": 0, "minY": 0, "maxX": 1, "maxY": 0 } } ] }
        """
        let result = try LayoutResult(json: text)
        #expect(result.memoryBytes < 4096)
        #expect(result.cell(at: ItemPath(section: section, item: item)) == 0)
        #expect(result.element(.header, at: ItemPath(section: section, item: 0)) == 1)
        let directory = try Self.directory(with: ["r.json": text])
        let outcome = CommandRunner.run(["check", "--result", "r.json"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    @Test func manyColumnsPerSectionAreRefusedNamingTheFieldAndLimit() throws {
        let sections = (0 ..< 300).map { "{ \"columns\": \(1_000_000 - $0), \"items\": [{}] }" }.joined(separator: ", ")
        let text = "{ \"layout\": \"waterfall\", \"container\": { \"width\": 100, \"height\": 100 }, \"options\": { \"padding\": 0 }, \"sections\": [\(sections)] }"
        let directory = try Self.directory(with: ["w.json": text])
        let outcome = CommandRunner.run(["layout", "w.json", "-o", "out.json"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sections[67].columns: 999933 is not valid"))
        #expect(outcome.standardError.contains("at most 67108864"))
        #expect(try CommandRunner.files(in: directory) == ["w.json"])
    }

    @Test func aGridSpanCoveringMillionsOfCellsIsRefused() {
        let spec = """
        { "layout": "grid", "container": { "width": 100, "height": 100 }, "options": { "columns": 1048576 },
          "sections": [ { "items": [{ "span": 1048576 }, {}] } ] }
        """
        let outcome = CommandRunner.run(["layout", "-"], input: spec)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sections[0].items[0].span: 1048576 is too large for this grid"))
    }

    @Test func aSubnormalContainerPassesEveryInvariant() {
        let spec = """
        { "layout": "grid", "container": { "width": 1e-320, "height": 100 }, "options": { "columns": 3 },
          "sections": [ { "items": [{}, {}, {}, {}] } ] }
        """
        let outcome = CommandRunner.run(["check", "-"], input: spec)
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
    }

    // MARK: Messages

    @Test func aHugeStringIsCutInTheMessage() {
        let long = String(repeating: "x", count: 5_000_000)
        for spec in [
            "{ \"layout\": \"\(long)\", \"container\": { \"width\": 1, \"height\": 1 } }",
            "{ \"layout\": \"grid\", \"\(long)\": 1, \"container\": { \"width\": 1, \"height\": 1 } }",
            "{ \"layout\": \"grid\", \"container\": { \"width\": 1, \"height\": 1 }, \"options\": { \"axis\": \"\(long)\" } }",
            "[\(String(repeating: "1", count: 5_000_000))e999]",
        ] {
            let outcome = CommandRunner.run(["layout", "-"], input: spec)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.utf8.count < 600, "\(outcome.standardError.prefix(600))")
            #expect(outcome.standardError.contains("bytes)"))
        }
    }

    @Test func hostileShardsAndEnvironmentValuesAreEscaped() throws {
        let outcome = CommandRunner.run(["fuzz", "--layout", "grid", "--shard", "\u{1B}[2J\u{7}"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(#"shard: "\u{1B}[2J\u{7}" is not of the form i/n"#), "\(outcome.standardError)")
        do {
            _ = try CampaignEnvironment(["TESSERA_SEED": "\u{1B}[31m"])
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix(#"TESSERA_SEED: "\u{1B}[31m" is not valid"#))
        }
    }

    @Test func controlBytesAreEscaped() {
        let outcome = CommandRunner.run(["layout", "-"], input: "{ \"layout\": \"grid\\u001b[31m\\u0007\\u202e\", \"container\": { \"width\": 1, \"height\": 1 } }")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(#""grid\u{1B}[31m\u{7}\u{202E}" is not one of"#))
        #expect(!outcome.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let raw = CommandRunner.run(["layout", "-"], input: "\u{1B}[2J")
        #expect(raw.standardError.contains("unexpected byte 0x1B"))
        let argument = CommandRunner.run(["layout", "--\u{1B}[2J"])
        #expect(argument.status == 2)
        #expect(argument.standardError.contains(#"\u{1B}[2J"#))
    }

    @Test func anIntegerBeyondTwoToTheFiftyThirdIsOutOfRange() {
        let outcome = CommandRunner.run(["layout", "-"], input: """
        { "layout": "grid", "container": { "width": 1, "height": 1 }, "sections": [ { "items": [ { "span": 9223372036854775808 } ] } ] }
        """)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sections[0].items[0].span: 9.223372036854776e+18 is out of range (integers must lie within ±9007199254740992)"))
        #expect(!outcome.standardError.contains("not an integer"))
    }

    @Test func anOverflowingSumIsNamedAsSuch() {
        let outcome = CommandRunner.run(["layout", "-"], input: """
        { "layout": "bidirectional", "container": { "width": 100, "height": 100 },
          "sections": [ { "items": [ { "width": 1.7e308, "height": 1 }, { "width": 1.7e308, "height": 1 } ] } ] }
        """)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sections[0].items[1].width: 1.7e+308 is too large: the content's extent overflows to infinity"))
    }

    @Test func anObjectWithManyKeysParsesInLinearTime() {
        // A scan per key made this 10¹⁰ comparisons.
        let keys = (0 ..< 200_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let outcome = CommandRunner.run(["layout", "-"], input: "{ \"layout\": \"grid\", \(keys) }")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("k0: unknown field"))
    }

    // MARK: Fuzz

    @Test func aFocusedFailureReplaysAsPrinted() throws {
        let outcome = CommandRunner.run([
            "fuzz", "--layout", "seed-grid", "--profile", "spans", "--cases", "300", "--tolerance", "0", "--invariants", "noOverlap", "--stop-at-first",
        ])
        #expect(outcome.status == 1)
        let replay = try #require(outcome.standardOutput.split(separator: "\n").first { $0.contains("tessera fuzz --layout") })
        #expect(replay.contains("--tolerance 0 --invariants noOverlap"))
        let again = CommandRunner.run(replay.split(separator: " ").map(String.init).drop { $0 != "fuzz" }.map { $0 })
        #expect(again.status == 1)
        #expect(again.standardOutput.contains("FAILED"))
    }

    @Test func theTimeBoundCoversTheWholeRun() {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = CommandRunner.run(["fuzz", "--layout", "engines", "--profile", "phone", "--cases", "1000000", "--time", "2s"])
        let elapsed = clock.now - start
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
        // The campaigns share the two seconds (a case started in time may finish after).
        #expect(elapsed < .seconds(30), "\(elapsed)")
        #expect(outcome.standardOutput.split(separator: "\n").filter { $0.contains("(time budget reached)") }.count == 3)
    }

    @Test func layoutGroupsNameTheEnginesAndTheSeeds() {
        let engines = CommandRunner.run(["fuzz", "--layout", "engines", "--cases", "3"])
        #expect(engines.status == 0, "\(engines.standardOutput)")
        #expect(engines.standardOutput.contains("grid/phone") && engines.standardOutput.contains("bidirectional/phone"))
        #expect(!engines.standardOutput.contains("seed-"))
        let unknown = CommandRunner.run(["fuzz", "--layout", "engine"])
        #expect(unknown.status == 2 && unknown.standardError.contains("engines, seed-ports or all"))
    }

    @Test func theCIGuideMatrixPassesOnAHealthyTree() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/CI.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains("tessera fuzz") && $0.contains("--shard ${{") })
        var words = line.split(separator: " ").map(String.init).drop { $0 != "fuzz" }.map { $0 }
        // The CI job's command, as one shard with fewer cases: a regression, not the seed ports'
        // known defects, is what may fail it.
        words = words.map { $0 == "${{ matrix.shard }}/4" || $0.hasPrefix("${{") ? "1/4" : $0 }
        words = words.filter { !["matrix.shard", "}}/4"].contains($0) }
        // In a debug build the huge profile alone would take minutes: its most hostile
        // sibling stands in (the full command runs in release, see docs/CI.md).
        #expect(words.contains("--layout") && words[words.firstIndex(of: "--layout")! + 1] == "engines")
        if let cases = words.firstIndex(of: "--cases") { words[cases + 1] = "40" }
        if let profile = words.firstIndex(of: "--profile") { words[profile + 1] = "adversarial" }
        if let out = words.firstIndex(of: "--out") { words.removeSubrange(out ... out + 1) }
        let outcome = CommandRunner.run(words)
        #expect(outcome.status == 0, "\(words)\n\(outcome.standardOutput)\(outcome.standardError)")
    }
}
