import TesseraCore

/// Where an `IntervalTreeIndex` query starts without descending the tree: the scroll axis,
/// from the first frame's start to the last's, cut into equal buckets, and for each bucket's
/// lower boundary the first position whose interval ends after it.
///
/// A descent from the root reads one node per level, each read depending on the one before,
/// so a query into cold memory pays a cache miss per level (about 16 at 1M elements). The
/// directory turns that chain into one read: a query whose start lies in bucket `b` starts
/// at `entries[b]` — every position before it ends at or before the bucket's boundary, so at
/// or before the query's start — and walks forward from there (`IntervalTreeWalk`), scanning
/// the few positions between the entry and its first candidate, and skipping by the tree only
/// if there are many (a very tall frame early on pulls every later entry back to itself: the
/// walk then costs what a finger search over that distance costs, O(log d), never more than a
/// descent plus a block).
///
/// One entry per `positionsPerBucket` positions of the tree's shape (`IntervalTreeShape`):
/// 4 bytes per 8 elements as shipped. No directory (the tree descends from the root) when the
/// first or last start is not finite or they coincide.
struct IntervalTreeDirectory {
    /// The lower boundary of bucket 0: the first position's start.
    let origin: Double
    /// The length of each bucket along the scroll axis.
    let bucketLength: Double
    /// `entries[b]`: the first position whose interval ends after `boundary(b)`, or the
    /// number of positions when none does. Empty when there is no directory.
    private(set) var entries: [Int32]

    /// An empty directory: every query descends from the root.
    init() {
        origin = 0
        bucketLength = 0
        entries = []
    }

    /// Whether queries can start from the directory.
    var isEmpty: Bool { entries.isEmpty }

    /// The lower boundary of `bucket`. The build and the lookup compute it the same way, so
    /// that the lookup's check against the query's start is exact.
    @inline(__always)
    func boundary(_ bucket: Int) -> Double { origin + Double(bucket) * bucketLength }

    /// A position before which every interval ends at or before `low`, close to the first
    /// that ends after it. The directory must not be empty; `low` must not be NaN.
    @inline(__always)
    func start(before low: Double) -> Int {
        guard low >= origin else { return 0 }
        var bucket = Int(min((low - origin) / bucketLength, Double(entries.count - 1)))
        // The division rounds, so the bucket's boundary may lie an ulp past `low`.
        if bucket > 0, boundary(bucket) > low { bucket = bucketAtOrBefore(low, below: bucket) }
        return Int(entries[bucket])
    }

    /// The last bucket before `bucket` whose boundary is at or before `low` (0 if none is).
    @inline(never)
    private func bucketAtOrBefore(_ low: Double, below bucket: Int) -> Int {
        var bucket = bucket - 1
        while bucket > 0, boundary(bucket) > low { bucket -= 1 }
        return bucket
    }

    /// The bytes the entries hold.
    var memoryBytes: Int { entries.capacity * MemoryLayout<Int32>.stride }

    /// How a directory divides the scroll axis for `count` positions whose starts run from
    /// `first` to `last`, in buckets of `positionsPerBucket` positions on average; `nil` when
    /// they do not span a finite, non-empty range.
    struct Geometry {
        let origin: Double
        let bucketLength: Double
        let bucketCount: Int

        fileprivate init(origin: Double, bucketLength: Double, bucketCount: Int) {
            self.origin = origin
            self.bucketLength = bucketLength
            self.bucketCount = bucketCount
        }

        init?(count: Int, first: Double, last: Double, positionsPerBucket: Int) {
            let bucketCount = max(1, count / positionsPerBucket)
            let length = (last - first) / Double(bucketCount)
            guard count > 0, first.isFinite, last.isFinite, length > 0, length.isFinite else { return nil }
            origin = first
            bucketLength = length
            self.bucketCount = bucketCount
        }
    }

    /// A directory of `geometry` whose entries `fill` writes, given room for them (each
    /// initialized to `count`, for buckets no interval reaches past).
    init(_ geometry: Geometry, count: Int, fill: (inout Filler) -> Void) {
        origin = geometry.origin
        bucketLength = geometry.bucketLength
        var entries = [Int32](repeating: Int32(truncatingIfNeeded: count), count: geometry.bucketCount)
        entries.withUnsafeMutableBufferPointer { entries in
            var filler = Filler(geometry: geometry, entries: entries)
            fill(&filler)
        }
        self.entries = entries
    }

