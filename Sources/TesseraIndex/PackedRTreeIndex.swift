import TesseraCore

/// A static, packed R-tree (flatbush-style) over frames sorted along the scroll axis:
/// a two-dimensional index for layouts that scroll both ways.
///
/// The frames, in scroll order (rows first for a vertical layout), are cut into leaves of 16
/// consecutive elements; each leaf's bounding rect is stored, then the bounding rects of
/// 16 consecutive leaves, and so on up to a single root — all levels in one flat array. A
/// query descends only into nodes whose bounding rect passes the four strict edge
/// comparisons, so it prunes along both axes: in a layout of very wide rows a viewport far
/// to the right skips the row's other leaves, where the interval tree would test every
/// element of every row the viewport crosses. Frames that can never match are left out.
///
/// Scroll order (rather than a Hilbert curve) keeps the build O(n) for layouts that emit
/// frames in order, and it groups each row's neighbours into the same leaf.
///
/// - Complexity: build O(n) when frames arrive in scroll order or out of it with their starts
///   spread along the axis (a round-robin waterfall, a back-filled grid: `ScrollKeySort`),
///   O(n log n) whatever the starts; a query
///   visits O(log₁₆ n + k) nodes when leaves are compact. Worst case: leaves whose bounding
///   rects are large and mostly empty (an element very tall, or very wide rows of unequal
///   heights interleaved) overlap many queries, up to Θ(n). Memory: 32 bytes per node,
///   about 2.1 bytes per element (+ 4 when a permutation is needed).
/// Updates (`update(to:after:)`, `LayoutSession.apply(_:updating:)`): the default full rebuild,
/// O(n) or O(n log n) as a build — the packing is bottom-up over all the leaves.
public struct PackedRTreeIndex: RectIndex {
    /// `packed-rtree`.
    public static let name = "packed-rtree"

    /// Children per node.
    public static let nodeSize = 16

    /// Children per node of this index: `Self.nodeSize` but for the index campaign, which
    /// shrinks a wrong node box to nodes of two children.
    private let nodeSize: Int
    private let frames: [Rect]
    private let order: ScrollOrder
    /// Node bounding rects, level by level from the leaves (level 1) up to the root.
    private let boxes: [Rect]
    /// `levelStarts[l - 1]` is the index in `boxes` of level `l`'s first node; one trailing
    /// entry holds `boxes.count`.
    private let levelStarts: [Int]

    /// Sorts `result`'s frames along its scroll axis (unless already sorted) and packs them.
    public init(_ result: LayoutResult) {
        self.init(result, nodeSize: Self.nodeSize)
    }

    /// The tree with `nodeSize` children per node (at least 2) instead of `Self.nodeSize`:
    /// what the index campaign draws and shrinks, so that a wrong node box shows on a
    /// handful of frames (a tree of 2-wide nodes is 3 levels deep at 5 frames).
    package init(_ result: LayoutResult, nodeSize: Int) {
        let nodeSize = max(2, nodeSize)
        self.nodeSize = nodeSize
        frames = result.frames
        switch result.scrollAxis {
        case .vertical: order = ScrollOrder(frames, along: VerticalProjection.self)
        case .horizontal: order = ScrollOrder(frames, along: HorizontalProjection.self)
        }
        var nodeCount = 0
        var levelCount = order.count
        repeat {
            levelCount = (levelCount + nodeSize - 1) / nodeSize
            nodeCount += levelCount
        } while levelCount > 1
        var boxes = [Rect]()
        var levelStarts = [0]
        boxes.reserveCapacity(nodeCount)
        // Leaves.
        for first in stride(from: 0, to: order.count, by: nodeSize) {
            var box = frames[order.isIdentity ? first : Int(order.ids[first])]
            for position in first + 1 ..< min(first + nodeSize, order.count) {
                box = box.union(frames[order.isIdentity ? position : Int(order.ids[position])])
            }
            boxes.append(box)
        }
        levelStarts.append(boxes.count)
        // Inner levels, until one node remains.
        while levelStarts[levelStarts.count - 1] - levelStarts[levelStarts.count - 2] > 1 {
            let below = levelStarts[levelStarts.count - 2] ..< levelStarts[levelStarts.count - 1]
            for first in stride(from: below.lowerBound, to: below.upperBound, by: nodeSize) {
                var box = boxes[first]
                for child in first + 1 ..< min(first + nodeSize, below.upperBound) {
                    box = box.union(boxes[child])
                }
                boxes.append(box)
            }
            levelStarts.append(boxes.count)
        }
        self.boxes = boxes
        self.levelStarts = levelStarts
    }

    /// Appends, in scroll order, the id of every element whose frame intersects `rect`;
    /// returns the number of nodes and frames examined.
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        guard rect.canIntersect, order.count > 0 else { return 0 }
        return frames.withUnsafeBufferPointer { frames in
            boxes.withUnsafeBufferPointer { boxes in
                order.ids.withUnsafeBufferPointer { permutation in
                    if permutation.isEmpty {
                        PackedRTreeWalk(
                            frames: frames, positions: IdentityPositions(), boxes: boxes,
                            levelStarts: levelStarts, nodeSize: nodeSize, count: order.count, rect: rect
                        ).run(into: &ids)
                    } else {
                        PackedRTreeWalk(
                            frames: frames, positions: PermutedPositions(ids: permutation), boxes: boxes,
                            levelStarts: levelStarts, nodeSize: nodeSize, count: order.count, rect: rect
                        ).run(into: &ids)
                    }
                }
            }
        }
    }

    /// The bytes of the node rects, the level table and the permutation, if any.
    public var memoryBytes: Int {
        boxes.capacity * MemoryLayout<Rect>.stride + levelStarts.capacity * MemoryLayout<Int>.stride
            + order.memoryBytes
    }
}

/// One query's descent through a `PackedRTreeIndex`.
private struct PackedRTreeWalk<Positions: ElementPositions> {
    let frames: UnsafeBufferPointer<Rect>
    let positions: Positions
    let boxes: UnsafeBufferPointer<Rect>
    let levelStarts: [Int]
    /// Children per node.
    let nodeSize: Int
    let count: Int
    let rect: Rect

    /// Appends the hits to `ids`; returns the number of nodes and frames examined.
    func run(into ids: inout [Int32]) -> Int {
        IDCollector.collect(into: &ids) { hits, ids in
            let top = levelStarts.count - 1
            var examined = 0
            for node in 0 ..< levelStarts[top] - levelStarts[top - 1] {
                examined += visit(node, level: top, hits: &hits, ids: &ids)
            }
            return examined
        }
    }

    /// Visits node `node` (counted within its level) of level `level` (1 = leaf); returns the
    /// number of nodes and frames examined.
    private func visit(_ node: Int, level: Int, hits: inout IDCollector, ids: inout [Int32]) -> Int {
        guard boxes[levelStarts[level - 1] + node].strictlyOverlaps(rect) else { return 1 }
        let first = node * nodeSize
        var examined = 1
        if level == 1 {
            let end = min(first + nodeSize, count)
            examined += end - first
            for position in first ..< end {
                let id = positions.id(position)
                if frames[id].strictlyOverlaps(rect) { hits.append(id, flushingInto: &ids) }
            }
        } else {
            let end = min(first + nodeSize, levelStarts[level - 1] - levelStarts[level - 2])
            for child in first ..< end {
                examined += visit(child, level: level - 1, hits: &hits, ids: &ids)
            }
        }
        return examined
    }
}
