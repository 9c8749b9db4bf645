/// Sorts element ids by a `Double` key (their start along the scroll axis), fast when the
/// ids arrive as an interleaving of a few sorted runs — a round-robin waterfall is one
/// sorted run per column.
///
/// Patience sorting: each id goes on the first pile whose last key is at or below its own,
/// or on a new pile, so every pile stays sorted; an interleaving of k sorted sequences never
/// needs more than k piles (a decreasing subsequence takes at most one element from each).
/// The piles are then merged. Past `maximumPiles` the input is not nearly sorted, and a
/// comparison sort takes over. Ties keep id order either way (the result is stable), so the
/// order is a pure function of the keys. Keys must not be NaN.
///
/// - Complexity: O(n·k) for k ≤ `maximumPiles` piles, else O(n log n).
enum ScrollKeySort {
    /// More piles than this and the input counts as unsorted.
    static let maximumPiles = 8

    /// `ids` reordered so that `keys` (parallel to `ids`, ids increasing) never decrease.
    static func sorted(ids: [Int32], keys: [Double]) -> [Int32] {
        precondition(ids.count == keys.count)
        if let merged = patienceSorted(ids: ids, keys: keys) { return merged }
        var positions = Array(ids.indices)
        positions.sort { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        return positions.map { ids[$0] }
    }

    /// Deals the positions onto piles, groups them by pile (each group sorted), and merges
    /// the groups; `nil` when more than `maximumPiles` piles are needed.
    private static func patienceSorted(ids: [Int32], keys: [Double]) -> [Int32]? {
        let count = keys.count
        // Arrays are used through buffer pointers: a mutation through the array would check
        // its uniqueness (a runtime call) once per element. The per-pile tables are tiny and
        // live on the stack: sizes, heads, ends and cursors, `maximumPiles` each.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * maximumPiles) { table in
            table.initialize(repeating: 0)
            let sizes = UnsafeMutableBufferPointer(rebasing: table[0 ..< maximumPiles])
            let heads = UnsafeMutableBufferPointer(rebasing: table[maximumPiles ..< 2 * maximumPiles])
            let ends = UnsafeMutableBufferPointer(rebasing: table[2 * maximumPiles ..< 3 * maximumPiles])
            let cursors = UnsafeMutableBufferPointer(rebasing: table[3 * maximumPiles ..< 4 * maximumPiles])
            var pileOfPosition = [UInt8](repeating: 0, count: count)
            let dealt = keys.withUnsafeBufferPointer { keys in
                pileOfPosition.withUnsafeMutableBufferPointer { deal(keys, into: $0, sizes: sizes) }
            }
            guard let pileCount = dealt else { return nil }
            var offset = 0
            for pile in 0 ..< pileCount {
                (heads[pile], cursors[pile]) = (offset, offset)
                offset += sizes[pile]
                ends[pile] = offset
            }
            // Group positions by pile, keeping their order within each pile.
            var grouped = [Int](repeating: 0, count: count)
            pileOfPosition.withUnsafeBufferPointer { pileOf in
                grouped.withUnsafeMutableBufferPointer { grouped in
                    for position in 0 ..< count {
                        let pile = Int(pileOf[position])
                        grouped[cursors[pile]] = position
                        cursors[pile] += 1
                    }
                }
            }
            return [Int32](unsafeUninitializedCapacity: count) { merged, initialized in
                keys.withUnsafeBufferPointer { keys in
                    ids.withUnsafeBufferPointer { ids in
                        grouped.withUnsafeBufferPointer { grouped in
                            merge(
                                keys: keys, ids: ids, grouped: grouped,
                                heads: UnsafeMutableBufferPointer(rebasing: heads[0 ..< pileCount]),
                                ends: UnsafeMutableBufferPointer(rebasing: ends[0 ..< pileCount]),
                                into: merged
                            )
                        }
                    }
                }
                initialized = count
            }
        }
    }

    /// Puts each position on the first pile whose last key is at or below its key, or on a
    /// new pile; returns the number of piles, or `nil` past `maximumPiles`.
    private static func deal(
        _ keys: UnsafeBufferPointer<Double>, into pileOf: UnsafeMutableBufferPointer<UInt8>,
        sizes: UnsafeMutableBufferPointer<Int>
    ) -> Int? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumPiles) { lastKeys in
            var pileCount = 0
            for position in keys.indices {
                let key = keys[position]
                var pile = 0
                while pile < pileCount, lastKeys[pile] > key { pile += 1 }
                if pile == pileCount {
                    guard pileCount < maximumPiles else { return nil }
                    pileCount += 1
                }
                lastKeys[pile] = key
                pileOf[position] = UInt8(truncatingIfNeeded: pile)
                sizes[pile] += 1
            }
            return pileCount
        }
    }

    /// Merges the piles (`grouped[heads[p] ..< ends[p]]`, each sorted) by (key, position)
    /// into `merged`. The pile holding the smallest head keeps emitting until its head passes
    /// the smallest head of the others, so that long runs cost one comparison per element.
    private static func merge(
        keys: UnsafeBufferPointer<Double>, ids: UnsafeBufferPointer<Int32>, grouped: UnsafeBufferPointer<Int>,
        heads: UnsafeMutableBufferPointer<Int>, ends: UnsafeMutableBufferPointer<Int>,
        into merged: UnsafeMutableBufferPointer<Int32>
    ) {
        var index = 0
        while index < merged.count {
            var best = -1
            var (bestKey, bestPosition) = (Double.infinity, Int.max)
            var (nextKey, nextPosition) = (Double.infinity, Int.max)
            for pile in heads.indices where heads[pile] < ends[pile] {
                let position = grouped[heads[pile]]
                let key = keys[position]
                if best < 0 || key < bestKey || (key == bestKey && position < bestPosition) {
                    (nextKey, nextPosition) = (bestKey, bestPosition)
                    (best, bestKey, bestPosition) = (pile, key, position)
                } else if key < nextKey || (key == nextKey && position < nextPosition) {
                    (nextKey, nextPosition) = (key, position)
                }
            }
            var head = heads[best]
            let end = ends[best]
            repeat {
                merged[index] = ids[grouped[head]]
                index += 1
                head += 1
                guard head < end else { break }
                let position = grouped[head]
                let key = keys[position]
                guard key < nextKey || (key == nextKey && position < nextPosition) else { break }
            } while true
            heads[best] = head
        }
    }
}
