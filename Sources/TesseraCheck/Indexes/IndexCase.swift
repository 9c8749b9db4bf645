import TesseraCore
import TesseraIndex

/// One case of an index campaign: a set of frames — as a `LayoutResult` of cells, with a
/// scroll axis — the rects to query it with, and scrolls to drive a stateful index along.
public struct IndexCase: Hashable, Sendable {
    /// The frames (element ids are their positions) and the scroll axis indexes sort along.
    public var frames: LayoutResult
    /// The rects every index must answer exactly as the linear filter does.
    public var queries: [Rect]
    /// Sequences of rects a `ScrollingRectIndex` answers in order through one cursor, each
    /// answer exactly the linear filter's; an index without a cursor does not run them.
    public var scrolls: [[Rect]]
    /// The node size the index is built with (`IndexKind.build(_:nodeSize:)`: elements per
    /// block, children per node, a page's elements), or `nil` for the index's own; only kinds
    /// that have one (`IndexKind.hasNodeSize`) read it. Drawn small in some cases and shrunk
    /// first, so that a wrong block or node summary shows on a handful of frames.
    package var nodeSize: Int?

    /// A case of `frames` (cells of one section, in this order, along `axis`), `queries` and
    /// `scrolls`.
    public init(frames: [Rect], axis: ScrollAxis, queries: [Rect], scrolls: [[Rect]] = []) {
        self.frames = LayoutResult(cells: frames, axis: axis)
        self.queries = queries
        self.scrolls = scrolls
    }

    /// `index` built over the case's frames with its node size.
    func build(_ index: IndexKind) -> any RectIndex {
        index.build(frames, nodeSize: nodeSize)
    }

    /// The first query `index` answers differently from the linear filter — a missing, extra
    /// or repeated id, or an id written over the ones already in the caller's array — with the
    /// violation describing it; `nil` when every answer is right. O(queries × n).
    public func disagreement(of index: IndexKind) -> (query: Rect, violation: InvariantViolation)? {
        let built = build(index)
        for query in queries {
            if let violation = Self.disagreement(of: built, on: frames, query: query) { return (query, violation) }
        }
        return nil
    }

    /// The first scroll step that `index` — when it is a `ScrollingRectIndex` — answers
    /// differently from the linear filter: the scroll up to and including that step, with the
    /// violation; `nil` when every answer is right or the index has no cursor.
    /// O(scroll steps × n).
    public func scrollDisagreement(of index: IndexKind) -> (scroll: [Rect], violation: InvariantViolation)? {
        guard let built = build(index) as? any ScrollingRectIndex else { return nil }
        for scroll in scrolls {
            if let (step, violation) = Self.disagreement(of: built, on: frames, scroll: scroll) {
                return (Array(scroll[...step]), violation)
            }
        }
        return nil
    }

    /// Every wrong answer of `index`, built once: each query it answers wrongly, and for a
    /// `ScrollingRectIndex` each scroll up to its first step answered wrongly, with the
    /// violations, in that order; empty when every answer is right. What a campaign that
    /// keeps going groups into findings. O((queries + scroll steps) × n).
    package func disagreements(of index: IndexKind) -> [(scroll: [Rect], violation: InvariantViolation)] {
        let built = build(index)
        var found: [(scroll: [Rect], violation: InvariantViolation)] = []
        for query in queries {
            if let violation = Self.disagreement(of: built, on: frames, query: query) { found.append(([query], violation)) }
        }
        guard let scrolling = built as? any ScrollingRectIndex else { return found }
        for scroll in scrolls {
            if let (step, violation) = Self.disagreement(of: scrolling, on: frames, scroll: scroll) {
                found.append((Array(scroll[...step]), violation))
            }
        }
        return found
    }

    /// The first step of `scroll` that `index`, asked the rects in order through one cursor,
    /// answers wrongly, with the violation; `nil` when every answer is right.
    static func disagreement(
        of index: any ScrollingRectIndex, on frames: LayoutResult, scroll: [Rect]
    ) -> (step: Int, violation: InvariantViolation)? {
        let answers = index.answers(scrollingThrough: scroll)
        for (step, rect) in scroll.enumerated() {
            let answer = step < answers.count ? answers[step] : []
            let name = "\(type(of: index).name) scrolled through \(scroll.count) rects, at step \(step + 1),"
            if let violation = frames.agreementViolations(name: name, queries: [rect], limit: 1, answering: { _, ids in ids = answer }).first {
                return (step, violation)
            }
        }
        return nil
    }

    /// The first rect of `scroll` that `index`, built over `frames`, answers wrongly — asked
    /// through one cursor along the scroll for a `ScrollingRectIndex`, each by itself
    /// otherwise — with the violation, or `nil`; what the shrinker asks of each candidate.
    static func disagreement(
        of index: any RectIndex, on frames: LayoutResult, scroll: [Rect]
    ) -> (step: Int, violation: InvariantViolation)? {
        if scroll.count > 1, let scrolling = index as? any ScrollingRectIndex {
            return disagreement(of: scrolling, on: frames, scroll: scroll)
        }
        for (step, query) in scroll.enumerated() {
            if let violation = disagreement(of: index, on: frames, query: query) { return (step, violation) }
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
