import TesseraCore

/// One query's walk through an `IntervalTreeIndex`, in position order and without a stack.
///
/// Positions come in blocks of 2^(scanLevel+1) - 1 (`IntervalTreeShape`) scanned linearly,
/// each followed by one upper node; the upper nodes form an implicit in-order tree of their
/// own. The walk first descends from the root to the first position whose interval ends after
/// the query starts (one subtree maximum per level), then goes on in position order: at the
/// start of each block it tries the largest subtree that starts there, then its left child,
/// and so on, and skips whole the first whose largest end is at or before the query's start.
/// The nodes examined are those of cgranges' recursive descent, minus the left spine's detours.
///
/// The tree matters only up to the first position that starts after the query's start:
/// positions are in order of start, so from there on every interval starts — and therefore
/// ends — after the query's start, nothing can be skipped, and the candidates are the
/// contiguous run of positions up to the first that starts at or after the query's end.
/// That run (most of the hits of a viewport-sized query) is scanned by a tight loop that
/// tests only the start and the cross axis and writes ids without a per-hit capacity check.
struct IntervalTreeWalk<Projection: ScrollProjection, Positions: ElementPositions, Shape: IntervalTreeShape> {
    let frames: UnsafeBufferPointer<Rect>
    let positions: Positions
    let nodes: UnsafeBufferPointer<IntervalTreeIndex.UpperNode>
    /// How the tree is cut (its scan level; the positions scanned before trying to skip).
    let shape: Shape
    let count: Int
    let rect: Rect
    /// Whether `rect` overlaps every frame across the scroll axis (see `CrossAxisBounds`).
    let acrossAll: Bool

    /// Appends the hits to `ids`; returns the number of nodes and frames examined and the
    /// first position whose interval ends after the query's start (every position before it
    /// ends at or before: where a later query that starts no earlier may resume), or `count`.
    ///
    /// `resumingAt`, when given, must be a position before which every interval ends at or
    /// before the query's start: the walk then starts there instead of descending from the
    /// root (a finger search forward).
    func run(rootLevel: Int, resumingAt resume: Int?, into ids: inout [Int32]) -> (examined: Int, resume: Int) {
        IDCollector.collect(into: &ids) { hits, ids in
            walk(rootLevel: rootLevel, resumingAt: resume, hits: &hits, ids: &ids)
        }
    }

    private func walk(
        rootLevel: Int, resumingAt resume: Int?, hits: inout IDCollector, ids: inout [Int32]
    ) -> (examined: Int, resume: Int) {
        let low = Projection.start(rect)
        let high = Projection.end(rect)
        // The tree walk stops at the first position starting after `low` (or at `high`, if
        // that is not later); `scanRun` takes over there.
        let walkEnd = min(high, low.nextUp)
        var examined = 0
        var position: Int
        // Whether the block at `position` is known to hold the first candidate, so that its
        // subtrees need not be tried.
        var descended = false
        // Before this position the walk scans without trying to skip subtrees.
        var linearUntil = 0
        if let resume {
            position = resume
            linearUntil = resume &+ shape.linearReach
        } else {
            guard let start = descend(rootLevel: rootLevel, low: low, examined: &examined) else {
                return (examined, count)
            }
            (position, descended) = start
        }
        // The first position found that ends after `low`; everything before it ends at or
        // before `low` (skipped subtrees, scanned positions, or before the walk's start).
        var resumePoint = -1
        let blockMask = (1 << shape.blockShift) - 1
        walk: while position < count {
            if position & blockMask == 0, !descended, position >= linearUntil,
               let skipTo = skippedSubtreeEnd(at: position, rootLevel: rootLevel, low: low, examined: &examined) {
                position = skipTo
            }
            descended = false
            // Scan to the end of the block, the upper node after it included.
            let end = min(position | blockMask &+ 1, count)
            let first = position
            defer { examined &+= position &- first }
            while position < end {
                let id = positions.id(position)
                let frame = frames[id]
                if Projection.start(frame) >= walkEnd {
                    examined &+= 1
                    break walk
                }
                // The start is at or before the query's start; the end decides most often.
                if Projection.end(frame) > low {
                    if resumePoint < 0 { resumePoint = position }
                    if Projection.overlapsAcross(frame, rect) { hits.append(id, flushingInto: &ids) }
                }
                position &+= 1
            }
        }
        if position < count {
            // The walk stopped at a position starting at or after `walkEnd` (and counted it).
            if resumePoint < 0 { resumePoint = position }
            let runEnd = scanRun(from: position, before: high, hits: &hits, ids: &ids)
            examined &+= runEnd &- position
        }
        return (examined, resumePoint >= 0 ? resumePoint : count)
    }

