import TesseraCore
import TesseraCheck

extension BenchmarkSuite {
    /// The name a layout's own visible-rect query has in row names (`QueryingLayout.queryName`),
    /// or `nil` when the layout has none.
    static func ownQueryName(_ spec: LayoutSpec<some LayoutDefinition>) -> String? {
        (spec.makeLayout() as? any QueryingLayout)?.queryName
    }

    /// The query rows of a layout's own `layoutAttributesForElements(in:)` (`QueryingLayout`),
    /// as the seed ports' own filters are measured: prepared once untimed, every query of each
    /// workload checked against the linear filter over the prepared result before any is
    /// timed, in the workload's cache regime. A query whose first answer costs so much that a
    /// pass would exceed `seedPassNanoseconds` answers only the first queries of each run (at
    /// least 3), and the row's note says so.
    func ownQueryRows(_ spec: LayoutSpec<some LayoutDefinition>, wanted: Set<String>) throws -> [BenchmarkRow] {
        guard let layout = spec.makeLayout() as? any QueryingLayout else { return [] }
        return try ownQueryRows(layout, spec: spec, wanted: wanted)
    }

    private func ownQueryRows(
        _ layout: some QueryingLayout, spec: LayoutSpec<some LayoutDefinition>, wanted: Set<String>
    ) throws -> [BenchmarkRow] {
        let size = spec.items.itemCount, layoutName = spec.layout.name, indexName = layout.queryName
        let names = Workload.queries.map { BenchmarkRow.name(workload: $0.rawValue, index: indexName, layout: layoutName, size: size) }
        guard names.contains(where: wanted.contains) else { return [] }
        let prepared = try layout.prepare(spec.items, in: spec.container)
        let result = prepared.result
        let subject = BenchmarkSubject(spec)
        var reference: ReferenceAnswers?
        var rows: [BenchmarkRow] = []
        for (workload, name) in zip(Workload.queries, names) where wanted.contains(name) {
            progress(name)
            let answers = reference ?? ReferenceAnswers(result.frames)
            reference = answers
            let schedule = QuerySchedule(workload, over: result, runCount: plan.policy.runCount, reference: answers)
            let first = schedule.rects(run: 0)
            var probeIDs: [Int32] = []
            let probe = first.isEmpty ? 0 : MonotonicClock.measure { prepared.elements(in: first[0], into: &probeIDs) }
            let affordable = max(3, Int(Self.seedPassNanoseconds / max(1, probe)))
            let timed = (0 ..< schedule.distinctRunCount).map { Array(schedule.rects(run: $0).prefix(affordable)) }
            var totals = AnswerCheck.Totals()
            for run in timed.indices {
                totals += try AnswerCheck.verify(
                    name: indexName, rects: timed[run], expected: Array(schedule.answers(run: run).prefix(timed[run].count)),
                    layout: layoutName, size: size, workload: workload
                ) { rect, ids in
                    prepared.elements(in: rect, into: &ids)
                    return result.count  // its work is its own; reported as a scan of the elements
                }
            }
            var ids: [Int32] = []
            ids.reserveCapacity(result.count)
            let samples = timeRuns(schedule) { run in
                var found = 0
                let start = MonotonicClock.now()
                for rect in timed[min(run, timed.count - 1)] {
                    ids.removeAll(keepingCapacity: true)
                    prepared.elements(in: rect, into: &ids)
                    found &+= ids.count
                }
                let elapsed = MonotonicClock.now() &- start
                blackHole(found)
                return elapsed
            }
            let counted = AllocationCounter.count {
                for rect in timed[0] {
                    ids.removeAll(keepingCapacity: true)
                    prepared.elements(in: rect, into: &ids)
                }
            }
            rows.append(queryRow(
                samples: samples, totals: totals, timedPerRun: timed[0].count, allocations: counted.counts.allocationCalls,
                name: name, subject: subject, workload: workload, indexName: indexName,
                note: timed[0].count < first.count ? "first \(timed[0].count) of \(first.count) queries" : "the layout's own query"
            ))
        }
        return rows
    }
}
