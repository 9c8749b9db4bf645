import TesseraCore

extension IntervalTreeIndex {
    /// Lets go of the shared frames (the index answers nothing until `update(to:after:)`);
    /// keeps the tree's own arrays, which the update rewrites in place.
    public mutating func releaseResult() {
        frames = []
    }

    /// Brings the tree up to date with `result` after `change` by rebuilding only what the
    /// positions from the first changed one on decide: the blocks from the one holding it,
    /// the upper nodes above them (one path per level), the directory's buckets past every
    /// interval before it, and the cross-axis bounds.
    ///
    /// When the frames were and still are in scroll order (the engines' usual output), the
    /// first changed position is the change's unchanged prefix p. When the tree keeps a
    /// permutation (frames out of order: a grid's back-filled cells), the permutation is
    /// updated first (`ScrollOrder.update(to:unchangedPrefix:oldCount:_:)`): the positions
    /// holding removed ids are found from the end of the order, the new ids are sorted, and
    /// the first changed position is the first that held a removed id or whose id starts
    /// after the smallest new start; the rest of the order is merged again from there.
    ///
    /// It builds the tree again instead for an empty prefix, frames that were in order and no
    /// longer are or can no longer match, a tree with no directory or no positions left, or a
    /// new frame far beyond the others.
    ///
    /// The rebuilt tree answers exactly as a fresh build, and its order, root level and upper
    /// nodes are a fresh build's, except in three ways that answer the same: the directory
    /// keeps its origin and bucket length (a fresh build spreads `n / 8` buckets over the
    /// starts), the cross-axis bounds keep those of deleted or moved frames (looser bounds
    /// only skip the shortcut that tests the scroll axis alone), and a permutation is kept
    /// even when the frames have come back into order.
    ///
    /// - Complexity: in scroll order, O(n − p + log n) for an unchanged prefix of p elements
    ///   (an append of k: O(k + log n)); with a permutation, O(m log m + t + log n) for m new
    ///   elements and the t positions from the first changed one — those starting at or after
    ///   the lowest new start or holding an id ≥ p — plus, when elements were removed, the
    ///   positions from the lowest that held one (every position when an old element could
    ///   not match); an append of k elements that start near the end: O(k log k + log n).
    ///   Plus O(n / 16) when the count crosses a power of two (the upper nodes' array doubles
    ///   or halves; amortized O(1) per appended element); else a build.
    public mutating func update(to result: LayoutResult, after change: LayoutResultChange) {
        update(to: result, after: change, shape: ShippedIntervalTreeShape())
    }

    /// `update(to:after:)` of a tree built with `shape`.
    @inline(__always)
    mutating func update<Shape: IntervalTreeShape>(to result: LayoutResult, after change: LayoutResultChange, shape: Shape) {
        let rebuilt: Bool = switch result.scrollAxis {
        case .vertical: updateSuffix(of: result, after: change, VerticalProjection.self, shape)
        case .horizontal: updateSuffix(of: result, after: change, HorizontalProjection.self, shape)
        }
        if !rebuilt { self = Self(result, shape: shape) }
    }

