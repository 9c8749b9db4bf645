/// The targets the benchmark holds the bidirectional layout's rows to (Benchmarks/README.md,
/// "Targets"). Its query rows are the default (lookups): it scrolls both ways, where the
/// one-axis tree's scroll cursor is the wrong index.
extension BidirectionalDefinition {
    /// The issues' targets at 1M items, stated once here as the rows' limits; the tree build's
    /// is tight because rows come in scroll order.
    public var benchmarkTargets: [BenchmarkTarget] {
        let size = 1_000_000
        return [
            BenchmarkTarget(workload: "prepare", size: size, maximumMedian: 10),
            BenchmarkTarget(workload: "build", index: "interval-tree", size: size, maximumMedian: 4),
        ] + BenchmarkTarget.updates(size: size)
    }
}
