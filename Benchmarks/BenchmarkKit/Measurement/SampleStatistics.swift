/// The summary of repeated timings of one benchmark: the order statistics a reader compares
/// (minimum, median, 90th percentile, maximum) and how far the samples spread.
///
/// Order statistics, not the mean: on a shared machine the noise is one-sided (other work
/// only ever makes a sample slower), so the minimum and median are the stable figures.
package struct SampleStatistics: Hashable, Sendable, Codable {
    /// How many samples were summarised.
    package var count: Int
    /// The fastest sample.
    package var min: Double
    /// The middle sample (the mean of the two middle ones for an even count).
    package var median: Double
    /// The 90th percentile, nearest-rank: the smallest sample with at least 90% of the samples
    /// at or below it.
    package var p90: Double
    /// The slowest sample.
    package var max: Double

    /// `(p90 - min) / median`: the relative width of the bulk of the samples; 0 when every
    /// sample is equal (or the median is 0).
    package var spread: Double {
        median > 0 ? (p90 - min) / median : 0
    }

    /// Summarises `samples`; `nil` when there are none. O(n log n).
    package init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let count = sorted.count
        self.count = count
        self.min = sorted[0]
        self.max = sorted[count - 1]
        self.median = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
        // Nearest rank: ceil(0.9 × n), 1-based.
        let rank = (count * 9 + 9) / 10
        self.p90 = sorted[rank - 1]
    }

    /// Creates statistics from known figures (for reading reports back).
    package init(count: Int, min: Double, median: Double, p90: Double, max: Double) {
        self.count = count
        self.min = min
        self.median = median
        self.p90 = p90
        self.max = max
    }

    /// The same statistics with every figure divided by `divisor` (e.g. per item).
    package func divided(by divisor: Double) -> SampleStatistics {
        SampleStatistics(
            count: count, min: min / divisor, median: median / divisor, p90: p90 / divisor, max: max / divisor
        )
    }
}
