import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts
@testable import BenchmarkKit

/// An index that always answers one id too many: the suite must refuse to time it.
private struct ExtraAnswerIndex: RectIndex {
    static var name: String { "extra" }
    init(_ result: LayoutResult) {}
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        ids.append(Int32.max)
        return 1
    }
    var memoryBytes: Int { 0 }
}

/// A waterfall whose updates leave the result as it was: the update rows must refuse to time it.
private struct StaleUpdateLayout: IncrementalLayout {
    struct Checkpoints: Sendable {}
    let base: WaterfallLayout
    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }
    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        (try base.layout(items, in: container), Checkpoints())
    }
    func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        LayoutResultChange(unchangedPrefix: result.count, oldCount: result.count, count: result.count, keepsIDs: false, items: change)
    }
}

@Suite struct BenchmarkSuiteTests {
    func quickPlan() -> BenchmarkPlan {
        var plan = BenchmarkPlan()
        plan.sizes = [200]
        plan.policy = SamplingPolicy(warmUpRuns: 0, samples: 1, minimumSamples: 1)
        return plan
    }

    @Test func aWrongAnswerAbortsBeforeTiming() {
        var plan = quickPlan()
        plan.layouts = ["grid"]
        plan.workloads = [.random]
        let suite = BenchmarkSuite(plan: plan, indexes: [IndexKind(ExtraAnswerIndex.self, summary: "wrong on purpose")])
        #expect {
            try suite.run()
        } throws: { error in
            guard case .wrongAnswer(let index, let layout, let size, let workload, _, let detail) = error as? BenchmarkError else {
                return false
            }
            return index == "extra" && layout == "grid" && size == 200 && workload == "random" && detail.contains("extra [2147483647]")
        }
    }

    @Test func aWrongUpdateAbortsBeforeTiming() {
        var plan = quickPlan()
        plan.workloads = [.update]
        let stale = LayoutVariant(.waterfall, implementation: "stale-update", makeIncrementalLayout: { StaleUpdateLayout(base: $0) })
        plan.layouts = [stale.name]
        let suite = BenchmarkSuite(plan: plan, layouts: LayoutCatalog([stale]))
        #expect {
            try suite.run()
        } throws: { error in
            guard case .wrongAnswer(let index, _, _, let workload, let query, _) = error as? BenchmarkError else { return false }
            return index == "result" && workload == "update" && query.hasPrefix("append/")
        }
    }

    @Test func measuresTheSelectedRowsByName() throws {
        var plan = quickPlan()
        plan.layouts = ["waterfall", "seed-pinterest"]
        let rows = try BenchmarkSuite(plan: plan, indexes: [IndexKind(name: "reference", summary: "the reference filter") { ReferenceFilter($0) }]).run().rows
        #expect(rows.map(\.name) == [
            "prepare/waterfall/200", "build/reference/waterfall/200", "random/reference/waterfall/200",
            "random-warm/reference/waterfall/200", "sweep/reference/waterfall/200", "prefetch/reference/waterfall/200",
            "lookup/result/waterfall/200", "relayout/waterfall/200", "append/waterfall/200", "insert/waterfall/200",
            "resize/waterfall/200", "delete/waterfall/200",
            "prepare/seed-pinterest/200", "build/reference/seed-pinterest/200", "random/seed/seed-pinterest/200",
            "random-warm/seed/seed-pinterest/200",
            "sweep/seed/seed-pinterest/200", "prefetch/seed/seed-pinterest/200", "lookup/seed/seed-pinterest/200",
        ])
        #expect(rows.map { $0.cacheRegime?.rawValue ?? "-" } == [
            "-", "-", "cold", "warm", "scrolling", "cold", "-", "-", "-", "-", "-", "-",
            "-", "-", "cold", "warm", "scrolling", "cold", "-",
        ])
        let prepare = try #require(rows.first)
        #expect(prepare.unit == "ns/item" && prepare.time.count == 1)
        #expect(prepare.metrics[BenchmarkRow.Metric.bytesPerItem] != nil)
    }

    @Test func theFilterSelectsBySubstring() throws {
        var plan = quickPlan()
        plan.filter = "sweep/"
        plan.layouts = ["grid"]
        let rows = try BenchmarkSuite(plan: plan, indexes: [IndexKind(name: "reference", summary: "the reference filter") { ReferenceFilter($0) }]).run().rows
        #expect(rows.map(\.name) == ["sweep/reference/grid/200"])
    }

    @Test func inputsAreDeterministic() {
        #expect(WaterfallDefinition().benchmarkSpec(itemCount: 1000) == WaterfallDefinition().benchmarkSpec(itemCount: 1000))
        #expect(GridDefinition().benchmarkSpec(itemCount: 2500).items.sectionCount == 3)
        #expect(BidirectionalDefinition().benchmarkSpec(itemCount: 10_000).items.sectionCount == 100)
        // A seed port gets its engine's items, so the two compare like for like.
        #expect(SeedPinterestDefinition().benchmarkSpec(itemCount: 1000).items == WaterfallDefinition().benchmarkSpec(itemCount: 1000).items)
        let rects = QueryRects.rects(.sweep, contentSize: Size(width: 390, height: 10_000), axis: .vertical)
        #expect(rects.count == 400)
        #expect(rects[1].minY - rects[0].minY == 844.0 / 8)
        let prefetch = QueryRects.rects(.prefetch, contentSize: Size(width: 390, height: 10_000), axis: .vertical)
        #expect(prefetch.allSatisfy { $0.height == 3 * 844 })
    }

    @Test func theIntervalTreeAlsoSweepsThroughItsCursor() throws {
        var plan = quickPlan()
        plan.layouts = ["waterfall"]
        plan.sizes = [2000]
        plan.workloads = [.sweep]
        plan.policy = SamplingPolicy(warmUpRuns: 1, samples: 3, minimumSamples: 3)
        let indexes = IndexKind.builtIn.filter { $0.name == "interval-tree" || $0.name == "linear" }
        let rows = try BenchmarkSuite(plan: plan, indexes: indexes, lastLevelCacheBytes: 1 << 20).run().rows
        #expect(rows.map(\.name) == [
            "sweep/linear/waterfall/2k", "sweep/interval-tree/waterfall/2k", "sweep/interval-tree-cursor/waterfall/2k",
        ])
        let cursor = rows[2], tree = rows[1]
        #expect(cursor.cacheRegime == .scrolling && cursor.time.count == 3)
        #expect(cursor.metrics[BenchmarkRow.Metric.hitsPerQuery] == tree.metrics[BenchmarkRow.Metric.hitsPerQuery])
        #expect(cursor.metrics[BenchmarkRow.Metric.examinedPerQuery]! < tree.metrics[BenchmarkRow.Metric.examinedPerQuery]!)
        #expect(cursor.metrics[BenchmarkRow.Metric.timesFasterThanLinear] != nil)
    }

    @Test func coldRunsAskFreshPositionsWarmRunsTheSameAndASweepContinues() {
        let content = Size(width: 390, height: 100_000)
        let cold = (0 ..< 3).map { QueryRects.rects(.random, contentSize: content, axis: .vertical, run: $0) }
        #expect(cold[0] != cold[1] && cold[1] != cold[2])
        #expect(cold[0].filter(cold[1].contains).count < 5)
        #expect(QueryRects.rects(.randomWarm, contentSize: content, axis: .vertical, run: 2) == cold[0])
        #expect(QueryRects.rects(.prefetch, contentSize: content, axis: .vertical, run: 1)
            != QueryRects.rects(.prefetch, contentSize: content, axis: .vertical, run: 0))
        let first = QueryRects.rects(.sweep, contentSize: content, axis: .vertical, run: 0)
        let second = QueryRects.rects(.sweep, contentSize: content, axis: .vertical, run: 1)
        let step = 844.0 / 8
        #expect(second[0].minY == first.last!.minY + step)
        // Wraps to the start at the end of the content.
        let short = QueryRects.rects(.sweep, contentSize: Size(width: 390, height: 2000), axis: .vertical, run: 3)
        #expect(short.allSatisfy { $0.minY >= 0 && $0.minY <= 2000 - 844 })
        let horizontal = QueryRects.rects(.sweep, contentSize: Size(width: 100_000, height: 844), axis: .horizontal, run: 1)
        #expect(horizontal[1].minX - horizontal[0].minX == 390.0 / 8 && horizontal[0].minY == 0)
    }

    @Test func aScheduleAnswersEveryRunAndSharesTheWarmOne() throws {
        let spec = WaterfallDefinition().benchmarkSpec(itemCount: 3000)
        let result = try spec.run()
        let reference = ReferenceAnswers(result.frames)
        let cold = QuerySchedule(.random, over: result, runCount: 4, reference: reference)
        let warm = QuerySchedule(.randomWarm, over: result, runCount: 4, reference: reference)
        #expect(cold.distinctRunCount == 4 && warm.distinctRunCount == 1)
        #expect(warm.rects(run: 3) == cold.rects(run: 0) && warm.answers(run: 3) == cold.answers(run: 0))
        for run in 0 ..< 4 {
            #expect(cold.answers(run: run) == ReferenceFilter.answers(result.frames, cold.rects(run: run)))
        }
    }

    @Test func aSeedPortThatGivesUpIsListedAsSkipped() throws {
        var plan = quickPlan()
        plan.layouts = ["seed-pinterest"]
        plan.sizes = [0]
        // The Pinterest seed traps on a set with no sections; the port throws, the suite lists.
        let outcome = try BenchmarkSuite(plan: plan, indexes: []).run()
        #expect(outcome.rows.isEmpty)
        #expect(outcome.skipped.map(\.name).sorted() == [
            "lookup/seed/seed-pinterest/0", "prefetch/seed/seed-pinterest/0", "prepare/seed-pinterest/0",
            "random-warm/seed/seed-pinterest/0", "random/seed/seed-pinterest/0", "sweep/seed/seed-pinterest/0",
        ])
        #expect(outcome.skipped.allSatisfy { $0.reason.hasPrefix("seed-pinterest threw: ") })
    }
}

