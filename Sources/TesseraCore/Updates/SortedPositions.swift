/// Distinct non-negative indices in ascending order — the sections a batch names — with the
/// rank queries that map between all indices and the ones not named: the survivors of a batch
/// fill, in order, the section indices its inserts and move destinations do not take.
struct SortedPositions {
    /// The indices, ascending, each once.
    let positions: [Int]

    /// The indices of `unsorted`, which must be distinct. O(count · log count).
    init(_ unsorted: [Int]) {
        positions = unsorted.count > 1 ? unsorted.sorted() : unsorted
    }

    /// How many of the indices are below `value`. O(log count).
    func count(below value: Int) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `rank`-th (from 0) non-negative integer that is not one of the indices. O(log count).
    func nonMember(_ rank: Int) -> Int {
        // `positions[i] - i` is how many non-members lie below `positions[i]`, which never
        // decreases: the indices below the wanted non-member are those with at most `rank`.
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
