import Foundation
import Testing
import TesseraCore
import TesseraCheck

@Suite struct LayoutCommandTests {
    static let specs = [
        "grid-primes", "grid-spans-headers", "seed-grid-primes", "seed-grid-spans-headers", "seed-grid-sections",
        "seed-grid-sections-prime-grid-master", "waterfall-stream",
        "waterfall-sections", "seed-pinterest-stream", "bidirectional-10x10", "seed-bidirectional-10x10",
        "waterfall-feed-updates",
    ]

    @Test(arguments: specs)
    func outputMatchesTheLibraryExactly(name: String) throws {
        let path = CommandRunner.fixture("specs/\(name).json")
        let outcome = CommandRunner.run(["layout", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let expected = try LayoutCatalog.builtIn.layOut(specJSON: String(contentsOfFile: path, encoding: .utf8))
        let written = try LayoutResult(json: outcome.standardOutput)
        #expect(written == expected)
        #expect(outcome.standardOutput == expected.jsonString())
    }

    @Test(arguments: specs)
    func outputMatchesTheCommittedExpectation(name: String) throws {
        let outcome = CommandRunner.run(["layout", CommandRunner.fixture("specs/\(name).json")])
        let expected = try String(contentsOfFile: CommandRunner.fixture("expected/\(name).result.json"), encoding: .utf8)
        #expect(outcome.standardOutput == expected, "regenerate with scripts/update-fixtures.sh only after checking the change")
    }

    @Test func readsStandardInputAndWritesAFile() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = try String(contentsOfFile: CommandRunner.fixture("specs/waterfall-stream.json"), encoding: .utf8)
        let outcome = CommandRunner.run(["layout", "-", "-o", "out.json"], input: spec, in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
        let written = try String(contentsOf: directory.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(try LayoutResult(json: written) == LayoutCatalog.builtIn.layOut(specJSON: spec))
    }

    @Test(arguments: [
        ("bad/malformed.json", "line 2, column 1: malformed JSON"),
        ("bad/empty.json", "the document is empty"),
        ("bad/wrong-type.json", "container.width: expected number, found string"),
        ("bad/missing-container.json", "container: required field is missing"),
        ("bad/unknown-layout.json", "layout: \"masonry\" is not one of: grid, waterfall, bidirectional, seed-grid, seed-pinterest, seed-bidirectional"),
        ("bad/negative-height.json", "sections[0].items[1].height: -5.0 is not a valid length"),
        ("bad/span-zero.json", "sections[3].items[2].span: 0 is not a valid span"),
        ("bad/zero-columns.json", "options.columns: 0 is not valid"),
        ("bad/negative-container.json", "container.width: -1.0 is not a valid container length"),
        ("bad/huge-number.json", "number 1e999 is out of range"),
        ("bad/update-out-of-range.json", "updates[1].deleteItems[0]: item 3 does not exist in section 0 before the update (3 items)"),
        ("bad/does-not-exist.json", "cannot read"),
    ])
    func badInputFailsClearlyAndWritesNothing(fixture: String, message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = CommandRunner.run(["layout", CommandRunner.fixture(fixture), "-o", "out.json"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(try CommandRunner.files(in: directory).isEmpty)
    }

    @Test func failureKeepsAnExistingOutputFileIntact() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let output = directory.appendingPathComponent("out.json")
        try "previous".write(to: output, atomically: true, encoding: .utf8)
        let outcome = CommandRunner.run(["layout", CommandRunner.fixture("bad/span-zero.json"), "-o", output.path])
        #expect(outcome.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(CommandRunner.run(["layout"]).status == 2)
        #expect(CommandRunner.run(["layout", "a.json", "b.json"]).status == 2)
        #expect(CommandRunner.run(["layout", "a.json", "--bogus"]).status == 2)
        #expect(CommandRunner.run(["frobnicate"]).status == 2)
        let help = CommandRunner.run(["layout", "--help"])
        #expect(help.status == 0 && help.standardOutput.contains("usage: tessera layout"))
    }
}
