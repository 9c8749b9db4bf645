import Testing
import TesseraCheck
import TesseraCore
@testable import TesseraIndex
import TesseraLayouts

/// The interval tree cut for small nodes (`IntervalTreeIndex.WithNodeSize`), which the index
/// campaign draws and shrinks: it answers as the shipped tree, and a wrong node summary — the
/// `tree.intervalTree…` lines of scripts/source-mutants.tsv, planted here in the nodes of a
/// real tree — shrinks to the smallest tree that has such a node.
@Suite struct IntervalTreeNodeSizeTests {
    static let nodeSizes = [1, 2, 3, 4, 5, 7, 8, 16, 33]

    @Test func nodeSizeSixteenIsTheShippedShape() {
        let drawn = DrawnIntervalTreeShape(nodeSize: 16)
        let shipped = ShippedIntervalTreeShape()
        #expect(drawn.scanLevel == shipped.scanLevel)
        #expect(drawn.linearReach == shipped.linearReach)
        #expect(drawn.positionsPerBucket == shipped.positionsPerBucket)
        // The smallest: nodes alone, no directory.
        let smallest = DrawnIntervalTreeShape(nodeSize: 1)
        #expect(smallest.scanLevel == -1 && smallest.linearReach == 0 && smallest.positionsPerBucket == 0)
        #expect(DrawnIntervalTreeShape(nodeSize: 4).linearReach == 4 && DrawnIntervalTreeShape(nodeSize: 4).positionsPerBucket == 2)
        #expect(DrawnIntervalTreeShape(nodeSize: 0).scanLevel == -1)
        // Blocks of one position, each followed by a node.
        #expect(DrawnIntervalTreeShape(nodeSize: 2).scanLevel == 0 && DrawnIntervalTreeShape(nodeSize: 3).scanLevel == 0)
        #expect(DrawnIntervalTreeShape(nodeSize: 4).scanLevel == 1 && DrawnIntervalTreeShape(nodeSize: 7).scanLevel == 1)
        #expect(DrawnIntervalTreeShape(nodeSize: 8).scanLevel == 2 && DrawnIntervalTreeShape(nodeSize: 31).scanLevel == 3)
    }

    /// Every kind with a node size answers the linear filter's set at every node size, on
    /// frame sets of every shape and sizes around the small trees' boundaries.
    @Test(arguments: IndexKind.builtIn.filter(\.hasNodeSize))
    func answersTheLinearFiltersSetAtEveryNodeSize(_ kind: IndexKind) {
        for nodeSize in Self.nodeSizes {
            for shape in FrameShape.allCases {
                for (sizeNumber, size) in [0, 1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 100, 257].enumerated() {
                    var random = SplitMix64(seed: UInt64(nodeSize * 100 + sizeNumber))
                    let result = shape.make(count: size, using: &random)
                    let index = kind.build(result, nodeSize: nodeSize)
                    for rect in QueryRects.rects(for: result, count: 30, using: &random) {
                        let expected = expectedIDs(result, rect)
                        let answered = answeredIDs(index, rect)
                        #expect(answered == expected, "\(kind.name), node size \(nodeSize), \(shape), \(size) frames, rect \(rect)")
                        if answered != expected { return }
                    }
                }
            }
        }
    }

    /// The small tree's suffix rebuild answers as the linear filter after appends, inserts,
    /// resizes and deletes across counts that cross powers of two.
    @Test func updatesAnswerTheLinearFiltersSetAtSmallNodeSizes() throws {
        var random = Xoshiro256StarStar(seed: 11)
        let layout = FullRelayout(WaterfallLayout(columns: 3))
        for nodeSize in [1, 2, 3, 7] {
            for start in [1, 3, 8, 33] {
                var session = try LayoutSession(
                    layout, items: ItemSet(sections: [IntervalTreeUpdateTests.items(start, &random)]), in: Size(width: 390, height: 844)
                )
                var index = IntervalTreeIndex.WithNodeSize(session.result, nodeSize: nodeSize)
                for step in 0 ..< 8 {
                    let count = session.items.itemCount
                    let batch = IntervalTreeUpdateTests.batch(step, count: count, appending: 1 ... 9, deleting: 1 ... 5, &random)
                    try session.apply(batch, updating: &index)
                    let result = session.result
                    let height = result.frames.map(\.maxY).max() ?? 0
                    for _ in 0 ..< 20 {
                        let top = Double(random.nextInt(in: -50 ... Int(height) + 50))
                        let rect = Rect(minX: 0, minY: top, maxX: 390, maxY: top + Double(random.nextInt(in: 0 ... 400)))
                        #expect(answeredIDs(index, rect) == expectedIDs(result, rect), "node size \(nodeSize), start \(start), step \(step), rect \(rect)")
                    }
                }
            }
        }
    }

