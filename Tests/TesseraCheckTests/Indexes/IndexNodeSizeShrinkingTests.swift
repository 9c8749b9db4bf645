import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// A wrong block or node summary shrinks to the smallest tree that shows it: the index
/// campaign draws small node sizes and shrinks the node size first, then the frames — the
/// `tree.` lines of scripts/source-mutants.tsv, planted here in small indexes of the tests' own.
@Suite struct IndexNodeSizeShrinkingTests {
    @Test func aBlockSummaryOfItsLastMemberShrinksToTwoFrames() throws {
        let failure = try #require(Self.firstFailure(of: Self.lastMemberSummary))
        #expect(failure.frames.count <= 2, "\(failure)")
        #expect(failure.nodeSize == 2, "\(failure)")
    }

    @Test func anInnerBoxOfItsLastChildShrinksToThreeFrames() throws {
        let failure = try #require(Self.firstFailure(of: Self.lastChildInnerBox))
        #expect(failure.frames.count <= 3, "\(failure)")
        #expect(failure.nodeSize == 2, "\(failure)")
    }

    @Test func anIndexWithoutANodeSizeIsBuiltAsShipped() {
        // Blocks of 20 summarized by their last member are right here (the last covers them
        // all); blocks of 2 are not (the first block's last member misses the first).
        let frames = [Rect(minX: 0, minY: 5, maxX: 1, maxY: 6)] + Array(repeating: Rect(minX: 0, minY: 0, maxX: 1, maxY: 1), count: 18)
            + [Rect(minX: 0, minY: 0, maxX: 1, maxY: 10)]
        var indexCase = IndexCase(frames: frames, axis: .vertical, queries: [Rect(minX: 0, minY: 5.2, maxX: 1, maxY: 5.8)])
        #expect(indexCase.disagreement(of: Self.lastMemberSummary) == nil)
        indexCase.nodeSize = 2
        // A user's kind has no node size: the case's is ignored, and the kind built as it is.
        let users = IndexKind(name: "last-member-summary", summary: "a user's kind") { LastMemberSummaryIndex($0, blockSize: 20) }
        #expect(!users.hasNodeSize)
        #expect(indexCase.disagreement(of: users) == nil)
        #expect(indexCase.disagreement(of: Self.lastMemberSummary) != nil)
    }

    @Test func campaignsDrawSmallNodesAndTheShippedOnes() {
        let generator = IndexCaseGenerator()
        var random = Xoshiro256StarStar(seed: 7)
        let sizes = (0 ..< 400).map { _ in generator.generate(using: &random).nodeSize }
        #expect(sizes.contains(nil))
        #expect(sizes.contains(1) && sizes.contains(2))
        #expect(sizes.compactMap { $0 }.allSatisfy { (1 ... 32).contains($0) })
    }

    /// Blocks whose summary is their last member's frame (`tree.blockUnionIsItsLastMember`).
    static let lastMemberSummary = IndexKind(LastMemberSummaryIndex.self, summary: "block summaries of their last member") {
        LastMemberSummaryIndex($0, blockSize: $1)
    }

    /// A two-level tree whose inner boxes are their last child's
    /// (`tree.packedRTreeInnerBoxIsItsLastChild`).
    static let lastChildInnerBox = IndexKind(LastChildInnerBoxIndex.self, summary: "inner boxes of their last child", smallestNodeSize: 2) {
        LastChildInnerBoxIndex($0, nodeSize: $1)
    }

    static func firstFailure(of index: IndexKind) -> IndexCampaignFailure? {
        IndexCampaign(index: index, cases: 2000, seed: 0x2413, stopsAtFirstFailure: true).run().failure
    }
}

/// Blocks of `blockSize` consecutive frames, each summarized by its last member's frame
/// instead of their bounding rect; a query scans the members of the blocks whose summary it
/// touches.
struct LastMemberSummaryIndex: RectIndex {
    static let name = "last-member-summary"
    let frames: [Rect]
    let blockSize: Int
    let summaries: [Rect]

    init(_ result: LayoutResult) { self.init(result, blockSize: 20) }

    init(_ result: LayoutResult, blockSize: Int) {
        frames = result.frames
        self.blockSize = max(1, blockSize)
        summaries = stride(from: 0, to: frames.count, by: self.blockSize).map { first in
            result.frames[min(first + max(1, blockSize), result.frames.count) - 1]
        }
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        for (block, summary) in summaries.enumerated() where summary.intersects(rect) {
            for id in block * blockSize ..< min((block + 1) * blockSize, frames.count) where frames[id].intersects(rect) {
                ids.append(Int32(id))
            }
        }
        return frames.count
    }

    var memoryBytes: Int { 0 }
}

/// Leaves of `nodeSize` consecutive frames with their true bounding rects, under inner nodes
/// of `nodeSize` leaves whose box is their last leaf's instead of the union of them all.
struct LastChildInnerBoxIndex: RectIndex {
    static let name = "last-child-inner-box"
    let frames: [Rect]
    let nodeSize: Int
    let leaves: [Rect]
    let inner: [Rect]

    init(_ result: LayoutResult) { self.init(result, nodeSize: 16) }

    init(_ result: LayoutResult, nodeSize: Int) {
        frames = result.frames
        let size = max(2, nodeSize)
        self.nodeSize = size
        let leaves = stride(from: 0, to: frames.count, by: size).map { first in
            result.frames[first ..< min(first + size, result.frames.count)].dropFirst()
                .reduce(result.frames[first]) { $0.union($1) }
        }
        self.leaves = leaves
        inner = stride(from: 0, to: leaves.count, by: size).map { first in leaves[min(first + size, leaves.count) - 1] }
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        for (node, box) in inner.enumerated() where box.intersects(rect) {
            for leaf in node * nodeSize ..< min((node + 1) * nodeSize, leaves.count) where leaves[leaf].intersects(rect) {
                for id in leaf * nodeSize ..< min((leaf + 1) * nodeSize, frames.count) where frames[id].intersects(rect) {
                    ids.append(Int32(id))
                }
            }
        }
        return frames.count
    }

    var memoryBytes: Int { 0 }
}
