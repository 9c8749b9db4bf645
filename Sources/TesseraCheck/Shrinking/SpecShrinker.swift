import TesseraCore

/// Shrinks a failing spec to a small one that still fails the same way.
///
/// Greedy passes, each keeping a candidate only when `stillFails` still reports a violation
/// (of the same invariant, which is the caller's test): for a spec with updates, drop
/// updates (each, or the first folded into the items) and the parts of each batch one by one;
/// drop sections (halves, then one by
/// one), merge neighbouring sections, drop items (halves, quarters, … then one by one, as
/// delta debugging does, then runs of 2 to 8 from anywhere — a grid row of 3 items is a run
/// no halving removes), simplify the options the layout's definition proposes (`optionShrinks(of:)`:
/// columns toward 1, lengths toward defaults and round numbers, …), reduce spans toward 1,
/// and move item lengths and the container toward round numbers. Passes repeat until none makes progress,
/// `budget` candidates have been tried or the `deadline` has passed. The item and container passes know nothing of the
/// layout, so any layout's counterexamples shrink; its options shrink as far as its
/// definition says how.
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
    public struct Outcome<Definition: LayoutDefinition>: Sendable {
        /// The smallest failing spec found.
        public var spec: LayoutSpec<Definition>
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
    public func shrink<Definition: LayoutDefinition>(
        _ spec: LayoutSpec<Definition>, violation: InvariantViolation, progress: (Outcome<Definition>) -> Void = { _ in },
        stillFails: @escaping (LayoutSpec<Definition>) -> InvariantViolation?
    ) -> Outcome<Definition> {
        withoutActuallyEscaping(progress) { progress in
            var state = State(
                spec: spec, violation: violation, budget: budget, deadline: deadline, stillFails: stillFails, progress: progress
            )
            var progressed = true
            while progressed, state.hasBudget {
                progressed = false
                progressed = state.dropUpdates() || progressed
                progressed = state.shrinkBatches() || progressed
                progressed = state.dropSections() || progressed
                progressed = state.mergeSections() || progressed
                progressed = state.dropItems() || progressed
                progressed = state.dropRuns() || progressed
                progressed = state.simplifyOptions() || progressed
                progressed = state.simplifyItems() || progressed
                progressed = state.simplifyContainer() || progressed
            }
            return state.outcome
        }
    }
}

/// The shrinker's progress: the current smallest failing spec and the budget left.
private struct State<Definition: LayoutDefinition> {
    var spec: LayoutSpec<Definition>
    var violation: InvariantViolation
    let budget: Int
    let deadline: ContinuousClock.Instant?
    let stillFails: (LayoutSpec<Definition>) -> InvariantViolation?
    let progress: (SpecShrinker.Outcome<Definition>) -> Void
    var attempts = 0
    var steps = 0
    var stoppedAtDeadline = false

    init(
        spec: LayoutSpec<Definition>, violation: InvariantViolation, budget: Int, deadline: ContinuousClock.Instant?,
        stillFails: @escaping (LayoutSpec<Definition>) -> InvariantViolation?,
        progress: @escaping (SpecShrinker.Outcome<Definition>) -> Void
    ) {
        self.spec = spec
        self.violation = violation
        self.budget = budget
        self.deadline = deadline
        self.stillFails = stillFails
        self.progress = progress
    }

    var outcome: SpecShrinker.Outcome<Definition> {
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
    mutating func attempt(_ candidate: LayoutSpec<Definition>) -> Bool {
        guard hasBudget, candidate != spec else { return false }
        attempts += 1
        defer { progress(outcome) }
        guard let failure = stillFails(candidate) else { return false }
        spec = candidate
        violation = failure
        steps += 1
        return true
    }

    /// Fewer updates: each one removed (the last first), then the first applied to the items
    /// so that the spec starts from the items after it. A candidate whose later updates no
    /// longer fit the items fails another way and is not kept.
    mutating func dropUpdates() -> Bool {
        var progressed = false
        var index = spec.updates.count - 1
        while index >= 0, hasBudget {
            if index < spec.updates.count {
                var candidate = spec
                candidate.updates.remove(at: index)
                if attempt(candidate) { progressed = true }
            }
            index -= 1
        }
        while !spec.updates.isEmpty, hasBudget {
            var candidate = spec
            candidate.updates = Array(spec.updates.dropFirst())
            guard (try? LayoutSpec<Definition>.apply(spec.updates[0], number: 0, to: &candidate.items)) != nil,
                  attempt(candidate) else { break }
            progressed = true
        }
        return progressed
    }

    /// Smaller batches: each inserted, deleted, moved or reloaded item or section of each
    /// update removed in turn.
    mutating func shrinkBatches() -> Bool {
        var progressed = false
        var update = 0
        while update < spec.updates.count, hasBudget {
            var part = 0
            while hasBudget {
                let parts = spec.updates[update].removalCandidates
                guard part < parts.count else { break }
                var candidate = spec
                candidate.updates[update] = parts[part]
                if attempt(candidate) { progressed = true } else { part += 1 }
            }
            update += 1
        }
        return progressed
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

    /// Each section merged into the one before it (its items appended there, its own options
    /// dropped as the definition says).
    mutating func mergeSections() -> Bool {
        var progressed = false
        var section = 1
        while section < spec.items.sectionCount, hasBudget {
            var candidate = spec.removingSections(section ..< section + 1)
            var items = ItemSet()
            for kept in 0 ..< spec.items.sectionCount where kept != section {
                items.appendSection(spec.items.items(inSection: kept) + (kept == section - 1 ? spec.items.items(inSection: section) : []))
            }
            candidate.items = items
            if attempt(candidate) { progressed = true } else { section += 1 }
        }
        return progressed
    }

    /// Runs of 2 to 8 consecutive items removed from anywhere: lengths and places the halving
    /// in `dropItems` does not try, such as one row of a three-column grid. Only for small
    /// specs.
    mutating func dropRuns() -> Bool {
        guard spec.items.itemCount <= 64 else { return false }
        var progressed = false
        for length in 2 ... 8 {
            var start = 0
            while start + length <= spec.items.itemCount, hasBudget {
                var candidate = spec
                candidate.items = spec.items.removing(flatRange: start ..< start + length)
                if attempt(candidate) { progressed = true } else { start += 1 }
            }
        }
        return progressed
    }

    /// The definition's option groups, recomputed from the current spec after each group,
    /// since a kept candidate can change what the later groups propose.
    mutating func simplifyOptions() -> Bool {
        var progressed = false
        var group = 0
        while hasBudget {
            let groups = spec.layout.optionShrinks(of: spec)
            guard group < groups.count else { break }
            for candidate in groups[group] where attempt(candidate) {
                progressed = true
                break
            }
            group += 1
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
                    candidate.items = spec.items.mapItems { index, item in
                        guard index == flat else { return item }
                        var changed = item  // its payload, if any, stays with it
                        changed.span = smaller
                        return changed
                    }
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


extension BatchUpdate {
    /// The batch with one of its updates removed, for each update, in list order.
    fileprivate var removalCandidates: [BatchUpdate] {
        var candidates: [BatchUpdate] = []
        func without<Element>(_ list: WritableKeyPath<BatchUpdate, [Element]>) {
            for index in self[keyPath: list].indices {
                var candidate = self
                candidate[keyPath: list].remove(at: index)
                candidates.append(candidate)
            }
        }
        without(\.deletedSections)
        without(\.insertedSections)
        without(\.reloadedSections)
        without(\.movedSections)
        without(\.deletedItems)
        without(\.insertedItems)
        without(\.reloadedItems)
        without(\.movedItems)
        return candidates
    }
}
