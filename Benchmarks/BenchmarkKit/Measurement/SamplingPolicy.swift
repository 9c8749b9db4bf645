/// How many times a benchmark runs: warm-up runs that are thrown away (they fault pages in
/// and warm caches and branch predictors), then timed samples until either the requested
/// count is reached or the time budget is spent — but never fewer than `minimumSamples`.
package struct SamplingPolicy: Hashable, Sendable {
    /// Untimed runs before the first sample.
    package var warmUpRuns: Int
    /// Samples wanted.
    package var samples: Int
    /// Samples taken even when the budget is exceeded.
    package var minimumSamples: Int
    /// Nanoseconds of sampling after which no further sample starts (once `minimumSamples`
    /// are in).
    package var budgetNanoseconds: UInt64

    /// Creates a policy; `samples` and `minimumSamples` are clamped to at least 1 and
    /// `minimumSamples` to at most `samples`.
    package init(warmUpRuns: Int = 1, samples: Int = 15, minimumSamples: Int = 3, budgetNanoseconds: UInt64 = 500_000_000) {
        self.warmUpRuns = Swift.max(0, warmUpRuns)
        self.samples = Swift.max(1, samples)
        self.minimumSamples = Swift.min(Swift.max(1, minimumSamples), self.samples)
        self.budgetNanoseconds = budgetNanoseconds
    }

    /// The same policy without warm-up runs, for a body that has just run untimed (e.g. the
    /// run that counted its allocations), which warmed it up already.
    package var afterUntimedRun: SamplingPolicy {
        var policy = self
        policy.warmUpRuns = 0
        return policy
    }

    /// The most runs `run(_:)` makes: warm-ups plus samples (fewer samples when the budget
    /// runs out).
    package var runCount: Int { warmUpRuns + samples }

    /// Runs `body` under the policy and returns the timed samples in nanoseconds.
    ///
    /// `body` is handed the run number and returns its own elapsed time, so a benchmark can
    /// keep per-run setup (a fresh copy, a cleared buffer) out of the measurement.
    package func run(_ body: (Int) throws -> UInt64) rethrows -> [Double] {
        for run in 0 ..< warmUpRuns {
            _ = try body(run)
        }
        var samples: [Double] = []
        samples.reserveCapacity(self.samples)
        var spent: UInt64 = 0
        while samples.count < self.samples {
            if samples.count >= minimumSamples, spent >= budgetNanoseconds { break }
            let elapsed = try body(warmUpRuns + samples.count)
            samples.append(Double(elapsed))
            spent &+= elapsed
        }
        return samples
    }
}