    /// Descends from the root to the block or upper node holding the first position whose
    /// interval ends after `low`; `nil` when none does. Returns that position and whether it
    /// is a block start known to hold it (so that its subtrees need not be tried).
    ///
    /// Each level reads one node: left if the left subtree reaches past `low`, else the node
    /// itself if it does, else right (whose maximum then must). Invariant: every position
    /// before `node`'s subtree ends at or before `low`, and the subtree's largest end is after it.
    private func descend(rootLevel: Int, low: Double, examined: inout Int) -> (position: Int, descended: Bool)? {
        let blockShift = shape.blockShift
        // The level of the upper tree's root, counted from its own leaves (-1: no upper tree).
        let topLevel = rootLevel - blockShift
        guard topLevel >= 0 else { return (0, false) }
        var node = (1 &<< topLevel) &- 1
        var level = topLevel
        examined &+= 1
        guard nodes[node].maxEnd > low else { return nil }
        while true {
            let upper = nodes[node]
            examined &+= 1
            if upper.leftMaxEnd > low {
                if level == 0 { return (node &<< blockShift, true) }
                node &-= 1 &<< (level &- 1)
            } else if upper.end > low {
                return (node &<< blockShift | ((1 << blockShift) - 1), false)
            } else {
                if level == 0 { return ((node &+ 1) &<< blockShift, true) }
                node &+= 1 &<< (level &- 1)
            }
            level &-= 1
        }
    }

    /// At the start of a block, tries the largest subtree that starts there, then its left
    /// child, and so on; returns the position of the upper node that follows the first whose
    /// largest end is at or before `low` (nothing in it can match), or `nil` when even the
    /// block's own smallest subtree reaches past `low`.
    @inline(__always)
    private func skippedSubtreeEnd(at position: Int, rootLevel: Int, low: Double, examined: inout Int) -> Int? {
        let blockShift = shape.blockShift
        let block = position &>> blockShift
        var level = block == 0 ? rootLevel - blockShift : block.trailingZeroBitCount &- 1
        while level >= 0 {
            let node = block &+ (1 &<< level) &- 1
            examined &+= 1
            if nodes[node].maxEnd <= low {
                return (node &+ (1 &<< level)) &<< blockShift | ((1 << blockShift) - 1)
            }
            level &-= 1
        }
        return nil
    }

    /// Appends the positions from `start` on that overlap the query across the scroll axis,
    /// up to the first that starts at or after `high`; returns that position (or `count`).
    ///
    /// Every position from `start` on must end after the query's start, which holds once
    /// one starts after it (frames that can match are never inverted). Ids are written
    /// straight into the collector's free space, for every position, and kept only if it
    /// overlaps, so that the loop has one branch — the run's end — and room is checked once
    /// per chunk rather than per hit. When the query overlaps every frame across the axis
    /// (`acrossAll`), every candidate is a hit and the cross-axis test is skipped.
    /// - Complexity: O(r) for a run of r positions.
    @inline(__always)
    private func scanRun(
        from start: Int, before high: Double, hits: inout IDCollector, ids: inout [Int32]
    ) -> Int {
        var position = start
        if acrossAll {
            // Every candidate is a hit: the loop only finds the run's end.
            var runEnded = false
            while !runEnded, position < count {
                hits.fill(flushingInto: &ids) { free in
                    let chunkEnd = min(count, position &+ free.count)
                    let chunkStart = position
                    while position < chunkEnd {
                        let id = positions.id(position)
                        guard Projection.start(frames[id]) < high else {
                            runEnded = true
                            break
                        }
                        free[position &- chunkStart] = Int32(truncatingIfNeeded: id)
                        position &+= 1
                    }
                    return position &- chunkStart
                }
            }
            return position
        }
        var runEnded = false
        while !runEnded, position < count {
            hits.fill(flushingInto: &ids) { free in
                let chunkEnd = min(count, position &+ free.count)
                var kept = 0
                while position < chunkEnd {
                    let id = positions.id(position)
                    let frame = frames[id]
                    guard Projection.start(frame) < high else {
                        runEnded = true
                        break
                    }
                    free[kept] = Int32(truncatingIfNeeded: id)
                    kept &+= Projection.overlapsAcross(frame, rect) ? 1 : 0
                    position &+= 1
                }
                return kept
            }
        }
        return position
    }
}
