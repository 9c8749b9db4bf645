import TesseraCore
import TesseraLayouts

/// The deliberately broken layout the gate's shrink row shrinks a failure of: the grid,
/// except that an item spanning 3 right after one spanning 2 in the same section is laid
/// over that item. The invariant checker reports the overlap; the shrinker reduces the spec
/// to those two items. O(n) on top of the grid's layout.
struct PlantedOverlapLayout: CollectionLayout {
    var grid: GridLayout

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        let result = try grid.layout(items, in: container)
        let spans = items.spans
        for section in 0 ..< items.sectionCount {
            for flat in items.flatRange(ofSection: section).dropFirst() where spans[flat] == 3 && spans[flat - 1] == 2 {
                guard let moved = result.cell(at: items.path(ofFlatIndex: flat)),
                      let onto = result.cell(at: items.path(ofFlatIndex: flat - 1)) else { continue }
                var elements = result.elements
                elements[moved].frame = elements[onto].frame
                return try LayoutResult(contentSize: result.contentSize, scrollAxis: result.scrollAxis, elements: elements)
            }
        }
        return result
    }
}
