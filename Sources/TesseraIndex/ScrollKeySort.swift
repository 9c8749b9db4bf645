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
        var pileOfPosition = [UInt8](repeating: 0, count: count)
        var pileSizes = [Int](repeating: 0, count: maximumPiles)
        var lastKeys = [Double](repeating: 0, count: maximumPiles)
        var pileCount = 0
        let dealt: Bool = keys.withUnsafeBufferPointer { keys in
            pileOfPosition.withUnsafeMutableBufferPointer { pileOf in
                for position in 0 ..< count {
                    let key = keys[position]
                    var pile = 0
                    while pile < pileCount, lastKeys[pile] > key { pile += 1 }
                    if pile == pileCount {
                        guard pileCount < maximumPiles else { return false }
                        pileCount += 1
                    }
                    lastKeys[pile] = key
                    pileOf[position] = UInt8(truncatingIfNeeded: pile)
                    pileSizes[pile] += 1
                }
                return true
            }
        }
        guard dealt else { return nil }
        // Group positions by pile, keeping their order within each pile.
        var heads = [Int](repeating: 0, count: pileCount)
        var ends = [Int](repeating: 0, count: pileCount)
        var offset = 0
        for pile in 0 ..< pileCount {
            heads[pile] = offset
            offset += pileSizes[pile]
            ends[pile] = offset
        }
        var grouped = [Int](repeating: 0, count: count)
        var cursors = heads
        pileOfPosition.withUnsafeBufferPointer { pileOf in
            grouped.withUnsafeMutableBufferPointer { grouped in
                for position in 0 ..< count {
                    let pile = Int(pileOf[position])
                    grouped[cursors[pile]] = position
                    cursors[pile] += 1
                }
            }
        }
        var merged = [Int32](repeating: 0, count: count)
        keys.withUnsafeBufferPointer { keys in
            ids.withUnsafeBufferPointer { ids in
                grouped.withUnsafeBufferPointer { grouped in
                    merged.withUnsafeMutableBufferPointer { merged in
                        for index in 0 ..< count {
                            // The smallest (key, position) among the piles' heads.
                            var best = -1
                            var bestKey = Double.infinity
                            var bestPosition = Int.max
                            for pile in 0 ..< pileCount where heads[pile] < ends[pile] {
                                let position = grouped[heads[pile]]
                                let key = keys[position]
                                if best < 0 || key < bestKey || (key == bestKey && position < bestPosition) {
                                    (best, bestKey, bestPosition) = (pile, key, position)
                                }
                            }
                            merged[index] = ids[bestPosition]
                            heads[best] += 1
                        }
                    }
                }
            }
        }
        return merged
    }
}
