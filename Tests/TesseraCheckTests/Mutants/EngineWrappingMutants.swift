import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// Mutants built on Tessera's real engines and indexes: the engine's own result with one
/// planted defect, so the harness is shown to catch bugs in the code it actually guards.
struct PerturbedLayout: CollectionLayout {
    enum Perturbation: String, CaseIterable, Sendable {
        /// The content ends one point below the union (a trailing spacing or margin).
        case paddedContent
        /// A cell that has a neighbour on its right ends one ulp further: origin + size
        /// across a shared edge.
        case ulpPastSharedEdge
        /// The last cell is never emitted (an off-by-one in the placement loop).
        case lastCellDropped
        /// The layout mirrored left to right: still tight and overlap-free, but a
        /// shortest-column waterfall now breaks ties towards the highest column.
        case mirrored
    }

    var base: any CollectionLayout
    var perturbation: Perturbation

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        let original = try base.layout(items, in: container)
        var result = LayoutResult(scrollAxis: original.scrollAxis, items: items)
        let width = original.contentSize.width
        var widened = false
        let lastCell = (0 ..< original.count).last { original.kinds[$0] == .cell }
        for id in 0 ..< original.count {
            var frame = original.frames[id]
            switch perturbation {
            case .paddedContent:
                break
            case .ulpPastSharedEdge:
                if !widened, original.kinds[id] == .cell,
                   original.frames.contains(where: { $0.minX == frame.maxX && $0.minY < frame.maxY && frame.minY < $0.maxY }) {
                    frame.maxX = frame.maxX.nextUp
                    widened = true
                }
            case .lastCellDropped:
                if id == lastCell { continue }
            case .mirrored:
                frame = Rect(minX: width - frame.maxX, minY: frame.minY, maxX: width - frame.minX, maxY: frame.maxY)
            }
            result.append(frame, kind: original.kinds[id], path: original.path(ofElement: id))
        }
        result.contentSize = original.contentSize
        if perturbation == .paddedContent { result.contentSize.height += 1 }
        return result
    }
}

/// A real index whose answers lose the elements ending exactly on the query's bottom edge.
struct BottomEdgeDroppingIndex: RectIndex {
    static let name = "bottom-edge-dropping"
    let base: any RectIndex
    let frames: [Rect]

    init(_ result: LayoutResult) {
        self.init(result, base: IndexKind.intervalTree)
    }

    init(_ result: LayoutResult, base kind: IndexKind) {
        base = kind.build(result)
        frames = result.frames
    }

    @discardableResult
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        let start = ids.count
        let work = base.query(rect, into: &ids)
        var kept = start
        for index in start ..< ids.count where frames[Int(ids[index])].maxY != rect.maxY {
            ids[kept] = ids[index]
            kept += 1
        }
        ids.removeLast(ids.count - kept)
        return work
    }

    var memoryBytes: Int { base.memoryBytes }
}

extension Mutant {
    static func perturbed<Definition: LayoutDefinition>(
        _ layout: Definition, _ perturbation: PerturbedLayout.Perturbation, profile: Profile
    ) -> Mutant {
        make("\(layout.name).\(perturbation.rawValue)", layout: layout, profile: profile) {
            PerturbedLayout(base: layout.makeLayout($0), perturbation: perturbation)
        }
    }

    /// Mutants of the real engines and indexes.
    static let ofRealEngines: [Mutant] = [
        .perturbed(.grid, .paddedContent, profile: .phone),
        .perturbed(.grid, .ulpPastSharedEdge, profile: .phone),
        .perturbed(.grid, .lastCellDropped, profile: .sections),
        .perturbed(.waterfall, .mirrored, profile: .phone),
        .perturbed(.bidirectional, .ulpPastSharedEdge, profile: .phone),
        make(
            "interval-tree.dropsBottomEdge", layout: .grid, profile: .phone,
            brokenIndexes: [IndexKind(name: "interval-tree-dropping-bottom-edge", summary: "a planted bug") {
                BottomEdgeDroppingIndex($0, base: .intervalTree)
            }],
            correctIndexes: [.intervalTree]
        ),
    ]
}
