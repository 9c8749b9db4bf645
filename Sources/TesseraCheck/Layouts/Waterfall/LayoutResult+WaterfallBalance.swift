import TesseraCore

extension Invariant {
    /// A `shortestColumn` waterfall puts each item into a shortest column (ties to the lowest
    /// index), so column bottoms stay within the tallest item of each other. Checked and
    /// reported after `scaling`.
    public static let waterfallBalance = Invariant(
        "waterfallBalance", summary: "shortest-column placement keeps column bottoms within the tallest item",
        reportedAfter: .scaling
    )
}

/// A waterfall's column count by section, for the balance check.
package struct WaterfallColumns: Hashable, Sendable {
    /// Columns of a section without an override.
    package var columns: Int
    /// Per-section overrides.
    package var sectionColumns: [Int: Int]

    /// Creates a column table.
    package init(columns: Int, sectionColumns: [Int: Int] = [:]) {
        self.columns = columns
        self.sectionColumns = sectionColumns
    }

    /// The column count of `section`.
    package func columns(inSection section: Int) -> Int { sectionColumns[section] ?? columns }
}

extension LayoutResult {
    /// For a waterfall placing each item into the shortest column — a spanning item into the
    /// window of adjacent columns whose highest top is lowest, ties to the lowest index:
    /// cells placed while another column (or window) offered a higher top, or the same top at
    /// a lower index; a section with more distinct columns than configured; and, in sections
    /// without spanning items, column bottoms further apart than the tallest cell plus the gap
    /// between cells (`waterfallBalance` violations, at most `limit`). O(n × columns).
    ///
    /// Columns are told apart by their cells' leading edges; a cell covers the columns whose
    /// leading edge is its own or lies strictly inside it. (A section with a zero-width cell —
    /// padding as wide as half a column — is not judged on choice: its frames collapse onto
    /// edges that depend on their span.) The check reads the engine's own
    /// numbers and needs no model of its arithmetic: a column's top does not move until the
    /// next cell covering it is placed, and that cell starts at its window's highest top plus
    /// the padding — so the next cell's top bounds what the column offered (exactly, when that
    /// cell covers only this column). A window is reported as having offered a higher top only
    /// when those bounds prove it; ties are judged where the tops are known exactly: windows of
    /// columns nothing has been placed into yet, or bounds from single-column cells without
    /// padding. A window holding a column that nothing covers later is not judged. Spanning
    /// items can leave a column lower than the tallest cell allows, so the spread is checked
    /// only without them.
    ///
    /// `padding` is the space the layout keeps inside each cell above its frame (a
    /// waterfall's `padding`): with none, a single-column cell starts exactly at its
    /// column's top.
    package func waterfallBalanceViolations(
        items: ItemSet, columns: WaterfallColumns, padding: Double = 0, limit: Int = 1
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for section in 0 ..< items.sectionCount where found.count < limit {
            let range = items.flatRange(ofSection: section)
            guard !range.isEmpty else { continue }
            let configured = columns.columns(inSection: section)
            var cells: [Int] = [], spans: [Int] = []
            for item in 0 ..< range.count {
                if let id = cell(at: ItemPath(section: section, item: item)), frames[id].isFinite {
                    cells.append(id)
                    spans.append(min(items.spans[range.lowerBound + item], configured))
                }
            }
            let positions = Set(cells.map { frames[$0].minX }).sorted()
            if positions.count > configured {
                found.append(InvariantViolation(
                    .waterfallBalance, "section \(section) has cells in \(positions.count) distinct columns, configured \(configured)",
                    elements: cells.prefix(configured + 1).map { .init(self, id: $0) }
                ))
                continue
            }
            let columns = WaterfallSectionColumns(
                result: self, section: section, cells: cells, spans: spans, positions: positions,
                allVisible: positions.count == configured
            )
            // Padding that swallows a column collapses its frames to zero width at an edge that
            // depends on the span: leading edges no longer name columns.
            if !cells.contains(where: { frames[$0].width == 0 }) {
                found += columns.choiceViolations(padding: padding, limit: limit - found.count)
            }
            guard found.count < limit, !items.spans[range].contains(where: { $0 > 1 }) else { continue }
            found += columns.spreadViolations()
        }
        return Array(found.prefix(limit))
    }
}

extension PlantedViolation {
    /// A `waterfallBalance` violation planted into `result`, laid out from `items` in `columns`
    /// by shortest-column placement, which passed: a section's first two cells with their
    /// columns swapped, so that the first sits right of a column that offered the same top
    /// (the section's start); `nil` when no section allows it. O(n).
    static func swappedFirstColumns(in result: LayoutResult, items: ItemSet, columns: WaterfallColumns) -> PlantedViolation? {
        for section in 0 ..< items.sectionCount where items.itemCount(inSection: section) >= 2 {
            let configured = columns.columns(inSection: section)
            let range = items.flatRange(ofSection: section)
            guard min(items.spans[range.lowerBound], configured) == 1, min(items.spans[range.lowerBound + 1], configured) == 1,
                  let first = result.cell(at: ItemPath(section: section, item: 0)),
                  let second = result.cell(at: ItemPath(section: section, item: 1)) else { continue }
            let (a, b) = (result.frames[first], result.frames[second])
            let cells = (0 ..< range.count).compactMap { result.cell(at: ItemPath(section: section, item: $0)) }
            guard a.minX < b.minX, a.minY == b.minY, a.isFinite, b.isFinite,
                  !cells.contains(where: { result.frames[$0].width == 0 }) else { continue }
            let swapped = result.edited(for: items) { elements, _ in
                elements[first].frame = Rect(minX: b.minX, minY: a.minY, maxX: b.maxX, maxY: a.maxY)
                elements[second].frame = Rect(minX: a.minX, minY: b.minY, maxX: a.maxX, maxY: b.maxY)
            }
            return PlantedViolation(.waterfallBalance, "section \(section)'s first two cells #\(first) and #\(second) in swapped columns", .result(swapped))
        }
        return nil
    }
}