    /// The suffix rebuild; `false` (leaving the tree unusable) when it does not apply.
    /// The rescan starts at the even block holding the first changed position, or earlier
    /// when the directory grows past its last bucket and an earlier interval may reach the
    /// new ones (`IntervalTreeDirectory.reopen`).
    private mutating func updateSuffix<Projection: ScrollProjection, Shape: IntervalTreeShape>(
        of result: LayoutResult, after change: LayoutResultChange, _: Projection.Type, _ shape: Shape
    ) -> Bool {
        let prefix = min(change.unchangedPrefix, result.count)
        guard result.scrollAxis == axis, prefix > 0, !directory.isEmpty else { return false }
        let frames = result.frames
        let oldPositions = order.count
        let firstChanged: Int
        if order.isIdentity {
            guard prefix <= order.count else { return false }
            firstChanged = prefix
            order = ScrollOrder(identityOver: result.count)
        } else {
            guard prefix <= change.oldCount, order.count <= change.oldCount else { return false }
            firstChanged = frames.withUnsafeBufferPointer {
                order.update(to: $0, unchangedPrefix: prefix, oldCount: change.oldCount, Projection.self)
            }
        }
        let count = order.count
        guard count > 0 else { return false }
        let lastStart = Projection.start(frames[order.isIdentity ? count - 1 : Int(order.ids[count - 1])])
        guard let reopened = directory.reopen(
            fromPosition: firstChanged, count: count, lastStart: lastStart, positionsPerBucket: shape.positionsPerBucket
        ) else {
            return false
        }
        self.frames = frames
        let blockShift = shape.blockShift
        let rootLevel = Int.bitWidth - 1 - count.leadingZeroBitCount
        let blockCount = rootLevel > shape.scanLevel ? 1 << (rootLevel - shape.scanLevel) : 0
        // An even block, so that every level-0 upper node from it on is rebuilt from both of
        // its blocks.
        let firstBlock = (min(firstChanged, reopened.position) >> blockShift) & ~1
        let firstPosition = firstBlock << blockShift
        let usedPositions = max(oldPositions, count)
        // Blocks past the last position before and after the update hold nothing to rescan.
        let rescanned = max(0, Self.usedBlockEnd(blockCount: blockCount, usedPositions: usedPositions, blockShift: blockShift) - firstBlock)
        var blockMaxEnds = [Double](repeating: -.infinity, count: rescanned)
        var upperEnds = [Double](repeating: -.infinity, count: rescanned)
        var passed: CrossAxisBounds?
        let filled = frames.withUnsafeBufferPointer { frames in
            directory.refill(fromBucket: reopened.bucket) { directory in
                blockMaxEnds.withUnsafeMutableBufferPointer { blockMaxEnds in
                    upperEnds.withUnsafeMutableBufferPointer { upperEnds in
                        if order.isIdentity {
                            // The scan checks that the frames are still in order.
                            let previousStart = firstPosition > 0 ? Projection.start(frames[firstPosition - 1]) : -.infinity
                            passed = IntervalTreeBlockSummary.scan(
                                frames, IdentityPositions(), count, fromBlock: firstBlock, after: previousStart,
                                blockMaxEnds, upperEnds, &directory, checkingOrder: true, Projection.self, shape
                            )
                        } else {
                            passed = order.ids.withUnsafeBufferPointer { ids in
                                IntervalTreeBlockSummary.scan(
                                    frames, PermutedPositions(ids: ids), count, fromBlock: firstBlock, after: -.infinity,
                                    blockMaxEnds, upperEnds, &directory, checkingOrder: false, Projection.self, shape
                                )
                            }
                        }
                    }
                }
                return passed != nil
            }
        }
        guard filled, let passed else { return false }
        across = CrossAxisBounds(
            smallestEnd: min(across.smallestEnd, passed.smallestEnd), largestStart: max(across.largestStart, passed.largestStart)
        )
        self.rootLevel = rootLevel
        rebuildUpperNodes(
            count: blockCount, from: firstBlock, usedPositions: usedPositions, blockShift: blockShift,
            blockMaxEnds: blockMaxEnds, upperEnds: upperEnds
        )
        return true
    }

    /// The first level-0 upper node index (even) whose blocks hold no position below
    /// `usedPositions`, at most `blockCount`, for blocks of `1 << blockShift` positions (the
    /// upper node included).
    private static func usedBlockEnd(blockCount: Int, usedPositions: Int, blockShift: Int) -> Int {
        min(blockCount, ((usedPositions + (1 << blockShift) - 1) >> blockShift + 1) & ~1)
    }

    /// Resizes the upper nodes to `count` and rebuilds every node whose subtree reaches block
    /// `firstBlock` (even) or past it, from the blocks' largest ends and the upper positions'
    /// ends from it on (`blockMaxEnds[0]` is block `firstBlock`'s; both run at least to the
    /// first block past `usedPositions`, later ends are -∞); the nodes before keep
    /// their values, exactly those a fresh build computes (`IntervalTreeBlockSummary.upperNodes`).
    ///
    /// A node whose subtree starts at or after `usedPositions` — past the last frame both
    /// before and after the update — is empty in both trees and is not visited: the tree
    /// spans the next power of two, so up to half its nodes lie there, and an append must not
    /// walk them.
    private mutating func rebuildUpperNodes(
        count: Int, from firstBlock: Int, usedPositions: Int, blockShift: Int, blockMaxEnds: [Double], upperEnds: [Double]
    ) {
        if upperNodes.count > count {
            upperNodes.removeSubrange(count...)
        } else {
            upperNodes.append(contentsOf: repeatElement(.empty, count: count - upperNodes.count))
        }
        let usedEnd = Self.usedBlockEnd(blockCount: count, usedPositions: usedPositions, blockShift: blockShift)
        guard firstBlock < usedEnd else { return }
        for node in firstBlock ..< usedEnd { upperNodes[node] = .empty }
        for node in stride(from: firstBlock, to: usedEnd, by: 2) {
            let (own, left) = (upperEnds[node - firstBlock], blockMaxEnds[node - firstBlock])
            upperNodes[node] = .init(end: own, leftMaxEnd: left, maxEnd: max(left, own, blockMaxEnds[node + 1 - firstBlock]))
        }
        var level = 1
        while (1 << (level + 1)) <= count {
            let half = 1 << (level - 1)
            let step = 1 << (level + 1)
            // The first node of this level whose subtree's last block is `firstBlock` or later.
            var node = (1 << level) - 1
            let lowest = firstBlock - (1 << level) + 1
            if node < lowest { node += (lowest - node + step - 1) / step * step }
            // Past `usedEnd`, a node's subtree starts after every position: it stays empty.
            while node < count, node - (1 << level) + 1 < usedEnd {
                let own = node < firstBlock ? upperNodes[node].end
                    : node - firstBlock < upperEnds.count ? upperEnds[node - firstBlock] : -.infinity
                let left = upperNodes[node - half].maxEnd
                upperNodes[node] = .init(end: own, leftMaxEnd: left, maxEnd: max(left, own, upperNodes[node + half].maxEnd))
                node += step
            }
            level += 1
        }
    }
}
