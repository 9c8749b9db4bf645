import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct BenchmarkCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-command-\(UInt64.random(in: 0 ... .max))").path
    let quick = ["--allow-debug", "--sizes", "100", "--layouts", "grid", "--workloads", "prepare", "--samples", "1"]

    func baseline(median: Double) throws -> String {
        let path = directory + "/baseline-\(median).json"
        try AtomicFile.write(try JSONReport.encode(Baseline(description: "test", rows: ["prepare/grid/100": ["median ns/item": median]])), to: path)
        return path
    }

    @Test func compareExitsTwoOnARegressionAndZeroOtherwise() throws {
        #expect(BenchmarkCommand.main(quick + ["--compare", try baseline(median: 0)]) == 2)
        #expect(BenchmarkCommand.main(quick + ["--compare", try baseline(median: 1e12), "--threshold", "1%"]) == 0)
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func aMissingBaselineFailsBeforeMeasuring() {
        #expect(BenchmarkCommand.main(quick + ["--compare", directory + "/does-not-exist.json"]) == 1)
    }

    @Test func writesEveryRequestedReport() throws {
        let files = ["json": "r.json", "github-action-benchmark": "g.json", "csv": "r.csv", "chart": "c.svg", "save-baseline": "b.json", "markdown": "r.md"]
        let arguments = files.flatMap { ["--\($0.key)", directory + "/" + $0.value] }
        #expect(BenchmarkCommand.main(quick + arguments) == 0)
        let run = try JSONDecoder().decode(BenchmarkRun.self, from: try AtomicFile.read(directory + "/r.json"))
        #expect(run.rows.map(\.name) == ["prepare/grid/100"])
        // The suite also runs under `swift test -c release`, where the report must say so.
        #if DEBUG
        #expect(run.environment.buildConfiguration == "debug")
        #else
        #expect(run.environment.buildConfiguration == "release")
        #endif
        #expect(run.arguments == quick + arguments)
        #expect(try JSONReport.readBaseline(directory + "/b.json").rows.keys.sorted() == ["prepare/grid/100"])
        #expect(String(decoding: try AtomicFile.read(directory + "/c.svg"), as: UTF8.self).contains("<svg"))
        #expect(String(decoding: try AtomicFile.read(directory + "/r.md"), as: UTF8.self).contains("| grid | "))
        try FileManager.default.removeItem(atPath: directory)
    }
}
