import TesseraCore

/// The frames that can match a query (see `Rect.canIntersect`), in non-decreasing order of
/// their start along the scroll axis: what the sorted indexes are built over.
///
/// Layouts usually emit frames already in this order (grids, shortest-column waterfalls), so
/// construction first checks in O(n) and keeps no permutation at all when the check passes;
/// only otherwise does it sort the ids (`ScrollKeySort`: a bucket sort, linear for starts
/// spread along the axis as every layout's are) and keep them (4 bytes per element).
struct ScrollOrder {
    /// `ids[position]` is the element id at `position`; empty when the order is the identity.
    private(set) var ids: [Int32]
    /// The number of positions (frames that can match).
    private(set) var count: Int

    /// Whether position `p` holds element `p` (no permutation is kept).
    var isIdentity: Bool { ids.isEmpty }

    /// The identity order over `count` frames, for a caller that has checked the order itself.
    init(identityOver count: Int) {
        ids = []
        self.count = count
    }

    /// The order of `frames` along `Projection`'s axis; `knownUnsorted` skips the check for
    /// the identity (a caller that has just found the frames out of order).
    init<Projection: ScrollProjection>(_ frames: [Rect], along _: Projection.Type, knownUnsorted: Bool = false) {
        if !knownUnsorted, Self.isSortedAndComplete(frames, Projection.self) {
            ids = []
            count = frames.count
            return
        }
        self.ids = frames.withUnsafeBufferPointer { ScrollKeySort.sortedIDs($0, Projection.self) }
        count = ids.count
    }

    /// Whether every frame can match and the starts never decrease. O(n), no allocation.
    private static func isSortedAndComplete<Projection: ScrollProjection>(
        _ frames: [Rect], _: Projection.Type
    ) -> Bool {
        frames.withUnsafeBufferPointer { buffer in
            var previous = -Double.infinity
            for frame in buffer {
                let start = Projection.start(frame)
                guard frame.canIntersect, start >= previous else { return false }
                previous = start
            }
            return true
        }
    }

    /// The bytes the permutation holds.
    var memoryBytes: Int { ids.capacity * MemoryLayout<Int32>.stride }
}

extension ScrollOrder {
    /// Brings a permutation up to date with `frames` after an update that kept the elements
    /// below `prefix` (same ids, same frames) and replaced the `oldCount - prefix` elements
    /// from `prefix` on by `frames[prefix...]`; returns the first position that may hold a
    /// different id, every position before it holding the id it held before.
    ///
    /// The order is sorted by (start, id), and every new or removed id is at least `prefix`,
    /// above every kept id: the positions before both the first that held a removed id and
    /// the first kept id starting after the new elements' smallest start keep their ids (a
    /// kept id that starts exactly there still goes before every new one, as in a fresh
    /// sort). The rest — kept ids, already in order, and the new ids, sorted by
    /// `ScrollKeySort` — are merged from there on.
    ///
    /// The order must not be the identity. The old frames are not needed (an index has let
    /// go of them): the removed ids are found through the order itself, from its end, which
    /// stops at the last of them when every old element was in the order.
    ///
    /// - Complexity: O(m log m + t + log n) for the m new elements and the t positions from
    ///   the one returned on (O(m) for new frames whose starts are spread along the axis), plus
    ///   the positions from the lowest that held a removed id on — every position when some old
    ///   element could not match (it is in no position, so the search cannot stop early).
    mutating func update<Projection: ScrollProjection>(
        to frames: UnsafeBufferPointer<Rect>, unchangedPrefix prefix: Int, oldCount: Int, _: Projection.Type
    ) -> Int {
        precondition(!isIdentity && prefix <= frames.count && prefix <= oldCount)
        let prefixID = Int32(truncatingIfNeeded: prefix)
        // The first position holding a removed id: searched from the end, where an update
        // near the end of the elements puts them.
        var firstRemoved = count
        if oldCount > prefix {
            var remaining = count == oldCount ? oldCount - prefix : Int.max
            ids.withUnsafeBufferPointer { ids in
                var position = ids.count
                while remaining > 0, position > 0 {
                    position &-= 1
                    if ids[position] >= prefixID {
                        firstRemoved = position
                        remaining &-= 1
                    }
                }
            }
        }
        let added = ScrollKeySort.sortedIDs(UnsafeBufferPointer(rebasing: frames[prefix...]), Projection.self)
        // The first position, before `firstRemoved`, whose kept id starts after the first new id.
        var firstChanged = firstRemoved
        if let firstAdded = added.first {
            let lowestStart = Projection.start(frames[prefix + Int(firstAdded)])
            ids.withUnsafeBufferPointer { ids in
                var (low, high) = (0, firstRemoved)
                while low < high {
                    let middle = (low &+ high) / 2
                    if Projection.start(frames[Int(ids[middle])]) > lowestStart { high = middle } else { low = middle &+ 1 }
                }
                firstChanged = low
            }
        }
        let kept = ids[firstChanged...].filter { $0 < prefixID }
        let newCount = firstChanged + kept.count + added.count
        if newCount < ids.count {
            ids.removeSubrange(newCount...)
        } else {
            ids.append(contentsOf: repeatElement(0, count: newCount - ids.count))
        }
        ids.withUnsafeMutableBufferPointer { ids in
            kept.withUnsafeBufferPointer { kept in
                added.withUnsafeBufferPointer { added in
                    // Merge by (start, id): a kept id is below every new one, so it goes first
                    // on a tie.
                    var (keptNext, addedNext, next) = (0, 0, firstChanged)
                    while keptNext < kept.count, addedNext < added.count {
                        let (keptID, addedID) = (kept[keptNext], prefixID &+ added[addedNext])
                        let keptFirst = Projection.start(frames[Int(keptID)]) <= Projection.start(frames[Int(addedID)])
                        ids[next] = keptFirst ? keptID : addedID
                        keptNext &+= keptFirst ? 1 : 0
                        addedNext &+= keptFirst ? 0 : 1
                        next &+= 1
                    }
                    for id in kept[keptNext...] {
                        ids[next] = id
                        next &+= 1
                    }
                    for id in added[addedNext...] {
                        ids[next] = prefixID &+ id
                        next &+= 1
                    }
                }
            }
        }
        count = ids.count
        return firstChanged
    }
}

/// Maps a position of a `ScrollOrder` to an element id; queries are generic over it so that
/// the common identity case reads frames with no indirection.
protocol ElementPositions {
    /// The element id at `position`.
    func id(_ position: Int) -> Int
}

/// Position `p` is element `p`.
struct IdentityPositions: ElementPositions {
    @inline(__always) func id(_ position: Int) -> Int { position }
}

/// Position `p` is element `ids[p]`.
struct PermutedPositions: ElementPositions {
    let ids: UnsafeBufferPointer<Int32>
    @inline(__always) func id(_ position: Int) -> Int { Int(ids[position]) }
}
