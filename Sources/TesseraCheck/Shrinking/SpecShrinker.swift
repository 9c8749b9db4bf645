import TesseraCore
import TesseraLayouts

/// Shrinks a failing spec to a small one that still fails the same way.
///
/// Greedy passes, each keeping a candidate only when `stillFails` still reports a violation
/// (of the same invariant, which is the caller's test): drop sections (halves, then one by
/// one), drop items (halves, quarters, … then one by one, as delta debugging does), reduce
/// spans toward 1, set columns toward 1, options toward defaults and round numbers, item
/// lengths and the container toward round numbers. Passes repeat until none makes progress,
/// `budget` candidates have been tried or the `deadline` has passed.
public struct SpecShrinker: Sendable {
    /// The most candidates to lay out and check.
    public var budget: Int
    /// No candidate is tried after this instant; the smallest failing spec found so far is
    /// the outcome. `nil`: no deadline.
    public var deadline: ContinuousClock.Instant?

    /// Creates a shrinker.
    public init(budget: Int = 4000, deadline: ContinuousClock.Instant? = nil) {
        self.budget = budget
        self.deadline = deadline
    }

    /// The outcome of shrinking.
    public struct Outcome: Sendable {
        /// The smallest failing spec found.
        public var spec: LayoutSpec
        /// Its violation.
        public var violation: InvariantViolation
        /// How many candidates were tried.
        public var attempts: Int
        /// How many were kept.
        public var steps: Int
        /// Whether the deadline stopped shrinking before it was done.
        public var stoppedAtDeadline = false
    }

    /// Shrinks `spec`, which fails with `violation`. `stillFails` lays a candidate out and
    /// returns its violation of the same invariant, or `nil`; `progress` is called after
    /// each candidate with the outcome so far.
    public func shrink(
        _ spec: LayoutSpec, violation: InvariantViolation, progress: (Outcome) -> Void = { _ in },
        stillFails: @escaping (LayoutSpec) -> InvariantViolation?
    ) -> Outcome {
        withoutActuallyEscaping(progress) { progress in
            var state = State(
                spec: spec, violation: violation, budget: budget, deadline: deadline, stillFails: stillFails, progress: progress
            )
            var progressed = true
            while progressed, state.hasBudget {
                progressed = false
                progressed = state.dropSections() || progressed
                progressed = state.dropItems() || progressed
                progressed = state.simplifyOptions() || progressed
                progressed = state.simplifyItems() || progressed
                progressed = state.simplifyContainer() || progressed
            }
            return state.outcome
        }
    }
}

/// The shrinker's progress: the current smallest failing spec and the budget left.
private struct State {
    var spec: LayoutSpec
    var violation: InvariantViolation
    let budget: Int
    let deadline: ContinuousClock.Instant?
    let stillFails: (LayoutSpec) -> InvariantViolation?
    let progress: (SpecShrinker.Outcome) -> Void
    var attempts = 0
    var steps = 0
    var stoppedAtDeadline = false

    init(
        spec: LayoutSpec, violation: InvariantViolation, budget: Int, deadline: ContinuousClock.Instant?,
        stillFails: @escaping (LayoutSpec) -> InvariantViolation?, progress: @escaping (SpecShrinker.Outcome) -> Void
    ) {
        self.spec = spec
        self.violation = violation
        self.budget = budget
        self.deadline = deadline
        self.stillFails = stillFails
        self.progress = progress
    }

    var outcome: SpecShrinker.Outcome {
        SpecShrinker.Outcome(spec: spec, violation: violation, attempts: attempts, steps: steps, stoppedAtDeadline: stoppedAtDeadline)
    }

    /// Whether another candidate may be tried; records the deadline stopping the shrink.
    var hasBudget: Bool {
        mutating get {
            if stoppedAtDeadline || attempts >= budget { return false }
            if let deadline, ContinuousClock.now >= deadline {
                stoppedAtDeadline = true
                return false
            }
            return true
        }
    }

    /// Tries `candidate`; keeps it when it still fails.
    mutating func attempt(_ candidate: LayoutSpec) -> Bool {
        guard hasBudget, candidate != spec else { return false }
        attempts += 1
        defer { progress(outcome) }
        guard let failure = stillFails(candidate) else { return false }
        spec = candidate
        violation = failure
        steps += 1
        return true
    }

