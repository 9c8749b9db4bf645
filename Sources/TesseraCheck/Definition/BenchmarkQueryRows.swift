/// The index rows the benchmark's CI gate measures on a layout's result besides building and
/// querying every index (`LayoutDefinition.benchmarkQueryRows`).
public struct BenchmarkQueryRows: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// A set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The result's own lookup of cells by item path (`lookup/result/…`).
    public static let lookups = BenchmarkQueryRows(rawValue: 1 << 0)
    /// The interval tree's scroll cursor on the sweep (`sweep/interval-tree-cursor/…`): for a
    /// layout scrolling one way, where the one-axis tree is the index to keep.
    public static let scrollCursorSweeps = BenchmarkQueryRows(rawValue: 1 << 1)
    /// The scroll cursor on random jumps too (`random/interval-tree-cursor/…`), where it
    /// descends the tree again.
    public static let scrollCursorJumps = BenchmarkQueryRows(rawValue: 1 << 2)
}
