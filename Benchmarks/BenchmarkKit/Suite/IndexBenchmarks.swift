import TesseraCore
import TesseraIndex
import TesseraCheck

extension BenchmarkSuite {
    /// The index name of the rows that scroll through an `IntervalTreeIndex.ScrollCursor`.
    static let cursorIndexName = "interval-tree-cursor"

    /// Build rows and query rows of every index over one result. Each query workload is
    /// answered by the reference filter once; every index is checked against those answers
    /// before any of its queries is timed. An `IntervalTreeIndex` also sweeps through its
    /// scroll cursor (`sweep/interval-tree-cursor/…`).
    func indexRows(
        _ result: LayoutResult, subject: BenchmarkSubject, indexes: [IndexKind], wanted: Set<String>
    ) throws(BenchmarkError) -> [BenchmarkRow] {
        let layout = subject.layout
        let size = subject.size
        func name(_ workload: Workload, _ index: String) -> String {
            BenchmarkRow.name(workload: workload.rawValue, index: index, layout: layout, size: size)
        }
        var rows: [BenchmarkRow] = []
        var schedules: [QuerySchedule] = []
        var reference: ReferenceAnswers?
        for workload in Workload.queries {
            var names = indexes.map { name(workload, $0.name) }
            if workload == .sweep { names.append(name(.sweep, Self.cursorIndexName)) }
            guard names.contains(where: wanted.contains) else { continue }
            progress("reference answers \(workload.rawValue)/\(layout)/\(SizeLabel.string(size))")
            let answers = reference ?? ReferenceAnswers(result.frames)
            reference = answers
            schedules.append(
                QuerySchedule(workload, over: result, runCount: plan.policy.runCount, firstRun: plan.firstRun, reference: answers)
            )
        }
        for candidate in indexes {
            let buildName = name(.build, candidate.name)
            if wanted.contains(buildName) {
                progress(buildName)
                rows.append(buildRow(candidate, result: result, subject: subject, name: buildName))
            }
            let queryNames = schedules.map { name($0.workload, candidate.name) }
            let cursorName = name(.sweep, Self.cursorIndexName)
            let wantsCursor = candidate.name == IntervalTreeIndex.name && wanted.contains(cursorName)
            guard wantsCursor || queryNames.contains(where: wanted.contains) else { continue }
            let index = candidate.build(result)
            for (schedule, name) in zip(schedules, queryNames) where wanted.contains(name) {
                progress(name)
                rows.append(try queryRow(index, schedule: schedule, name: name, subject: subject, indexName: candidate.name))
            }
            if wantsCursor, let tree = index as? IntervalTreeIndex,
               let sweep = schedules.first(where: { $0.workload == .sweep }) {
                progress(cursorName)
                rows.append(try cursorRow(tree, schedule: sweep, name: cursorName, subject: subject))
            }
        }
        return rows
    }

    /// Times building `candidate` over `result` (ns/element) and reports the bytes it holds.
    func buildRow(_ candidate: IndexKind, result: LayoutResult, subject: BenchmarkSubject, name: String) -> BenchmarkRow {
        let elements = Double(max(1, result.count))
        let samples = plan.samples(of: name, units: elements) { _ in
            let start = MonotonicClock.now()
            let index = candidate.build(result)
            let elapsed = MonotonicClock.now() &- start
            blackHole(index)
            return elapsed
        }
        let counted = AllocationCounter.count { candidate.build(result) }
        return BenchmarkRow(
            name: name, workload: Workload.build.rawValue, layout: subject.layout, index: candidate.name,
            size: subject.size, unit: "ns/element", time: SampleStatistics(samples)!.divided(by: elements),
            metrics: [
                BenchmarkRow.Metric.bytesPerElement: Double(counted.result.memoryBytes) / elements,
                BenchmarkRow.Metric.allocations: Double(counted.counts.allocationCalls),
            ]
        )
    }

