import TesseraCore

/// Sorts the ids of the frames that can match by their start along the scroll axis, ties in
/// id order — the order the sorted indexes are built on — for frames that arrive out of that
/// order (a round-robin waterfall, a dense grid's back-filled cells).
///
/// A bucket sort that reads the frames where they are: one pass counts how many starts fall
/// in each of n equal ranges between the first and the last frame's start, a second puts each
/// id into its range's next slot, ranges that came out large — starts bunched together, or
/// far outside the guessed span — are sorted by comparison, and a last pass in order moves the
/// few ids that came before an earlier-starting one of their range (an insertion sort that,
/// on a layout's frames, almost never moves anything, so none of its tests is mispredicted).
/// Nothing of the frames is copied: faulting in the fresh pages of an 8 MB array of keys
/// costs more than reading the 32 MB of frames again.
///
/// - Complexity: O(n) when the starts are spread evenly (every layout's), O(n log n) whatever
///   they are; three passes over the frames; 4 bytes per element besides the result.
enum ScrollKeySort {
    /// A range with more elements than this is sorted by comparison, not by insertion.
    static let insertionLimit = 16

    /// The ids of the frames that `canIntersect`, ordered by (start, id).
    static func sortedIDs<Projection: ScrollProjection>(_ frames: UnsafeBufferPointer<Rect>, _: Projection.Type) -> [Int32] {
        guard let first = frames.firstIndex(where: \.canIntersect) else { return [] }
        let last = frames.lastIndex(where: \.canIntersect)!
        let (a, b) = (Projection.start(frames[first]), Projection.start(frames[last]))
        let (low, high) = (min(a, b), max(a, b))
        let rangeCount = max(1, frames.count)
        let scale = Double(rangeCount) / (high - low)
        guard low.isFinite, high.isFinite, scale.isFinite, scale > 0 else {
            return comparisonSorted(frames, Projection.self)
        }
        let lastRange = rangeCount - 1
        let lastRangeBound = Double(lastRange)
        /// The range of a start: monotone in the start (so ranges in order sort the starts),
        /// clamped at both ends, never converting a value out of `Int`'s range.
        @inline(__always) func range(_ start: Double) -> Int {
            let scaled = (start - low) * scale
            return scaled < 1 ? 0 : scaled >= lastRangeBound ? lastRange : Int(scaled)
        }
        // `fill[r]`: first the size of range r, then its next free slot — or, for a range too
        // large to fill by insertion, the bitwise complement of its next free slot.
        var fill = [Int32](repeating: 0, count: rangeCount)
        var large: [(start: Int, range: Int)] = []
        var validCount = 0
        fill.withUnsafeMutableBufferPointer { fill in
            for frame in frames where frame.canIntersect {
                fill[range(Projection.start(frame))] &+= 1
                validCount &+= 1
            }
            var total: Int32 = 0
            for index in 0 ..< rangeCount {
                let size = fill[index]
                if size > insertionLimit {
                    large.append((Int(total), index))
                    fill[index] = ~total
                } else {
                    fill[index] = total
                }
                total &+= size
            }
        }
        // Each id goes to its range's next slot, in id order; ranges are in start order, so
        // only ids within one range can be out of order.
        var ids = [Int32](unsafeUninitializedCapacity: validCount) { ids, initialized in
            fill.withUnsafeMutableBufferPointer { fill in
                for id in frames.indices where frames[id].canIntersect {
                    let index = range(Projection.start(frames[id]))
                    let next = fill[index]
                    // A large range's slot is the complement (see `fill`).
                    let slot = next >= 0 ? next : ~next
                    ids[Int(slot)] = Int32(truncatingIfNeeded: id)
                    fill[index] = next >= 0 ? next &+ 1 : next &- 1
                }
            }
            initialized = validCount
        }
        ids.withUnsafeMutableBufferPointer { ids in
            fill.withUnsafeBufferPointer { fill in
                for (start, index) in large {
                    var slice = UnsafeMutableBufferPointer(rebasing: ids[start ..< Int(~fill[index])])
                    slice.sort { byStart(frames, $0, $1, Projection.self) }
                }
            }
            // One pass in order puts each id after the ones before it that start no later:
            // rarely needed — columns of a waterfall sit far apart along the axis, a grid's
            // back-filled cells are few — so the test is predicted, and a move goes back at
            // most across its own range (ids of earlier ranges start earlier).
            var previousStart = -Double.infinity
            for position in ids.indices {
                let id = ids[position]
                let start = Projection.start(frames[Int(id)])
                if start >= previousStart {
                    previousStart = start
                    continue
                }
                var hole = position
                while hole > 0, Projection.start(frames[Int(ids[hole &- 1])]) > start {
                    ids[hole] = ids[hole &- 1]
                    hole &-= 1
                }
                ids[hole] = id
            }
        }
        return ids
    }

    /// Every id that can match, sorted by comparison: for starts that do not span a finite range.
    private static func comparisonSorted<Projection: ScrollProjection>(
        _ frames: UnsafeBufferPointer<Rect>, _: Projection.Type
    ) -> [Int32] {
        var ids = frames.indices.filter { frames[$0].canIntersect }.map { Int32(truncatingIfNeeded: $0) }
        ids.sort { byStart(frames, $0, $1, Projection.self) }
        return ids
    }

    /// Whether `left` goes before `right`: by start, then by id.
    @inline(__always)
    private static func byStart<Projection: ScrollProjection>(
        _ frames: UnsafeBufferPointer<Rect>, _ left: Int32, _ right: Int32, _: Projection.Type
    ) -> Bool {
        let (leftStart, rightStart) = (Projection.start(frames[Int(left)]), Projection.start(frames[Int(right)]))
        return leftStart < rightStart || (leftStart == rightStart && left < right)
    }
}
