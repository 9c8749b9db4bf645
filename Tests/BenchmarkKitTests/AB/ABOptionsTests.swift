import Testing
@testable import BenchmarkKit

@Suite struct ABOptionsTests {
    @Test func defaultsAndTheDefaultSelection() throws {
        let options = try ABOptions.parse(["--base", "/a", "--head", "/b"])
        #expect(options.selection == ABOptions.defaultSelection)
        #expect(options.criteria == ABCriteria())
        #expect(options.budgetSeconds == 540)
    }

    @Test func everyFlag() throws {
        let options = try ABOptions.parse([
            "--base", "/a", "--head=/b", "--sizes", "1M", "--rows", "prepare/grid/1M", "--threshold", "20%", "--alpha", "0.01",
            "--budget", "5m", "--max-blocks", "30", "--runs-per-block", "5", "--blocks-per-visit", "2", "--seed", "7",
            "--json", "out.json", "--markdown", "out.md", "--base-label", "HEAD~1", "--head-label", "HEAD", "--allow-debug",
        ])
        #expect(options.selection == ["--sizes", "1M", "--rows", "prepare/grid/1M", "--allow-debug"])
        #expect(options.criteria == ABCriteria(threshold: 0.2, familyErrorRate: 0.01, confidence: 0.95, maximumBlocks: 30))
        #expect(options.budgetSeconds == 300 && options.runsPerBlock == 5 && options.blocksPerVisit == 2 && options.seed == 7)
        #expect(options.jsonPath == "out.json" && options.markdownPath == "out.md")
        #expect(options.baseLabel == "HEAD~1" && options.headLabel == "HEAD")
    }

    @Test func refusalsNameTheFlag() {
        #expect(throws: BenchmarkError.missingValue(flag: "--head")) { try ABOptions.parse(["--base", "/a"]) }
        #expect(throws: BenchmarkError.self) { try ABOptions.parse(["--base", "/a", "--head", "/b", "--layouts", "nope"]) }
        #expect(throws: BenchmarkError.invalidValue(flag: "--budget", value: "soon", expected: "a duration such as 300, 300s or 5m")) {
            try ABOptions.parse(["--base", "/a", "--head", "/b", "--budget", "soon"])
        }
        #expect(throws: BenchmarkError.self) { try ABOptions.parse(["--base", "/a", "--head", "/b", "--alpha", "0.7"]) }
        #expect(throws: BenchmarkError.self) { try ABOptions.parse(["--base", "/a", "--head", "/b", "--blocks-per-visit", "17"]) }
        #expect(throws: BenchmarkError.unknownFlag("--compare")) { try ABOptions.parse(["--base", "/a", "--head", "/b", "--compare", "x"]) }
        #expect(throws: BenchmarkError.unknownFlag("extra")) { try ABOptions.parse(["--base", "/a", "--head", "/b", "extra"]) }
    }
}
