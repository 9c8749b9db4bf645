import TesseraCore

extension Invariant {
    /// A grid item's span is `1...columns` after the clamp and its frame covers exactly its
    /// columns' edges. The grid's and its seed port's; checked and reported after `completeness`.
    public static let spansFitGrid = Invariant(
        "spansFitGrid", summary: "spans are clamped to the columns and cover exactly their columns' edges",
        reportedAfter: .completeness
    )
}

extension LayoutResult {
    /// Grid cells whose extent across the scroll axis does not cover exactly
    /// `min(span, columns)` columns (`spansFitGrid` violations, at most `limit`). O(n log n).
    ///
    /// The column edges are read from the result itself: the 1-span cells' leading and
    /// trailing edges across the axis. When they name every column (`columns` distinct
    /// leading edges), each cell must start on a column's leading edge, end on the trailing
    /// edge of the column `min(span, columns) − 1` further on, and a 1-span cell must pair
    /// matching edges. More distinct leading edges than columns is a violation by itself.
    /// With some columns never holding a 1-span cell, the check only requires spanning cells
    /// to start and end on known edges where those are the nearest ones. A column of no width
    /// (a container so narrow that its columns' share underflows to 0, the last column ending
    /// on the trailing edge) starts where the next one does: a cell of no width is not
    /// compared with another starting on the same edge.
    package func spanViolations(items: ItemSet, columns: Int, limit: Int = 1) -> [InvariantViolation] {
        guard columns >= 1 else { return [] }
        let vertical = scrollAxis == .vertical
        func across(_ frame: Rect) -> (Double, Double) { vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY) }
        var leading: [Double: Int] = [:]  // edge → an example element id
        var trailingByLeading: [Double: (Double, Int)] = [:]
        var found: [InvariantViolation] = []
        for id in 0 ..< count where kinds[id] == .cell {
            // A span clamped to one column is a 1-span cell (the grid clamps spans to its columns).
            guard let flat = items.flatIndex(of: path(ofElement: id)), min(items.spans[flat], columns) == 1 else { continue }
            let (low, high) = across(frames[id])
            guard low.isFinite, high.isFinite else { continue }
            if let (otherHigh, otherId) = trailingByLeading[low], otherHigh != high, low != high, otherHigh != low {
                found.append(InvariantViolation(
                    .spansFitGrid, "two 1-span cells start on the same column edge \(low) but end at \(otherHigh) and \(high)",
                    elements: [.init(self, id: otherId), .init(self, id: id)], magnitude: .distance(from: high, to: otherHigh)
                ))
            }
            leading[low] = leading[low] ?? id
            trailingByLeading[low] = trailingByLeading[low] ?? (high, id)
        }
        if leading.count > columns {
            let examples = leading.sorted { $0.key < $1.key }.prefix(columns + 1).map { InvariantViolation.Element(self, id: $0.value) }
            found.append(InvariantViolation(
                .spansFitGrid, "1-span cells start on \(leading.count) distinct column edges, but the grid has \(columns) columns",
                elements: examples
            ))
        }
        guard found.isEmpty, leading.count == columns else { return Array(found.prefix(limit)) }
        let starts = leading.keys.sorted()
        let ends = starts.map { trailingByLeading[$0]!.0 }
        for id in 0 ..< count where kinds[id] == .cell && found.count < limit {
            guard let flat = items.flatIndex(of: path(ofElement: id)), min(items.spans[flat], columns) > 1 else { continue }
            let span = min(items.spans[flat], columns)
            let (low, high) = across(frames[id])
            guard let first = starts.firstIndex(of: low) else {
                found.append(InvariantViolation(
                    .spansFitGrid, "span-\(items.spans[flat]) cell #\(id) starts at \(low), which is no column's leading edge \(starts.prefix(8))",
                    elements: [.init(self, id: id)]
                ))
                continue
            }
            let last = first + span - 1
            if last >= columns || ends[last] != high {
                let expected = last < columns ? "\(ends[last])" : "beyond the last column"
                found.append(InvariantViolation(
                    .spansFitGrid,
                    "span-\(items.spans[flat]) cell #\(id) (clamped to \(span) of \(columns) columns) starts at column \(first) and ends at \(high), expected \(expected)",
                    elements: [.init(self, id: id)], magnitude: last < columns ? .distance(from: high, to: ends[last]) : .notGeometric
                ))
            }
        }
        return found
    }
}

extension PlantedViolation {
    /// A `spansFitGrid` violation planted into `result`, a grid of `columns` columns laid out
    /// from `items` that passed: a spanning cell ending an ulp short of its last column's edge
    /// (when every column holds a 1-span cell, so the check knows the edges), or a 1-span cell
    /// ending an ulp short of another in its column; `nil` when there is neither. `random`
    /// picks the spanning cell. O(n).
    static func offColumnEdge(in result: LayoutResult, items: ItemSet, columns: Int, using random: inout Xoshiro256StarStar) -> PlantedViolation? {
        let vertical = result.scrollAxis == .vertical
        func across(_ frame: Rect) -> (Double, Double) { vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY) }
        var spans: [Int: Int] = [:]
        var firstByLeading: [Double: Int] = [:]
        var shared: Int?
        for id in 0 ..< result.count where result.kinds[id] == .cell {
            guard let flat = items.flatIndex(of: result.path(ofElement: id)) else { continue }
            spans[id] = min(items.spans[flat], columns)
            guard spans[id] == 1 else { continue }
            let leading = across(result.frames[id]).0
            if firstByLeading[leading] != nil { shared = shared ?? id } else { firstByLeading[leading] = id }
        }
        var target: Int?
        if firstByLeading.count == columns {
            let spanning = (0 ..< result.count).filter { (spans[$0] ?? 1) > 1 }
            target = spanning.isEmpty ? nil : random.pick(spanning)
        }
        guard let id = target ?? shared else { return nil }
        var frame = result.frames[id]
        if vertical { frame.maxX = frame.maxX.nextDown } else { frame.maxY = frame.maxY.nextDown }
        return PlantedViolation(
            .spansFitGrid, "span-\(spans[id] ?? 1) cell #\(id) ending one ulp short of its column's edge",
            .result(result.moving(id, to: frame, for: items))
        )
    }
}
