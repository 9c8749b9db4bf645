import TesseraCore
import TesseraIndex

/// Shrinks a frame set and a query — or a scroll, a sequence of queries asked through one
/// cursor — that an index answers wrongly to a small one it still answers wrongly the same way
/// (missing, extra or repeated ids, or the caller's ids overwritten).
///
/// Greedy passes, repeated until none makes progress or `budget` candidates have been tried:
/// for an index with a node size (`IndexKind.hasNodeSize`), the smallest that still fails; drop
/// frames (halves, quarters, … then one by one, then runs of 2 to 8); for a scroll, drop
/// steps (halves, … then one by one; a scroll that now fails earlier ends there) and make
/// each move smaller (a step moved halfway back toward the one before it, or onto it); move
/// each edge of each frame toward round numbers and onto the queries' edges (a frame may
/// become the failing query itself), move each edge of each query toward round numbers and
/// onto the frames' edges (the query shrinks onto what it must find), move the whole case so
/// that one of its edges is at 0 and scale it by a power of two toward 1 (exact: the edges keep
/// their order, so far-off or huge cases come home whole), and turn a horizontal
/// case vertical. Edges move only on sets of at most 64 frames and scrolls of at most 8 steps;
/// a frame that was not inverted stays so. When no pass makes progress at a node size above the
/// smallest, a smaller one is tried with a run of 1 to 7 frames dropped (the frame a wrong
/// summary hides then lands where the smaller tree's summary leaves it out).
public struct IndexCaseShrinker: Sendable {
    /// The most candidates to check.
    public var budget: Int

    /// Creates a shrinker.
    public init(budget: Int = 4000) {
        self.budget = budget
    }

    /// The node sizes a campaign's shrinker tries for `index`, smallest first: none when the
    /// kind has no node size, else from its smallest up to 16 (most kinds' own or more).
    package static func nodeSizes(of index: IndexKind) -> [Int] {
        guard index.hasNodeSize else { return [] }
        return [1, 2, 3, 4, 6, 8, 12, 16].filter { $0 >= index.smallestNodeSize }
    }

    /// The outcome of shrinking.
    public struct Outcome: Sendable {
        /// The smallest failing frame set found.
        public var frames: LayoutResult
        /// The failing scroll: the queries asked in order through one cursor, the failing one
        /// last (one query alone when the failure needs no scroll).
        public var scroll: [Rect]
        /// The index's disagreement on them.
        public var violation: InvariantViolation
        /// How many candidates were tried.
        public var attempts: Int
        /// The node size the index fails with (`IndexCase.nodeSize`; `nil`: its own).
        package var nodeSize: Int? = nil

        /// The failing query: the scroll's last.
        public var query: Rect { scroll[scroll.count - 1] }
    }

    /// Shrinks `frames` and `query`, on which the index disagrees with the linear filter as
    /// `violation` says; `stillFails` builds the index over a candidate and returns its
    /// disagreement on the candidate query, or `nil`.
    public func shrink(
        _ frames: LayoutResult, query: Rect, violation: InvariantViolation,
        stillFails: (LayoutResult, Rect) -> InvariantViolation?
    ) -> Outcome {
        withoutActuallyEscaping(stillFails) { stillFails in
            shrink(frames, scroll: [query], violation: violation) { frames, scroll in
                // Candidates of a one-query scroll stay one query long.
                stillFails(frames, scroll[scroll.count - 1]).map { (step: scroll.count - 1, violation: $0) }
            }
        }
    }

    /// Shrinks `frames` and `scroll` — non-empty, whose last query the index answers wrongly
    /// as `violation` says — to a smaller failing frame set and a shorter scroll with smaller
    /// moves; `stillFails` builds the index over a candidate, asks it the candidate scroll in
    /// order and returns the first step answered wrongly with the disagreement, or `nil`.
    public func shrink(
        _ frames: LayoutResult, scroll: [Rect], violation: InvariantViolation,
        stillFails: (LayoutResult, [Rect]) -> (step: Int, violation: InvariantViolation)?
    ) -> Outcome {
        withoutActuallyEscaping(stillFails) { stillFails in
            shrink(frames, scroll: scroll, nodeSize: nil, nodeSizes: [], violation: violation) { frames, scroll, _ in
                stillFails(frames, scroll)
            }
        }
    }

