import TesseraCheck
import TesseraIndex

/// The fixed benchmark set of the CI gate: every code path a user runs, at sizes that keep
/// the gate fast — over Tessera's catalog for `tessera-bench gate-run`, over a user's for
/// their benchmark program's. Each row's measured call runs inside `MeasuredRegion` (callgrind counts it
/// alone) and `AllocationCounter` (heap calls, bytes copied and filled).
///
/// Everything is deterministic — seeded inputs, no clock, a fixed number of queries — so two
/// runs of unchanged code in the same environment execute exactly the same instructions
/// (given `SWIFT_DETERMINISTIC_HASHING=1`, which the gate script sets).
///
/// What the rows cannot see: the work before a row's measured call (input generation,
/// building the index a query row uses) is outside the region by design, and each measured
/// call follows an unmeasured one, so first-call and lazy one-time costs are invisible.
package struct GateSuite {
    /// The layouts whose `prepare` and results are measured.
    package var layouts: LayoutCatalog
    /// The indexes to build and query.
    package var candidates: [IndexKind]
    /// Whether the rows of Tessera's own code paths beyond its layouts run too — updates
    /// through a `LayoutSession`, TesseraCheck and JSON: for Tessera's catalog, not for a
    /// user's. What the gate measures of each layout comes from its definition
    /// (`benchmarkQueryRows`, `benchmarkVariants(itemCount:)`).
    package var includesTesseraRows: Bool
    /// Called after each row with its name and the seconds since the previous row ended
    /// (its setup, warm-up and measured call: what the row costs the gate).
    package var progress: (String) -> Void

    /// A gate over `layouts` and `candidates`; Tessera's own rows run when `layouts` is
    /// Tessera's catalog.
    package init(
        layouts: LayoutCatalog = .builtIn, candidates: [IndexKind] = IndexKind.builtIn, progress: @escaping (String) -> Void = { _ in }
    ) {
        self.layouts = layouts
        self.candidates = candidates
        self.includesTesseraRows = layouts.names == LayoutCatalog.builtIn.names
        self.progress = progress
    }

    /// Runs every gate row once and returns the manifest. Index answers are checked against
    /// the reference filter before their queries are measured.
    package func run() throws(BenchmarkError) -> GateManifest {
        var recorder = GateRecorder(progress: progress)
        try GateRows.prepare(layouts, &recorder)
        let engines = layouts.definitions.filter { !($0 is any SeedPortDefinition) }
        let variants = engines.flatMap { GateLayout.variants(of: $0, itemCount: GateRows.variantSize) }
        try GateRows.prepare(variants, &recorder)
        let indexed = engines.map { GateLayout($0, itemCount: GateRows.indexSize) } + variants.filter { $0.queryRows != nil }
        try GateRows.indexes(on: indexed, candidates: candidates, &recorder)
        if includesTesseraRows {
            try GateRows.updates(&recorder)
            try GateRows.checking(&recorder)
        }
        return GateManifest(entries: recorder.entries)
    }
}

/// Measures rows: each body once unmeasured, then once inside the measured region.
struct GateRecorder {
    let progress: (String) -> Void
    private(set) var entries: [GateManifest.Entry] = []
    private var names: Set<String> = []
    private var lastRowEnd = MonotonicClock.now()

    init(progress: @escaping (String) -> Void) {
        self.progress = progress
    }

    /// Measures `body` as row `name`. What `body` returns stays alive until the counts are
    /// read, so `bytesRetained` is what it holds; it is released outside the region.
    /// `verify` checks the answer of the unmeasured call, so a wrong answer is never measured.
    mutating func measure<Product>(
        _ name: String, verify: (Product) throws(BenchmarkError) -> Void = { _ in },
        _ body: () throws(BenchmarkError) -> Product
    ) throws(BenchmarkError) {
        guard names.insert(name).inserted else { throw .gateRowFailed(row: name, reason: "defined twice") }
        // The unmeasured call comes first, so one-time work (type metadata, lazy globals) is
        // not charged to whichever row happens to run first.
        try verify(try body())
        var failure: BenchmarkError?
        let counted = MeasuredRegion.run {
            AllocationCounter.count { () -> Product? in
                do throws(BenchmarkError) { return try body() } catch {
                    failure = error
                    return nil
                }
            }
        }
        if let failure { throw failure }
        entries.append(GateManifest.Entry(name: name, counts: counted.counts))
        let now = MonotonicClock.now()
        progress("\(name) \(NumberFormatting.compact(Double(now - lastRowEnd) / 1e9))s")
        lastRowEnd = now
    }
}

/// The gate's rows, by family (one file each).
enum GateRows {}
