import TesseraCore
import TesseraIndex

/// The shapes of query an index campaign asks, each a case an index can get wrong on its
/// own: a rect with an area, a line (zero width or height), a point, an inverted rect.
package enum IndexQueryShape: Hashable, Sendable, CaseIterable {
    case area, line, point, inverted

    /// The shape of `rect`.
    package init(_ rect: Rect) {
        if rect.isInverted {
            self = .inverted
        } else if rect.width == 0, rect.height == 0 {
            self = .point
        } else if rect.width == 0 || rect.height == 0 {
            self = .line
        } else {
            self = .area
        }
    }
}

/// What an index campaign's cases have drawn, for the harness's check of its own generator
/// (`harnessValidation`): a campaign that never draws one scroll axis, one shape of query,
/// or — for an index with a cursor — a scroll that moves back, checks less than it says.
/// Recording a case is O(queries + scroll steps).
///
/// Since the blind spot is something no case drew, every case is a witness of it; the
/// campaign reports the smallest one drawn (`smallest`), not the first, so that the report
/// stays readable.
struct IndexCaseCoverage {
    /// Cases a campaign must have run before its generator is judged.
    static var minimumCases: Int { 50 }

    private(set) var cases = 0
    private(set) var axes: Set<ScrollAxis> = []
    private(set) var shapes: Set<IndexQueryShape> = []
    private(set) var scrolledBack = false
    /// The case of fewest frames drawn so far (one with frames before an empty one), and its
    /// index: the witness a blind spot is reported with.
    private(set) var smallest: (caseIndex: Int, input: IndexCase)?

    mutating func record(_ input: IndexCase, caseIndex: Int) {
        cases += 1
        if smallest.map({ WitnessSize(input.frames.count) < WitnessSize($0.input.frames.count) }) ?? true {
            smallest = (caseIndex, input)
        }
        axes.insert(input.frames.scrollAxis)
        for query in input.queries { shapes.insert(IndexQueryShape(query)) }
        guard !scrolledBack else { return }
        let vertical = input.frames.scrollAxis == .vertical
        for scroll in input.scrolls {
            if zip(scroll, scroll.dropFirst()).contains(where: { vertical ? $1.minY < $0.minY : $1.minX < $0.minX }) {
                scrolledBack = true
                return
            }
        }
    }

    /// The generator's blind spot for `index`, once `minimumCases` have run, or `nil`.
    func violation(for index: IndexKind) -> InvariantViolation? {
        guard cases >= Self.minimumCases else { return nil }
        var missing: [String] = []
        for axis in [ScrollAxis.vertical, .horizontal] where !axes.contains(axis) { missing.append("no \(axis) case") }
        for shape in IndexQueryShape.allCases where !shapes.contains(shape) { missing.append("no \(shape) query") }
        if !scrolledBack, index.build(LayoutResult(cells: [], axis: .vertical)) is any ScrollingRectIndex {
            missing.append("no scroll that moves back, though \(index.name) answers scrolls through a cursor")
        }
        guard !missing.isEmpty else { return nil }
        return InvariantViolation(
            .harnessValidation, "the generator drew \(missing.joined(separator: ", ")) in \(cases) cases: the campaign checks less than it says"
        )
    }
}
