import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct ABDriverTests {
    /// The `tessera-bench` built beside the tests (the test target depends on it).
    static func executable() throws -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        let path = directory.appendingPathComponent("tessera-bench").path
        try #require(FileManager.default.isExecutableFile(atPath: path), "no tessera-bench built beside the tests at \(path)")
        return path
    }

    /// A whole A/B of the debug build against itself over two small rows: workers started,
    /// rows walked in step, blocks paired, a report with a verdict for each.
    @Test func aRunOfABuildAgainstItself() throws {
        let binary = try Self.executable()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ab-driver-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("ab.json").path
        let status = BenchmarkCommand.main([
            "ab", "--base", binary, "--head", binary, "--allow-debug", "--sizes", "1k", "--layouts", "grid",
            "--indexes", "interval-tree", "--workloads", "prepare,random", "--budget", "60", "--max-blocks", "6",
            "--blocks-per-visit", "3", "--runs-per-block", "1", "--json", json,
        ])
        #expect(status == 0)
        let report = try JSONDecoder().decode(ABRunReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(report.rows.map(\.name) == ["prepare/grid/1k", "random/interval-tree/grid/1k"])
        for row in report.rows {
            #expect(row.blocks.count >= 3 && row.blocks.count <= 6, "\(row.name): \(row.blocks.count) blocks")
            #expect(row.ratio != nil && row.verdict != .regression)
            #expect(row.blocks.allSatisfy { $0.base > 0 && $0.head > 0 })
        }
        #expect(report.rounds >= 1)
    }

    /// Later rounds name the open rows with `--rows`, replacing the caller's own (a worker
    /// refuses a flag given twice, so `ab --rows …` would fail from its second round).
    @Test func laterRoundsNarrowTheCallersRows() {
        let open = ["prepare/grid/10k", "sweep/interval-tree/grid/1M"]
        #expect(ABDriver.selection(["--sizes", "10k,1M"], narrowedTo: open)
            == ["--sizes", "10k,1M", "--rows", "prepare/grid/10k,sweep/interval-tree/grid/1M"])
        #expect(ABDriver.selection(["--rows", "a,b,c", "--layouts", "grid"], narrowedTo: ["b"])
            == ["--layouts", "grid", "--rows", "b"])
    }

    @Test func aWorkerThatSpeaksNoProtocolIsNamed() {
        let driver = ABDriver(baseExecutable: "/bin/true", headExecutable: "/bin/true", selection: [], budgetSeconds: 5)
        #expect {
            _ = try driver.gather()
        } throws: { error in
            guard case .abWorkerFailed(let side, let reason) = error as? BenchmarkError else { return false }
            return side == "base" && reason.contains("exited before saying hello")
        }
    }
}
