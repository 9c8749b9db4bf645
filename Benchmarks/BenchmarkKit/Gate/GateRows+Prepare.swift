import TesseraCheck
import TesseraCore

extension GateRows {
    /// Sizes of the layouts' prepare rows (their benchmark inputs).
    static let prepareSizes = [10_000, 100_000]
    /// Size of the seed ports' prepare rows: small, because the grid seed's placement is
    /// quadratic on the benchmark input (half a billion instructions at 10k).
    static let seedPrepareSize = 4_000

    /// `prepare` of every layout of the catalog on its benchmark input at 10k and 100k, and
    /// of every seed port at 4k (its session: the seed's caches, as in the timed run). The
    /// product — the result, or the session — is what `retained-bytes` measures.
    static func prepare(_ layouts: LayoutCatalog, _ recorder: inout GateRecorder) throws(BenchmarkError) {
        let seedPorts = layouts.definitions.filter { $0 is any SeedPortDefinition }
        for layout in layouts.definitions where !(layout is any SeedPortDefinition) {
            for size in prepareSizes {
                try measurePrepare(GateLayout(layout, itemCount: size), &recorder)
            }
        }
        for layout in seedPorts {
            try measureSession(layout, &recorder)
        }
    }

    /// The item count of each layout's `benchmarkVariants`: large enough that a per-item
    /// regression dominates the row.
    static let variantSize = 100_000

    /// `prepare` of each of `variants` (the layouts' `benchmarkVariants`).
    static func prepare(_ variants: [GateLayout], _ recorder: inout GateRecorder) throws(BenchmarkError) {
        for layout in variants {
            try measurePrepare(layout, &recorder)
        }
    }

    private static func measurePrepare(_ layout: GateLayout, _ recorder: inout GateRecorder) throws(BenchmarkError) {
        let name = BenchmarkRow.name(workload: "prepare", index: nil, layout: layout.name, size: layout.items.itemCount)
        try recorder.measure(name) { () throws(BenchmarkError) in try layout.result() }
    }

    private static func measureSession<Definition: LayoutDefinition>(_ layout: Definition, _ recorder: inout GateRecorder) throws(BenchmarkError) {
        let spec = layout.benchmarkSpec(itemCount: seedPrepareSize)
        let name = BenchmarkRow.name(workload: "prepare", index: nil, layout: layout.name, size: seedPrepareSize)
        try recorder.measure(name) { () throws(BenchmarkError) in
            do {
                return try BenchmarkSuite.prepareSession(spec)
            } catch {
                throw .layoutFailed(layout: layout.name, size: seedPrepareSize, error: "\(error)")
            }
        }
    }
}
