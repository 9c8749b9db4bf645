import TesseraCore
import TesseraLayouts

extension Invariant {
    /// `BidirectionalLayout`'s documented geometry, frame for frame: each section a row of its
    /// items at their own sizes, `itemSpacing` apart and top-aligned; rows `rowSpacing` apart
    /// (empty ones taking no space); the content the widest row × the lowest item.
    public static let bidirectionalGeometry = Invariant(
        "bidirectionalGeometry",
        summary: "each row's items sit side by side itemSpacing apart at their own sizes, rows rowSpacing apart; content is widest × lowest"
    )
}

/// The reference model of `BidirectionalLayout`, compared with a result exactly
/// (`Invariant.bidirectionalGeometry`): an item's left edge is its predecessor's right edge
/// plus `itemSpacing`, its right edge its left plus its width; a row starts `rowSpacing` below
/// the previous non-empty row's lowest item. O(n).
struct BidirectionalReference {
    let layout: BidirectionalLayout

    /// The first `limit` differences between `result` and the model, for `items`.
    func violations(of result: LayoutResult, items: ItemSet, limit: Int) -> [InvariantViolation] {
        var comparison = ReferenceComparison(result, invariant: .bidirectionalGeometry, limit: limit)
        var top = 0.0, previousBottom = 0.0
        var widest = 0.0, lowest = 0.0
        var rowsPlaced = false
        for section in 0 ..< items.sectionCount where !comparison.isFull {
            let range = items.flatRange(ofSection: section)
            if range.isEmpty { continue }
            if rowsPlaced { top = previousBottom + layout.rowSpacing }
            var left = 0.0, rowBottom = top
            for flat in range where !comparison.isFull {
                let item = flat - range.lowerBound
                if item > 0 { left += layout.itemSpacing }
                let frame = Rect(minX: left, minY: top, maxX: left + items.widths[flat], maxY: top + items.heights[flat])
                comparison.expect(
                    .cell, at: ItemPath(section: section, item: item), frame: frame,
                    "row \(section) at y = \(top)\(rowsPlaced ? " (rowSpacing \(layout.rowSpacing) below the row above)" : ""), "
                        + (item > 0 ? "itemSpacing \(layout.itemSpacing) after item \(item - 1)" : "first item")
                        + ", size \(items.widths[flat]) × \(items.heights[flat])"
                )
                rowBottom = max(rowBottom, frame.maxY)
                left = frame.maxX
            }
            rowsPlaced = true
            widest = max(widest, left)
            lowest = max(lowest, rowBottom)
            previousBottom = rowBottom
        }
        if !comparison.isFull {
            comparison.expectContentSize(
                items.isEmpty ? .zero : Size(width: widest, height: lowest), "the widest row × the lowest item"
            )
        }
        return comparison.violations
    }
}
