import Testing
@testable import BenchmarkKit

@Suite struct BenchmarkOptionsTests {
    let indexNames = ["linear", "interval-tree"]

    func parse(_ arguments: [String]) throws(BenchmarkError) -> BenchmarkOptions {
        try BenchmarkOptions.parse(arguments, indexNames: indexNames)
    }

    @Test func noArgumentsIsTheDefaultRun() throws {
        let options = try parse([])
        #expect(options.command == .run)
        #expect(options.plan.sizes == [10_000, 100_000, 1_000_000])
        #expect(options.plan.layouts == nil)
        #expect(options.plan.indexes == nil)
        #expect(options.effectiveThreshold == Threshold(percent: 5))
    }

    @Test func readsEveryFlag() throws {
        let options = try parse([
            "--filter", "grid", "--sizes", "10k,2.5M", "--layouts", "grid,seed-grid", "--indexes=interval-tree",
            "--workloads", "random,prepare", "--samples", "7", "--json", "a.json", "--github-action-benchmark", "b.json",
            "--csv", "c.csv", "--chart", "d.svg", "--save-baseline", "e.json", "--compare", "f.json", "--threshold", "2%",
            "--allow-debug",
        ])
        #expect(options.plan.filter == "grid")
        #expect(options.plan.sizes == [10_000, 2_500_000])
        #expect(options.plan.layouts == ["grid", "seed-grid"])
        #expect(options.plan.indexes == ["interval-tree"])
        #expect(options.plan.workloads == [.random, .prepare])
        #expect(options.plan.policy.samples == 7)
        #expect(options.jsonPath == "a.json" && options.githubActionBenchmarkPath == "b.json" && options.csvPath == "c.csv")
        #expect(options.chartPath == "d.svg" && options.saveBaselinePath == "e.json" && options.comparePath == "f.json")
        #expect(options.effectiveThreshold == Threshold(percent: 2))
        #expect(options.allowDebug)
    }

    @Test func helpWins() throws {
        #expect(try parse(["--sizes", "1k", "--help"]).command == .help)
        #expect(try parse(["-h"]).command == .help)
    }

    @Test(arguments: [
        (["--bogus"], BenchmarkError.unknownFlag("--bogus")),
        (["--bogus=1"], .unknownFlag("--bogus=1")),
        (["--allow-debug=no"], .invalidValue(flag: "--allow-debug", value: "--allow-debug=no", expected: "--allow-debug without a value")),
        (["--sizes"], .missingValue(flag: "--sizes")),
        (["--json", "--csv", "x"], .missingValue(flag: "--json")),
        (["--sizes", "10k,,1M"], .invalidValue(flag: "--sizes", value: "", expected: "item counts from 1 to 10M such as 10k,100k,1M")),
        (["--sizes", "20M"], .invalidValue(flag: "--sizes", value: "20M", expected: "item counts from 1 to 10M such as 10k,100k,1M")),
        (["--layouts", "grid,masonry"], .invalidValue(
            flag: "--layouts", value: "masonry",
            expected: "one of grid, waterfall, bidirectional, seed-grid, seed-pinterest, seed-bidirectional"
        )),
        (["--indexes", "rtree"], .invalidValue(flag: "--indexes", value: "rtree", expected: "one of linear, interval-tree")),
        (["--workloads", "scroll"], .invalidValue(
            flag: "--workloads", value: "scroll", expected: "one of prepare, build, random, random-warm, sweep, prefetch, lookup, update, triage"
        )),
        (["--samples", "0"], .invalidValue(flag: "--samples", value: "0", expected: "a whole number from 1 to 1000")),
        (["--samples", "x"], .invalidValue(flag: "--samples", value: "x", expected: "a whole number from 1 to 1000")),
        (["--compare", "a", "--threshold", "-1%"], .invalidValue(flag: "--threshold", value: "-1%", expected: "a percentage such as 5%")),
        (["--threshold", "5%"], .invalidValue(flag: "--threshold", value: "5%", expected: "to be used with --compare")),
        (["--json", "a", "--json", "b"], .invalidValue(flag: "--json", value: "--json", expected: "each flag at most once")),
        (["--json="], .invalidValue(flag: "--json", value: "", expected: "a file path")),
        (["bench"], .invalidValue(flag: "command", value: "bench", expected: "ab, gate-run, gate-check or a flag")),
        (["gate-run"], .missingValue(flag: "--output")),
        (["gate-check", "--output", "d"], .missingValue(flag: "--baseline")),
        (["--update"], .unknownFlag("--update")),
        (["gate-check", "--output", "d", "--baseline", "b", "--update", "--tighten"], .invalidValue(
            flag: "--tighten", value: "--tighten", expected: "one of --update, --tighten and --environment-only"
        )),
        (["gate-check", "--output", "d", "--baseline", "b", "--threshold", "cycles=2%"], .invalidValue(
            flag: "--threshold", value: "cycles=2%",
            expected: "PERCENT or FIGURE=PERCENT,… with FIGURE one of instructions, copied-bytes, filled-bytes, allocations, "
                + "allocated-bytes, retained-bytes, ll-misses"
        )),
        (["gate-check", "--output", "d", "--baseline", "b", "--threshold", "instructions=-1%"], .invalidValue(
            flag: "--threshold", value: "-1%", expected: "a percentage such as 5%"
        )),
    ])
    func badFlagsAreClearErrors(arguments: [String], expected: BenchmarkError) {
        #expect(throws: expected) { try parse(arguments) }
    }

