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
    let ids: [Int32]
    /// The number of positions (frames that can match).
    let count: Int

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
