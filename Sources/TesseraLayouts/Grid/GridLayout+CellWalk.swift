import TesseraCore

extension GridLayout {
    /// About how many cells the seed's walk over one flag per cell examines to place `items` —
    /// what a cell-by-cell model of the placement, such as the checker's `gridGeometry`
    /// reference, costs, so that a check can refuse up front what it could not finish. Per
    /// item: the cells from where such a walk starts — the first free cell, or where the last
    /// item of the same span went if later, since none fitted before it — to where the item
    /// goes, and its square twice (the test that it fits and the marking); per section, its
    /// rows' cells. Spans are clamped to the columns; invalid ones count as 1. O(n log n):
    /// the placement itself, on bands.
    package func cellWalkSteps(_ items: ItemSet) -> Int {
        let columns = Swift.max(1, Swift.min(self.columns, Self.maximumColumns))
        let placement = GridPlacement(columns: columns, sparse: packing == .sparse)
        var steps = 0
        for section in 0 ..< items.sectionCount {
            placement.startSection()
            var rows = 0
            var lastPlaced: [Int: (row: Int, column: Int)] = [:]
            for flat in items.flatRange(ofSection: section) {
                let span = Swift.min(Swift.max(items.spans[flat], 1), columns)
                var start = placement.frontier
                if let last = lastPlaced[span], (last.row, last.column) > (start.row, start.column) { start = last }
                let (row, column) = placement.place(span: span)
                lastPlaced[span] = (row, column)
                let distance = (row - start.row) * columns + column - start.column
                steps = steps.addingSaturating(Swift.max(0, distance)).addingSaturating(2 * span * span)
                rows = Swift.max(rows, row + span)
            }
            steps = steps.addingSaturating(rows.multipliedSaturating(by: columns))
        }
        return steps
    }
}

extension GridLayout {
    /// The placement's deterministic work for `items` — bands visited and moved, plus one per
    /// item — and the most bands of rows it held at once: what the complexity fuzzer grows
    /// (docs/CONTRACT.md, "What each command costs"). O(n log n): the placement itself.
    package func placementWork(_ items: ItemSet) -> (steps: Int, peakBands: Int) {
        let columns = Swift.max(1, Swift.min(self.columns, Self.maximumColumns))
        let placement = GridPlacement(columns: columns, sparse: packing == .sparse)
        for section in 0 ..< items.sectionCount {
            placement.startSection()
            for flat in items.flatRange(ofSection: section) {
                _ = placement.place(span: Swift.min(Swift.max(items.spans[flat], 1), columns))
            }
        }
        let work = placement.work
        return (work.steps + items.itemCount, work.peakBands)
    }
}

extension Int {
    /// `self + other`, or `Int.max` when it overflows.
    fileprivate func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// `self × other`, or `Int.max` when it overflows.
    fileprivate func multipliedSaturating(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
