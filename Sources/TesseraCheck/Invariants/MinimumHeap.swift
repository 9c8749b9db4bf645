/// A binary min-heap of `(key, id)` pairs in one contiguous array: the sweep line's queue of
/// active elements ordered by where they end. Push and pop are O(log n).
struct MinimumHeap {
    private var keys: [Double] = []
    private var ids: [Int32] = []

    var isEmpty: Bool { keys.isEmpty }

    /// The smallest key; the heap must not be empty.
    var minimumKey: Double { keys[0] }

    mutating func push(_ key: Double, id: Int32) {
        keys.append(key)
        ids.append(id)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child] < keys[parent] else { break }
            keys.swapAt(child, parent)
            ids.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the id with the smallest key; the heap must not be empty.
    mutating func popMinimum() -> Int32 {
        let id = ids[0]
        let lastKey = keys.removeLast(), lastId = ids.removeLast()
        guard !keys.isEmpty else { return id }
        keys[0] = lastKey
        ids[0] = lastId
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < keys.count, keys[left] < keys[smallest] { smallest = left }
            if right < keys.count, keys[right] < keys[smallest] { smallest = right }
            guard smallest != parent else { break }
            keys.swapAt(parent, smallest)
            ids.swapAt(parent, smallest)
            parent = smallest
        }
        return id
    }
}
