import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts
@testable import BenchmarkKit

/// A user's benchmark program over their own layouts and indexes, and `--result FILE.json`:
/// every index timed on a result from elsewhere, after being checked against the linear filter.
@Suite struct ResultFileBenchmarkTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-result-\(UInt64.random(in: 0 ... .max))").path
    let quick = ["--allow-debug", "--samples", "1", "--workloads", "build,random-warm,sweep"]

    /// A result written by `tessera layout` (the waterfall's benchmark input) and the same
    /// elements hand-edited out of scroll order (reversed).
    func writeResults() throws -> (inOrder: String, reversed: String) {
        let result = try WaterfallDefinition().benchmarkSpec(itemCount: 500).run()
        let reversed = try LayoutResult(contentSize: result.contentSize, scrollAxis: result.scrollAxis, elements: result.elements.reversed())
        try AtomicFile.write(result.jsonString(), to: directory + "/app.json")
        try AtomicFile.write(reversed.jsonString(), to: directory + "/reversed.result.json")
        return (directory + "/app.json", directory + "/reversed.result.json")
    }

    func rows(_ path: String) throws -> [String] {
        try JSONDecoder().decode(BenchmarkRun.self, from: try AtomicFile.read(path)).rows.map(\.name)
    }

    @Test func everyIndexIsTimedOnAResultFileInOrderOrNot() throws {
        let files = try writeResults()
        #expect(BenchmarkCommand.main(quick + ["--result", files.inOrder, "--json", directory + "/a.json"]) == 0)
        #expect(BenchmarkCommand.main(quick + ["--result", files.reversed, "--json", directory + "/b.json"]) == 0)
        let names = try rows(directory + "/a.json")
        for index in IndexKind.builtIn {
            #expect(names.contains("build/\(index.name)/app/500"))
            #expect(names.contains("random-warm/\(index.name)/app/500"))
        }
        #expect(names.contains("sweep/interval-tree-cursor/app/500"))
        #expect(!names.contains { $0.hasPrefix("prepare/") || $0.hasPrefix("lookup/") })
        #expect(try rows(directory + "/b.json").contains("random-warm/interval-tree/reversed.result/500"))
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func aWrongIndexIsRefusedBeforeAnythingIsTimed() throws {
        let files = try writeResults()
        let extra = IndexKind(name: "extra", summary: "answers one id too many") { _ in ExtraIndex() }
        let suite = BenchmarkSuite(plan: BenchmarkPlan(), indexes: [.intervalTree, extra], lastLevelCacheBytes: 1 << 20)
        #expect(throws: BenchmarkError.self) {
            try suite.run(result: BenchmarkSuite.readResult(files.inOrder), named: "app")
        }
        #expect(BenchmarkCommand.main(quick + ["--result", files.inOrder], indexes: [extra]) == 1)
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func badResultFilesAndFlagsFailNamingTheProblem() throws {
        try AtomicFile.write(#"{ "contentSize": { "width": 1, "height": 1 }, "elements": [{ "kind": "cel", "section": 0, "frame": {} }] }"#, to: directory + "/bad.json")
        #expect(BenchmarkCommand.main(quick + ["--result", directory + "/bad.json"]) == 1)
        #expect(BenchmarkCommand.main(quick + ["--result", directory + "/missing.json"]) == 1)
        #expect(throws: BenchmarkError.invalidValue(flag: "--sizes", value: "--sizes", expected: "no --sizes with --result (the result file is the input)")) {
            try BenchmarkOptions.parse(["--result", "r.json", "--sizes", "10k"])
        }
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func aUsersProgramBenchmarksTheirLayoutsAndIndexes() throws {
        let mine = CustomLayout(name: "my-waterfall", layout: WaterfallLayout(columns: 3))
        let arguments = ["--allow-debug", "--samples", "1", "--sizes", "300", "--workloads", "prepare,random", "--json", directory + "/u.json"]
        #expect(BenchmarkCommand.main(arguments, layouts: .engines + [mine], indexes: [.linear, .intervalTree]) == 0)
        let names = try rows(directory + "/u.json")
        #expect(names.contains("prepare/my-waterfall/300") && names.contains("random/interval-tree/my-waterfall/300"))
        #expect(names.contains("prepare/grid/300") && !names.contains { $0.contains("page-table") })
        // Names outside the program's catalog are flag errors.
        #expect(BenchmarkCommand.main(arguments + ["--layouts", "seed-grid"], layouts: .engines + [mine]) == 1)
        #expect(BenchmarkOptions.usage(program: "my-bench", layouts: .engines + [mine], indexes: [.linear]).contains("grid,waterfall,bidirectional,my-waterfall"))
        try FileManager.default.removeItem(atPath: directory)
    }
}

/// An index that answers one id too many.
private struct ExtraIndex: RectIndex {
    static let name = "extra"
    init() {}
    init(_ result: LayoutResult) {}
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        ids.append(Int32.max)
        return 1
    }
    var memoryBytes: Int { 0 }
}
