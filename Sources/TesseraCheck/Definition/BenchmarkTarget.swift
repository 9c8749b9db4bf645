/// A performance target for some of a layout's benchmark rows (`tessera-bench`), which a
/// layout states in `LayoutDefinition.benchmarkTargets`: after a run, each row it applies to
/// says in its note whether the run met it (`target …: met` or `missed`).
///
/// A target applies to the rows of its workload, index and size on the layout stating it
/// (`append/waterfall/1M`, `random/interval-tree/waterfall/1M`). A row is judged only when the
/// run measured everything the target compares it with (the relayout row of its size, the
/// seed port's row): otherwise its note says nothing of the target.
public struct BenchmarkTarget: Hashable, Sendable {
    /// The row a speedup is measured against.
    public enum Baseline: String, Hashable, Sendable, CaseIterable {
        /// Laying everything out again and building the index (`relayout/LAYOUT/SIZE`): for
        /// update rows.
        case relayout
        /// The layout's seed port on the same workload and size: for prepare and lookup rows.
        case seed
        /// The linear filter on the same workload, layout and size: for query rows.
        case linear
    }

    /// The workload of the rows (`prepare`, `build`, `random`, `sweep`, `append`, `insert`,
    /// `resize`, `delete`…).
    public var workload: String
    /// The index of the rows (`interval-tree`, `interval-tree-cursor`…); `nil` for rows
    /// without one (prepare, updates).
    public var index: String?
    /// The item count of the rows.
    public var size: Int
    /// The largest median the target allows, in the row's unit (`ns/item`, `ns/query`,
    /// `ns/element`, `ns/update`); `nil` for none.
    public var maximumMedian: Double?
    /// How many times faster than `baseline` the row must be at least; `nil` for no bound.
    public var minimumSpeedup: Double?
    /// What `minimumSpeedup` is measured against.
    public var baseline: Baseline

    /// A target for the rows of `workload` (on `index`, if any) at `size` items: a median of
    /// at most `maximumMedian` in the row's unit and at least `minimumSpeedup` times faster than
    /// `baseline`.
    public init(
        workload: String, index: String? = nil, size: Int, maximumMedian: Double? = nil, minimumSpeedup: Double? = nil,
        over baseline: Baseline = .relayout
    ) {
        self.workload = workload
        self.index = index
        self.size = size
        self.maximumMedian = maximumMedian
        self.minimumSpeedup = minimumSpeedup
        self.baseline = baseline
    }
}

extension BenchmarkTarget {
    /// The batch-update targets of Tessera's engines at `size` items: an append of 20 items
    /// (`append`) within `appendWithin` ns, if given, and ≥ 1000× faster than a relayout; an
    /// insertion, a resize and a section deletion in the middle ≥ 2× faster.
    package static func updates(size: Int, appendWithin: Double? = nil) -> [BenchmarkTarget] {
        [BenchmarkTarget(workload: "append", size: size, maximumMedian: appendWithin, minimumSpeedup: 1000)]
            + ["insert", "resize", "delete"].map { BenchmarkTarget(workload: $0, size: size, minimumSpeedup: 2) }
    }
}
