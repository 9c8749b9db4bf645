import Foundation

/// How fast a work count grows with the input: the exponent `k` of `work ≈ c × n^k`, fitted by
/// least squares to the points (log n, log work) of a family measured at doubling sizes.
///
/// An O(n) family fits about 1, O(n log n) a little more (log n adds log₂((m + 1) / m) per
/// doubling from 2^m, about 0.1 at the sizes fuzzed), O(n²) about 2. Work of 0 counts as 1.
package struct GrowthFit: Hashable, Sendable {
    /// The sizes measured, increasing.
    package var sizes: [Int]
    /// The work at each size.
    package var work: [Int]

    /// A fit of `work` measured at `sizes` (at least two, increasing).
    package init(sizes: [Int], work: [Int]) {
        self.sizes = sizes
        self.work = work
    }

    /// The least-squares slope of log(work) against log(size).
    package var exponent: Double {
        let xs = sizes.map { Double($0).log2 }
        let ys = work.map { Double(Swift.max($0, 1)).log2 }
        let count = Double(xs.count)
        guard count >= 2 else { return 0 }
        let meanX = xs.reduce(0, +) / count, meanY = ys.reduce(0, +) / count
        var covariance = 0.0, variance = 0.0
        for (x, y) in zip(xs, ys) {
            covariance += (x - meanX) * (y - meanY)
            variance += (x - meanX) * (x - meanX)
        }
        return variance > 0 ? covariance / variance : 0
    }

    /// The exponent between consecutive sizes, `log₂(work(2n) / work(n))` for doublings.
    package var stepExponents: [Double] {
        zip(zip(sizes, sizes.dropFirst()), zip(work, work.dropFirst())).map { sizePair, workPair in
            let growth = Double(Swift.max(workPair.1, 1)) / Double(Swift.max(workPair.0, 1))
            return growth.log2 / (Double(sizePair.1) / Double(sizePair.0)).log2
        }
    }
}

extension Double {
    fileprivate var log2: Double { Foundation.log2(self) }
}
