import Testing
import TesseraCheck
import TesseraCore
import TesseraTesting

/// A one-column list: every item as wide as the container and as tall as its own height,
/// stacked `spacing` apart, sections one after the other. O(n).
struct ListLayout: CollectionLayout {
    var spacing = 8.0

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try LayoutError.checkContainer(container)
        try LayoutError.checkOption("spacing", spacing)
        try items.validate([.height])
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var top = 0.0
        for section in 0 ..< items.sectionCount {
            let range = items.flatRange(ofSection: section)
            for flat in range {
                if flat > 0 { top += spacing }
                let frame = Rect(minX: 0, minY: top, maxX: container.width, maxY: top + items.heights[flat])
                _ = result.appendCell(frame, at: ItemPath(section: section, item: flat - range.lowerBound))
                top = frame.maxY
            }
        }
        result.contentSize = Size(width: container.width, height: top)
        return result
    }
}

/// Generated phones, tablets, photo feeds, many and empty sections, adversarial sizes and a
/// 20k-item input; every invariant; every index against the linear filter. A failure is
/// shrunk and printed with its seed, counterexample JSON and replay line.
@Test func listLayoutHoldsEveryInvariant() {
    expectInvariants(of: CustomLayout(name: "list", layout: ListLayout()))
}
