import TesseraCore

/// Shrinks a frame set and a query that an index answers wrongly to a small one it still
/// answers wrongly the same way (missing, extra or repeated ids, or the caller's ids
/// overwritten).
///
/// Greedy passes, repeated until none makes progress or `budget` candidates have been tried:
/// drop frames (halves, quarters, … then one by one, then runs of 2 to 8), move each edge of
/// each frame toward round numbers and onto the query's edges (a frame may become the query
/// itself), move each edge of the query toward round numbers and onto the frames' edges (the
/// query shrinks onto what it must find), and turn a horizontal case vertical. Edges move
/// only on sets of at most 64 frames; a frame that was not inverted stays so.
public struct IndexCaseShrinker: Sendable {
    /// The most candidates to check.
    public var budget: Int

    /// Creates a shrinker.
    public init(budget: Int = 4000) {
        self.budget = budget
    }

    /// The outcome of shrinking.
    public struct Outcome: Sendable {
        /// The smallest failing frame set found.
        public var frames: LayoutResult
        /// Its failing query.
        public var query: Rect
        /// The index's disagreement on them.
        public var violation: InvariantViolation
        /// How many candidates were tried.
        public var attempts: Int
    }

    /// Shrinks `frames` and `query`, on which the index disagrees with the linear filter as
    /// `violation` says; `stillFails` builds the index over a candidate and returns its
    /// disagreement on the candidate query, or `nil`.
    public func shrink(
        _ frames: LayoutResult, query: Rect, violation: InvariantViolation,
        stillFails: (LayoutResult, Rect) -> InvariantViolation?
    ) -> Outcome {
        withoutActuallyEscaping(stillFails) { stillFails in
            var state = IndexShrinkState(
                rects: frames.frames, axis: frames.scrollAxis, query: query, violation: violation, budget: budget, stillFails: stillFails
            )
            var progressed = true
            while progressed, state.hasBudget {
                progressed = false
                progressed = state.dropFrames() || progressed
                progressed = state.moveFrameEdges() || progressed
                progressed = state.moveQueryEdges() || progressed
                progressed = state.turnVertical() || progressed
            }
            return Outcome(
                frames: LayoutResult(cells: state.rects, axis: state.axis), query: state.query, violation: state.violation,
                attempts: state.attempts
            )
        }
    }
}

private struct IndexShrinkState {
    var rects: [Rect]
    var axis: ScrollAxis
    var query: Rect
    var violation: InvariantViolation
    let budget: Int
    let stillFails: (LayoutResult, Rect) -> InvariantViolation?
    var attempts = 0

    var hasBudget: Bool { attempts < budget }

    /// The kind of disagreement, which candidates must keep.
    static func kind(of violation: InvariantViolation) -> [Bool] {
        ["changed the", "misses", "adds", "repeats"].map { violation.message.contains($0) }
    }

    mutating func attempt(_ candidate: [Rect], axis candidateAxis: ScrollAxis? = nil, query candidateQuery: Rect? = nil) -> Bool {
        guard hasBudget else { return false }
        let newAxis = candidateAxis ?? axis, newQuery = candidateQuery ?? query
        guard candidate != rects || newAxis != axis || newQuery != query else { return false }
        attempts += 1
        guard let failure = stillFails(LayoutResult(cells: candidate, axis: newAxis), newQuery),
              Self.kind(of: failure) == Self.kind(of: violation) else { return false }
        (rects, axis, query, violation) = (candidate, newAxis, newQuery, failure)
        return true
    }

    mutating func dropFrames() -> Bool {
        var progressed = false
        var chunk = max(rects.count / 2, 1)
        while !rects.isEmpty, hasBudget {
            var start = 0
            while start < rects.count, hasBudget {
                var candidate = rects
                candidate.removeSubrange(start ..< min(start + chunk, rects.count))
                if attempt(candidate) { progressed = true } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        guard rects.count <= 64 else { return progressed }
        for length in 2 ... 8 {
            var start = 0
            while start + length <= rects.count, hasBudget {
                var candidate = rects
                candidate.removeSubrange(start ..< start + length)
                if attempt(candidate) { progressed = true } else { start += 1 }
            }
        }
        return progressed
    }

    static var edges: [WritableKeyPath<Rect, Double>] { [\.minX, \.minY, \.maxX, \.maxY] }

    mutating func moveFrameEdges() -> Bool {
        guard rects.count <= 64 else { return false }
        var progressed = false
        for index in rects.indices where hasBudget {
            if attempt(rects.replacing(index, with: query)) {
                progressed = true
                continue
            }
            let wasInverted = rects[index].isInverted
            for edge in Self.edges {
                let value = rects[index][keyPath: edge]
                let targets = RoundNumbers.signedCandidates(for: value) + Self.edges.map { query[keyPath: $0] }
                for target in targets where target != value {
                    var frame = rects[index]
                    frame[keyPath: edge] = target
                    guard wasInverted || !frame.isInverted else { continue }
                    if attempt(rects.replacing(index, with: frame)) {
                        progressed = true
                        break
                    }
                }
            }
        }
        return progressed
    }

    mutating func moveQueryEdges() -> Bool {
        var progressed = false
        for edge in Self.edges where hasBudget {
            let value = query[keyPath: edge]
            let frameEdges = rects.count <= 64 ? rects.flatMap { rect in Self.edges.map { rect[keyPath: $0] } } : []
            for target in RoundNumbers.signedCandidates(for: value) + frameEdges where target != value {
                var candidate = query
                candidate[keyPath: edge] = target
                if attempt(rects, query: candidate) {
                    progressed = true
                    break
                }
            }
        }
        return progressed
    }

    mutating func turnVertical() -> Bool {
        axis == .horizontal && attempt(rects, axis: .vertical)
    }
}

extension Array {
    fileprivate func replacing(_ index: Int, with element: Element) -> [Element] {
        var copy = self
        copy[index] = element
        return copy
    }
}
