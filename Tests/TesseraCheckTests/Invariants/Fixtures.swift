import TesseraCheck
import TesseraCore

/// Builds a result from frames (all cells of section 0, in order) for the invariant tests.
func result(_ frames: [Rect], contentSize: Size? = nil, axis: ScrollAxis = .vertical) -> LayoutResult {
    let items = ItemSet(sections: [Array(repeating: ItemSet.Item(), count: frames.count)])
    var result = LayoutResult(scrollAxis: axis, items: items)
    for (item, frame) in frames.enumerated() {
        result.appendCell(frame, at: ItemPath(section: 0, item: item))
    }
    result.contentSize = contentSize ?? result.framesUnion.map { Size(width: $0.maxX, height: $0.maxY) } ?? .zero
    return result
}

func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Rect {
    Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
}