    /// `shrink(_:scroll:violation:stillFails:)` of a case built with nodes of `nodeSize`
    /// elements (`nil`: the index's own, `IndexCase.nodeSize`); each round first tries the
    /// smallest of `nodeSizes` (ascending; empty for an index without a node size) below the
    /// current one that still fails — smaller nodes first: a wrong block or node summary then
    /// shows on a few frames, which the next passes drop to. `stillFails` builds the index over
    /// a candidate with the candidate's node size.
    package func shrink(
        _ frames: LayoutResult, scroll: [Rect], nodeSize: Int?, nodeSizes: [Int], violation: InvariantViolation,
        stillFails: (LayoutResult, [Rect], Int?) -> (step: Int, violation: InvariantViolation)?
    ) -> Outcome {
        withoutActuallyEscaping(stillFails) { stillFails in
            var state = IndexShrinkState(
                rects: frames.frames, axis: frames.scrollAxis, scroll: scroll, nodeSize: nodeSize, nodeSizes: nodeSizes,
                violation: violation, budget: budget, stillFails: stillFails
            )
            state.shrinkUntilStuck()
            return Outcome(
                frames: LayoutResult(cells: state.rects, axis: state.axis), scroll: state.scroll, violation: state.violation,
                attempts: state.attempts, nodeSize: state.nodeSize
            )
        }
    }
}

/// What one shrink holds: the smallest failing case so far and the budget left. Used by the
/// shrinker's entry points (`IndexCaseShrinker+Cases.swift` too).
struct IndexShrinkState {
    var rects: [Rect]
    var axis: ScrollAxis
    /// The queries asked in order; the last fails.
    var scroll: [Rect]
    /// The node size the index is built with (`nil`: its own).
    var nodeSize: Int?
    /// The node sizes to try, ascending (none for an index without one).
    let nodeSizes: [Int]
    var violation: InvariantViolation
    let budget: Int
    let stillFails: (LayoutResult, [Rect], Int?) -> (step: Int, violation: InvariantViolation)?
    var attempts = 0
    /// No candidate is tried from this instant on (a time limit or a deadline); `nil`: none.
    var endsAt: ContinuousClock.Instant?
    /// How many more times a move may be halved: halving converges without end (to the
    /// smallest subnormal), so it gets a fixed allowance over the whole shrink.
    var halvingsLeft = 32
    /// How many more candidates `shiftIntoSmallerNodes` may try: half the budget.
    lazy var shiftAttemptsLeft = budget / 2
    /// The states accepted so far (hashed): moving an edge onto another and back again
    /// would otherwise cycle until the budget is spent.
    var accepted: Set<Int> = []

    var query: Rect { scroll[scroll.count - 1] }

    var hasBudget: Bool { attempts < budget && endsAt.map { ContinuousClock.now < $0 } != false }

    /// The passes, repeated until none makes progress or the budget is spent.
    mutating func shrinkUntilStuck() {
        var progressed = true
        while progressed, hasBudget {
            progressed = false
            progressed = shrinkNodeSize() || progressed
            progressed = dropFrames() || progressed
            progressed = dropSteps() || progressed
            progressed = shortenMoves() || progressed
            progressed = translateAndRescale() || progressed
            progressed = moveFrameEdges() || progressed
            progressed = moveQueryEdges() || progressed
            progressed = turnVertical() || progressed
            // Stuck at a node size above the smallest: the last resort.
            if !progressed { progressed = shiftIntoSmallerNodes() }
        }
    }

    /// How complicated a case's numbers are to read: the significant digits of every edge,
    /// then their magnitudes (`RoundNumbers.complexity(of:)`).
    static func complexity(_ rects: [Rect], _ scroll: [Rect]) -> (digits: Int, magnitude: Double) {
        var digits = 0, magnitude = 0.0
        for rect in rects + scroll {
            for edge in edges {
                let value = RoundNumbers.complexity(of: rect[keyPath: edge])
                digits = digits.addingReportingOverflow(value.digits).partialValue
                magnitude += value.magnitude
            }
        }
        return (digits, magnitude)
    }

