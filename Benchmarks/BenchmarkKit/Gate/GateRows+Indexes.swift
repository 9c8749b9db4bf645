import TesseraCore
import TesseraIndex

extension GateRows {
    /// The size of the index rows.
    static let indexSize = 100_000
    /// Queries per query row.
    static let queriesPerRow = 50
    /// The workloads of each index's rows (for a filtered run's choice of setup).
    static let indexRowWorkloads = ["build", Workload.random.rawValue, Workload.sweep.rawValue]

    /// On each layout's 100k result: every index's `build`, 50 `random` and 50 `sweep`
    /// queries, and 200 `lookup`s of the result (not on the horizontal grid, whose lookups are
    /// the vertical one's). With `scrollCursor`, the `IntervalTreeIndex.ScrollCursor` on every
    /// sweep but the two-way layout's (where the one-axis tree is the wrong index) and on the
    /// waterfall's random jumps (where it descends). Every answer is checked against the
    /// reference filter before its row is measured.
    static func indexes(
        on layouts: [GateLayout], candidates: [IndexKind], scrollCursor: Bool, _ recorder: inout GateRecorder
    ) throws(BenchmarkError) {
        for layout in layouts {
            func name(_ workload: String, _ index: String) -> String {
                BenchmarkRow.name(workload: workload, index: index, layout: layout.name, size: indexSize)
            }
            guard recorder.wantsAny(
                candidates.flatMap { kind in indexRowWorkloads.map { name($0, kind.name) } }
                    + [Workload.random.rawValue, Workload.sweep.rawValue].map { name($0, "interval-tree-cursor") } + [name("lookup", "result")]
            ) else { continue }
            let result = try layout.result()
            let queries = [Workload.random, .sweep].map { workload in
                (workload, Array(QueryRects.rects(workload, contentSize: result.contentSize, axis: result.scrollAxis).prefix(queriesPerRow)))
            }
            for kind in candidates where recorder.wantsAny(indexRowWorkloads.map { name($0, kind.name) }) {
                try recorder.measure(BenchmarkRow.name(workload: "build", index: kind.name, layout: layout.name, size: indexSize)) {
                    kind.build(result)
                }
                let index = kind.build(result)
                for (workload, rects) in queries {
                    _ = try AnswerCheck.verify(
                        index, name: kind.name, rects: rects, expected: ReferenceFilter.answers(result.frames, rects),
                        layout: layout.name, size: indexSize, workload: workload
                    )
                    var ids: [Int32] = []
                    ids.reserveCapacity(4096)
                    try recorder.measure(BenchmarkRow.name(workload: workload.rawValue, index: kind.name, layout: layout.name, size: indexSize)) {
                        for rect in rects {
                            ids.removeAll(keepingCapacity: true)
                            index.query(rect, into: &ids)
                        }
                    }
                }
            }
            if scrollCursor, layout.name != "bidirectional" {
                try measureScrollCursor(layout, result: result, queries: queries, &recorder)
            }
            if layout.name != GateInputs.horizontalGridName {
                let paths = QueryRects.lookupPaths(layout.items, count: QueryRects.count(.lookup))
                try recorder.measure(BenchmarkRow.name(workload: "lookup", index: "result", layout: layout.name, size: indexSize)) {
                    var sum = 0.0
                    for path in paths {
                        if let id = result.cell(at: path) { sum += result.frames[id].minY }
                    }
                    return sum
                }
            }
        }
    }

    /// The cursor's rows: the sweep, and on the waterfall the random jumps too. Each measured
    /// call queries with a fresh cursor, so it and its warm-up do the same work.
    private static func measureScrollCursor(
        _ layout: GateLayout, result: LayoutResult, queries: [(Workload, [Rect])], _ recorder: inout GateRecorder
    ) throws(BenchmarkError) {
        let tree = IntervalTreeIndex(result)
        for (workload, rects) in queries where workload == .sweep || layout.name == "waterfall" {
            let name = "interval-tree-cursor"
            guard recorder.wantsAny([BenchmarkRow.name(workload: workload.rawValue, index: name, layout: layout.name, size: indexSize)]) else {
                continue
            }
            var checked = IntervalTreeIndex.ScrollCursor(tree)
            _ = try AnswerCheck.verify(
                name: name, rects: rects, expected: ReferenceFilter.answers(result.frames, rects), layout: layout.name,
                size: indexSize, workload: workload
            ) { rect, ids in checked.query(rect, into: &ids) }
            var ids: [Int32] = []
            ids.reserveCapacity(4096)
            try recorder.measure(BenchmarkRow.name(workload: workload.rawValue, index: name, layout: layout.name, size: indexSize)) {
                var cursor = IntervalTreeIndex.ScrollCursor(tree)
                for rect in rects {
                    ids.removeAll(keepingCapacity: true)
                    cursor.query(rect, into: &ids)
                }
            }
        }
    }
}
