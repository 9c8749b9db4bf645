import TesseraCore
import TesseraIndex

extension LayoutResult {
    /// The ids the linear filter answers for `rect`: every element whose frame intersects it
    /// (`Rect.intersects`), in id order. The reference every index must agree with. O(n).
    public func linearFilter(_ rect: Rect) -> [Int32] {
        var ids: [Int32] = []
        for id in 0 ..< count where frames[id].intersects(rect) {
            ids.append(Int32(id))
        }
        return ids
    }

    /// Queries where `index` answers a different set than the linear filter: missing or
    /// extra ids (`indexAgreement` violations, at most `limit`). O(queries × n).
    public func indexAgreementViolations(index: any RectIndex, queries: [Rect], limit: Int = 1) -> [InvariantViolation] {
        agreementViolations(name: type(of: index).name, queries: queries, limit: limit) { index.query($0, into: &$1) }
    }

    /// Queries where `answer` — an index, or a layout's own query — answers a different set
    /// than the linear filter, reported under `name`. O(queries × n).
    func agreementViolations(
        name: String, queries: [Rect], limit: Int, answering ask: (Rect, inout [Int32]) -> Void
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        var answer: [Int32] = []
        for query in queries where found.count < limit {
            answer.removeAll(keepingCapacity: true)
            ask(query, &answer)
            let expected = linearFilter(query)
            let answered = answer.sorted()
            guard answered != expected else { continue }
            let missing = Set(expected).subtracting(answered).sorted()
            let duplicates = answered.count != Set(answered).count
            var parts: [String] = []
            if !missing.isEmpty { parts.append("misses \(missing.prefix(8).map { "#\($0)" })") }
            let extras = Set(answered).subtracting(expected).sorted()
            if !extras.isEmpty { parts.append("adds \(extras.prefix(8).map { "#\($0)" })") }
            if duplicates { parts.append("repeats ids") }
            let shown = (missing + extras).prefix(4).filter { Int($0) < count && $0 >= 0 }
            found.append(InvariantViolation(
                .indexAgreement,
                "\(name) on query \(query) \(parts.joined(separator: ", ")) (linear filter: \(expected.count) ids, index: \(answered.count))",
                elements: shown.map { .init(self, id: Int($0)) }
            ))
        }
        return found
    }

    /// Query rects that probe an index where it is most likely wrong, drawn from `random`:
    /// random windows, each sampled frame itself, windows whose edges coincide with a frame's
    /// edges (touching from outside and inside), zero-height and zero-width lines through
    /// and along frames, a point, an inverted rect, the whole content and beyond, off-content
    /// rects, and a quarter aimed at frames' edges an ulp either side
    /// (`IndexCaseGenerator.queries(aimedAt:count:using:)`). At most about `budget` rects.
    /// O(n + budget).
    public func probeQueries(random: inout Xoshiro256StarStar, budget: Int = 64) -> [Rect] {
        // Built as if scrolling vertically, transposed back for horizontal layouts.
        let transposes = scrollAxis == .horizontal
        let oriented = transposes ? Size(width: contentSize.height, height: contentSize.width) : contentSize
        let width = Swift.max(oriented.width, 1), height = Swift.max(oriented.height, 1)
        var queries: [Rect] = [
            Rect(minX: 0, minY: 0, maxX: width, maxY: height),
            Rect(minX: -width, minY: -height, maxX: 2 * width, maxY: 2 * height),
            Rect(minX: width / 2, minY: height / 2, maxX: width / 4, maxY: height / 4),  // inverted
            Rect(minX: 0, minY: height + 1, maxX: width, maxY: height + 100),
            .zero,
        ]
        for _ in 0 ..< Swift.max(1, budget / 8) {
            let x = random.nextDouble(in: -0.1 * width ... width), y = random.nextDouble(in: -0.1 * height ... height)
            queries.append(Rect(
                minX: x, minY: y,
                maxX: x + random.nextDouble(in: 0 ... width / 2), maxY: y + random.nextDouble(in: 0 ... height / 4)
            ))
        }
        guard !isEmpty else { return transposes ? queries.map(\.transposed) : queries }
        let aimed = IndexCaseGenerator.queries(aimedAt: frames, count: budget / 4, using: &random)
        while queries.count < budget - aimed.count {
            let original = frames[random.nextInt(in: 0 ... count - 1)]
            let frame = transposes ? original.transposed : original
            guard frame.isFinite else { continue }
            let reach = random.nextDouble(in: 0 ... Swift.max(frame.height, 1) * 3)
            switch random.nextInt(in: 0 ... 7) {
            case 0: queries.append(frame)
            case 1: queries.append(Rect(minX: 0, minY: frame.maxY - reach, maxX: width, maxY: frame.maxY))  // bottom edges coincide
            case 2: queries.append(Rect(minX: 0, minY: frame.minY, maxX: width, maxY: frame.minY + reach))  // top edges coincide
            case 3: queries.append(Rect(minX: 0, minY: frame.maxY, maxX: width, maxY: frame.maxY + reach))  // touching from below
            case 4: queries.append(Rect(minX: frame.minX, minY: frame.minY - reach, maxX: frame.maxX, maxY: frame.minY))  // touching from above
            case 5: queries.append(Rect(minX: 0, minY: frame.midY, maxX: width, maxY: frame.midY))  // zero-height line through
            case 6: queries.append(Rect(minX: frame.maxX, minY: 0, maxX: frame.maxX, maxY: height))  // line along an edge
            default: queries.append(Rect(minX: frame.minX, minY: frame.minY, maxX: frame.minX, maxY: frame.minY))  // corner point
            }
        }
        return (transposes ? queries.map(\.transposed) : queries) + aimed
    }
}

extension LayoutResult {
    /// The frames as a result dumped from an app might hold them — moved to straddle zero, to
    /// negative coordinates or far from the origin (where ulps are coarse), possibly scaled,
    /// listed in reverse or shuffled, a few listed twice — as cells of one section, with a
    /// description of what was done. Every index must answer such a set exactly too. O(n).
    public func displaced(using random: inout Xoshiro256StarStar) -> (result: LayoutResult, description: String) {
        let bounds = framesUnion.flatMap { $0.isFinite ? $0 : nil } ?? .zero
        let (offset, placement) = random.pick([
            (-(bounds.minX + bounds.maxX) / 2, "straddling zero"), (-bounds.maxX - 100, "at negative coordinates"),
            (1e15, "near 1e15"), (0.1, "by 0.1"),
        ])
        let scale = random.pick([1, 1, 1.0 / 3, 1e-3, 1e6])
        var moved = frames.map { frame in
            Rect(minX: frame.minX * scale + offset, minY: frame.minY * scale + offset, maxX: frame.maxX * scale + offset, maxY: frame.maxY * scale + offset)
        }
        let order = random.nextInt(in: 0 ... 2)
        if order == 1 { moved.reverse() }
        if order == 2, moved.count > 1 {
            for index in stride(from: moved.count - 1, to: 0, by: -1) { moved.swapAt(index, random.nextInt(in: 0 ... index)) }
        }
        if !moved.isEmpty {
            for _ in 0 ..< random.nextInt(in: 0 ... 3) { moved.append(random.pick(moved)) }
        }
        let description = "moved \(placement)\(scale == 1 ? "" : ", scaled by \(scale)"), \(["in order", "reversed", "shuffled"][order]), \(moved.count - count) repeated"
        return (LayoutResult(cells: moved, axis: scrollAxis), description)
    }
}

extension Rect {
    var midY: Double { (minY + maxY) / 2 }
}
