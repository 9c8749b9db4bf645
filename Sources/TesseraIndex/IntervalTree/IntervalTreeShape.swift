import TesseraCore

/// How an `IntervalTreeIndex` is cut: the levels a walk scans rather than descends, how far a
/// walk from a known position scans before it tries to skip by the tree, and the directory's
/// bucket.
///
/// The build, the walk and the update are generic over the shape. The shipped shape's
/// values are literals (`ShippedIntervalTreeShape`), so that the code specialized for it is
/// the code those literals written in place would give: the shipped index pays nothing for
/// the parameter. The index campaign builds other shapes (`IntervalTreeIndex.WithNodeSize`)
/// so that a wrong node summary shows on a tree of a few frames, where the shipped shape
/// scans up to 64 positions before it reads a node and has no node below 16 frames.
protocol IntervalTreeShape: Sendable {
    /// Subtrees of this level or lower are scanned, not descended (at least -1): positions
    /// come in blocks of `2^(scanLevel+1) - 1`, each followed by one upper node (-1: blocks of
    /// none, every position a node).
    var scanLevel: Int { get }
    /// Positions a walk that starts from a known position (a directory entry or a cursor's
    /// finger) scans one by one before it tries to skip by the tree (at least 0).
    var linearReach: Int { get }
    /// Positions per directory bucket, on average over the scroll axis; 0: no directory, every
    /// query descends from the root.
    var positionsPerBucket: Int { get }
}

extension IntervalTreeShape {
    /// `scanLevel + 1`: a position's block is `position >> blockShift`.
    @inline(__always)
    var blockShift: Int { scanLevel &+ 1 }
}

/// The shape `IntervalTreeIndex` ships with.
struct ShippedIntervalTreeShape: IntervalTreeShape {
    /// Blocks of 15 positions: only the nodes above them carry data, 24 bytes per 16 elements.
    @inline(__always)
    var scanLevel: Int { 3 }
    /// The first candidate is usually a few positions past a directory entry, and each node
    /// read to skip could be a cache miss.
    @inline(__always)
    var linearReach: Int { 64 }
    /// 4 bytes of directory per 8 elements.
    @inline(__always)
    var positionsPerBucket: Int { 8 }
}

/// A shape of the index campaign's choosing (`IntervalTreeIndex.WithNodeSize`).
struct DrawnIntervalTreeShape: IntervalTreeShape {
    let scanLevel: Int
    let linearReach: Int
    let positionsPerBucket: Int

    /// The shape for nodes of about `nodeSize` elements (at least 1): a block and the node
    /// after it span the largest power of two of positions at most `nodeSize`; from 4 on, a
    /// walk scans `4 · ⌊nodeSize² / 16⌋` positions before it reads a node and a directory
    /// bucket holds `nodeSize / 2` positions — 16 is the shipped shape. Below 4 there is no
    /// directory: every query descends from the root and reads the nodes on its way, so that
    /// a wrong node shows on the smallest tree that has it whatever the query's start — 3
    /// frames in blocks of one position, each followed by a node (2), for a node that leaves
    /// out the block after it; 3 frames in nodes alone (1) for one that leaves out its right
    /// child.
    init(nodeSize: Int) {
        let nodeSize = max(1, min(nodeSize, 1 << 20))
        // 2^(scanLevel + 1) is the largest power of two at most nodeSize.
        scanLevel = Int.bitWidth - 1 - nodeSize.leadingZeroBitCount - 1
        linearReach = 4 * (nodeSize * nodeSize / 16)
        positionsPerBucket = nodeSize < 4 ? 0 : nodeSize / 2
    }
}
