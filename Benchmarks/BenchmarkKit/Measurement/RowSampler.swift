/// Who takes a row's timed samples. A plain run leaves it to the row's `SamplingPolicy`; an
/// A/B worker (`ABWorker`) hands each row to the driver, which asks for blocks of samples
/// while the other revision's worker waits, so that the two revisions' samples interleave.
///
/// `body` is the row's own timed run: handed the run number (a cold row draws that run's
/// queries and empties the caches first), it returns the nanoseconds it measured.
package protocol RowSampler: AnyObject, Sendable {
    /// The timed samples of the row named `name`, whose every run does `units` units of
    /// work (items, queries, lookups: what the row's time is divided by), under `policy`
    /// unless the sampler decides otherwise.
    func samples(of name: String, units: Double, policy: SamplingPolicy, _ body: (Int) throws -> UInt64) rethrows -> [Double]
}

extension BenchmarkPlan {
    /// The timed samples of the row named `name` (`units` units of work per run): taken by
    /// the plan's `sampler` when it has one, else by `policy` (the plan's own by default).
    func samples(
        of name: String, units: Double, policy: SamplingPolicy? = nil, _ body: (Int) throws -> UInt64
    ) rethrows -> [Double] {
        let policy = policy ?? self.policy
        if let sampler { return try sampler.samples(of: name, units: units, policy: policy, body) }
        return try policy.run(body)
    }
}
