/// Where each span's next search may start in a grid section: no `span × span` square fits
/// before the position a search for that span, or for any smaller span, last found.
///
/// A square that fits somewhere contains every smaller square with the same top-left cell, so
/// a position where a smaller square did not fit rules out the larger ones too; and cells only
/// fill, so a position ruled out stays ruled out. Hence the bound for a span is the furthest
/// find of any span up to it: a staircase, non-decreasing in the span, kept as its steps —
/// spans in increasing order whose positions strictly increase. A lookup is a binary search
/// and a find adds one step and drops the steps it overtakes, so each search costs O(log
/// steps) here whatever the number of distinct spans (the seed walked every row again).
struct GridResumePoints: Sendable {
    /// The steps: (span, row, column), spans and positions strictly increasing.
    private(set) var steps: [SIMD3<Int>] = []

    /// Forgets every step (a new section).
    mutating func removeAll() {
        steps.removeAll(keepingCapacity: true)
    }

    /// The furthest position found for `span` or a smaller one, or `nil`.
    @inline(__always)
    func position(for span: Int) -> (row: Int, column: Int)? {
        let after = firstStep(above: span)
        return after == 0 ? nil : (steps[after - 1][1], steps[after - 1][2])
    }

    /// The index of the first step whose span exceeds `span`.
    @inline(__always)
    private func firstStep(above span: Int) -> Int {
        var low = 0, high = steps.count
        while low < high {
            let middle = (low + high) / 2
            if steps[middle][0] <= span { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Records that a search for `span` found (`row`, `column`): at or after `position(for:
    /// span)`, so the steps of larger spans it reaches are overtaken.
    mutating func record(span: Int, row: Int, column: Int) {
        let index = firstStep(above: span - 1)
        if index > 0, (steps[index - 1][1], steps[index - 1][2]) >= (row, column) { return }
        var overtaken = index
        while overtaken < steps.count, (steps[overtaken][1], steps[overtaken][2]) <= (row, column) { overtaken += 1 }
        steps.replaceSubrange(index ..< overtaken, with: CollectionOfOne(SIMD3(span, row, column)))
    }
}
