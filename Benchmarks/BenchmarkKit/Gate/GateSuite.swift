import TesseraCore
import TesseraIndex
import TesseraCheck

/// The fixed, small benchmark set of the CI gate, run once per row with each row's measured
/// call inside `MeasuredRegion` so callgrind counts its instructions alone, and its heap
/// calls counted by `AllocationCounter`.
///
/// Each row's body runs once unmeasured before its measured call.
///
/// Everything here is deterministic — seeded inputs, no clock, a fixed number of queries —
/// so two runs on unchanged code execute exactly the same instructions (given
/// `SWIFT_DETERMINISTIC_HASHING=1`, which the gate script sets).
package struct GateSuite {
    /// Sizes of the engines' prepare rows.
    static let prepareSizes = [10_000, 100_000]
    /// Size of the seed ports' prepare rows: small, because the grid seed's placement is
    /// quadratic on the benchmark input (half a billion instructions at 10k).
    static let seedPrepareSize = 4_000
    /// The size of the index rows.
    static let indexSize = 100_000
    /// Queries per query row.
    static let queriesPerRow = 50

    /// The indexes to measure.
    package var candidates: [IndexKind]
    /// The layouts to measure: Tessera's own for `tessera-bench gate-run`, a user's catalog
    /// for their benchmark program's `gate-run`.
    package var layouts: LayoutCatalog
    /// Called with each row's name before it runs.
    package var progress: (String) -> Void

    /// A gate over `layouts` and `candidates`.
    package init(
        layouts: LayoutCatalog = .builtIn, candidates: [IndexKind] = IndexKind.builtIn, progress: @escaping (String) -> Void = { _ in }
    ) {
        self.layouts = layouts
        self.candidates = candidates
        self.progress = progress
    }

    /// Runs every gate row once and returns the manifest. Index answers are checked against
    /// the reference filter before their queries run.
    package func run() throws(BenchmarkError) -> GateManifest {
        var entries: [GateManifest.Entry] = []
        func measure(_ name: String, _ body: () -> Void) {
            progress(name)
            // A warm-up call first, so one-time work (type metadata, lazy globals) is not
            // charged to whichever row happens to run first.
            body()
            let counted = MeasuredRegion.run { AllocationCounter.count(body) }
            entries.append(GateManifest.Entry(
                name: name, allocations: counted.counts.allocationCalls, bytesAllocated: counted.counts.bytesAllocated
            ))
        }
        func prepareRow<Definition: LayoutDefinition>(_ layout: Definition, size: Int) throws(BenchmarkError) {
            let spec = layout.benchmarkSpec(itemCount: size)
            let engine = spec.makeLayout()
            let isSeedPort = layout is any SeedPortDefinition
            var failure: String?
            measure(BenchmarkRow.name(workload: "prepare", index: nil, layout: layout.name, size: size)) {
                do {
                    // A seed port's prepare is its session (the seed's caches), as in the timed run.
                    if isSeedPort {
                        blackHole(try BenchmarkSuite.prepareSession(spec))
                    } else {
                        blackHole(try engine.layout(spec.items, in: spec.container))
                    }
                } catch {
                    failure = "\(error)"
                }
            }
            if let failure { throw .layoutFailed(layout: layout.name, size: size, error: failure) }
        }
        func indexRows<Definition: LayoutDefinition>(_ layout: Definition) throws(BenchmarkError) {
            let spec = layout.benchmarkSpec(itemCount: Self.indexSize)
            let result: LayoutResult
            do { result = try spec.run() } catch {
                throw .layoutFailed(layout: layout.name, size: Self.indexSize, error: "\(error)")
            }
            for candidate in candidates {
                measure(BenchmarkRow.name(workload: "build", index: candidate.name, layout: layout.name, size: Self.indexSize)) {
                    blackHole(candidate.build(result))
                }
                let index = candidate.build(result)
                for workload in [Workload.random, .sweep] {
                    let rects = Array(QueryRects.rects(workload, contentSize: result.contentSize, axis: result.scrollAxis)
                        .prefix(Self.queriesPerRow))
                    _ = try AnswerCheck.verify(
                        index, name: candidate.name, rects: rects, expected: ReferenceFilter.answers(result.frames, rects),
                        layout: layout.name, size: Self.indexSize, workload: workload
                    )
                    var ids: [Int32] = []
                    ids.reserveCapacity(4096)
                    measure(BenchmarkRow.name(workload: workload.rawValue, index: candidate.name, layout: layout.name, size: Self.indexSize)) {
                        for rect in rects {
                            ids.removeAll(keepingCapacity: true)
                            index.query(rect, into: &ids)
                        }
                    }
                }
            }
            let paths = QueryRects.lookupPaths(spec.items, count: QueryRects.count(.lookup))
            measure(BenchmarkRow.name(workload: "lookup", index: "result", layout: layout.name, size: Self.indexSize)) {
                var sum = 0.0
                for path in paths {
                    if let id = result.cell(at: path) { sum += result.frames[id].minY }
                }
                blackHole(sum)
            }
        }
        // Seed ports are measured through their sessions at a small size; every other layout
        // (Tessera's engines, a user's) at the prepare sizes and with every index.
        let seedPorts = layouts.definitions.filter { $0 is any SeedPortDefinition }
        let others = layouts.definitions.filter { !($0 is any SeedPortDefinition) }
        for layout in others {
            for size in Self.prepareSizes { try prepareRow(layout, size: size) }
        }
        for layout in seedPorts {
            try prepareRow(layout, size: Self.seedPrepareSize)
        }
        for layout in others {
            try indexRows(layout)
        }
        return GateManifest(entries: entries)
    }
}
