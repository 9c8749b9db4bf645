import TesseraCore

/// The prepared `TriageFeedLayout`: its result, and what its own
/// `layoutAttributesForElements(in:)` reads — each section's rows (their tops, and the largest
/// bottom up to each, so a binary search may use them) and the ids of its header and
/// background.
struct TriageFeedModel: PreparedLayout {
    /// One section's rows, in the collection view's coordinates.
    struct Rows: Sendable {
        /// The section's top.
        var origin: Double
        /// The top of each row, in order.
        var tops: [Double] = []
        /// The largest bottom of the rows up to each: non-decreasing.
        var bottoms: [Double] = []
        /// The id of each row's first cell (a row's cells have consecutive ids).
        var firstIDs: [Int32] = []
        /// One past the id of the section's last cell.
        var cellEnd: Int32 = 0
        /// The section's header and background.
        var supplementary: [Int32] = []

        init(origin: Double) {
            self.origin = origin
        }

        /// The largest bottom of the section's cells (its origin when it has none).
        var bottom: Double { bottoms.last ?? origin }

        /// Starts a row at `top` whose first cell will be `firstID`.
        mutating func startRow(at top: Double, firstID: Int32) {
            tops.append(top)
            bottoms.append(bottoms.last ?? -.infinity)
            firstIDs.append(firstID)
        }

        /// Records a cell of the current row ending at `bottom`.
        mutating func extendRow(to bottom: Double) {
            bottoms[bottoms.count - 1] = max(bottoms[bottoms.count - 1], bottom)
        }
    }

    var result = LayoutResult(scrollAxis: .vertical, items: ItemSet())
    private(set) var sections: [Rows] = []
    /// The largest bottom of the sections up to each: non-decreasing, for the binary search
    /// over sections.
    private(set) var sectionBottoms: [Double] = []
    /// The planted defect: the search starts at the first row whose top is inside the rect.
    let dropsStraddlingRow: Bool

    init(dropsStraddlingRow: Bool) {
        self.dropsStraddlingRow = dropsStraddlingRow
    }

    /// Adds a section whose frames end at `bottom`.
    mutating func append(_ rows: Rows, bottom: Double) {
        sections.append(rows)
        sectionBottoms.append(max(bottom, sectionBottoms.last ?? -.infinity))
    }

    /// From the first section that ends below the rect's top to the last that starts above its
    /// bottom, and in each, from the first row that ends below the rect's top to the last that
    /// starts above its bottom: every element whose frame intersects `rect`. O(log n + k) for
    /// k rows and sections met.
    func elements(in rect: Rect, into ids: inout [Int32]) {
        guard !rect.isInverted else { return }
        let first = Self.firstIndex(in: sectionBottoms) { $0 > rect.minY }
        for section in sections[first...] {
            guard section.origin < rect.maxY else { break }
            for id in section.supplementary where result.frames[Int(id)].intersects(rect) { ids.append(id) }
            var row = dropsStraddlingRow
                ? Self.firstIndex(in: section.tops) { $0 >= rect.minY }
                : Self.firstIndex(in: section.bottoms) { $0 > rect.minY }
            while row < section.tops.count, section.tops[row] < rect.maxY {
                let end = row + 1 < section.firstIDs.count ? section.firstIDs[row + 1] : section.cellEnd
                for id in section.firstIDs[row] ..< end where result.frames[Int(id)].intersects(rect) { ids.append(id) }
                row += 1
            }
        }
    }

    /// The first index of `sorted` (non-decreasing) whose value `isPast` holds for, or its
    /// count: a binary search, O(log n).
    private static func firstIndex(in sorted: [Double], where isPast: (Double) -> Bool) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