@Suite struct SpeedupsTests {
    func row(_ workload: String, _ index: String?, _ layout: String, median: Double) -> BenchmarkRow {
        var row = BenchmarkRow.fixture(name: BenchmarkRow.name(workload: workload, index: index, layout: layout, size: 1000), median: median)
        row.workload = workload
        row.index = index
        row.layout = layout
        row.size = 1000
        return row
    }

    @Test func comparesIndexesWithLinearAndEnginesWithTheirSeeds() {
        let rows = Speedups.annotate([
            row("random", "linear", "grid", median: 50_000),
            row("random", "interval-tree", "grid", median: 50),
            row("sweep", "interval-tree", "grid", median: 40),
            row("prepare", nil, "grid", median: 10),
            row("prepare", nil, "seed-grid", median: 300),
            row("lookup", "result", "grid", median: 2),
            row("lookup", "seed", "seed-grid", median: 2000),
        ], seedPorts: Speedups.seedPorts(LayoutCatalog.builtIn.definitions))
        #expect(rows[0].metrics[BenchmarkRow.Metric.timesFasterThanLinear] == nil)
        #expect(rows[1].metrics[BenchmarkRow.Metric.timesFasterThanLinear] == 1000)
        #expect(rows[2].metrics[BenchmarkRow.Metric.timesFasterThanLinear] == nil)  // no linear sweep row
        #expect(rows[3].metrics[BenchmarkRow.Metric.timesFasterThanSeed] == 30)
        #expect(rows[4].metrics[BenchmarkRow.Metric.timesFasterThanSeed] == nil)
        #expect(rows[5].metrics[BenchmarkRow.Metric.timesFasterThanSeed] == 1000)
    }