/// One waterfall section's cells and the columns they cover, for the balance check.
private struct WaterfallSectionColumns {
    let result: LayoutResult
    let section: Int
    /// The section's cells with finite frames, in item order, and their spans clamped to the
    /// configured columns.
    let cells: [Int]
    let spans: [Int]
    /// The distinct leading edges of the cells: the visible columns, left to right.
    let positions: [Double]
    /// Whether every configured column holds a cell's leading edge, so that windows of
    /// adjacent visible columns are windows of adjacent columns.
    let allVisible: Bool
    /// The columns each cell covers (parallel to `cells`).
    let covered: [Range<Int>]

    init(result: LayoutResult, section: Int, cells: [Int], spans: [Int], positions: [Double], allVisible: Bool) {
        self.result = result
        self.section = section
        self.cells = cells
        self.spans = spans
        self.positions = positions
        self.allVisible = allVisible
        covered = cells.map { id in
            let frame = result.frames[id]
            let first = positions.firstIndex(of: frame.minX)!
            var end = first + 1
            while end < positions.count, positions[end] < frame.maxX { end += 1 }
            return first ..< end
        }
    }

    /// Cells whose window offered a higher top than another, or the same as a window further
    /// left. Walks backwards, remembering the next cell covering each column.
    func choiceViolations(padding: Double, limit: Int) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        // The first cell covering each column: a column is untouched, at the section's
        // start, for every cell up to that one.
        var firstCover = [Int](repeating: cells.count, count: positions.count)
        for (index, window) in covered.enumerated().reversed() {
            for column in window { firstCover[column] = index }
        }
        var nextCover = [Int?](repeating: nil, count: positions.count)  // index into `cells`
        for index in cells.indices.reversed() where found.count < limit {
            let id = cells[index], window = covered[index]
            // A spanning cell is judged only when every column is visible (so that windows of
            // visible columns are real windows) and it covers as many as its span.
            let span = spans[index]
            if span == window.count, span == 1 || allVisible {
                let top = result.frames[id].minY
                for first in 0 ... positions.count - span where first != window.lowerBound {
                    let other = first ..< first + span
                    guard let reason = offeredBetter(
                        other, than: window, top: top, nextCover: nextCover,
                        untouched: { firstCover[$0] >= index }, padding: padding
                    ) else { continue }
                    var elements: [InvariantViolation.Element] = [.init(result, id: id)]
                    if let next = other.compactMap({ nextCover[$0] }).first { elements.append(.init(result, id: cells[next])) }
                    found.append(InvariantViolation(
                        .waterfallBalance,
                        "cell #\(id) went into \(describe(window)) at top \(top), but \(describe(other)) \(reason)",
                        elements: elements
                    ))
                    break
                }
            }
            for column in window { nextCover[column] = index }
        }
        return found
    }

    /// Why window `other` should have been chosen over `chosen`, whose cell starts at `top`,
    /// or `nil` when the tops known do not prove it.
    private func offeredBetter(
        _ other: Range<Int>, than chosen: Range<Int>, top: Double, nextCover: [Int?], untouched: (Int) -> Bool,
        padding: Double
    ) -> String? {
        // Both windows untouched: both offer the section's start, exactly.
        if other.allSatisfy(untouched), chosen.allSatisfy(untouched) {
            return other.lowerBound < chosen.lowerBound ? "offered the same top (the section's start) and is further left" : nil
        }
        var bound = -Double.infinity
        var exact = padding == 0
        for column in other {
            guard let next = nextCover[column] else { return nil }
            bound = max(bound, result.frames[cells[next]].minY)
            exact = exact && covered[next].count == 1
        }
        if bound < top { return "offered a top no higher than \(bound) (the next cell there starts at it)" }
        if exact, bound == top, other.lowerBound < chosen.lowerBound { return "offered the same top \(bound) and is further left" }
        return nil
    }

    /// Column bottoms further apart than the tallest cell plus the largest gap in a column.
    func spreadViolations() -> [InvariantViolation] {
        var bottoms = [Int](repeating: -1, count: positions.count)
        var tallest = 0.0, largestGap = 0.0
        for (index, id) in cells.enumerated() {
            let column = covered[index].lowerBound
            if bottoms[column] >= 0 { largestGap = max(largestGap, result.frames[id].minY - result.frames[bottoms[column]].maxY) }
            bottoms[column] = id
            tallest = max(tallest, result.frames[id].height)
        }
        let ends = bottoms.filter { $0 >= 0 }
        let frames = result.frames
        guard let lowest = ends.min(by: { frames[$0].maxY < frames[$1].maxY }),
              let highest = ends.max(by: { frames[$0].maxY < frames[$1].maxY }) else { return [] }
        let spread = frames[highest].maxY - frames[lowest].maxY
        guard spread > tallest + largestGap + 1e-9 * max(1, abs(frames[highest].maxY)) else { return [] }
        return [InvariantViolation(
            .waterfallBalance,
            "section \(section): column bottoms \(frames[lowest].maxY) and \(frames[highest].maxY) are \(spread) apart, more than the tallest cell \(tallest) + gap \(largestGap)",
            elements: [.init(result, id: lowest), .init(result, id: highest)],
            magnitude: ViolationMagnitude(points: spread - tallest - largestGap, coordinate: frames[highest].maxY.magnitude)
        )]
    }

    private func describe(_ window: Range<Int>) -> String {
        window.count == 1 ? "column \(window.lowerBound)" : "columns \(window.lowerBound)…\(window.upperBound - 1)"
    }
}
