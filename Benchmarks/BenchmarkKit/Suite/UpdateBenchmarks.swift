import TesseraCore
import TesseraIndex
import TesseraCheck

/// The `update` workload: a batch update applied to a `LayoutSession` and an
/// `IntervalTreeIndex` over its result (`LayoutSession.apply(_:updating:)`), next to laying
/// everything out again and building the index (`relayout`).
///
/// Every sample starts from the same state without timing the reset: the change is applied
/// (timed), then its inverse (untimed: deleting the appended or inserted item, reloading the
/// original item, inserting the deleted section back). Before the samples the change is
/// applied once untimed and checked — the updated result must be identical to the layout of
/// the updated items from scratch and the index must answer as a scan of the frames — and its
/// inverse must bring back the original result exactly; either failing ends the run.
extension BenchmarkSuite {
    /// The changes measured, in report order.
    enum UpdateChange: String, CaseIterable {
        /// 20 items appended to the last section (a feed's next page).
        case append
        /// 1 item inserted at flat position n/2.
        case insert
        /// The item at n/2 reloaded with another height (a photo that finished loading).
        case resize
        /// The section holding item n/2 deleted.
        case delete

        /// The change and its inverse, on `items`.
        func batches(on items: ItemSet) -> (forward: BatchUpdate, inverse: BatchUpdate) {
            let middle = items.path(ofFlatIndex: items.itemCount / 2)
            switch self {
            case .append:
                let section = items.sectionCount - 1
                let count = items.itemCount(inSection: section)
                let page = (0 ..< 20).map { items[flatIndex: (items.itemCount - 1 - $0 * 7) % items.itemCount] }
                return (
                    .appending(page, toSection: section, count: count),
                    BatchUpdate(deletedItems: (count ..< count + 20).map { ItemPath(section: section, item: $0) })
                )
            case .insert:
                return (
                    BatchUpdate(insertedItems: [.init(path: middle, item: items[middle])]),
                    BatchUpdate(deletedItems: [middle])
                )
            case .resize:
                var resized = items[middle]
                resized.height += 37
                return (
                    BatchUpdate(reloadedItems: [.init(path: middle, item: resized)]),
                    BatchUpdate(reloadedItems: [.init(path: middle, item: items[middle])])
                )
            case .delete:
                return (
                    BatchUpdate(deletedSections: [middle.section]),
                    BatchUpdate(insertedSections: [.init(section: middle.section, items: items.items(inSection: middle.section))])
                )
            }
        }
    }