    /// Each layout's targets come from its definition: a row a target names gets a note,
    /// met or missed; a target whose comparison row was not measured notes nothing.
    @Test func notesTheTargetsTheDefinitionsState() {
        func sized(_ row: BenchmarkRow, _ size: Int) -> BenchmarkRow {
            var row = row
            row.size = size
            row.name = BenchmarkRow.name(workload: row.name.split(separator: "/").first.map(String.init)!, index: row.index, layout: row.layout, size: size)
            return row
        }
        var append = sized(row("update", nil, "waterfall", median: 4_000), 1_000_000)
        append.name = "append/waterfall/1M"
        append.unit = "ns/update"
        var relayout = sized(row("update", nil, "waterfall", median: 40_000_000), 1_000_000)
        relayout.name = "relayout/waterfall/1M"
        var gridAppend = sized(row("update", nil, "grid", median: 30_000), 1_000_000)
        gridAppend.name = "append/grid/1M"
        let rows = Speedups.annotate(
            [
                append, relayout, gridAppend,
                sized(row("prepare", nil, "waterfall", median: 12), 1_000_000),
                sized(row("prepare", nil, "seed-pinterest", median: 240), 1_000_000),
                sized(row("prepare", nil, "waterfall", median: 9), 10_000),
            ],
            seedPorts: Speedups.seedPorts(LayoutCatalog.builtIn.definitions), targets: Speedups.targets(LayoutCatalog.builtIn.definitions)
        )
        #expect(rows[0].note == "target ≤ 5 µs/update and ≥ 1000× relayout: met")
        #expect(rows[1].note == nil)
        #expect(rows[2].note == nil)  // no relayout/grid/1M row to compare with
        #expect(rows[3].note == "target ≤ 10 ns/item: missed; target ≥ 10× seed: met")
        #expect(rows[5].note == nil)  // targets are stated at 1M
        #expect(Speedups.targets(LayoutCatalog.seedPorts.definitions).isEmpty)
    }
}