    /// Times `index` answering the workload's queries (ns/query), in the workload's cache
    /// regime. An index that examines so many elements per query that a pass would exceed
    /// `examinedPerSample` answers only the first queries of each run, and the row's note says so.
    func queryRow(
        _ index: any RectIndex, schedule: QuerySchedule, name: String, subject: BenchmarkSubject, indexName: String
    ) throws(BenchmarkError) -> BenchmarkRow {
        let layout = subject.layout, size = subject.size
        // Run 0 is checked in full; its work per query decides how many queries of each run
        // an O(n) index is given, and only those are checked and timed.
        let first = schedule.rects(run: 0)
        var totals = try AnswerCheck.verify(
            index, name: indexName, rects: first, expected: schedule.answers(run: 0),
            layout: layout, size: size, workload: schedule.workload
        )
        let examinedPerQuery = Double(totals.examined) / Double(max(1, totals.queries))
        let affordable = max(10, Int(Double(Self.examinedPerSample) / max(1, examinedPerQuery)))
        let timed = (0 ..< schedule.distinctRunCount).map { Array(schedule.rects(run: $0).prefix(affordable)) }
        for run in 1 ..< max(1, schedule.distinctRunCount) {
            totals += try AnswerCheck.verify(
                index, name: indexName, rects: timed[run], expected: Array(schedule.answers(run: run).prefix(affordable)),
                layout: layout, size: size, workload: schedule.workload
            )
        }
        var ids: [Int32] = []
        ids.reserveCapacity(1024)
        let samples = timeRuns(schedule, row: name, units: Double(timed[0].count)) { run in
            var examined = 0
            let start = MonotonicClock.now()
            for rect in timed[min(run, timed.count - 1)] {
                ids.removeAll(keepingCapacity: true)
                examined &+= index.query(rect, into: &ids)
            }
            let elapsed = MonotonicClock.now() &- start
            blackHole(examined)
            return elapsed
        }
        let counted = AllocationCounter.count {
            for rect in timed[0] {
                ids.removeAll(keepingCapacity: true)
                index.query(rect, into: &ids)
            }
        }
        return queryRow(
            samples: samples, totals: totals, timedPerRun: timed[0].count, allocations: counted.counts.allocationCalls,
            name: name, subject: subject, workload: schedule.workload, indexName: indexName,
            note: timed[0].count < first.count ? "first \(timed[0].count) of \(first.count) queries (O(n) each)" : nil
        )
    }

    /// Times a scroll through `tree`'s `ScrollCursor`: the `sweep` workload's frames asked in
    /// order through one cursor that lives across the samples, as a scrolling view would keep
    /// it. Checked first through a cursor of its own over every run's frames.
    func cursorRow(_ tree: IntervalTreeIndex, schedule: QuerySchedule, name: String, subject: BenchmarkSubject) throws(BenchmarkError) -> BenchmarkRow {
        var checking = IntervalTreeIndex.ScrollCursor(tree)
        var totals = AnswerCheck.Totals()
        for run in 0 ..< schedule.distinctRunCount {
            totals += try AnswerCheck.verify(
                name: Self.cursorIndexName, rects: schedule.rects(run: run), expected: schedule.answers(run: run),
                layout: subject.layout, size: subject.size, workload: schedule.workload
            ) { checking.query($0, into: &$1) }
        }
        var cursor = IntervalTreeIndex.ScrollCursor(tree)
        var ids: [Int32] = []
        ids.reserveCapacity(1024)
        let samples = timeRuns(schedule, row: name, units: Double(schedule.rects(run: 0).count)) { run in
            var examined = 0
            let rects = schedule.rects(run: run)
            let start = MonotonicClock.now()
            for rect in rects {
                ids.removeAll(keepingCapacity: true)
                examined &+= cursor.query(rect, into: &ids)
            }
            let elapsed = MonotonicClock.now() &- start
            blackHole(examined)
            return elapsed
        }
        var counting = IntervalTreeIndex.ScrollCursor(tree)
        let counted = AllocationCounter.count {
            for rect in schedule.rects(run: 0) {
                ids.removeAll(keepingCapacity: true)
                counting.query(rect, into: &ids)
            }
        }
        return queryRow(
            samples: samples, totals: totals, timedPerRun: schedule.rects(run: 0).count,
            allocations: counted.counts.allocationCalls, name: name, subject: subject, workload: schedule.workload,
            indexName: Self.cursorIndexName, note: nil
        )
    }

    /// The samples of the row named `row` (`body` handed the run number, returning its own
    /// elapsed time for `units` queries), with the caches emptied as `schedule`'s regime asks:
    /// before every run when cold, before the first when scrolling.
    func timeRuns(_ schedule: QuerySchedule, row: String, units: Double, _ body: (Int) -> UInt64) -> [Double] {
        plan.samples(of: row, units: units) { run in
            switch schedule.regime {
            case .cold: eviction.evict()
            case .scrolling where run == 0: eviction.evict()
            case .scrolling, .warm: break
            }
            return body(run)
        }
    }

    /// A query row from its samples (ns per pass of `timedPerRun` queries) and checked totals.
    func queryRow(
        samples: [Double], totals: AnswerCheck.Totals, timedPerRun: Int, allocations: Int, name: String,
        subject: BenchmarkSubject, workload: Workload, indexName: String, note: String?
    ) -> BenchmarkRow {
        let hitsPerQuery = Double(totals.hits) / Double(max(1, totals.queries))
        let time = SampleStatistics(samples)!.divided(by: Double(max(1, timedPerRun)))
        return BenchmarkRow(
            name: name, workload: workload.rawValue, layout: subject.layout, index: indexName,
            size: subject.size, unit: "ns/query", time: time,
            metrics: [
                BenchmarkRow.Metric.hitsPerQuery: hitsPerQuery,
                BenchmarkRow.Metric.nanosecondsPerHit: hitsPerQuery > 0 ? time.median / hitsPerQuery : 0,
                BenchmarkRow.Metric.examinedPerQuery: Double(totals.examined) / Double(max(1, totals.queries)),
                BenchmarkRow.Metric.allocations: Double(allocations),
                BenchmarkRow.Metric.queries: Double(timedPerRun),
            ],
            note: note, cacheRegime: workload.cacheRegime
        )
    }
}
