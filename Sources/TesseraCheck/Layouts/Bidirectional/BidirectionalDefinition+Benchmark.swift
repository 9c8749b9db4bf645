/// The targets the benchmark holds the bidirectional layout's rows to (Benchmarks/README.md,
/// "Targets"). Its query rows are the default (lookups): it scrolls both ways, where the
/// one-axis tree's scroll cursor is the wrong index.
extension BidirectionalDefinition {
    /// At 1M: `prepare` ≤ 10 ns/item; the interval tree built in ≤ 4 ns/element (rows come in
    /// scroll order); an append ≥ 1000× faster than a relayout, a change in the middle ≥ 2×
    /// faster.
    public var benchmarkTargets: [BenchmarkTarget] {
        let size = 1_000_000
        return [
            BenchmarkTarget(workload: "prepare", size: size, maximumMedian: 10),
            BenchmarkTarget(workload: "build", index: "interval-tree", size: size, maximumMedian: 4),
        ] + BenchmarkTarget.updates(size: size)
    }
}
