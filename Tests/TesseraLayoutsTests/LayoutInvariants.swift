import TesseraCheck
import TesseraCore

/// The exactness contract, checked by brute force: every frame finite and not inverted, no
/// two elements intersecting (O(n²), no tolerance), every frame inside the content, the
/// content exactly the union of the frames grown by their trailing margins, and every item
/// with exactly one cell. Returns a description of each violation (empty when it holds).
///
/// `cellMargin` is how far each cell frame is grown on every side before the union is
/// taken (the waterfall's padding, kept inside its cells), `trailing` what the engine adds
/// after everything (a grid's right/bottom insets) and `leading` where the content starts
/// (a grid's left/top insets): the union of the frames must start exactly there (along x
/// only when `startsAtLeadingX`: a right-to-left waterfall with fewer items than columns
/// leaves its left columns empty).
func contractViolations(
    _ result: LayoutResult, items: ItemSet, cellMargin: Double = 0,
    leading: (x: Double, y: Double) = (0, 0), trailing: (x: Double, y: Double) = (0, 0),
    startsAtLeadingX: Bool = true
) -> [String] {
    var problems: [String] = []
    let frames = result.frames
    for (id, frame) in frames.enumerated() {
        if !frame.isFinite || frame.isInverted { problems.append("element \(id) has a bad frame \(frame)") }
        if frame.minX < 0 || frame.minY < 0 || frame.maxX > result.contentSize.width
            || frame.maxY > result.contentSize.height {
            problems.append("element \(id) \(frame) leaves the content \(result.contentSize)")
        }
    }
    for first in frames.indices {
        for second in (first + 1) ..< frames.count where frames[first].intersects(frames[second]) {
            problems.append("elements \(first) \(frames[first]) and \(second) \(frames[second]) overlap")
            if problems.count > 20 { return problems }
        }
    }
    var right = leading.x, bottom = leading.y
    var union: Rect?
    for (id, frame) in frames.enumerated() {
        let margin = result.kinds[id] == .cell ? cellMargin : 0
        right = max(right, frame.maxX + margin)
        bottom = max(bottom, frame.maxY + margin)
        let grown = Rect(minX: frame.minX - margin, minY: frame.minY - margin, maxX: frame.maxX, maxY: frame.maxY)
        union = union?.union(grown) ?? grown
    }
    if let union {
        if (startsAtLeadingX && union.minX != leading.x) || union.minY != leading.y {
            problems.append("the frames start at (\(union.minX), \(union.minY)), not at the leading edges")
        }
    }
    let expected = Size(width: right + trailing.x, height: bottom + trailing.y)
    if result.contentSize != expected {
        problems.append("content \(result.contentSize) is not the tight \(expected)")
    }
    var cells = 0
    for section in 0 ..< items.sectionCount {
        for item in 0 ..< items.itemCount(inSection: section) {
            let path = ItemPath(section: section, item: item)
            if let id = result.cell(at: path) {
                cells += 1
                if result.path(ofElement: id) != path || result.kinds[id] != .cell {
                    problems.append("cell lookup for \(path) returns element \(id) at \(result.path(ofElement: id))")
                }
            } else {
                problems.append("item \(path) has no cell")
            }
        }
    }
    if result.kinds.filter({ $0 == .cell }).count != cells { problems.append("there are cells for no item") }
    return problems
}

/// Awkward container lengths: thirds, phone widths, tiny, huge and close to overflowing.
let awkwardLengths: [Double] = [100.0 / 3, 375, 414, 1e-3, 0.1 + 0.2, 1e9 + 1.0 / 3, 123_456.789, 1e300 / 7]

extension SplitMix64 {
    /// A uniformly chosen element.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }

    /// A uniform integer in `range`.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A uniform double in `0 ..< 1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