@Suite struct ReferenceFilterTests {
    /// The answers of the narrowed reference equal a plain scan of every frame, on frames
    /// built to break a window: a very tall frame early, NaN, infinite and inverted edges,
    /// zero-area frames, duplicates, negative coordinates.
    @Test func narrowedAnswersEqualOneScanPerQuery() {
        var random = Xoshiro256StarStar(seed: 7)
        var frames = (0 ..< 5000).map { _ in
            Rect(x: random.nextDouble(in: -500 ... 1000), y: random.nextDouble(in: -500 ... 1000), width: 20, height: 20)
        }
        frames += [
            Rect(minX: 0, minY: -400, maxX: 10, maxY: 5000),  // tall: reaches past everything after it
            Rect(minX: 0, minY: .nan, maxX: 10, maxY: 10),
            Rect(minX: 0, minY: 10, maxX: 10, maxY: .nan),
            Rect(minX: 0, minY: -.infinity, maxX: 10, maxY: .infinity),
            Rect(minX: 0, minY: 300, maxX: 10, maxY: 200),  // inverted
            Rect(minX: 5, minY: 300, maxX: 5, maxY: 300),  // a point
            Rect(minX: 0, minY: 300, maxX: 400, maxY: 300),  // zero height
        ]
        frames += frames.prefix(50)  // duplicates
        var rects = (0 ..< 60).map { _ in
            Rect(x: random.nextDouble(in: -600 ... 1000), y: random.nextDouble(in: -600 ... 1000), width: 200, height: 300)
        }
        rects += [
            Rect(minX: 500, minY: 500, maxX: 400, maxY: 600),  // inverted: nothing
            Rect(minX: 0, minY: 250, maxX: 10, maxY: 350),
            Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity),
            Rect(minX: 0, minY: .nan, maxX: 10, maxY: 10),
            Rect(minX: 0, minY: 6000, maxX: 10, maxY: 7000),
        ]
        let answers = ReferenceFilter.answers(frames, rects)
        let scanned = LayoutResult(cells: frames, axis: .vertical)
        for (query, rect) in rects.enumerated() {
            #expect(answers[query] == scanned.linearFilter(rect), "\(rect)")
        }
        #expect(answers[60] == [])
        #expect(answers.contains { $0.count > 10 })
        #expect(answers[62].count == scanned.linearFilter(rects[62]).count)
    }
}
