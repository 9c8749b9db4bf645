import TesseraCore
import TesseraIndex
import TesseraCheck

extension BenchmarkSuite {
    /// Build rows and query rows of every index over one result. Each query workload is
    /// answered by the reference filter once; every index is checked against those answers
    /// before any of its queries is timed.
    func indexRows(
        _ result: LayoutResult, spec: LayoutSpec<some LayoutDefinition>, indexes: [IndexKind], wanted: Set<String>
    ) throws(BenchmarkError) -> [BenchmarkRow] {
        let layout = spec.layout.name
        let size = spec.items.itemCount
        var rows: [BenchmarkRow] = []
        var workloads: [(workload: Workload, rects: [Rect], expected: [[Int32]])] = []
        for workload in Workload.queries {
            let names = indexes.map { BenchmarkRow.name(workload: workload.rawValue, index: $0.name, layout: layout, size: size) }
            guard names.contains(where: wanted.contains) else { continue }
            progress("reference answers \(workload.rawValue)/\(layout)/\(SizeLabel.string(size))")
            let rects = QueryRects.rects(workload, contentSize: result.contentSize, axis: result.scrollAxis)
            workloads.append((workload, rects, ReferenceFilter.answers(result.frames, rects)))
        }
        for candidate in indexes {
            let buildName = BenchmarkRow.name(workload: Workload.build.rawValue, index: candidate.name, layout: layout, size: size)
            if wanted.contains(buildName) {
                progress(buildName)
                rows.append(buildRow(candidate, result: result, spec: spec, name: buildName))
            }
            let queryNames = workloads.map {
                BenchmarkRow.name(workload: $0.workload.rawValue, index: candidate.name, layout: layout, size: size)
            }
            guard queryNames.contains(where: wanted.contains) else { continue }
            let index = candidate.build(result)
            for (workload, name) in zip(workloads, queryNames) where wanted.contains(name) {
                let totals = try AnswerCheck.verify(
                    index, name: candidate.name, rects: workload.rects, expected: workload.expected,
                    layout: layout, size: size, workload: workload.workload
                )
                progress(name)
                rows.append(queryRow(
                    index, rects: workload.rects, totals: totals, name: name, spec: spec,
                    workload: workload.workload, indexName: candidate.name
                ))
            }
        }
        return rows
    }

    /// Times building `candidate` over `result` (ns/element) and reports the bytes it holds.
    func buildRow(_ candidate: IndexKind, result: LayoutResult, spec: LayoutSpec<some LayoutDefinition>, name: String) -> BenchmarkRow {
        let samples = plan.policy.run { _ in
            let start = MonotonicClock.now()
            let index = candidate.build(result)
            let elapsed = MonotonicClock.now() &- start
            blackHole(index)
            return elapsed
        }
        let counted = AllocationCounter.count { candidate.build(result) }
        let elements = Double(max(1, result.count))
        return BenchmarkRow(
            name: name, workload: Workload.build.rawValue, layout: spec.layout.name, index: candidate.name,
            size: spec.items.itemCount, unit: "ns/element", time: SampleStatistics(samples)!.divided(by: elements),
            metrics: [
                BenchmarkRow.Metric.bytesPerElement: Double(counted.result.memoryBytes) / elements,
                BenchmarkRow.Metric.allocations: Double(counted.counts.allocationCalls),
            ]
        )
    }

    /// Times `index` answering the workload's rects (ns/query). An index that examines so
    /// many elements per query that a pass would exceed `visitsPerSample` answers only the
    /// first queries, and the row's note says so.
    func queryRow(
        _ index: any RectIndex, rects: [Rect], totals: AnswerCheck.Totals, name: String, spec: LayoutSpec<some LayoutDefinition>,
        workload: Workload, indexName: String
    ) -> BenchmarkRow {
        let visitedPerQuery = Double(totals.visited) / Double(max(1, rects.count))
        let hitsPerQuery = Double(totals.hits) / Double(max(1, rects.count))
        let affordable = max(10, Int(Double(Self.visitsPerSample) / max(1, visitedPerQuery)))
        let timed = Array(rects.prefix(affordable))
        let samples = timeQueries(index, timed)
        var ids: [Int32] = []
        ids.reserveCapacity(totals.hits)
        let counted = AllocationCounter.count {
            for rect in timed {
                ids.removeAll(keepingCapacity: true)
                index.query(rect, into: &ids)
            }
        }
        let time = SampleStatistics(samples)!.divided(by: Double(max(1, timed.count)))
        return BenchmarkRow(
            name: name, workload: workload.rawValue, layout: spec.layout.name, index: indexName,
            size: spec.items.itemCount, unit: "ns/query", time: time,
            metrics: [
                BenchmarkRow.Metric.hitsPerQuery: hitsPerQuery,
                BenchmarkRow.Metric.nanosecondsPerHit: hitsPerQuery > 0 ? time.median / hitsPerQuery : 0,
                BenchmarkRow.Metric.visitedPerQuery: visitedPerQuery,
                BenchmarkRow.Metric.allocations: Double(counted.counts.allocationCalls),
                BenchmarkRow.Metric.queries: Double(timed.count),
            ],
            note: timed.count < rects.count ? "first \(timed.count) of \(rects.count) queries (O(n) each)" : nil
        )
    }

    /// Samples of one pass over `rects`, in nanoseconds.
    private func timeQueries<Index: RectIndex>(_ index: Index, _ rects: [Rect]) -> [Double] {
        var ids: [Int32] = []
        ids.reserveCapacity(1024)
        return plan.policy.run { _ in
            var visited = 0
            let start = MonotonicClock.now()
            for rect in rects {
                ids.removeAll(keepingCapacity: true)
                visited &+= index.query(rect, into: &ids)
            }
            let elapsed = MonotonicClock.now() &- start
            blackHole(visited)
            return elapsed
        }
    }
}
