import TesseraCore

extension LayoutResult {
    /// For a waterfall placing items into the shortest column (ties to the lowest column
    /// index): cells placed into a column while another offered a higher top, or an equal
    /// top with a lower index; a section with more distinct columns than configured; and
    /// column bottoms further apart than the tallest cell plus the gap between cells
    /// (`waterfallBalance` violations, at most `limit`). O(n × columns).
    ///
    /// Columns are told apart by their cells' leading edge. The top a column offered when
    /// cell *i* was placed is the top of the next cell placed into that column after *i* —
    /// the column's end does not move in between — so the check compares the engine's own
    /// numbers and needs no model of its arithmetic. Sections holding spanning items are
    /// skipped (spans take several columns).
    public func waterfallBalanceViolations(items: ItemSet, columns: LayoutExpectations.WaterfallColumns, limit: Int = 1) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for section in 0 ..< items.sectionCount where found.count < limit {
            let range = items.flatRange(ofSection: section)
            guard !range.isEmpty, !items.spans[range].contains(where: { $0 > 1 }) else { continue }
            var cells: [Int] = []
            for item in 0 ..< range.count {
                if let id = cell(at: ItemPath(section: section, item: item)), frames[id].isFinite { cells.append(id) }
            }
            let positions = Set(cells.map { frames[$0].minX }).sorted()
            let configured = columns.columns(inSection: section)
            if positions.count > configured {
                found.append(InvariantViolation(
                    .waterfallBalance, "section \(section) has cells in \(positions.count) distinct columns, configured \(configured)",
                    elements: cells.prefix(configured + 1).map { .init(self, id: $0) }
                ))
                continue
            }
            let columnOf = Dictionary(uniqueKeysWithValues: positions.enumerated().map { ($1, $0) })
            // Walk backwards, remembering the next cell placed into each column.
            var nextInColumn = [Int?](repeating: nil, count: positions.count)
            for id in cells.reversed() where found.count < limit {
                let column = columnOf[frames[id].minX]!
                let top = frames[id].minY
                for other in 0 ..< positions.count where other != column {
                    guard let next = nextInColumn[other] else { continue }
                    let offered = frames[next].minY
                    if offered < top || (offered == top && other < column) {
                        let reason = offered < top ? "column \(other) offered a higher top \(offered)" : "column \(other) offered the same top \(offered) and has the lower index"
                        found.append(InvariantViolation(
                            .waterfallBalance, "cell #\(id) went into column \(column) at top \(top), but \(reason) (the next cell there is #\(next))",
                            elements: [.init(self, id: id), .init(self, id: next)]
                        ))
                        break
                    }
                }
                nextInColumn[column] = id
            }
            guard found.count < limit else { break }
            // Column bottoms within the tallest cell plus the largest gap of each other.
            var bottoms = [Int](repeating: -1, count: positions.count)
            var tallest = 0.0, largestGap = 0.0
            for id in cells {
                let column = columnOf[frames[id].minX]!
                if bottoms[column] >= 0 { largestGap = max(largestGap, frames[id].minY - frames[bottoms[column]].maxY) }
                bottoms[column] = id
                tallest = max(tallest, frames[id].height)
            }
            let ends = bottoms.filter { $0 >= 0 }
            guard let lowest = ends.min(by: { frames[$0].maxY < frames[$1].maxY }),
                  let highest = ends.max(by: { frames[$0].maxY < frames[$1].maxY }) else { continue }
            let spread = frames[highest].maxY - frames[lowest].maxY
            let bound = tallest + largestGap
            if spread > bound + 1e-9 * max(1, abs(frames[highest].maxY)) {
                found.append(InvariantViolation(
                    .waterfallBalance,
                    "section \(section): column bottoms \(frames[lowest].maxY) and \(frames[highest].maxY) are \(spread) apart, more than the tallest cell \(tallest) + gap \(largestGap)",
                    elements: [.init(self, id: lowest), .init(self, id: highest)]
                ))
            }
        }
        return found
    }
}
