import TesseraCore
import TesseraIndex

extension PlantedViolation {
    /// One violation of each built-in result invariant `wants` selects, planted into `result`
    /// (laid out from `items`, passing every check) where `expectations` let the checker judge
    /// it; `random` picks the elements. Each is a violation by construction — an overlap of
    /// positive depth beyond `tolerance`, an edge past the content, a missing element — so
    /// a checker that reports nothing is wrong. O(n) each.
    static func builtIn(
        in result: LayoutResult, items: ItemSet, expectations: LayoutExpectations, tolerance: Double,
        indexes: [IndexKind], queries: [Rect], wants: (Invariant) -> Bool, random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        let planter = BuiltInPlanter(result: result, items: items, expectations: expectations, tolerance: tolerance)
        var planted: [PlantedViolation?] = []
        if wants(.noOverlap) { planted.append(planter.overlap(&random)) }
        if wants(.inBounds) { planted.append(planter.pastTheContent(&random)) }
        if wants(.tightContentSize) { planted.append(planter.looseContent()) }
        if wants(.completeness), expectations.items != nil { planted.append(planter.missingOrDoubledElement(&random)) }
        if wants(.lookup) { planted.append(planter.duplicate(&random)) }
        if wants(.indexAgreement), let index = indexes.first { planted.append(planter.droppingIndex(index, queries: queries)) }
        return planted.compactMap { $0 }
    }

    /// `result` with one double changed as a lossy writer or reader changes it, as the
    /// read-backs of `roundTrip` plants: a zero edge's sign flipped (which `==` cannot see),
    /// when an edge is zero, and another edge's last bit — or, without elements, the content
    /// width's sign or last bit.
    static func bitChanged(_ result: LayoutResult, items: ItemSet, _ random: inout Xoshiro256StarStar) -> [(LayoutResult, String)] {
        guard !result.isEmpty else {
            let width = result.contentSize.width
            let changed = width == 0 ? -width : Double(bitPattern: width.bitPattern ^ 1)
            return [(result.edited(for: items) { _, size in size.width = changed }, "the content width's sign or last bit changed")]
        }
        var plants: [(LayoutResult, String)] = []
        if let zero = (0 ..< result.count).first(where: { result.frames[$0].minY == 0 }) {
            var frame = result.frames[zero]
            frame.minY = -frame.minY
            plants.append((result.moving(zero, to: frame, for: items), "element #\(zero)'s minY with the sign of zero flipped"))
        }
        let id = random.nextInt(in: 0 ... result.count - 1)
        var frame = result.frames[id]
        frame.maxX = Double(bitPattern: frame.maxX.bitPattern ^ 1)
        plants.append((result.moving(id, to: frame, for: items), "element #\(id)'s maxX one bit different"))
        return plants
    }

    /// `result` with one element moved by an ulp — or, without elements, a content size an
    /// ulp wider — as the other run of a `determinism` or relation plant.
    /// `by` is how far to move it: 0 for one ulp (an exact check), else past what the check
    /// lets pass.
    static func perturbed(_ result: LayoutResult, items: ItemSet, by distance: Double = 0, _ random: inout Xoshiro256StarStar) -> (LayoutResult, String) {
        func moved(_ value: Double) -> Double { distance > 0 ? value + distance : value.nextUp }
        let amount = distance > 0 ? "\(distance) points" : "one ulp"
        guard !result.isEmpty else {
            return (result.edited(for: items) { _, size in size.width = moved(size.width) }, "the content width \(amount) wider")
        }
        let id = random.nextInt(in: 0 ... result.count - 1)
        var frame = result.frames[id]
        frame.maxX = moved(frame.maxX)
        return (result.moving(id, to: frame, for: items), "element #\(id)'s maxX \(amount) larger")
    }
}

/// Plants the built-in violations into one passing result.
private struct BuiltInPlanter {
    let result: LayoutResult
    let items: ItemSet
    let expectations: LayoutExpectations
    let tolerance: Double