    /// Whether the candidate still fails the same way; if so it becomes the state, its scroll
    /// cut after the step that fails. A candidate with as many frames and steps must not be
    /// more complicated to read (`complexity`) unless `measured` is false (halving a move, which
    /// has an allowance of its own), and no state is taken twice, so numbers cannot wander.
    mutating func attempt(
        _ candidate: [Rect], axis candidateAxis: ScrollAxis? = nil, scroll candidateScroll: [Rect]? = nil,
        nodeSize candidateNodeSize: Int? = nil, measured: Bool = true
    ) -> Bool {
        guard hasBudget else { return false }
        let newAxis = candidateAxis ?? axis, newScroll = candidateScroll ?? scroll, newNodeSize = candidateNodeSize ?? nodeSize
        guard !newScroll.isEmpty, candidate != rects || newAxis != axis || newScroll != scroll || newNodeSize != nodeSize else { return false }
        if measured, candidate.count == rects.count, newScroll.count == scroll.count {
            let (new, old) = (Self.complexity(candidate, newScroll), Self.complexity(rects, scroll))
            guard new.digits != old.digits ? new.digits < old.digits : new.magnitude <= old.magnitude else { return false }
        }
        if accepted.isEmpty { accepted.insert(Self.hash(rects, axis, scroll, nodeSize)) }
        guard !accepted.contains(Self.hash(candidate, newAxis, newScroll, newNodeSize)) else { return false }
        attempts += 1
        guard let failure = stillFails(LayoutResult(cells: candidate, axis: newAxis), newScroll, newNodeSize),
              // The kind of disagreement is what candidates must keep.
              IndexFindingKey.Disagreement(failure.violation) == IndexFindingKey.Disagreement(violation) else { return false }
        (rects, axis, scroll, nodeSize, violation) = (candidate, newAxis, Array(newScroll[...failure.step]), newNodeSize, failure.violation)
        accepted.insert(Self.hash(rects, axis, scroll, nodeSize))
        return true
    }

    static func hash(_ rects: [Rect], _ axis: ScrollAxis, _ scroll: [Rect], _ nodeSize: Int?) -> Int {
        var hasher = Hasher()
        hasher.combine(rects)
        hasher.combine(axis)
        hasher.combine(scroll)
        hasher.combine(nodeSize)
        return hasher.finalize()
    }

    /// The smallest node size below the current one that still fails, if any: smaller nodes
    /// first, so that the frames dropped next leave the smallest tree that shows the failure.
    mutating func shrinkNodeSize() -> Bool {
        for size in nodeSizes where size < nodeSize ?? .max {
            if attempt(rects, nodeSize: size) { return true }
        }
        return false
    }

    /// A smaller node size that fails once a run of 1 to 7 frames is dropped, smallest size
    /// first, shortest run first; tried when no other pass makes progress. A wrong node summary
    /// shows only when a frame the query needs sits in the part of the tree the summary leaves
    /// out (a node's right block, say): the frames that show it in large nodes put that frame
    /// elsewhere in small ones, and dropping a few frames before it shifts it into place. At
    /// most half the budget over the whole shrink, so that a failure that needs its node size
    /// leaves the budget to the other passes.
    mutating func shiftIntoSmallerNodes() -> Bool {
        for size in nodeSizes where size < nodeSize ?? .max {
            for length in 1 ... 7 where length < rects.count {
                for start in 0 ... rects.count - length {
                    guard hasBudget, shiftAttemptsLeft > 0 else { return false }
                    shiftAttemptsLeft -= 1
                    var candidate = rects
                    candidate.removeSubrange(start ..< start + length)
                    if attempt(candidate, nodeSize: size) { return true }
                }
            }
        }
        return false
    }

    /// The scroll with its query at `step` replaced by `rect`.
    func scroll(replacing step: Int, with rect: Rect) -> [Rect] {
        scroll.replacing(step, with: rect)
    }

