import TesseraCore

/// The triage rows' layout: a sectioned feed written the way iOS layouts are written —
/// `Examples/SectionedFeed` in small, which `tessera-bench` cannot import (it is a package of
/// its own). Each section is laid out in its own coordinates (`y = 0` at its top) and then
/// moved down by its origin; item edges across a row are rounded to the device pixel; items
/// self-size as height deltas from an estimate (`150 + (h − 150)`); a background decoration
/// covers each section; and its own `layoutAttributesForElements(in:)` binary-searches each
/// section's rows. That arithmetic gives neighbouring frames a few ulps apart — rounding
/// noise, which the checker tolerates — and `defects` plants the example's two real bugs.
///
/// The arithmetic is the example's, in `Double` (`CGFloat` on every 64-bit platform). O(n)
/// for n items.
struct TriageFeedLayout: QueryingLayout {
    /// How much of a row an item takes: the item's payload.
    enum WidthMode: String, Codable, Hashable, Sendable, CaseIterable {
        case full, half, third

        /// The share of a row, in twelfths.
        var twelfths: Int {
            switch self {
            case .full: 12
            case .half: 6
            case .third: 4
            }
        }
    }

    /// One section's options, as the app's delegate answers them.
    struct Section: Codable, Hashable, Sendable {
        /// Space left and right of the section's items, inside its background.
        var sideInset = 0.0
        /// Space above and below its items.
        var verticalInset = 0.0
        /// Space between the items of a row.
        var interitemSpacing = 0.0
        /// Space between rows.
        var lineSpacing = 0.0
        /// Whether the section has a 44-point header.
        var header = false
    }

    /// The feed's options: the display scale its edges are rounded to, and each section's own.
    struct Options: Codable, Hashable, Sendable {
        /// Device pixels per point (1, 2 or 3).
        var scale = 3.0
        /// Each section's options; sections past the end use `Section()`.
        var sections: [Section] = []

        func section(_ index: Int) -> Section { index < sections.count ? sections[index] : Section() }
    }

    /// The example's planted defects (`PlantedDefect` there).
    enum Defect: String, Hashable, Sendable, CaseIterable {
        /// Each width is rounded to the pixel first and the row built from the rounded widths,
        /// so a row of halves or thirds ends a device pixel past the section's edge on common
        /// widths.
        case roundThenMultiply
        /// The query searches for the first row *starting* inside the rect, dropping the row
        /// across its top edge.
        case queryDropsStraddlingRow
    }

    /// The decoration kind of the section backgrounds.
    static let sectionBackground = ElementKind.decoration("sectionBackground")
    /// A header's height.
    static let headerHeight = 44.0
    /// UIKit's `estimatedItemSize.height`: where self-sizing starts from.
    static let estimatedItemHeight = 150.0

    var options: Options
    var defects: Set<Defect> = []

    var queryName: String { "triage-feed-search" }

    /// Lays the feed out. Throws for a bad container or item height, or a scale other than
    /// 1, 2 or 3.
    func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> TriageFeedModel {
        try LayoutError.checkContainer(container)
        guard [1, 2, 3].contains(options.scale) else {
            throw .invalidOption(name: "scale", value: options.scale, requirement: "1, 2 or 3")
        }
        try items.validate(.height)
        let scale = options.scale
        // UIKit's bounds are whole device pixels.
        let width = (container.width * scale).rounded(.down) / scale
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var model = TriageFeedModel(dropsStraddlingRow: defects.contains(.queryDropsStraddlingRow))
        var origin = 0.0
        for section in 0 ..< items.sectionCount {
            let own = options.section(section)
            var rows = TriageFeedModel.Rows(origin: origin)
            // Everything below is in the section's own coordinates, moved down by `origin` only
            // when a frame is stored — as the app's model does it.
            func store(_ frame: Rect, kind: ElementKind, item: Int) -> Int32 {
                let moved = Rect(minX: frame.minX, minY: origin + frame.minY, maxX: frame.maxX, maxY: origin + frame.maxY)
                return Int32(result.append(moved, kind: kind, path: ItemPath(section: section, item: item)))
            }
            var y = 0.0
            if own.header {
                rows.supplementary.append(store(Rect(minX: 0, minY: 0, maxX: width, maxY: Self.headerHeight), kind: .header, item: 0))
                y = Self.headerHeight
            }
            y += own.verticalInset
            let range = items.flatRange(ofSection: section)
            var first = range.lowerBound
            while first < range.upperBound {
                var end = first, used = 0
                while end < range.upperBound, used + twelfths(items, end) <= 12 {
                    used += twelfths(items, end)
                    end += 1
                }
                if first > range.lowerBound { y += own.lineSpacing }
                var rowHeight = 0.0
                rows.startRow(at: origin + y, firstID: Int32(result.count))
                for (offset, edges) in rowEdges(items, first ..< end, full: used == 12, section: own, width: width).enumerated() {
                    let height = items.heights[first + offset]
                    let id = store(Rect(minX: edges.minX, minY: y, maxX: edges.maxX, maxY: y + height), kind: .cell, item: first + offset - range.lowerBound)
                    rows.extendRow(to: result.frames[Int(id)].maxY)
                    // Self-sizing: the row was laid out at the estimate and grows by the difference.
                    rowHeight = max(rowHeight, Self.estimatedItemHeight + (height - Self.estimatedItemHeight))
                }
                rows.cellEnd = Int32(result.count)
                y += rowHeight
                first = end
            }
            y += own.verticalInset
            if y > 0 {
                rows.supplementary.append(store(Rect(minX: 0, minY: 0, maxX: width, maxY: y), kind: Self.sectionBackground, item: 0))
            }
            model.append(rows, bottom: max(origin + y, rows.bottom))
            origin += y
        }
        // Without frames the content is empty, as the checker requires (`tightContentSize`).
        result.contentSize = result.count == 0 ? .zero : Size(width: width, height: origin)
        model.result = result
        return model
    }

    private func twelfths(_ items: ItemSet, _ flat: Int) -> Int {
        (items.payload(at: flat, as: WidthMode.self) ?? .full).twelfths
    }

    /// The left and right edges of `items[range]`, a row of the section: pixel-rounded
    /// fractions of the width inside the insets, the last item of a full row ending exactly at
    /// the right inset — or, with `roundThenMultiply`, each width rounded and then summed.
    private func rowEdges(
        _ items: ItemSet, _ range: Range<Int>, full: Bool, section: Section, width: Double
    ) -> [(minX: Double, maxX: Double)] {
        func pixelRounded(_ value: Double) -> Double { (value * options.scale).rounded() / options.scale }
        let left = min(section.sideInset, width)
        let right = max(left, width - section.sideInset)
        let count = range.count
        // Spacing never pushes a row out of its section: it shrinks to what fits.
        let spacing = count > 1 ? min(section.interitemSpacing, (right - left) / Double(count - 1)) : 0
        let usable = max(0, right - left - spacing * Double(count - 1))
        var edges: [(minX: Double, maxX: Double)] = []
        var start = 0, x = left
        for (offset, flat) in range.enumerated() {
            let share = twelfths(items, flat)
            if defects.contains(.roundThenMultiply) {
                let itemWidth = pixelRounded(usable * Double(share) / 12)
                edges.append((x, x + itemWidth))
                x += itemWidth + spacing
            } else {
                let minX = left + pixelRounded(usable * Double(start) / 12) + spacing * Double(offset)
                let maxX = full && offset == count - 1 ? right : left + pixelRounded(usable * Double(start + share) / 12) + spacing * Double(offset)
                edges.append((minX, maxX))
            }
            start += share
        }
        return edges
    }
}
