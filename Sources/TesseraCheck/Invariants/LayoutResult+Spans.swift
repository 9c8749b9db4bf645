import TesseraCore

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
    /// to start and end on known edges where those are the nearest ones.
    public func spanViolations(items: ItemSet, columns: Int, limit: Int = 1) -> [InvariantViolation] {
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
            if let (otherHigh, otherId) = trailingByLeading[low], otherHigh != high {
                found.append(InvariantViolation(
                    .spansFitGrid, "two 1-span cells start on the same column edge \(low) but end at \(otherHigh) and \(high)",
                    elements: [.init(self, id: otherId), .init(self, id: id)]
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
                    elements: [.init(self, id: id)]
                ))
            }
        }
        return found
    }
}