    private var vertical: Bool { result.scrollAxis == .vertical }

    private func randomElement(_ random: inout Xoshiro256StarStar, where include: (Int) -> Bool) -> Int? {
        let candidates = (0 ..< result.count).filter(include)
        return candidates.isEmpty ? nil : random.pick(candidates)
    }

    /// An element grown by one ulp into the neighbour it touches (exact checks), or — when none
    /// touches or the check has a tolerance — one element moved onto another.
    func overlap(_ random: inout Xoshiro256StarStar) -> PlantedViolation? {
        let frames = result.frames
        let rules = expectations.overlapRules
        /// Whether the rules let `a` and `b` overlap, so that overlapping them plants nothing.
        func allowed(_ a: Int, _ b: Int) -> Bool {
            !rules.isEmpty && rules.allows(
                result.kind(ofElement: a), inSection: result.path(ofElement: a).section,
                toOverlap: result.kind(ofElement: b), inSection: result.path(ofElement: b).section
            )
        }
        if tolerance == 0 {
            // Elements by leading edge, to find who starts where another ends.
            var byMinX: [Double: [Int]] = [:], byMinY: [Double: [Int]] = [:]
            for id in frames.indices {
                byMinX[frames[id].minX, default: []].append(id)
                byMinY[frames[id].minY, default: []].append(id)
            }
            let start = result.isEmpty ? 0 : random.nextInt(in: 0 ... result.count - 1)
            for offset in 0 ..< result.count {
                let a = (start + offset) % result.count, frame = frames[a]
                if frame.width > 0, let b = byMinX[frame.maxX]?.first(where: { frames[$0].minY < frame.maxY && frame.minY < frames[$0].maxY && !allowed(a, $0) }) {
                    var grown = frames[b]
                    grown.minX = grown.minX.nextDown
                    return PlantedViolation(.noOverlap, "#\(b) grown left by one ulp into its neighbour #\(a)", .result(result.moving(b, to: grown, for: items)))
                }
                if frame.height > 0, let b = byMinY[frame.maxY]?.first(where: { frames[$0].minX < frame.maxX && frame.minX < frames[$0].maxX && !allowed(a, $0) }) {
                    var grown = frames[b]
                    grown.minY = grown.minY.nextDown
                    return PlantedViolation(.noOverlap, "#\(b) grown up by one ulp into its neighbour #\(a)", .result(result.moving(b, to: grown, for: items)))
                }
            }
        }
        guard result.count >= 2, let a = randomElement(&random, where: { frames[$0].width > tolerance && frames[$0].height > tolerance }) else {
            return nil
        }
        var b = (a + 1 + random.nextInt(in: 0 ... result.count - 2)) % result.count
        if allowed(a, b) {
            guard let other = (0 ..< result.count).first(where: { $0 != a && !allowed(a, $0) }) else { return nil }
            b = other
        }
        return PlantedViolation(.noOverlap, "#\(b) moved onto #\(a)", .result(result.moving(b, to: frames[a], for: items)))
    }

    /// A header (or, without headers, any element) pushed past the content along the scroll
    /// axis by just more than the tolerance.
    func pastTheContent(_ random: inout Xoshiro256StarStar) -> PlantedViolation? {
        let along = vertical ? result.contentSize.height : result.contentSize.width
        guard along.isFinite, !result.isEmpty else { return nil }
        let id = randomElement(&random) { result.kind(ofElement: $0) == .header } ?? random.nextInt(in: 0 ... result.count - 1)
        var frame = result.frames[id]
        let end = (along + tolerance).nextUp
        if vertical { frame.maxY = end } else { frame.maxX = end }
        return PlantedViolation(
            .inBounds, "\(result.kind(ofElement: id).name) #\(id) pushed past the content to \(end) (content \(along))",
            .result(result.moving(id, to: frame, for: items))
        )
    }

