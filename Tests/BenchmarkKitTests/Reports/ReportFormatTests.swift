import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct ReportFormatTests {
    let run = BenchmarkRun(environment: .fixture, arguments: ["--sizes", "10k"], rows: [
        .fixture(name: "prepare/grid/10k", median: 12.5, metrics: ["bytes/item": 45, "allocations": 7]),
        .fixture(name: "random/linear/grid/10k", median: 900, note: "first 10 of 200 queries, \"capped\"", cacheRegime: .cold),
    ], skipped: [SkippedRow(name: "prepare/seed-grid/1M", reason: "seed-grid threw: work limit")])

    @Test func jsonIsValidAndReadsBack() throws {
        let text = try JSONReport.encode(run)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "tessera-bench/1")
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(environment["cpuModel"] as? String == "Test CPU")
        #expect(environment["buildConfiguration"] as? String == "release")
        let memory = try #require(environment["memory"] as? [String: Any])
        #expect(memory["pageBytes"] as? Int == 4096 && memory["transparentHugePages"] as? String == "madvise")
        #expect((memory["caches"] as? [[String: Any]])?.last?["bytes"] as? Int == 32 << 20)
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows[1]["cacheRegime"] as? String == "cold")
        #expect((object["rows"] as? [Any])?.count == 2)
        #expect(try JSONDecoder().decode(BenchmarkRun.self, from: Data(text.utf8)) == run)
    }

    @Test func jsonIsTheSameBytesEveryTime() throws {
        #expect(try JSONReport.encode(run) == JSONReport.encode(run))
    }

    @Test func githubActionBenchmarkHasTheCustomSmallerIsBetterShape() throws {
        let text = try GitHubActionBenchmarkReport.render(run)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        for entry in entries {
            #expect(Set(entry.keys) == ["name", "unit", "value", "range", "extra"])
            #expect(entry["name"] is String && entry["unit"] is String && entry["range"] is String && entry["extra"] is String)
            #expect(entry["value"] is NSNumber)
        }
        #expect(entries[0]["name"] as? String == "prepare/grid/10k")
        #expect(entries[0]["unit"] as? String == "ns/item")
        #expect((entries[0]["value"] as? NSNumber)?.doubleValue == 12.5)
        #expect((entries[0]["extra"] as? String)?.contains("bytes/item 45") == true)
    }

    @Test func csvHasAHeaderAndQuotesWhereNeeded() {
        let lines = CSVReport.render(run).components(separatedBy: "\r\n")
        #expect(lines.count == 5 && lines[4].isEmpty)
        #expect(lines[3] == "prepare/seed-grid/1M" + String(repeating: ",", count: 15) + "skipped: seed-grid threw: work limit")
        #expect(lines[0] == "name,workload,layout,index,size,unit,samples,min,median,p90,max,spread,cache,allocations,bytes/item,note")
        #expect(lines[1].hasPrefix("prepare/grid/10k,prepare,grid,,10000,ns/item,5,"))
        #expect(lines[1].contains(",12.5,"))
        #expect(lines[1].hasSuffix(",7,45,"))
        #expect(lines[2].hasSuffix(",cold,,,\"first 10 of 200 queries, \"\"capped\"\"\""))
    }

    @Test func tableNamesEveryRowAndTheEnvironment() {
        let table = ResultTable.render(run)
        #expect(table.contains("Test CPU") && table.contains("release build"))
        #expect(table.contains("memory: L2 1 MiB, L3 32 MiB (shared by 2); 4 KiB pages, THP madvise"))
        #expect(table.contains(" cold "))
        #expect(table.contains("prepare/grid/10k") && table.contains("random/linear/grid/10k"))
        #expect(table.split(separator: "\n").count == 6)
        #expect(table.hasSuffix("skipped prepare/seed-grid/1M: seed-grid threw: work limit\n"))
    }
}

