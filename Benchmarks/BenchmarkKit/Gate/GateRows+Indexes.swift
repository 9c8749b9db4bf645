import TesseraCore
import TesseraIndex
import TesseraLayouts

extension GateRows {
    /// The size of the index rows.
    static let indexSize = 100_000
    /// Queries per query row.
    static let queriesPerRow = 50

    /// On each engine's 100k result and on the grid scrolling horizontally: every index's
    /// `build`, 50 `random` and 50 `sweep` queries; the `IntervalTreeIndex.ScrollCursor` on
    /// the sweeps (where it resumes) and on the waterfall's random jumps (where it descends);
    /// 200 `lookup`s of the engines' results. Every answer is checked against the reference
    /// filter before its row is measured.
    static func indexes(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        var layouts: [GateLayout] = [LayoutSpec.Kind.grid, .waterfall, .bidirectional].map { layout in
            let spec = BenchmarkInputs.spec(layout, size: indexSize)
            return GateLayout(name: layout.rawValue, engine: spec.makeLayout(), items: spec.items)
        }
        layouts.append(GateInputs.horizontalGrid(size: indexSize))
        for layout in layouts {
            let result = try layout.result()
            let queries = [Workload.random, .sweep].map { workload in
                (workload, Array(QueryRects.rects(workload, contentSize: result.contentSize, axis: result.scrollAxis).prefix(queriesPerRow)))
            }
            for kind in IndexKind.allCases {
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
            try scrollCursor(layout, result: result, queries: queries, &recorder)
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

    /// The cursor's rows: sweeps on every layout but the two-way one (where the one-axis
    /// tree is the wrong index), random jumps on the waterfall. Each row queries with a fresh
    /// cursor, so the measured call and its warm-up do the same work.
    private static func scrollCursor(
        _ layout: GateLayout, result: LayoutResult, queries: [(Workload, [Rect])], _ recorder: inout GateRecorder
    ) throws(BenchmarkError) {
        guard layout.name != LayoutSpec.Kind.bidirectional.rawValue else { return }
        let tree = IntervalTreeIndex(result)
        for (workload, rects) in queries where workload == .sweep || layout.name == LayoutSpec.Kind.waterfall.rawValue {
            let name = BenchmarkRow.name(workload: workload.rawValue, index: "interval-tree-cursor", layout: layout.name, size: indexSize)
            let expected = ReferenceFilter.answers(result.frames, rects)
            var ids: [Int32] = []
            var cursor = IntervalTreeIndex.ScrollCursor(tree)
            for (query, rect) in rects.enumerated() {
                ids.removeAll(keepingCapacity: true)
                cursor.query(rect, into: &ids)
                guard ids.sorted() == expected[query] else {
                    throw .wrongAnswer(
                        index: "interval-tree-cursor", layout: layout.name, size: indexSize, workload: workload.rawValue,
                        query: "#\(query) \(rect)", detail: "returned \(ids.count) ids, the linear filter \(expected[query].count)"
                    )
                }
            }
            ids.reserveCapacity(4096)
            try recorder.measure(name) {
                var cursor = IntervalTreeIndex.ScrollCursor(tree)
                for rect in rects {
                    ids.removeAll(keepingCapacity: true)
                    cursor.query(rect, into: &ids)
                }
            }
        }
    }
}
