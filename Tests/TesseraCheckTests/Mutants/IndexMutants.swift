import TesseraCheck
import TesseraCore
import TesseraIndex

/// A real index whose answers are changed the way a planted bug would change them: `keep`
/// filters the real answer, `extra` adds ids the bug would let through.
struct PlantedIndexBug: RectIndex {
    static let name = "planted-bug"
    let base: any RectIndex
    let result: LayoutResult
    let keep: @Sendable (LayoutResult, Rect, Int) -> Bool
    let extra: @Sendable (LayoutResult, Rect) -> [Int]

    init(_ result: LayoutResult) {
        self.init(result, base: .linear, keep: { _, _, _ in true }, extra: { _, _ in [] })
    }

    init(
        _ result: LayoutResult, base: IndexKind, keep: @escaping @Sendable (LayoutResult, Rect, Int) -> Bool,
        extra: @escaping @Sendable (LayoutResult, Rect) -> [Int]
    ) {
        self.base = base.build(result)
        self.result = result
        self.keep = keep
        self.extra = extra
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        var answer: [Int32] = []
        let examined = base.query(rect, into: &answer)
        let kept = answer.filter { keep(result, rect, Int($0)) }
        ids += kept + extra(result, rect).map(Int32.init).filter { !kept.contains($0) }
        return examined
    }

    var memoryBytes: Int { base.memoryBytes }
}

/// The interval tree through a scroll cursor that resumes after a small move back — the
/// `cursor.resumesAfterMovingBack` slip of scripts/source-mutants.tsv: a query starting at
/// most two viewport lengths before the previous one resumes where that one did, so frames
/// that end between the two starts are lost. Right for every query asked by itself.
struct CursorResumingAfterMovingBack: ScrollingRectIndex {
    static let name = "cursor-resumes-after-moving-back"
    let result: LayoutResult
    let tree: IntervalTreeIndex

    init(_ result: LayoutResult) {
        self.result = result
        tree = IntervalTreeIndex(result)
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int { tree.query(rect, into: &ids) }

    func answers(scrollingThrough rects: [Rect]) -> [[Int32]] {
        let vertical = result.scrollAxis == .vertical
        var previous: (start: Double, reach: Double)?
        return rects.map { rect in
            var ids: [Int32] = []
            tree.query(rect, into: &ids)
            guard rect.canMatch else { return ids }
            let (start, end) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
            if let previous, start < previous.start, start >= previous.start - previous.reach {
                ids.removeAll { id in
                    let frame = result.frames[Int(id)]
                    return (vertical ? frame.maxY : frame.maxX) <= previous.start
                }
            }
            previous = (start, 2 * (end - start))
            return ids
        }
    }

    var memoryBytes: Int { tree.memoryBytes }
}

extension Rect {
    /// Not inverted and free of NaN: a frame an index must list.
    var canMatch: Bool { minX <= maxX && minY <= maxY }
}

extension IndexKind {
    /// `base` with a planted bug, named `name`.
    static func planted(
        _ name: String, on base: IndexKind, keep: @escaping @Sendable (LayoutResult, Rect, Int) -> Bool = { _, _, _ in true },
        extra: @escaping @Sendable (LayoutResult, Rect) -> [Int] = { _, _ in [] }
    ) -> IndexKind {
        IndexKind(name: name, summary: "\(base.name) with a planted bug") { PlantedIndexBug($0, base: base, keep: keep, extra: extra) }
    }
}

extension Mutant {
    static let indexes: [Mutant] = [
        // `start >= resumeStart - resumeReach` where the cursor wants `start >= resumeStart`:
        // after a small move back, frames ending between the two starts are lost.
        .scrolling("cursor.resumesAfterMovingBack", .comparison, IndexKind(CursorResumingAfterMovingBack.self, summary: "a cursor resuming after a move back")),
        // `<` where the upper-bound search wants `<=`: frames ending on the query's far edge are lost.
        .index("interval-tree.farEdgeLost", .comparison, on: .grid, .planted("interval-tree-far-edge-lost", on: .intervalTree) { result, rect, id in
            let frame = result.frames[id]
            return result.scrollAxis == .vertical ? frame.maxY != rect.maxY : frame.maxX != rect.maxX
        }),
        // `minY < maxY` where `canIntersect` wants `<=`: zero-length frames are never listed.
        .index("sorted-search.zeroLengthFramesLost", .comparison, on: .waterfall, .planted("sorted-search-zero-length-lost", on: .sortedSearch) { result, _, id in
            let frame = result.frames[id]
            return frame.width > 0 && frame.height > 0
        }),
        // The cross-axis test reads the scroll axis again: frames beside the query are let in.
        .index("packed-rtree.crossAxisFromTheScrollAxis", .wrongField, on: .bidirectional, .planted("packed-rtree-cross-axis", on: .packedRTree, extra: { result, rect in
            (0 ..< result.count).filter { id in
                let frame = result.frames[id]
                return frame.minY < rect.maxY && rect.minY < frame.maxY && !frame.isInverted && !rect.isInverted
            }
        })),
        // `0 ..< blocks − 1`: the last block of 20 is never scanned.
        .index("block-union.lastBlockSkipped", .offByOne, on: .grid, .planted("block-union-last-block-skipped", on: .blockUnion) { result, _, id in
            id < (result.count - 1) / BlockUnionIndex.blockSize * BlockUnionIndex.blockSize
        }),
        // The candidate run stops one position early: the last hit in scroll order is lost.
        .index("interval-tree.runEndsOneEarly", .offByOne, on: .waterfall, .planted("interval-tree-run-ends-early", on: .intervalTree) { result, rect, id in
            let hits = result.linearFilter(rect)
            let start = { (frame: Rect) in result.scrollAxis == .vertical ? frame.minY : frame.minX }
            guard let last = hits.max(by: { (start(result.frames[Int($0)]), $0) < (start(result.frames[Int($1)]), $1) }) else { return true }
            return Int(last) != id
        }),
        // `max(0, …)` on the query's edges: frames at negative coordinates are never found.
        .index("page-table.queryClampedAtZero", .wrongField, on: .waterfall, .planted("page-table-clamped", on: .pageTable) { result, rect, id in
            let frame = result.frames[id]
            let clamped = Rect(minX: max(0, rect.minX), minY: max(0, rect.minY), maxX: rect.maxX, maxY: rect.maxY)
            return frame.intersects(clamped)
        }),
        // The window's lower bound computed without rounding outwards (`low − maxExtent`, no
        // `nextDown`/`nextUp`): a frame whose extent rounds down is lost.
        .index("sorted-search.windowNotRoundedOutward", .comparison, on: .grid, .planted("sorted-search-window", on: .sortedSearch) { result, rect, id in
            let vertical = result.scrollAxis == .vertical
            let start = { (frame: Rect) in vertical ? frame.minY : frame.minX }
            let largest = result.frames.filter { $0.canMatch }.map { vertical ? $0.maxY - $0.minY : $0.maxX - $0.minX }.max() ?? 0
            return start(result.frames[id]) > (vertical ? rect.minY : rect.minX) - largest
        }),
        // An empty-rect guard (`width > 0 && height > 0`) where `canIntersect` belongs: line queries answer nothing.
        .index("page-table.lineQueriesAnswerNothing", .wrongBranch, on: .grid, .planted("page-table-line-queries", on: .pageTable) { _, rect, _ in
            rect.width > 0 && rect.height > 0
        }),
    ]
}
