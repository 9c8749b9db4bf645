#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif
import TesseraCore

/// The prepared feed: its result, and what its own `layoutAttributesForElements(in:)` reads —
/// each section's origin and height, its rows' tops and bottoms, and the ids of its headers,
/// footers and background.
public struct FeedModel: PreparedLayout {
    /// One section's rows, for the query.
    public struct Section: Sendable {
        /// The section's top, in the collection view.
        public var origin: CGFloat
        /// Its height.
        public var height: CGFloat
        /// The top of each row, in order.
        var rowTops: [CGFloat] = []
        /// The largest bottom of the rows up to each row: non-decreasing even where a row's
        /// cells end above the one before, so a binary search may use it.
        var rowBottoms: [CGFloat] = []
        /// The id of each row's first cell (a row's cells have consecutive ids).
        var rowStarts: [Int32] = []
        /// One past the id of the last cell.
        var cellEnd: Int32 = 0
        /// The section's header, footer and background.
        var supplementary: [Int32] = []
        /// The largest bottom of the section's frames (it can pass `origin + height` by an ulp).
        var bottom: CGFloat

        init(origin: CGFloat, height: CGFloat) {
            self.origin = origin
            self.height = height
            bottom = origin
        }

        /// Records supplementary element `id` at `frame`.
        mutating func addSupplementary(_ id: Int32, frame: CGRect) {
            supplementary.append(id)
            bottom = Swift.max(bottom, frame.maxY)
        }

        /// Records cell `id` of `row`, at `frame`.
        mutating func add(_ id: Int32, row: Int, frame: CGRect) {
            if row == rowTops.count {
                rowTops.append(frame.minY)
                rowBottoms.append(Swift.max(frame.maxY, rowBottoms.last ?? -.infinity))
                rowStarts.append(id)
            } else {
                rowBottoms[row] = Swift.max(rowBottoms[row], frame.maxY)
            }
            cellEnd = id + 1
            bottom = Swift.max(bottom, frame.maxY)
        }
    }

    /// The layout's result.
    public let result: LayoutResult
    /// Each section's rows.
    public let sections: [Section]
    /// The largest bottom of the sections up to each: non-decreasing, for the binary search
    /// over sections.
    let sectionBottoms: [CGFloat]
    /// The planted defect: the search starts at the first row whose top is inside the rect.
    let dropsStraddlingRow: Bool

    init(result: LayoutResult, sections: [Section], dropsStraddlingRow: Bool) {
        self.result = result
        self.sections = sections
        self.dropsStraddlingRow = dropsStraddlingRow
        var bottoms: [CGFloat] = []
        bottoms.reserveCapacity(sections.count)
        for section in sections { bottoms.append(Swift.max(section.bottom, bottoms.last ?? -.infinity)) }
        sectionBottoms = bottoms
    }

    /// `layoutAttributesForElements(in:)`: from the first section that ends below the rect's top
    /// to the last that starts above its bottom (a binary search), and in each, from the first
    /// row that ends below the rect's top (another) to the last that starts above its bottom.
    /// Every element whose frame intersects `rect` (`Rect.intersects`). O(log n + k) for k
    /// rows and sections met.
    public func elements(in rect: Rect, into ids: inout [Int32]) {
        guard !rect.isInverted else { return }
        let top = CGFloat(rect.minY), bottom = CGFloat(rect.maxY)
        var first = 0, last = sections.count
        while first < last {
            let middle = (first + last) / 2
            if sectionBottoms[middle] <= top { first = middle + 1 } else { last = middle }
        }
        for section in sections[first...] {
            guard section.origin < bottom else { break }
            for id in section.supplementary where result.frames[Int(id)].intersects(rect) { ids.append(id) }
            guard !section.rowTops.isEmpty else { continue }
            var low = 0, high = section.rowTops.count
            while low < high {
                let middle = (low + high) / 2
                let above = dropsStraddlingRow ? section.rowTops[middle] < top : section.rowBottoms[middle] <= top
                if above { low = middle + 1 } else { high = middle }
            }
            var row = low
            while row < section.rowTops.count, section.rowTops[row] < bottom {
                let end = row + 1 < section.rowStarts.count ? section.rowStarts[row + 1] : section.cellEnd
                for id in section.rowStarts[row] ..< end where result.frames[Int(id)].intersects(rect) { ids.append(id) }
                row += 1
            }
        }
    }
}
