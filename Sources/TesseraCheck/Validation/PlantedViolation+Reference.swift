import TesseraCore

extension PlantedViolation {
    /// For a reference model that fixes every frame (reported as `invariant`): one random
    /// element of `kinds` with one edge moved by an ulp, or — with no such element, for a model
    /// that also fixes the content size (`checksContentSize`) — the content an ulp longer along
    /// the scroll axis; else `nil`. `edges` are the edges that may move (0 minX, 1 minY, 2 maxX,
    /// 3 maxY).
    public static func movedByAnUlp(
        _ invariant: Invariant, in result: LayoutResult, items: ItemSet, kinds: Set<ElementKind> = [.cell],
        edges: [Int] = [0, 1, 2, 3], checksContentSize: Bool = true, using random: inout Xoshiro256StarStar
    ) -> PlantedViolation? {
        let candidates = (0 ..< result.count).filter { kinds.contains(result.kind(ofElement: $0)) }
        guard !candidates.isEmpty else {
            guard checksContentSize else { return nil }
            let planted = result.edited(for: items) { _, size in
                if result.scrollAxis == .vertical { size.height = size.height.nextUp } else { size.width = size.width.nextUp }
            }
            return PlantedViolation(invariant, "the content one ulp longer", .result(planted))
        }
        let id = random.pick(candidates)
        var frame = result.frames[id]
        let edge: String
        switch random.pick(edges) {
        case 0: (frame.minX, edge) = (frame.minX.nextUp, "minX")
        case 1: (frame.minY, edge) = (frame.minY.nextUp, "minY")
        case 2: (frame.maxX, edge) = (frame.maxX.nextDown, "maxX")
        default: (frame.maxY, edge) = (frame.maxY.nextDown, "maxY")
        }
        return PlantedViolation(
            invariant, "\(result.kind(ofElement: id).name) \(result.path(ofElement: id)) #\(id) with its \(edge) moved by one ulp",
            .result(result.moving(id, to: frame, for: items))
        )
    }
}
