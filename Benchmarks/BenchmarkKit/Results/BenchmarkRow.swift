/// One measured benchmark: what ran, on how many items, its timing statistics and the
/// figures measured alongside (memory, allocations, hits, work).
///
/// `name` is the row's identity across runs — baselines and comparisons match rows by it —
/// and reads `workload/[index/]layout/size`, e.g. `prepare/grid/1M` or
/// `random/interval-tree/waterfall/100k`.
package struct BenchmarkRow: Hashable, Sendable, Codable {
    /// The unique, stable name.
    package var name: String
    /// Which workload: `prepare`, `build`, `random`, `random-warm`, `sweep`, `prefetch` or
    /// `lookup`.
    package var workload: String
    /// The layout whose result was measured (its interchange name, e.g. `seed-grid`).
    package var layout: String
    /// The index queried or built; `nil` for prepare. Seed sessions are `seed`; the O(1)
    /// lookup of `LayoutResult` is `result`.
    package var index: String?
    /// Items in the layout's input.
    package var size: Int
    /// The unit of `time`: `ns/item`, `ns/query` or `ns/lookup`.
    package var unit: String
    /// Timing statistics over the samples, in `unit`.
    package var time: SampleStatistics
    /// Figures measured alongside, by name (see `BenchmarkRow.Metric`).
    package var metrics: [String: Double]
    /// Why the row differs from the others of its workload (e.g. a seed port measured with
    /// fewer queries because each is O(n)); `nil` when it does not.
    package var note: String?
    /// What the caches held while a query row's queries ran (`CacheRegime`); `nil` for the
    /// other workloads.
    package var cacheRegime: CacheRegime?

    /// Creates a row.
    package init(
        name: String, workload: String, layout: String, index: String?, size: Int, unit: String,
        time: SampleStatistics, metrics: [String: Double] = [:], note: String? = nil, cacheRegime: CacheRegime? = nil
    ) {
        self.name = name
        self.workload = workload
        self.layout = layout
        self.index = index
        self.size = size
        self.unit = unit
        self.time = time
        self.metrics = metrics
        self.note = note
        self.cacheRegime = cacheRegime
    }

    /// The conventional name of a row: `workload/[index/]layout/size-label`.
    package static func name(workload: String, index: String?, layout: String, size: Int) -> String {
        [workload, index, layout, SizeLabel.string(size)].compactMap { $0 }.joined(separator: "/")
    }

    /// The names of the figures in `metrics`.
    package enum Metric {
        /// Bytes the result (prepare) holds per item, as reported by `memoryBytes`.
        package static let bytesPerItem = "bytes/item"
        /// A hosted layout's own query over the whole content, per item (`prepare/own` rows).
        package static let hostedQueryPerItem = "own query ns/item"
        /// Reading a hosted layout's answer into a `LayoutResult`, per item (`prepare/own` rows).
        package static let hostedReadingPerItem = "reading ns/item"
        /// A hosted layout's host: the `prepare` row's time outside the layout's own calls and
        /// the reading, per item (`prepare/own` rows).
        package static let hostPerItem = "host ns/item"
        /// Bytes still allocated after the measured call, per item: what it really holds,
        /// measured on the heap (works for seed ports whose storage `memoryBytes` cannot see).
        package static let heapBytesPerItem = "heap-bytes/item"
        /// malloc-family calls of one measured call.
        package static let allocations = "allocations"
        /// Bytes the index holds per element of the result.
        package static let bytesPerElement = "bytes/element"
        /// Mean ids returned per query.
        package static let hitsPerQuery = "hits/query"
        /// Median nanoseconds per query divided by the mean hits per query.
        package static let nanosecondsPerHit = "ns/hit"
        /// Mean elements examined per query.
        package static let examinedPerQuery = "examined/query"
        /// Queries per sample.
        package static let queries = "queries"
        /// The linear filter's median on the same workload, layout and size over this row's.
        package static let timesFasterThanLinear = "× linear"
        /// The seed port's median (same workload and size) over this engine row's.
        package static let timesFasterThanSeed = "× seed"
        /// An update row's speedup over laying everything out again and building the index
        /// (`relayout/LAYOUT/SIZE`'s median over the row's).
        package static let timesFasterThanRelayout = "× relayout"
        /// Cases a triage row's run checked, over every profile.
        package static let cases = "cases"
        /// Distinct findings a triage row's run reported, over every profile.
        package static let findings = "findings"
        /// A triage row's time per case outside shrinking: how fast its campaigns draw and
        /// check cases.
        package static let drawingPerCase = "drawing ns/case"
        /// The most candidates one shrink of a triage row's run tried.
        package static let shrinkCandidates = "shrink candidates"
        /// The keep-going triage row's time over the clean run's.
        package static let timesCleanRun = "× clean time"
        /// The keep-going triage row's cases per second outside shrinking over the clean run's.
        package static let drawRateOfCleanRun = "× clean draw rate"
    }
}

/// Short labels for item counts: `10k`, `100k`, `1M`, `2.5M`; other counts as digits.
package enum SizeLabel {
    /// The label of `size`.
    package static func string(_ size: Int) -> String {
        if size >= 1_000_000, size % 100_000 == 0 {
            let tenths = size / 100_000
            return tenths % 10 == 0 ? "\(tenths / 10)M" : "\(tenths / 10).\(tenths % 10)M"
        }
        if size >= 1000, size % 1000 == 0 { return "\(size / 1000)k" }
        return "\(size)"
    }

    /// Parses `10k`, `100K`, `1M`, `2.5M` or plain digits; `nil` for anything else, zero or
    /// a negative count.
    package static func parse(_ text: String) -> Int? {
        var digits = Substring(text)
        var multiplier = 1.0
        switch digits.last {
        case "k", "K": multiplier = 1e3; digits = digits.dropLast()
        case "m", "M": multiplier = 1e6; digits = digits.dropLast()
        default: break
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(digits) else { return nil }
        let count = value * multiplier
        guard count >= 1, count <= 1e9, count == count.rounded() else { return nil }
        return Int(count)
    }
}