@Suite struct AtomicFileTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("benchmarkkit-tests-\(UInt64.random(in: 0 ... .max))").path

    @Test func writesReplacesAndLeavesNoTemporaryFiles() throws {
        let path = directory + "/nested/result.json"
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        #expect(String(decoding: try AtomicFile.read(path), as: UTF8.self) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/nested") == ["result.json"])
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func aFailedWriteThrowsNamingThePathAndKeepsTheOldFile() throws {
        let path = directory + "/keep.json"
        try AtomicFile.write("old", to: path)
        // A directory in the way of the file: the write must fail, not half-write.
        try FileManager.default.createDirectory(atPath: directory + "/blocked.json", withIntermediateDirectories: true)
        #expect {
            try AtomicFile.write("new", to: directory + "/blocked.json")
        } throws: { error in
            guard case .file(let failedPath, _) = error as? BenchmarkError else { return false }
            return failedPath == directory + "/blocked.json"
        }
        #expect(String(decoding: try AtomicFile.read(path), as: UTF8.self) == "old")
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func readErrorsAreInWords() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (path, words) in [(directory, "it is a directory, not a file"), (directory + "/missing.json", "No such file or directory")] {
            #expect {
                try AtomicFile.read(path)
            } throws: { error in
                guard case .file(_, let reason) = error as? BenchmarkError else { return false }
                return reason == "cannot read: \(words)"
            }
        }
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func aRunsFilesLandTogetherOrNotAtAll() throws {
        let json = directory + "/run.json", csv = directory + "/run.csv", chart = directory + "/blocked.svg"
        try AtomicFile.writeAll([(json, Data("old json".utf8)), (csv, Data("old csv".utf8))])
        try FileManager.default.createDirectory(atPath: chart, withIntermediateDirectories: true)
        // The chart cannot be written: neither may the JSON nor the CSV be replaced.
        #expect(throws: BenchmarkError.self) {
            try AtomicFile.writeAll([(json, Data("new json".utf8)), (csv, Data("new csv".utf8)), (chart, Data("<svg/>".utf8))])
        }
        #expect(String(decoding: try AtomicFile.read(json), as: UTF8.self) == "old json")
        #expect(String(decoding: try AtomicFile.read(csv), as: UTF8.self) == "old csv")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["blocked.svg", "run.csv", "run.json"])
        try AtomicFile.writeAll([(json, Data("new json".utf8)), (csv, Data("new csv".utf8))])
        #expect(String(decoding: try AtomicFile.read(csv), as: UTF8.self) == "new csv")
        try FileManager.default.removeItem(atPath: directory)
    }
}

@Suite struct NumberFormattingTests {
    @Test func writesShortNumbers() {
        #expect(NumberFormatting.compact(0) == "0")
        #expect(NumberFormatting.compact(7) == "7")
        #expect(NumberFormatting.compact(0.4123) == "0.412")
        #expect(NumberFormatting.compact(12.34) == "12.3")
        #expect(NumberFormatting.compact(1234.4) == "1234")
        #expect(NumberFormatting.compact(12_345_678) == "12_345_678")
        #expect(NumberFormatting.signedPercent(0.031) == "+3.1%")
        #expect(NumberFormatting.signedPercent(.infinity) == "+inf%")
    }

    @Test func labelsSizes() {
        #expect(SizeLabel.string(10_000) == "10k")
        #expect(SizeLabel.string(1_000_000) == "1M")
        #expect(SizeLabel.string(2_500_000) == "2.5M")
        #expect(SizeLabel.string(1234) == "1234")
        #expect(SizeLabel.parse("10k") == 10_000)
        #expect(SizeLabel.parse("2.5M") == 2_500_000)
        #expect(SizeLabel.parse("100") == 100)
        #expect(SizeLabel.parse("0") == nil)
        #expect(SizeLabel.parse("1.5") == nil)
        #expect(SizeLabel.parse("k") == nil)
        #expect(SizeLabel.parse("-5k") == nil)
    }

    @Test func readsTheCPUModel() {
        let cpuinfo = "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) Processor\nflags\t: fpu\n"
        #expect(RunEnvironment.cpuModel(cpuinfo: cpuinfo) == "Intel(R) Xeon(R) Processor")
        #expect(RunEnvironment.cpuModel(cpuinfo: "") == "unknown")
    }
}

@Suite struct BenchmarkChartTests {
    @Test func onePanelPerWorkloadOneLinePerAlgorithm() {
        var rows: [BenchmarkRow] = []
        for size in [10_000, 100_000, 1_000_000] {
            var prepare = BenchmarkRow.fixture(name: BenchmarkRow.name(workload: "prepare", index: nil, layout: "grid", size: size), median: 12)
            prepare.size = size
            var query = prepare
            query.name = BenchmarkRow.name(workload: "random", index: "linear", layout: "grid", size: size)
            query.workload = "random"
            query.unit = "ns/query"
            rows += [prepare, query]
        }
        let charts = BenchmarkChart.charts(BenchmarkRun(environment: .fixture, arguments: [], rows: rows))
        #expect(charts.map(\.title) == ["prepare — time per item", "random viewport jumps, cold caches — time per query"])
        #expect(charts.map { $0.series.map(\.name) } == [["grid"], ["linear/grid"]])
        #expect(charts[0].series[0].points.map(\.x) == [10_000, 100_000, 1_000_000])
        #expect(charts[1].yLabel == "median ns/query")
    }
}