    @Test func gateSubcommands() throws {
        #expect(try parse(["gate-run", "--output", "/tmp/g"]).command == .gateRun(directory: "/tmp/g"))
        let check = try parse(["gate-check", "--output", "/tmp/g", "--baseline", "b.json", "--update"])
        #expect(check.command == .gateCheck(directory: "/tmp/g", baseline: "b.json", mode: .update, figures: GateFigure.all))
        let tighten = try parse(["gate-check", "--output", "/tmp/g", "--baseline", "b.json", "--tighten"])
        #expect(tighten.command == .gateCheck(directory: "/tmp/g", baseline: "b.json", mode: .tighten, figures: GateFigure.all))
        let early = try parse(["gate-check", "--output", "/tmp/g", "--baseline", "b.json", "--environment-only"])
        #expect(early.command == .gateCheck(directory: "/tmp/g", baseline: "b.json", mode: .environment, figures: GateFigure.all))
    }

    @Test func gateFilterSelectsRowsButNeverTightensTheBaseline() throws {
        #expect(try parse(["gate-run", "--output", "/tmp/g", "--filter", "prepare/grid,waterfall:tree"]).gateFilter == ["prepare/grid", "waterfall:tree"])
        #expect(try parse(["gate-check", "--output", "/tmp/g", "--baseline", "b.json", "--filter", "lookup"]).gateFilter == ["lookup"])
        #expect(try parse(["--filter", "lookup"]).gateFilter == nil)
        #expect(throws: BenchmarkError.self) {
            try parse(["gate-check", "--output", "/tmp/g", "--baseline", "b.json", "--tighten", "--filter", "lookup"])
        }
    }

    @Test func gateThresholdsApplyToEveryFigureOrToNamedOnes() throws {
        let every = try GateFigure.all(thresholds: "3%")
        #expect(every.allSatisfy { $0.threshold == Threshold(percent: 3) })
        #expect(every.map(\.name) == GateFigure.all.map(\.name))
        let named = try GateFigure.all(thresholds: "instructions=2%,ll-misses=5%")
        #expect(named.first { $0.name == "instructions" }?.threshold == Threshold(percent: 2))
        #expect(named.first { $0.name == "ll-misses" }?.threshold == Threshold(percent: 5))
        #expect(named.first { $0.name == "allocations" }?.threshold == GateFigure.allocations.threshold)
    }

    @Test func badFlagsExitWithStatusOne() {
        #expect(BenchmarkCommand.main(["--definitely-not-a-flag"]) == 1)
    }

    @Test func aDebugBuildRefusesToTimeWithoutAllowDebug() throws {
        #expect(throws: BenchmarkError.debugBuild) {
            try BenchmarkCommand.refuseDebugTiming(try parse(["--sizes", "10"]), isDebugBuild: true)
        }
        try BenchmarkCommand.refuseDebugTiming(try parse(["--sizes", "10", "--allow-debug"]), isDebugBuild: true)
        try BenchmarkCommand.refuseDebugTiming(try parse(["--sizes", "10"]), isDebugBuild: false)
        #if DEBUG
        // The command takes that path in a debug build (`swift test -c release` skips only this).
        #expect(throws: BenchmarkError.debugBuild) {
            try BenchmarkCommand.run(try parse(["--sizes", "10"]), arguments: [])
        }
        #endif
    }
}