    /// The content one step longer than the layout's (or, with no insets known, one step
    /// shorter than the frames' union) along the scroll axis.
    func looseContent() -> PlantedViolation? {
        let size = result.contentSize
        let along = vertical ? size.height : size.width
        guard along.isFinite else { return nil }
        var changed = size
        let description: String
        if expectations.insets != nil {
            let longer = (along + 2 * tolerance).nextUp
            if vertical { changed.height = longer } else { changed.width = longer }
            description = "the content padded to \(longer) along the scroll axis"
        } else {
            guard let union = result.framesUnion, union.isFinite else { return nil }
            let shorter = ((vertical ? union.maxY : union.maxX) - tolerance).nextDown
            if vertical { changed.height = shorter } else { changed.width = shorter }
            description = "the content cut to \(shorter), short of the frames along the scroll axis"
        }
        return PlantedViolation(.tightContentSize, description, .result(result.edited(for: items) { _, size in size = changed }))
    }

    /// A footer (or header) the layout is configured to show dropped from a non-empty
    /// section or listed a second time in it, one or the other by a coin, or else a cell
    /// dropped: a completeness check that counts "at least one" where "exactly one" belongs
    /// passes the drop but not the copy.
    func missingOrDoubledElement(_ random: inout Xoshiro256StarStar) -> PlantedViolation? {
        let supplementary = randomElement(&random) { id in
            let kind = result.kind(ofElement: id)
            let section = result.path(ofElement: id).section
            let configured = kind == .footer ? expectations.sectionFooters[section] ?? expectations.footers
                : kind == .header ? expectations.sectionHeaders[section] ?? expectations.headers : nil
            return configured == true && items.itemCount(inSection: section) > 0
        }
        if let id = supplementary, random.nextBool() {
            return PlantedViolation(
                .completeness, "\(result.kind(ofElement: id).name) \(result.path(ofElement: id)) #\(id) listed twice in its section",
                .result(result.edited(for: items) { elements, _ in elements.append(elements[id]) })
            )
        }
        guard let id = supplementary ?? randomElement(&random, where: { result.isCell($0) }) else { return nil }
        return PlantedViolation(
            .completeness, "\(result.kind(ofElement: id).name) \(result.path(ofElement: id)) #\(id) dropped", .result(result.removing(id, for: items))
        )
    }

    /// An element listed a second time under its path, so that the lookup names the copy.
    func duplicate(_ random: inout Xoshiro256StarStar) -> PlantedViolation? {
        guard !result.isEmpty else { return nil }
        let id = random.nextInt(in: 0 ... result.count - 1)
        return PlantedViolation(
            .lookup, "\(result.kind(ofElement: id).name) \(result.path(ofElement: id)) #\(id) listed twice",
            .result(result.edited(for: items) { elements, _ in elements.append(elements[id]) })
        )
    }

    /// `index`, losing one id of every answer — when a probe query has an answer to lose.
    func droppingIndex(_ index: IndexKind, queries: [Rect]) -> PlantedViolation? {
        guard queries.contains(where: { !result.linearFilter($0).isEmpty }) else { return nil }
        let broken = IndexKind(name: "\(index.name)-losing-an-answer", summary: "\(index.name), dropping the last id of every answer") {
            AnswerDroppingIndex(base: index.build($0))
        }
        return PlantedViolation(.indexAgreement, "\(index.name) losing the last id of every answer", .index(broken))
    }
}

/// An index that loses the last id of every non-empty answer: the planted defect of an
/// `indexAgreement` plant.
private struct AnswerDroppingIndex: RectIndex {
    static let name = "losing-an-answer"
    let base: any RectIndex

    init(base: any RectIndex) { self.base = base }

    init(_ result: LayoutResult) { base = LinearFilterIndex(result) }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        let start = ids.count
        let examined = base.query(rect, into: &ids)
        if ids.count > start { ids.removeLast() }
        return examined
    }

    var memoryBytes: Int { base.memoryBytes }
}
