import TesseraCore
import TesseraIndex
import TesseraCheck

extension GateRows {
    /// The changes of the update rows, on the 100k waterfall (its benchmark input cut into
    /// sections of 1000, as in `tessera-bench --workloads update`).
    static let updateChanges: [BenchmarkSuite.UpdateChange] = [.append, .insert]

    /// `append/waterfall/100k` and `insert/waterfall/100k`: a `LayoutSession` of the waterfall
    /// and its `IntervalTreeIndex` updated by the change and then by its inverse
    /// (`LayoutSession.apply(_:updating:)`), so that every call starts from the same state;
    /// the rows count both. The change is checked first — the updated result must equal the
    /// layout of the updated items from scratch and the tree must answer as a fresh build —
    /// and every call must bring the original result back.
    static func updates(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        let spec = BenchmarkSuite.updateSpec(WaterfallDefinition().benchmarkSpec(itemCount: indexSize))
        let layout = spec.layout.makeIncrementalLayout(spec.options)
        do {
            try updates(layout, spec, &recorder)
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw .layoutFailed(layout: spec.layout.name, size: indexSize, error: "\(error)")
        }
    }

    private static func updates<Layout: IncrementalLayout>(
        _ layout: Layout, _ spec: LayoutSpec<WaterfallDefinition>, _ recorder: inout GateRecorder
    ) throws {
        guard recorder.wantsAny(updateChanges.map { BenchmarkRow.name(workload: $0.rawValue, index: nil, layout: spec.layout.name, size: indexSize) }) else {
            return
        }
        var session = try LayoutSession(layout, items: spec.items, in: spec.container)
        var index = IntervalTreeIndex(session.result)
        let original = session.result
        let rects = Array(QueryRects.rects(.random, contentSize: original.contentSize, axis: original.scrollAxis).prefix(queriesPerRow))
        for change in updateChanges {
            let name = BenchmarkRow.name(workload: change.rawValue, index: nil, layout: spec.layout.name, size: indexSize)
            let (forward, inverse) = change.batches(on: spec.items)
            try session.apply(forward, updating: &index)
            let scratch = try layout.layout(session.items, in: spec.container)
            guard session.result.isIdentical(to: scratch) else {
                throw BenchmarkError.gateRowFailed(row: name, reason: "the updated result differs from the layout from scratch")
            }
            let updatedRects = Array(QueryRects.rects(.random, contentSize: scratch.contentSize, axis: scratch.scrollAxis).prefix(queriesPerRow))
            _ = try AnswerCheck.verify(
                index, name: IntervalTreeIndex.name, rects: updatedRects, expected: ReferenceFilter.answers(scratch.frames, updatedRects),
                layout: spec.layout.name, size: indexSize, workload: .update
            )
            try session.apply(inverse, updating: &index)
            var failure: LayoutError?
            try recorder.measure(name, verify: { (_: Void) throws(BenchmarkError) in
                if let failure { throw .gateRowFailed(row: name, reason: "\(failure)") }
                guard session.result.isIdentical(to: original) else {
                    throw .gateRowFailed(row: name, reason: "the inverse update did not restore the original result")
                }
            }) {
                do throws(LayoutError) {
                    try session.apply(forward, updating: &index)
                    try session.apply(inverse, updating: &index)
                } catch {
                    failure = error
                }
            }
            if let failure { throw BenchmarkError.gateRowFailed(row: name, reason: "\(failure)") }
        }
        _ = try AnswerCheck.verify(
            index, name: IntervalTreeIndex.name, rects: rects, expected: ReferenceFilter.answers(original.frames, rects),
            layout: spec.layout.name, size: indexSize, workload: .update
        )
    }
}