    mutating func dropSections() -> Bool {
        var progressed = false
        var chunk = max(spec.items.sectionCount / 2, 1)
        while chunk >= 1, spec.items.sectionCount > 1 {
            var start = 0
            while start < spec.items.sectionCount, spec.items.sectionCount > 1, hasBudget {
                let end = min(start + chunk, spec.items.sectionCount)
                if end - start < spec.items.sectionCount, attempt(spec.removingSections(start ..< end)) {
                    progressed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return progressed
    }

    mutating func dropItems() -> Bool {
        var progressed = false
        var chunk = max(spec.items.itemCount / 2, 1)
        while chunk >= 1, !spec.items.isEmpty, hasBudget {
            var start = 0
            while start < spec.items.itemCount, hasBudget {
                let end = min(start + chunk, spec.items.itemCount)
                var candidate = spec
                candidate.items = spec.items.removing(flatRange: start ..< end)
                if attempt(candidate) { progressed = true } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return progressed
    }

    mutating func simplifyOptions() -> Bool {
        var progressed = false
        if let columns = spec.options.columns, columns > 1 {
            for smaller in Set([1, columns / 2, columns - 1]).sorted() where smaller >= 1 && smaller < columns {
                var candidate = spec
                candidate.options.columns = smaller
                if attempt(candidate) { progressed = true; break }
            }
        }
        for section in spec.options.sectionColumns.keys.sorted() {
            var candidate = spec
            candidate.options.sectionColumns[section] = nil
            progressed = attempt(candidate) || progressed
        }
        let lengths: [WritableKeyPath<LayoutSpec.Options, Double?>] = [
            \.spacing, \.headerLength, \.footerLength, \.padding, \.itemSpacing, \.rowSpacing, \.itemAspect,
        ]
        for key in lengths {
            guard let value = spec.options[keyPath: key] else { continue }
            var removed = spec
            removed.options[keyPath: key] = nil
            if attempt(removed) { progressed = true; continue }
            for round in RoundNumbers.candidates(for: value, includingZero: key != \.itemAspect) {
                var candidate = spec
                candidate.options[keyPath: key] = round
                if attempt(candidate) { progressed = true; break }
            }
        }
        if spec.options.insets != nil {
            var removed = spec
            removed.options.insets = nil
            if attempt(removed) {
                progressed = true
            } else {
                let edges: [WritableKeyPath<Insets, Double>] = [\.top, \.left, \.bottom, \.right]
                for edge in edges {
                    for round in RoundNumbers.candidates(for: spec.options.insets![keyPath: edge], includingZero: true) {
                        var candidate = spec
                        candidate.options.insets![keyPath: edge] = round
                        if attempt(candidate) { progressed = true; break }
                    }
                }
            }
        }
        if spec.options.axis == .horizontal {
            var candidate = spec
            candidate.options.axis = nil
            if let transposed = spec.transposedGrid() { candidate = transposed; candidate.options.axis = nil }
            progressed = attempt(candidate) || progressed
        }
        if spec.options.packing != nil {
            var candidate = spec
            candidate.options.packing = nil
            progressed = attempt(candidate) || progressed
        }
        return progressed
    }

    mutating func simplifyItems() -> Bool {
        guard spec.items.itemCount <= 64 else { return false }
        var progressed = false
        for flat in 0 ..< spec.items.itemCount where hasBudget {
            let item = spec.items[flatIndex: flat]
            if item.span > 1 {
                for smaller in Set([1, item.span - 1]).sorted() {
                    var candidate = spec
                    candidate.items = spec.items.mapItems { $0 == flat ? ItemSet.Item(width: $1.width, height: $1.height, span: smaller) : $1 }
                    if attempt(candidate) { progressed = true; break }
                }
            }
            for dimension in [\ItemSet.Item.width, \.height] {
                let value = spec.items[flatIndex: flat][keyPath: dimension]
                for round in RoundNumbers.candidates(for: value, includingZero: true) {
                    var candidate = spec
                    candidate.items = spec.items.mapItems { index, item in
                        guard index == flat else { return item }
                        var changed = item
                        changed[keyPath: dimension] = round
                        return changed
                    }
                    if attempt(candidate) { progressed = true; break }
                }
            }
        }
        return progressed
    }

    mutating func simplifyContainer() -> Bool {
        var progressed = false
        for dimension in [\Size.width, \.height] {
            for round in RoundNumbers.candidates(for: spec.container[keyPath: dimension], includingZero: false) {
                var candidate = spec
                candidate.container[keyPath: dimension] = round
                if attempt(candidate) { progressed = true; break }
            }
        }
        return progressed
    }
}

/// Rounder numbers to try in place of a value, roundest first, all different from it:
/// 0 (when allowed), 1, 10, 100, 1000 below it, then the value rounded to 100, 10, 1 and ½.
enum RoundNumbers {
    static func candidates(for value: Double, includingZero: Bool) -> [Double] {
        guard value.isFinite else { return [] }
        var result: [Double] = includingZero ? [0] : []
        for power in [1.0, 10, 100, 1000] where power < value {
            result.append(power)
        }
        for step in [100.0, 10, 1, 0.5] {
            result.append((value / step).rounded() * step)
        }
        var seen = Set<Double>()
        return result.filter { $0 != value && ($0 > 0 || (includingZero && $0 == 0)) && seen.insert($0).inserted }
    }
}