    /// `spec`, its items cut into sections of 1000 when it has fewer than three sections.
    static func updateSpec<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) -> LayoutSpec<Definition> {
        guard spec.items.sectionCount < 3 else { return spec }
        var spec = spec
        let items = (0 ..< spec.items.itemCount).map { spec.items[flatIndex: $0] }
        spec.items = ItemSet(sections: stride(from: 0, to: items.count, by: 1000).map { items[$0 ..< min($0 + 1000, items.count)] })
        return spec
    }

    /// The layout name of the full relayout row: `relayout/LAYOUT/SIZE`.
    static let relayoutName = "relayout"

    /// The names of the update rows of `layout` at `size`.
    func updateRowNames(_ layout: String, size: Int) -> [String] {
        ([Self.relayoutName] + UpdateChange.allCases.map(\.rawValue)).map {
            BenchmarkRow.name(workload: $0, index: nil, layout: layout, size: size)
        }
    }

    /// The update rows of `spec`'s layout that `wanted` holds: each change through the
    /// definition's `makeIncrementalLayout` (a row through `FullRelayout` says so), and the
    /// full relayout with an index build.
    ///
    /// An input of fewer than three sections (the waterfall's one) is measured cut into
    /// sections of 1000 items, so that there is a section in the middle to delete; the
    /// `relayout` row lays out the same sections.
    func updateRows(_ spec: LayoutSpec<some LayoutDefinition>, wanted: Set<String>) throws -> [BenchmarkRow] {
        let spec = Self.updateSpec(spec)
        let layout = spec.layout.makeIncrementalLayout(spec.options)
        return try updateRows(layout, spec, wanted: wanted, note: layout is FullRelayout ? "not incremental: FullRelayout" : nil)
    }

    private func updateRows<Layout: IncrementalLayout>(
        _ layout: Layout, _ spec: LayoutSpec<some LayoutDefinition>, wanted: Set<String>, note: String?
    ) throws -> [BenchmarkRow] {
        let size = spec.items.itemCount
        var rows: [BenchmarkRow] = []
        let relayoutName = BenchmarkRow.name(workload: Self.relayoutName, index: nil, layout: spec.layout.name, size: size)
        if wanted.contains(relayoutName) {
            progress(relayoutName)
            let samples = plan.samples(of: relayoutName, units: 1) { _ in
                let start = MonotonicClock.now()
                let result = try? layout.layout(spec.items, in: spec.container)
                let index = result.map { IntervalTreeIndex($0) }
                let elapsed = MonotonicClock.now() &- start
                blackHole((result, index))
                return elapsed
            }
            rows.append(updateRow(relayoutName, spec, samples: samples, note: nil))
        }
        for change in UpdateChange.allCases {
            let name = BenchmarkRow.name(workload: change.rawValue, index: nil, layout: spec.layout.name, size: size)
            guard wanted.contains(name) else { continue }
            progress(name)
            guard spec.items.itemCount > 0 else { continue }
            var session = try LayoutSession(layout, items: spec.items, in: spec.container)
            var index = IntervalTreeIndex(session.result)
            let original = session.result
            let (forward, inverse) = change.batches(on: spec.items)
            try session.apply(forward, updating: &index)
            try verifyUpdate(session, index, layout: layout, name: name, spec: spec)
            try session.apply(inverse, updating: &index)
            guard session.result.isIdentical(to: original) else {
                throw BenchmarkError.wrongAnswer(
                    index: "result", layout: spec.layout.name, size: size, workload: Workload.update.rawValue,
                    query: name, detail: "the inverse update did not restore the original result"
                )
            }
            let samples = try plan.samples(of: name, units: 1, policy: plan.policy.afterUntimedRun) { _ in
                let start = MonotonicClock.now()
                try session.apply(forward, updating: &index)
                let elapsed = MonotonicClock.now() &- start
                try session.apply(inverse, updating: &index)
                return elapsed
            }
            rows.append(updateRow(name, spec, samples: samples, note: note))
        }
        return rows
    }

    /// Throws unless `session`'s result is the layout of its items from scratch and `index`
    /// answers as a scan of its frames: 64 viewports spread over the content and one at the
    /// middle item.
    private func verifyUpdate<Layout: IncrementalLayout>(
        _ session: LayoutSession<Layout>, _ index: IntervalTreeIndex, layout: Layout, name: String,
        spec: LayoutSpec<some LayoutDefinition>
    ) throws {
        let size = spec.items.itemCount
        let scratch = try layout.layout(session.items, in: session.container)
        guard session.result.isIdentical(to: scratch) else {
            throw BenchmarkError.wrongAnswer(
                index: "result", layout: spec.layout.name, size: size, workload: Workload.update.rawValue,
                query: name, detail: "the updated result differs from the layout of the updated items from scratch"
            )
        }
        let frames = session.result.frames
        let content = session.result.contentSize
        let viewport = Size(width: 390, height: 844)
        var rects = (0 ..< 64).map { step in
            let fraction = Double(step) / 63
            return Rect(
                minX: (content.width - viewport.width) * fraction, minY: (content.height - viewport.height) * fraction,
                maxX: (content.width - viewport.width) * fraction + viewport.width,
                maxY: (content.height - viewport.height) * fraction + viewport.height
            )
        }
        if let middle = frames.indices.dropFirst(frames.count / 2).first {
            let frame = frames[middle]
            rects.append(Rect(minX: frame.minX - 10, minY: frame.minY - 400, maxX: frame.minX + 380, maxY: frame.minY + 444))
        }
        let expected = rects.map { rect in frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) } }
        _ = try AnswerCheck.verify(
            index, name: IntervalTreeIndex.name, rects: rects, expected: expected, layout: spec.layout.name, size: size,
            workload: .update
        )
    }

    private func updateRow(_ name: String, _ spec: LayoutSpec<some LayoutDefinition>, samples: [Double], note: String?) -> BenchmarkRow {
        BenchmarkRow(
            name: name, workload: Workload.update.rawValue, layout: spec.layout.name, index: IntervalTreeIndex.name,
            size: spec.items.itemCount, unit: "ns/update", time: SampleStatistics(samples)!, note: note
        )
    }
}
