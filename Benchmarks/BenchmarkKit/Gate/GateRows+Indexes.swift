import TesseraCheck
import TesseraCore
import TesseraIndex

extension GateRows {
    /// The size of the index rows.
    static let indexSize = 100_000
    /// Queries per query row.
    static let queriesPerRow = 50

    /// On each layout's 100k result: every index's `build`, 50 `random` and 50 `sweep`
    /// queries, and what its definition's `BenchmarkQueryRows` add — 200 `lookup`s of the
    /// result, the `IntervalTreeIndex.ScrollCursor` on the sweep and on random jumps. Every
    /// answer is checked against the reference filter before its row is measured.
    static func indexes(on layouts: [GateLayout], candidates: [IndexKind], _ recorder: inout GateRecorder) throws(BenchmarkError) {
        for layout in layouts {
            let rows = layout.queryRows ?? []
            let result = try layout.result()
            let queries = [Workload.random, .sweep].map { workload in
                (workload, Array(QueryRects.rects(workload, contentSize: result.contentSize, axis: result.scrollAxis).prefix(queriesPerRow)))
            }
            for kind in candidates {
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
            if !rows.isDisjoint(with: [.scrollCursorSweeps, .scrollCursorJumps]) {
                try measureScrollCursor(layout, result: result, queries: queries, rows: rows, &recorder)
            }
            if rows.contains(.lookups) {
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

    /// The cursor's rows that `rows` names: the sweep, random jumps. Each measured call
    /// queries with a fresh cursor, so it and its warm-up do the same work.
    private static func measureScrollCursor(
        _ layout: GateLayout, result: LayoutResult, queries: [(Workload, [Rect])], rows: BenchmarkQueryRows,
        _ recorder: inout GateRecorder
    ) throws(BenchmarkError) {
        let tree = IntervalTreeIndex(result)
        for (workload, rects) in queries
        where workload == .sweep ? rows.contains(.scrollCursorSweeps) : rows.contains(.scrollCursorJumps) {
            let name = "interval-tree-cursor"
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
