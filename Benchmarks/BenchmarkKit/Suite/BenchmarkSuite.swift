import TesseraCore
import TesseraIndex
import TesseraCheck
import TesseraSeeds

/// Runs a `BenchmarkPlan`: for each size and layout, lays the benchmark input out, then
/// measures prepare, index builds, the query workloads (each index checked against the
/// reference filter first) and `ItemPath` lookup, producing one `BenchmarkRow` each.
package struct BenchmarkSuite {
    /// The plan.
    package var plan: BenchmarkPlan
    /// The layouts to choose from (`LayoutCatalog.builtIn` unless a user's benchmark adds
    /// its own).
    package var layouts: LayoutCatalog
    /// The indexes to choose from (`IndexKind.builtIn` unless a user's benchmark adds its own).
    package var indexes: [IndexKind]
    /// Called with a short status before each row is measured (the progress line).
    package var progress: (String) -> Void
    /// Empties the caches before the samples of cold workloads.
    let eviction: CacheEviction

    /// A suite for `plan` over `layouts` and `indexes`; `lastLevelCacheBytes` sizes the
    /// buffer that empties the caches (this machine's, from sysfs, unless given).
    package init(
        plan: BenchmarkPlan, layouts: LayoutCatalog = .builtIn, indexes: [IndexKind] = IndexKind.builtIn,
        lastLevelCacheBytes: Int? = MemoryHierarchy.current().lastLevelCacheBytes,
        progress: @escaping (String) -> Void = { _ in }
    ) {
        self.plan = plan
        self.layouts = layouts
        self.indexes = indexes
        self.progress = progress
        eviction = CacheEviction(lastLevelCacheBytes: lastLevelCacheBytes)
    }

    /// Work (elements examined) one query sample may cost before an O(n)-per-query
    /// implementation is given only the first queries of a workload, so a 1M-item linear
    /// scan does not eat the run's time budget.
    static let examinedPerSample = 50_000_000

    /// What a run produced.
    package struct Outcome: Sendable {
        /// The measured rows, in size, layout, workload order.
        package var rows: [BenchmarkRow] = []
        /// Selected rows that could not be measured, with the reason.
        package var skipped: [SkippedRow] = []
        /// The targets missed that fail the run (the triage rows'), each with its row and
        /// figure; the rows' notes say the same.
        package var missedTargets: [String] = []
    }

    /// Measures every selected row, in size, layout, workload order.
    package func run() throws(BenchmarkError) -> Outcome {
        var outcome = Outcome()
        let selected = plan.selectedLayouts(layouts)
        for size in plan.sizes {
            if plan.layouts == nil { resultWriteRow(size: size).map { outcome.rows.append($0) } }
            for layout in selected {
                try measure(layout, size: size, into: &outcome)
            }
        }
        outcome.rows = Speedups.annotate(outcome.rows, seedPorts: Speedups.seedPorts(selected), targets: Speedups.targets(selected))
        // The checker's triage, once per run, over Tessera's catalog only (not a user's).
        if plan.layouts == nil, layouts.names == LayoutCatalog.builtIn.names { try triageRows(into: &outcome) }
        return outcome
    }

    /// The rows of one layout at one size.
    ///
    /// A seed port (`SeedPortDefinition` whose layout is a `SeedLayout`) is measured through
    /// its seed's own session; any other layout through its `LayoutResult` and the indexes.
    func measure<Definition: LayoutDefinition>(_ layout: Definition, size: Int, into outcome: inout Outcome) throws(BenchmarkError) {
        let spec = layout.benchmarkSpec(itemCount: size)
        let isSeedPort = layout is any SeedPortDefinition && spec.makeLayout() is any SeedLayout
        let indexes = plan.selectedIndexes(self.indexes)
        var wanted = plannedNames(
            layout.name, isSeedPort: isSeedPort, size: size, indexes: indexes, ownQuery: isSeedPort ? nil : Self.ownQueryName(spec)
        )
        let hostedName = BenchmarkRow.name(workload: Workload.prepare.rawValue, index: Self.hostedOwnName, layout: layout.name, size: size)
        if spec.makeLayout() is any HostedLayout, plan.includes(.prepare, name: hostedName) { wanted.insert(hostedName) }
        guard !wanted.isEmpty else { return }
        progress("inputs/\(layout.name)/\(SizeLabel.string(size))")
        let prepareName = BenchmarkRow.name(workload: Workload.prepare.rawValue, index: nil, layout: layout.name, size: size)
        do {
            if isSeedPort {
                try measureSeedPort(spec, prepareName: prepareName, indexes: indexes, wanted: wanted, into: &outcome)
            } else {
                try measureEngine(spec, prepareName: prepareName, indexes: indexes, wanted: wanted, into: &outcome)
            }
        } catch let error as LayoutError where isSeedPort {
            // A seed port that gives up (its documented work limit, a trap it would hit) is a
            // finding about the seed, not a failed run: its rows are listed as skipped.
            let measured = Set(outcome.rows.map(\.name))
            for name in wanted.subtracting(measured).sorted() {
                outcome.skipped.append(SkippedRow(name: name, reason: "\(layout.name) threw: \(error)"))
            }
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw .layoutFailed(layout: layout.name, size: size, error: "\(error)")
        }
    }

    /// Prepare, index and lookup rows of an engine.
    private func measureEngine(
        _ spec: LayoutSpec<some LayoutDefinition>, prepareName: String, indexes: [IndexKind], wanted: Set<String>,
        into outcome: inout Outcome
    ) throws -> Void {
        var prepared: LayoutResult?
        if wanted.contains(prepareName) {
            progress(prepareName)
            let (row, result) = try prepareRow(spec, name: prepareName)
            outcome.rows.append(row)
            prepared = result
        }
        let hostedName = BenchmarkRow.name(
            workload: Workload.prepare.rawValue, index: Self.hostedOwnName, layout: spec.layout.name, size: spec.items.itemCount
        )
        if wanted.contains(hostedName), let hosted = spec.makeLayout() as? any HostedLayout {
            progress(hostedName)
            outcome.rows.append(try hostedPrepareRow(spec, layout: hosted, name: hostedName))
        }
        guard wanted.contains(where: { $0 != prepareName && $0 != hostedName }) else { return }
        let result = try prepared ?? spec.run()
        outcome.rows += try indexRows(result, subject: BenchmarkSubject(spec), indexes: indexes, wanted: wanted)
        outcome.rows += try ownQueryRows(spec, wanted: wanted)
        let lookupName = BenchmarkRow.name(
            workload: Workload.lookup.rawValue, index: "result", layout: spec.layout.name, size: spec.items.itemCount
        )
        if wanted.contains(lookupName) {
            progress(lookupName)
            outcome.rows.append(lookupRow(result, spec: spec, name: lookupName))
        }
        outcome.rows += try updateRows(spec, wanted: wanted)
    }

    /// The names of the rows `plan` selects for one layout and size; `ownQuery` names the
    /// layout's own query (`QueryingLayout`), whose query rows sit beside the indexes'.
    func plannedNames(_ layout: String, isSeedPort: Bool, size: Int, indexes: [IndexKind], ownQuery: String? = nil) -> Set<String> {
        var names: Set<String> = []
        func add(_ workload: Workload, _ index: String?) {
            let name = BenchmarkRow.name(workload: workload.rawValue, index: index, layout: layout, size: size)
            if plan.includes(workload, name: name) { names.insert(name) }
        }
        add(.prepare, nil)
        if isSeedPort {
            // Index builds over the seed's own frames: orders the engines never emit (the
            // Pinterest seed's round-robin columns), which the sorted indexes must sort.
            for index in indexes { add(.build, index.name) }
            for workload in Workload.queries { add(workload, Self.seedIndexName) }
            add(.lookup, Self.seedIndexName)
            return names
        }
        for index in indexes {
            add(.build, index.name)
            for workload in Workload.queries { add(workload, index.name) }
            if index.name == IntervalTreeIndex.name { add(.sweep, Self.cursorIndexName) }
        }
        if let ownQuery {
            for workload in Workload.queries { add(workload, ownQuery) }
        }
        add(.lookup, "result")
        for name in updateRowNames(layout, size: size) where plan.includes(.update, name: name) { names.insert(name) }
        return names
    }
}

/// Keeps a value alive and opaque to the optimizer, so timed work cannot be deleted.
@inline(never)
func blackHole<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}
