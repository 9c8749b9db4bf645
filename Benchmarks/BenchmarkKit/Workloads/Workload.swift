/// What a benchmark row measures; the values of `--workloads`.
public enum Workload: String, Hashable, Sendable, CaseIterable, Codable {
    /// `prepare`: laying out every item (ns/item).
    case prepare
    /// Building an index over a result (ns/element).
    case build
    /// Random viewport jumps (ns/query).
    case random
    /// A sequential scroll sweep, 1/8 viewport per step (ns/query).
    case sweep
    /// A 3-viewport prefetch window at random positions (ns/query).
    case prefetch
    /// Looking a cell up by `ItemPath` (ns/lookup).
    case lookup

    /// The query workloads, in report order.
    public static let queries: [Workload] = [.random, .sweep, .prefetch]
}
