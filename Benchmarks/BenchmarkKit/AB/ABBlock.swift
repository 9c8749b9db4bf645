import Foundation

/// One block of a row: the base's and the head's time for the same work, measured back to
/// back (in a random order) by the two revisions' worker processes. Each is the median of the
/// block's timed runs, in nanoseconds per run.
package struct ABBlock: Hashable, Sendable, Codable {
    /// The base revision's time.
    package var base: Double
    /// The head revision's time.
    package var head: Double
    /// Whether the head ran first.
    package var headFirst: Bool
    /// The round (pair of worker processes, from 1) that measured it.
    package var round: Int

    /// A block.
    package init(base: Double, head: Double, headFirst: Bool, round: Int = 1) {
        self.base = base
        self.head = head
        self.headFirst = headFirst
        self.round = round
    }

    /// log(head / base): the paired difference the statistics work on; `nil` unless both are
    /// positive and finite.
    package var logRatio: Double? {
        guard base > 0, head > 0, base.isFinite, head.isFinite else { return nil }
        return log(head / base)
    }
}
