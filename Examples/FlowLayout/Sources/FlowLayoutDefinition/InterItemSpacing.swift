import FlowLayout
import TesseraCheck
import TesseraCore

extension CustomInvariant where Options == FlowOptions {
    /// The flow layout's own rule: neighbours on a line are at least `interitemSpacing` apart.
    ///
    /// Two cells of a section, one after the other, are neighbours on a line when they have
    /// the same top and the second starts right of the first one's start and end (a new line
    /// starts at or left of the line above's last item, even when zero heights and no line
    /// spacing give it the same top). Spreading a line adds to the spacing through a second
    /// rounding, so the gap may fall short by a few ulps of the position, never more.
    public static let interitemSpacing = CustomInvariant(
        "interitemSpacing", summary: "neighbours on a line are at least interitemSpacing apart",
        plant: { result, spec, random in
            // Moves one neighbour to half the spacing from the cell before it.
            let pairs = neighbours(in: result).filter { _ in spec.options.interitemSpacing > 0 }
            guard !pairs.isEmpty else { return nil }
            let (before, after) = random.pick(pairs)
            let width = result.frames[after].width
            var frames = result.elements
            frames[after].frame.minX = result.frames[before].maxX + spec.options.interitemSpacing / 2
            frames[after].frame.maxX = frames[after].frame.minX + width
            return try? LayoutResult(contentSize: result.contentSize, scrollAxis: result.scrollAxis, elements: frames)
        }
    ) { result, spec in
        let spacing = spec.options.interitemSpacing
        return neighbours(in: result).compactMap { before, after in
            let gap = result.frames[after].minX - result.frames[before].maxX
            let rounding = 4 * result.frames[after].minX.magnitude.ulp
            guard gap < spacing - rounding else { return nil }
            return InvariantViolation(
                .init("interitemSpacing", summary: ""), "#\(before) and #\(after) are \(gap) apart on a line, less than interitemSpacing \(spacing)",
                elements: [.init(result, id: before), .init(result, id: after)]
            )
        }
    }

    /// Consecutive cells of a section on the same line, as pairs of element ids.
    private static func neighbours(in result: LayoutResult) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var previous: Int?
        for id in 0 ..< result.count where result.kinds[id] == .cell {
            defer { previous = id }
            guard let before = previous, result.path(ofElement: before).section == result.path(ofElement: id).section else { continue }
            let first = result.frames[before], second = result.frames[id]
            if second.minY == first.minY, second.minX > first.minX, second.minX >= first.maxX {
                pairs.append((before, id))
            }
        }
        return pairs
    }
}
