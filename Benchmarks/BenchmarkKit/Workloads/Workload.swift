/// What a benchmark row measures; the values of `--workloads`.
package enum Workload: String, Hashable, Sendable, CaseIterable, Codable {
    /// `prepare`: laying out every item (ns/item).
    case prepare
    /// Building an index over a result (ns/element).
    case build
    /// Random viewport jumps into cold caches (ns/query): see `CacheRegime.cold`.
    case random
    /// The same random jumps asked again every sample, so what they read stays cached
    /// (ns/query): see `CacheRegime.warm`. For comparison with `random`.
    case randomWarm = "random-warm"
    /// A scroll, 1/8 viewport per frame, each sample continuing where the previous one
    /// stopped (ns/query): see `CacheRegime.scrolling`.
    case sweep
    /// A 3-viewport prefetch window at random positions, cold caches (ns/query).
    case prefetch
    /// Looking a cell up by `ItemPath` (ns/lookup).
    case lookup
    /// A batch update applied to a layout session and its interval tree — rows named by the
    /// change (`append`, `insert`, `resize`, `delete`) — next to laying everything out again
    /// and building the tree (`relayout`) (ns/update; see `BenchmarkSuite.UpdateChange`).
    case update
    /// The checker's triage of a sectioned feed with two planted defects
    /// (`BenchmarkSuite.triageRows`): a whole default property check per run (ns/run).
    /// Tessera's catalog only, once per run (not per size).
    case triage

    /// The query workloads, in report order.
    package static let queries: [Workload] = [.random, .randomWarm, .sweep, .prefetch]

    /// What the caches hold when a query workload's queries run; `nil` for the others.
    package var cacheRegime: CacheRegime? {
        switch self {
        case .random, .prefetch: .cold
        case .randomWarm: .warm
        case .sweep: .scrolling
        case .prepare, .build, .lookup, .update, .triage: nil
        }
    }
}

/// What the caches hold when a query workload's queries run. Every query row states it,
/// because the same index can be several times slower cold than warm at 1M elements and
/// cold and warm can rank indexes differently.
package enum CacheRegime: String, Hashable, Sendable, Codable {
    /// Before every sample (and its warm-up) the caches are emptied by reading a buffer four
    /// times the last-level cache (`CacheEviction`), and every sample asks positions of its own
    /// (a fresh seeded draw), so nothing a sample reads was brought in by an earlier one and
    /// the branch predictors cannot learn the queries. Queries within a sample do share what
    /// they read: the top of a tree, and at 10k elements most of the index.
    case cold
    /// Every sample asks the same queries, after an untimed warm-up pass: what they read is
    /// in cache (at 1M elements: the ~200 viewports' frames and the tree paths to them).
    case warm
    /// A scroll: each sample's frames continue where the previous sample's stopped (wrapping
    /// at the end of the content), so every frame reads 1/8 viewport of content no query read
    /// before, and the rest of its viewport was read by the frame before it. The caches are
    /// emptied once before the first sample.
    case scrolling
}
