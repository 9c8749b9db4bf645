/// A figure the gate takes of every row, and how much it may grow before the row fails.
///
/// Every figure is exactly repeatable in the gate's pinned environment (two runs of the same
/// code give the same numbers), so a threshold does not absorb noise: it decides which code
/// changes are too small to matter. The choices are explained in Benchmarks/README.md.
package struct GateFigure: Hashable, Sendable, CustomStringConvertible {
    /// The figure's key in the baseline and on `--threshold`.
    package var name: String
    /// The relative growth allowed.
    package var threshold: Threshold
    /// Growth up to this absolute amount is always allowed (a constant a few bytes larger
    /// is not a regression a user feels, even on a row whose figure is tiny).
    package var minimumGrowth: Double
    /// What the figure counts, for the report.
    package var meaning: String

    /// Creates a figure.
    package init(name: String, threshold: Threshold, minimumGrowth: Double = 0, meaning: String) {
        self.name = name
        self.threshold = threshold
        self.minimumGrowth = minimumGrowth
        self.meaning = meaning
    }

    /// `name`.
    package var description: String { name }

    /// Whether growing from `baseline` to `current` fails the row.
    package func regresses(from baseline: Double, to current: Double) -> Bool {
        let growth = current - baseline
        guard growth > minimumGrowth else { return false }
        return baseline == 0 || growth / baseline > threshold.fraction
    }

    /// callgrind's instructions (Ir) inside the measured region, less those of the C
    /// library's bulk copy and fill routines (`BulkMemoryRoutine`).
    package static let instructions = GateFigure(
        name: "instructions", threshold: Threshold(percent: 1),
        meaning: "instructions executed, without memcpy/memmove/memset (callgrind Ir)"
    )
    /// Bytes handed to memcpy and memmove.
    package static let copiedBytes = GateFigure(
        name: "copied-bytes", threshold: Threshold(percent: 1), minimumGrowth: 1024,
        meaning: "bytes copied by memcpy and memmove"
    )
    /// Bytes handed to memset.
    package static let filledBytes = GateFigure(
        name: "filled-bytes", threshold: Threshold(percent: 1), minimumGrowth: 1024, meaning: "bytes filled by memset"
    )
    /// malloc-family calls.
    package static let allocations = GateFigure(
        name: "allocations", threshold: Threshold(percent: 2), meaning: "malloc, calloc, realloc and aligned allocations"
    )
    /// Usable bytes of the blocks allocated.
    package static let allocatedBytes = GateFigure(
        name: "allocated-bytes", threshold: Threshold(percent: 1), minimumGrowth: 1024,
        meaning: "bytes allocated (malloc_usable_size)"
    )
    /// Allocated minus freed with the region's product still alive.
    package static let retainedBytes = GateFigure(
        name: "retained-bytes", threshold: Threshold(percent: 1), minimumGrowth: 1024,
        meaning: "bytes still allocated at the end, the product alive: what the result holds"
    )
    /// Simulated last-level cache misses of data reads and writes (callgrind DLmr + DLmw).
    package static let cacheMisses = GateFigure(
        name: "ll-misses", threshold: Threshold(percent: 10), minimumGrowth: 1000,
        meaning: "data reads and writes missing the simulated last-level cache (callgrind DLmr + DLmw)"
    )

    /// Every figure, in report order.
    package static let all: [GateFigure] = [
        .instructions, .copiedBytes, .filledBytes, .allocations, .allocatedBytes, .retainedBytes, .cacheMisses,
    ]
}

extension GateFigure {
    /// `all` with thresholds from `--threshold`: `3%` sets every figure's,
    /// `instructions=2%,ll-misses=5%` the named ones'. Throws naming the bad part.
    package static func all(thresholds text: String, flag: String = "--threshold") throws(BenchmarkError) -> [GateFigure] {
        var figures = all
        if !text.contains("=") {
            let threshold = try Threshold(parsing: text, flag: flag)
            for index in figures.indices { figures[index].threshold = threshold }
            return figures
        }
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2, let index = figures.firstIndex(where: { $0.name == pieces[0] }) else {
                throw .invalidValue(
                    flag: flag, value: String(part),
                    expected: "PERCENT or FIGURE=PERCENT,… with FIGURE one of " + all.map(\.name).joined(separator: ", ")
                )
            }
            figures[index].threshold = try Threshold(parsing: String(pieces[1]), flag: flag)
        }
        return figures
    }
}