    mutating func dropSteps() -> Bool {
        var progressed = false
        var chunk = max(scroll.count / 2, 1)
        while scroll.count > 1, hasBudget {
            var start = 0
            while start < scroll.count, scroll.count > 1, hasBudget {
                var candidate = scroll
                candidate.removeSubrange(start ..< min(start + chunk, scroll.count))
                if attempt(rects, scroll: candidate) { progressed = true } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return progressed
    }

    /// Each step moved onto the step before it, else halfway back toward it, while that fails.
    mutating func shortenMoves() -> Bool {
        var progressed = false
        var step = 1
        while step < scroll.count, hasBudget {
            let previous = scroll[step - 1]
            if attempt(rects, scroll: scroll(replacing: step, with: previous)) {
                progressed = true
                continue
            }
            var moved = false
            while halvingsLeft > 0, hasBudget {
                let current = scroll[step]
                let halfway = Rect(
                    minX: previous.minX + (current.minX - previous.minX) / 2, minY: previous.minY + (current.minY - previous.minY) / 2,
                    maxX: previous.maxX + (current.maxX - previous.maxX) / 2, maxY: previous.maxY + (current.maxY - previous.maxY) / 2
                )
                guard halfway.isFinite, attempt(rects, scroll: scroll(replacing: step, with: halfway), measured: false) else { break }
                halvingsLeft -= 1
                moved = true
            }
            progressed = progressed || moved
            step += 1
        }
        return progressed
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

    /// The frames and the scroll with `transform` applied to every x or every y edge.
    func mapped(vertical: Bool, _ transform: (Double) -> Double) -> (rects: [Rect], scroll: [Rect]) {
        let apply = { (rect: Rect) in
            vertical
                ? Rect(minX: rect.minX, minY: transform(rect.minY), maxX: rect.maxX, maxY: transform(rect.maxY))
                : Rect(minX: transform(rect.minX), minY: rect.minY, maxX: transform(rect.maxX), maxY: rect.maxY)
        }
        return (rects.map(apply), scroll.map(apply))
    }

    /// Moves every x (or y) edge so that one of them is at 0, then scales them by a power of
    /// two that brings the largest toward 1: relations that several edges share survive
    /// moves that one edge at a time could not make.
    mutating func translateAndRescale() -> Bool {
        guard rects.count <= 64, scroll.count <= 8 else { return false }
        var progressed = false
        for vertical in [true, false] where hasBudget {
            let values = Set((rects + scroll).flatMap { vertical ? [$0.minY, $0.maxY] : [$0.minX, $0.maxX] }.filter { $0 != 0 && $0.isFinite })
            for value in values.sorted(by: { (abs($0), $0) > (abs($1), $1) }).prefix(8) where hasBudget {
                let moved = mapped(vertical: vertical) { $0 - value }
                if moved.rects.allSatisfy(\.isFinite), attempt(moved.rects, scroll: moved.scroll) {
                    progressed = true
                    break
                }
            }
            let largest = (rects + scroll).flatMap { vertical ? [$0.minY, $0.maxY] : [$0.minX, $0.maxX] }.map(abs).max() ?? 0
            guard largest.isFinite, largest > 4 || (largest > 0 && largest < 0.25) else { continue }
            let scale = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
            let scaled = mapped(vertical: vertical) { $0 * scale }
            if attempt(scaled.rects, scroll: scaled.scroll) { progressed = true }
        }
        return progressed
    }

    mutating func moveFrameEdges() -> Bool {
        guard rects.count <= 64 else { return false }
        var progressed = false
        for index in rects.indices where hasBudget {
            if attempt(rects.replacing(index, with: query)) {
                progressed = true
                continue
            }
            let wasInverted = rects[index].isInverted
            let queryEdges = scroll.suffix(8).flatMap { rect in Self.edges.map { rect[keyPath: $0] } }
            for edge in Self.edges {
                let value = rects[index][keyPath: edge]
                let targets = RoundNumbers.signedCandidates(for: value) + queryEdges
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
        guard scroll.count <= 8 else { return false }
        var progressed = false
        let frameEdges = rects.count <= 64 ? rects.flatMap { rect in Self.edges.map { rect[keyPath: $0] } } : []
        var step = 0
        while step < scroll.count, hasBudget {
            for edge in Self.edges where hasBudget && step < scroll.count {
                let value = scroll[step][keyPath: edge]
                for target in RoundNumbers.signedCandidates(for: value) + frameEdges where target != value {
                    var candidate = scroll[step]
                    candidate[keyPath: edge] = target
                    if attempt(rects, scroll: scroll(replacing: step, with: candidate)) {
                        progressed = true
                        break
                    }
                }
            }
            step += 1
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
