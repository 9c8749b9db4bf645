import Testing
@testable import BenchmarkKit

/// The `--markdown` report: the tables docs/RESULTS.md holds, derived from the rows alone.
@Suite struct MarkdownReportTests {
    static func row(
        _ workload: String, _ index: String?, _ layout: String, _ size: Int, median: Double, unit: String = "ns/query",
        metrics: [String: Double] = [:], note: String? = nil, name: String? = nil
    ) -> BenchmarkRow {
        BenchmarkRow(
            name: name ?? BenchmarkRow.name(workload: workload, index: index, layout: layout, size: size), workload: workload,
            layout: layout, index: index, size: size, unit: unit,
            time: SampleStatistics(count: 3, min: median * 0.9, median: median, p90: median * 1.1, max: median * 1.2),
            metrics: metrics, note: note, cacheRegime: Workload(rawValue: workload)?.cacheRegime
        )
    }

    static let run = BenchmarkRun(environment: .fixture, arguments: ["--sizes", "10k,1M"], rows: [
        row("prepare", nil, "waterfall", 10_000, median: 9.5, unit: "ns/item"),
        row("prepare", nil, "waterfall", 1_000_000, median: 9.69, unit: "ns/item", metrics: ["bytes/item": 45, "× seed": 2.87]),
        row("prepare", nil, "seed-pinterest", 1_000_000, median: 27.9, unit: "ns/item", metrics: ["heap-bytes/item": 80]),
        row("prepare", nil, "result-write", 1_000_000, median: 1.71, unit: "ns/item"),
        row("random", "linear", "waterfall", 1_000_000, median: 131_094, metrics: ["hits/query": 22]),
        row("random", "interval-tree", "waterfall", 1_000_000, median: 324, metrics: ["hits/query": 46]),
        row("random", "seed", "seed-pinterest", 1_000_000, median: 3_979_176),
        row("sweep", "interval-tree-cursor", "waterfall", 1_000_000, median: 70.1),
        row("build", "interval-tree", "waterfall", 1_000_000, median: 3.0, unit: "ns/element", metrics: ["bytes/element": 2.1]),
        row("lookup", "result", "waterfall", 1_000_000, median: 2.75, unit: "ns/lookup"),
        row("update", nil, "waterfall", 1_000_000, median: 14_079_000, unit: "ns/update", name: "relayout/waterfall/1M"),
        row("update", nil, "waterfall", 1_000_000, median: 3_890, unit: "ns/update", metrics: ["× relayout": 3_623],
            note: "target ≤ 5 µs/update and ≥ 1000× relayout: met", name: "append/waterfall/1M"),
    ], skipped: [SkippedRow(name: "prepare/seed-grid/1M", reason: "seed-grid threw: work limit")])

    static let text = MarkdownReport.render(run, seedPorts: ["waterfall": "seed-pinterest"])

    @Test func namesTheMachineAndTheArguments() {
        #expect(Self.text.hasPrefix("Machine: 2 × Test CPU, 1 GiB; L2 1 MiB, L3 32 MiB (shared by 2); 4 KiB pages, THP madvise; Linux; Swift 6.3, release build."))
        #expect(Self.text.contains("arguments `--sizes 10k,1M`"))
    }

    @Test func preparesEveryLayoutAtEverySizeWithItsSeedSpeedup() {
        #expect(Self.text.contains("| layout | 10k | 1M | bytes/item | heap bytes/item | × seed |"))
        #expect(Self.text.contains("| waterfall | 9.50 (8.55) | 9.69 (8.72) | 45 |  | 2.87× at 1M |"))
        #expect(Self.text.contains("| seed-pinterest | — | 27.9 (25.1) |  | 80 |  |"))
        #expect(Self.text.contains("| result-write | — | 1.71 (1.54) |  |  |  |"))
    }

    @Test func queriesPutTheSeedsOwnFilterInItsEnginesColumnsAndTheFastestInBold() {
        #expect(Self.text.contains("**Visible-rect queries at 1M elements**, ns per query (median, 22–46 hits per query)"))
        #expect(Self.text.contains("| index | waterfall cold | waterfall scroll |"))
        #expect(Self.text.contains("| linear | 131,094 |  |"))
        #expect(Self.text.contains("| interval-tree | **324** |  |"))
        #expect(Self.text.contains("| interval-tree-cursor |  | **70.1** |"))
        #expect(Self.text.contains("| seed | 3,979,176 |  |"))
    }

    @Test func buildsLookupsUpdatesTargetsAndSkippedRows() {
        #expect(Self.text.contains("| interval-tree | 3 (2.10 B) |"))
        #expect(Self.text.contains("| waterfall | result | 2.75 |"))
        #expect(Self.text.contains("| change | waterfall |"))
        #expect(Self.text.contains("| relayout | 14,079,000 |"))
        #expect(Self.text.contains("| append | 3,890 (3,623×) |"))
        #expect(Self.text.contains("- `append/waterfall/1M`: 3,890 ns/update — target ≤ 5 µs/update and ≥ 1000× relayout: met"))
        #expect(Self.text.contains("- `prepare/seed-grid/1M`: seed-grid threw: work limit"))
    }

    @Test func listsEveryRowInFull() {
        #expect(Self.text.contains("<details><summary>Every row of the run (12)</summary>"))
        for row in Self.run.rows { #expect(Self.text.contains("| `\(row.name)` |")) }
    }

    @Test func cellsEscapeBarsAndLineBreaks() {
        #expect(MarkdownReport.Format.cell("a|b\nc") == "a\\|b c")
        #expect(MarkdownReport.Format.number(12_345_678) == "12,345,678" && MarkdownReport.Format.number(0.4123) == "0.412")
    }
}
