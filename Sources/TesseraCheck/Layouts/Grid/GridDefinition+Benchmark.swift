import TesseraCore
import TesseraLayouts

/// What the benchmark measures of the grid besides its benchmark input, and the targets its
/// rows are held to (Benchmarks/README.md, "Targets").
extension GridDefinition {
    /// The issues' targets at 1M items, stated once here as the rows' limits. `prepare` and the
    /// tree build get looser limits than the waterfall's: spans are back-filled densely, so
    /// frames come out of scroll order.
    public var benchmarkTargets: [BenchmarkTarget] {
        let size = 1_000_000
        return [
            BenchmarkTarget(workload: "prepare", size: size, maximumMedian: 20),
            BenchmarkTarget(workload: "build", index: "interval-tree", size: size, maximumMedian: 10),
            BenchmarkTarget(workload: "random", index: "interval-tree", size: size, maximumMedian: 400),
            BenchmarkTarget(workload: "sweep", index: "interval-tree-cursor", size: size, maximumMedian: 80),
        ] + BenchmarkTarget.updates(size: size, appendWithin: 20_000)
    }

    /// Lookups, and the scroll cursor on the sweep.
    public var benchmarkQueryRows: BenchmarkQueryRows { [.lookups, .scrollCursorSweeps] }

    /// The benchmark input scrolling horizontally (`horizontal`, 4 rows across the container's
    /// height; its index rows too, but not the lookups, which are the vertical grid's), and
    /// laid out with sparse packing (`sparse`, prepare only).
    public func benchmarkVariants(itemCount: Int) -> [BenchmarkVariant<GridDefinition>] {
        let items = benchmarkSpec(itemCount: itemCount).items
        func spec(_ options: GridLayout) -> LayoutSpec<GridDefinition> {
            LayoutSpec(layout: self, container: BenchmarkItems.container, options: options, items: items)
        }
        return [
            BenchmarkVariant(
                name: "horizontal", spec: spec(GridLayout(columns: 4, spacing: 2, axis: .horizontal, headerLength: 44)),
                queryRows: .scrollCursorSweeps
            ),
            BenchmarkVariant(name: "sparse", spec: spec(GridLayout(columns: 4, spacing: 2, headerLength: 44, packing: .sparse))),
        ]
    }
}