    /// Prepares to rewrite the entries that positions from `firstChanged` on decide, for
    /// `count` positions whose last starts at `lastStart` in buckets of `positionsPerBucket`,
    /// keeping the directory's origin and bucket length (so it may differ from a fresh build's,
    /// which spreads `count / positionsPerBucket` buckets over the starts, but answers the
    /// same): resizes the entries to the buckets up to `lastStart` and clears those to rewrite. Returns the first of them and the position
    /// from which `refill` must be shown the positions — at most `firstChanged`, earlier when
    /// buckets are added past the old last one, which an interval before the change may reach.
    ///
    /// Returns `nil`, leaving the directory as it was, when there is none or the starts now
    /// span more than twice the buckets a fresh build would have (a frame far beyond the
    /// others): the caller builds afresh. O(buckets rewritten + log buckets).
    mutating func reopen(
        fromPosition firstChanged: Int, count: Int, lastStart: Double, positionsPerBucket: Int
    ) -> (bucket: Int, position: Int)? {
        let span = ((lastStart - origin) / bucketLength).rounded(.down)
        let limit = 2 * Swift.max(1, count / positionsPerBucket) + 1
        guard !entries.isEmpty, span >= 0, span < Double(limit) else { return nil }
        let bucketCount = Int(span) + 1
        // The first bucket whose entry is at or after `firstChanged` (entries never decrease):
        // every position before the change ends at or before its boundary. With none, the
        // last bucket's entry is the first position that may reach the buckets added after it.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if Int(entries[middle]) < firstChanged { low = middle + 1 } else { high = middle }
        }
        var reopened = (bucket: low, position: firstChanged)
        if low == entries.count, bucketCount > entries.count {
            reopened = (entries.count - 1, Int(entries[entries.count - 1]))
        }
        reopened.bucket = Swift.min(reopened.bucket, bucketCount)
        entries.removeSubrange(reopened.bucket...)
        entries.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: count), count: bucketCount - reopened.bucket))
        return reopened
    }

    /// Rewrites the entries from `bucket` on (see `reopen`): `fill` passes the positions in
    /// order, from at most the position `reopen` returned, and returns whether it could.
    mutating func refill(fromBucket bucket: Int, _ fill: (inout Filler) -> Bool) -> Bool {
        let geometry = Geometry(origin: origin, bucketLength: bucketLength, bucketCount: entries.count)
        return entries.withUnsafeMutableBufferPointer { entries in
            var filler = Filler(geometry: geometry, entries: entries, firstBucket: bucket)
            return fill(&filler)
        }
    }

    /// Writes a directory's entries during a pass over the positions in order. A trivial value
    /// (a pointer and three numbers), so that inside a build loop it lives in registers.
    struct Filler {
        private let origin: Double
        private let bucketLength: Double
        private let entries: UnsafeMutableBufferPointer<Int32>
        private var bucket = 0
        /// `boundary(bucket)`, or +∞ once every bucket has its entry. The largest end seen so
        /// far is never after it, so a position passes a boundary exactly when its own end does.
        private var nextBoundary: Double

        fileprivate init(geometry: Geometry, entries: UnsafeMutableBufferPointer<Int32>, firstBucket: Int = 0) {
            origin = geometry.origin
            bucketLength = geometry.bucketLength
            self.entries = entries
            bucket = firstBucket
            nextBoundary = firstBucket < entries.count ? geometry.origin + Double(firstBucket) * geometry.bucketLength : .infinity
        }

        /// A filler with no entries to write, for a pass that builds no directory.
        static var none: Filler {
            Filler(geometry: Geometry(count: 2, first: 0, last: 1, positionsPerBucket: 1)!, entries: UnsafeMutableBufferPointer(start: nil, count: 0))
        }

        /// Records the end of the interval at `position`; positions must come in order.
        @inline(__always)
        mutating func visit(end: Double, at position: Int) {
            // Rare (once per bucket): kept inline, because a call would make the build loop
            // spill its running values around it on every iteration.
            while end > nextBoundary {
                entries[bucket] = Int32(truncatingIfNeeded: position)
                bucket &+= 1
                nextBoundary = bucket < entries.count ? origin + Double(bucket) * bucketLength : .infinity
            }
        }
    }
}
