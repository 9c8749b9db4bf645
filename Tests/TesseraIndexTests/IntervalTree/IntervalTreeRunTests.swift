import Testing
import TesseraCore
import TesseraIndex

/// The candidate run an `IntervalTreeIndex` query scans after its tree walk: frames that
/// start exactly at the query's start or end, zero-length frames there, runs longer than the
/// hit collector's buffer, and queries that do or do not overlap every frame across the axis
/// (the two loops of the run), in both scroll directions and in and out of scroll order.
@Suite struct IntervalTreeRunTests {
    /// Three columns of frames on a lattice of 10 points (so that edges coincide with query
    /// edges), some of zero length, in scroll order or reversed.
    static func columns(count: Int, axis: ScrollAxis, reversed: Bool) -> LayoutResult {
        var frames: [Rect] = []
        var bottoms = [0.0, 0.0, 0.0]
        for item in 0 ..< count {
            let column = item % 3
            let length = item % 7 == 0 ? 0 : Double(10 * (1 + item % 5))
            let (start, across) = (bottoms[column], Double(column) * 130)
            frames.append(axis == .vertical
                ? Rect(minX: across, minY: start, maxX: across + 130, maxY: start + length)
                : Rect(minX: start, minY: across, maxX: start + length, maxY: across + 130))
            bottoms[column] += length
        }
        return FrameSets.result(reversed ? frames.reversed() : frames, axis: axis)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal], [false, true])
    func runsAgreeWithTheLinearFilter(_ axis: ScrollAxis, _ reversed: Bool) {
        let result = Self.columns(count: 5_000, axis: axis, reversed: reversed)
        let index = IntervalTreeIndex(result)
        // Across: the whole width (every frame overlapped), one column, a column edge, a
        // zero-width line through a column and one on an edge.
        let acrossRanges: [(Double, Double)] = [(0, 390), (-5, 400), (130, 260), (129, 131), (200, 200), (130, 130)]
        for start in stride(from: 0.0, through: 3_000, by: 370) {
            for length in [0.0, 10, 25, 844, 3_000] {
                for (acrossStart, acrossEnd) in acrossRanges {
                    let rect = axis == .vertical
                        ? Rect(minX: acrossStart, minY: start, maxX: acrossEnd, maxY: start + length)
                        : Rect(minX: start, minY: acrossStart, maxX: start + length, maxY: acrossEnd)
                    #expect(answeredIDs(index, rect) == expectedIDs(result, rect), "\(axis) reversed \(reversed) \(rect)")
                }
            }
        }
    }
}
