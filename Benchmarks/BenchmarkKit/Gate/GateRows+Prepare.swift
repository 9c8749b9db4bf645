import TesseraCore
import TesseraLayouts

extension GateRows {
    /// Sizes of the engines' standard prepare rows (the benchmark's inputs).
    static let prepareSizes = [10_000, 100_000]
    /// Size of the seed ports' prepare rows: small, because the grid seed's placement is
    /// quadratic on the benchmark input (half a billion instructions at 10k).
    static let seedPrepareSize = 4_000

    /// `prepare` of every engine on the benchmark's inputs at 10k and 100k, of every seed
    /// port at 4k (its session: the seed's caches, as in the timed run), and of every engine
    /// option family (`GateInputs.optionFamilies`) at 100k. The product — the result, or the
    /// session — is what `retained-bytes` measures.
    static func prepare(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        let engines: [LayoutSpec.Kind] = [.grid, .waterfall, .bidirectional]
        for layout in engines {
            for size in prepareSizes {
                let spec = BenchmarkInputs.spec(layout, size: size)
                try measureLayout(GateLayout(name: layout.rawValue, engine: spec.makeLayout(), items: spec.items), &recorder)
            }
        }
        for layout in LayoutSpec.Kind.allCases where layout.isSeedPort {
            let spec = BenchmarkInputs.spec(layout, size: seedPrepareSize)
            let name = BenchmarkRow.name(workload: "prepare", index: nil, layout: layout.rawValue, size: seedPrepareSize)
            try recorder.measure(name) { () throws(BenchmarkError) in
                do {
                    return try BenchmarkSuite.prepareSession(spec)
                } catch {
                    throw .layoutFailed(layout: layout.rawValue, size: seedPrepareSize, error: "\(error)")
                }
            }
        }
        for layout in GateInputs.optionFamilies() {
            try measureLayout(layout, &recorder)
        }
    }

    private static func measureLayout(_ layout: GateLayout, _ recorder: inout GateRecorder) throws(BenchmarkError) {
        let name = BenchmarkRow.name(workload: "prepare", index: nil, layout: layout.name, size: layout.items.itemCount)
        try recorder.measure(name) { () throws(BenchmarkError) in try layout.result() }
    }
}