    @Test func aNodeIgnoringItsRightBlockShrinksToThreeFrames() throws {
        let failure = try #require(Self.firstFailure(planting: .nodeIgnoresItsRightBlock))
        // Three frames in blocks of one: the smallest tree with a node (position 1) and a
        // block after it (nodes alone have no blocks to leave out).
        #expect(failure.frames.count <= 3, "\(failure)")
        #expect(failure.nodeSize == 2, "\(failure)")
    }

    @Test func anUpperNodeIgnoringItsRightChildShrinksToThreeFrames() throws {
        let failure = try #require(Self.firstFailure(planting: .upperNodeIgnoresItsRightChild))
        // Three frames in nodes alone: the smallest tree with a node above others (position 1).
        #expect(failure.frames.count <= 3, "\(failure)")
        #expect(failure.nodeSize == 1, "\(failure)")
    }

    static func firstFailure(planting slip: PlantedNodeSummaryTree.Slip) -> IndexCampaignFailure? {
        let kind = IndexKind(PlantedNodeSummaryTree.self, summary: "an interval tree with a planted node summary") {
            PlantedNodeSummaryTree($0, nodeSize: $1, slip)
        }
        return IndexCampaign(index: kind, cases: 2000, seed: 0x2413, stopsAtFirstFailure: true).run().failure
    }
}

/// An interval tree cut for nodes of `nodeSize` whose upper nodes' largest ends are computed
/// with a slip of scripts/source-mutants.tsv (`IntervalTreeBlockSummary.upperNodes`).
struct PlantedNodeSummaryTree: RectIndex {
    enum Slip: Sendable {
        /// `tree.intervalTreeNodeIgnoresItsRightBlock`: a lowest upper node's largest end
        /// leaves out the block after it.
        case nodeIgnoresItsRightBlock
        /// `tree.intervalTreeUpperNodeIgnoresItsRightChild`: a higher node's largest end
        /// leaves out its right child's subtree.
        case upperNodeIgnoresItsRightChild
    }

    static let name = "planted-node-summary"
    let tree: IntervalTreeIndex
    let shape: DrawnIntervalTreeShape

    init(_ result: LayoutResult) { self.init(result, nodeSize: 16, .nodeIgnoresItsRightBlock) }

    init(_ result: LayoutResult, nodeSize: Int, _ slip: Slip) {
        self.init(result, shape: DrawnIntervalTreeShape(nodeSize: nodeSize), slip)
    }

    init(_ result: LayoutResult, shape: DrawnIntervalTreeShape, _ slip: Slip) {
        self.shape = shape
        var tree = IntervalTreeIndex(result, shape: shape)
        tree.upperNodes = Self.planting(slip, in: tree.upperNodes)
        self.tree = tree
    }

    /// The nodes recomputed bottom-up as the slip computes them, from their own ends and
    /// the lowest nodes' left blocks (the same loops as `IntervalTreeBlockSummary.upperNodes`).
    static func planting(_ slip: Slip, in nodes: [IntervalTreeIndex.UpperNode]) -> [IntervalTreeIndex.UpperNode] {
        var nodes = nodes
        if slip == .nodeIgnoresItsRightBlock {
            for node in stride(from: 0, to: nodes.count, by: 2) {
                nodes[node].maxEnd = max(nodes[node].leftMaxEnd, nodes[node].end)
            }
        }
        var level = 1
        while (1 << (level + 1)) <= nodes.count {
            let half = 1 << (level - 1)
            for node in stride(from: (1 << level) - 1, to: nodes.count, by: 1 << (level + 1)) {
                let left = nodes[node - half].maxEnd
                nodes[node].leftMaxEnd = left
                nodes[node].maxEnd = slip == .upperNodeIgnoresItsRightChild
                    ? max(left, nodes[node].end) : max(left, nodes[node].end, nodes[node + half].maxEnd)
            }
            level += 1
        }
        return nodes
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        tree.query(rect, resumingAt: nil, into: &ids, shape: shape).examined
    }

    var memoryBytes: Int { 0 }
}
