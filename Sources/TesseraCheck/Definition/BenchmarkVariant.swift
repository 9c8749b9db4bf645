/// A configuration of a layout that the benchmark's CI gate measures besides its
/// `benchmarkSpec`: an option family the benchmark input does not reach (a placement, an axis,
/// a packing), on items of its own (`LayoutDefinition.benchmarkVariants(itemCount:)`).
public struct BenchmarkVariant<Definition: LayoutDefinition>: Sendable {
    /// The variant's part of the row names: `tree` gives `prepare/waterfall:tree/100k`.
    public var name: String
    /// What is laid out.
    public var spec: LayoutSpec<Definition>
    /// The index rows measured on its result as well (every index built and queried, plus
    /// these); `nil` to measure only its `prepare`.
    public var queryRows: BenchmarkQueryRows?

    /// A variant named `name` laying out `spec`, with index rows when `queryRows` is given.
    public init(name: String, spec: LayoutSpec<Definition>, queryRows: BenchmarkQueryRows? = nil) {
        self.name = name
        self.spec = spec
        self.queryRows = queryRows
    }
}
