import TesseraCore
import TesseraIndex

/// One case of an index campaign: a set of frames — as a `LayoutResult` of cells, with a
/// scroll axis — and the rects to query it with.
public struct IndexCase: Hashable, Sendable {
    /// The frames (element ids are their positions) and the scroll axis indexes sort along.
    public var frames: LayoutResult
    /// The rects every index must answer exactly as the linear filter does.
    public var queries: [Rect]

    /// A case of `frames` (cells of one section, in this order, along `axis`) and `queries`.
    public init(frames: [Rect], axis: ScrollAxis, queries: [Rect]) {
        self.frames = LayoutResult(cells: frames, axis: axis)
        self.queries = queries
    }

    /// The first query `index` answers differently from the linear filter — a missing, extra
    /// or repeated id, or an id written over the ones already in the caller's array — with the
    /// violation describing it; `nil` when every answer is right. O(queries × n).
    public func disagreement(of index: IndexKind) -> (query: Rect, violation: InvariantViolation)? {
        let built = index.build(frames)
        for query in queries {
            if let violation = Self.disagreement(of: built, on: frames, query: query) { return (query, violation) }
        }
        return nil
    }

    /// How `index`, built over `frames`, answers `query` wrongly, or `nil`.
    static func disagreement(of index: any RectIndex, on frames: LayoutResult, query: Rect) -> InvariantViolation? {
        // The answer is appended after ids the caller already holds, which it must not touch.
        let held: [Int32] = [-7, Int32.max]
        var ids = held
        index.query(query, into: &ids)
        guard ids.starts(with: held) else {
            return InvariantViolation(
                .indexAgreement, "\(type(of: index).name) on query \(query) changed the \(held.count) ids the caller's array already held"
            )
        }
        let answered = Array(ids.dropFirst(held.count)).sorted()
        guard answered != frames.linearFilter(query) else { return nil }
        return frames.indexAgreementViolations(index: index, queries: [query]).first
    }
}

extension LayoutResult {
    /// A result holding `frames` as the cells of one section, in order, scrolling along
    /// `axis`, with the content size of their finite non-negative extent.
    public init(cells frames: [Rect], axis: ScrollAxis) {
        self.init(scrollAxis: axis, items: ItemSet(sectionCount: 1, itemsPerSection: frames.count), expectedElementCount: frames.count)
        for (item, frame) in frames.enumerated() {
            appendCell(frame, at: ItemPath(section: 0, item: item))
        }
        let finite = frames.filter { $0.isFinite && !$0.isInverted }
        contentSize = Size(width: max(0, finite.map(\.maxX).max() ?? 0), height: max(0, finite.map(\.maxY).max() ?? 0))
    }
}
