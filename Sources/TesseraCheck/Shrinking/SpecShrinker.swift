import TesseraCore

/// Shrinks a failing spec to a small one that still fails the same way.
///
/// Greedy passes, each keeping a candidate only when `stillFails` still reports a violation
/// (of the same invariant, which is the caller's test):
/// - **Structure.** Drop updates (each, or the first folded into the items); drop the parts of
///   each batch — an item a batch inserts, deletes or moves leaves the whole history at once
///   (`UpdateHistory`), so the batches after it stay consistent; drop sections (halves, then
///   one by one) and merge neighbouring ones; drop items (halves, quarters, … then one by
///   one, as delta debugging does, then runs of 2 to 8 from anywhere — a grid row of 3 items
///   is a run no halving removes), and merge neighbouring items into one spanning both. With
///   updates, sections and items leave the whole history, and the engine's checkpoints are
///   tried closer together first (`closeCheckpoints`), so that a defect past its first
///   checkpoint needs no more than a few items.
/// - **Numbers.** The default options in one candidate, then the option groups the layout's
///   definition proposes (`optionShrinks(of:)`: columns toward 1, lengths toward defaults and
///   round numbers, …), spans toward 1, item lengths (those batches insert or reload too) and
///   the container toward round numbers, the checkpoint spacing back to the engine's own.
///
/// The passes repeat until none makes progress, `budget` candidates have been tried, the
/// `timeLimit` is spent or the `deadline` has passed. Three rules keep shrinking short once the
/// structure is small: a spec is never tried twice, nor options a kept spec had before (so
/// options proposed from each other — a default and 0 — cannot take turns); a number is kept only when strictly simpler
/// (`RoundNumbers.isSimpler`); and a number change that failed to keep the failure is not tried
/// again until the structure changes (numbers that stopped mattering are left alone). Once the
/// spec is down to one item without updates, the number passes get `oneItemNumberBudget`
/// candidates in all: the counterexample is already readable, and a layout whose options
/// propose many simpler values would otherwise spend the whole budget rounding them. No
/// candidate has more items than the spec it would replace, counting those its updates insert
/// or reload (`totalItemCount`: folding an update into the items keeps it). The item and container passes
/// know nothing of the layout, so any layout's counterexamples shrink; its options shrink as
/// far as its definition says how.
public struct SpecShrinker: Sendable {
    /// The most candidates to lay out and check.
    public var budget: Int
    /// The longest one shrink may take; `nil`: no limit but the deadline.
    public var timeLimit: Duration?
    /// No candidate is tried after this instant; the smallest failing spec found so far is
    /// the outcome. `nil`: no deadline.
    public var deadline: ContinuousClock.Instant?

    /// How long one shrink may take by default: far beyond what a counterexample of the
    /// ordinary profiles needs, short enough that a campaign reporting several findings, each
    /// shrunk, stays within a CI job.
    public static let defaultTimeLimit: Duration = .seconds(30)

    /// How many number candidates (options, lengths, the container) the shrinker tries once the
    /// spec is one item without updates: enough for every length to reach a round number and a
    /// handful of option groups, few enough that a one-item counterexample shrinks in under a
    /// hundred candidates.
    public static let oneItemNumberBudget = 64

    /// The checkpoint spacings (`LayoutSpec.checkpointSpacing`) the shrinker tries, closest
    /// first: below every engine's own, so that a defect past the first checkpoint shows
    /// with a few items.
    static let checkpointSpacings = [1, 2, 4, 8, 16, 32]

    /// Creates a shrinker.
    public init(budget: Int = 4000, timeLimit: Duration? = SpecShrinker.defaultTimeLimit, deadline: ContinuousClock.Instant? = nil) {
        self.budget = budget
        self.timeLimit = timeLimit
        self.deadline = deadline
    }

    /// Why shrinking stopped.
    public enum Stop: String, Hashable, Sendable {
        /// No pass made progress: the spec is as small as the passes can make it.
        case finished
        /// `budget` candidates were tried.
        case candidateBudget = "candidate budget"
        /// `timeLimit` was spent.
        case timeLimit = "time limit"
        /// `deadline` passed.
        case deadline
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
        /// Why shrinking stopped.
        public var stop: Stop = .finished
        /// How long shrinking took.
        public var elapsed: Duration = .zero

        /// Whether time — the deadline or the time limit — stopped shrinking before it was
        /// done: `spec` is the smallest counterexample found by then.
        public var stoppedAtDeadline: Bool { stop == .deadline || stop == .timeLimit }
    }

    /// Shrinks `spec`, which fails with `violation`. `stillFails` lays a candidate out and
    /// returns its violation of the same invariant, or `nil`; `progress` is called after
    /// each candidate with the outcome so far.
    public func shrink<Definition: LayoutDefinition>(
        _ spec: LayoutSpec<Definition>, violation: InvariantViolation, progress: (Outcome<Definition>) -> Void = { _ in },
        stillFails: @escaping (LayoutSpec<Definition>) -> InvariantViolation?
    ) -> Outcome<Definition> {
        withoutActuallyEscaping(progress) { progress in
            let start = ContinuousClock.now
            let limit = timeLimit.map { start + $0 }
            var state = SpecShrinkState(
                spec: spec, violation: violation, budget: budget, start: start, timeLimit: limit, deadline: deadline,
                stillFails: stillFails, progress: progress
            )
            var progressed = true
            while progressed, state.hasBudget {
                progressed = false
                state.startRound()
                progressed = state.dropUpdates() || progressed
                progressed = state.shrinkBatches() || progressed
                progressed = state.closeCheckpoints() || progressed
                progressed = state.dropSections() || progressed
                progressed = state.mergeSections() || progressed
                progressed = state.dropItems() || progressed
                progressed = state.dropRuns() || progressed
                progressed = state.mergeItems() || progressed
                progressed = state.useDefaultOptions() || progressed
                progressed = state.simplifyOptions() || progressed
                progressed = state.simplifyItems() || progressed
                progressed = state.simplifyContainer() || progressed
                progressed = state.simplifyCheckpointSpacing() || progressed
            }
            return state.outcome
        }
    }
}

/// The shrinker's progress: the current smallest failing spec, the budget left and what has
/// been tried.
struct SpecShrinkState<Definition: LayoutDefinition> {
    var spec: LayoutSpec<Definition>
    var violation: InvariantViolation
    let budget: Int
    let start: ContinuousClock.Instant
    let timeLimit: ContinuousClock.Instant?
    let deadline: ContinuousClock.Instant?
    let stillFails: (LayoutSpec<Definition>) -> InvariantViolation?
    let progress: (SpecShrinker.Outcome<Definition>) -> Void
    var attempts = 0
    var steps = 0
    var stop = SpecShrinker.Stop.finished
    /// The hashes of every spec tried: none is tried twice.
    var tried = Set<Int>()
    /// Number changes (a place and a value) that did not keep the failure since the structure
    /// last changed; not tried again until it does.
    var settled = Set<NumberChange>()
    /// The structure `settled` belongs to.
    var settledShape: Shape?
    /// The hashes of the options every kept spec had: options never return to one of them, so
    /// a layout's default and the simpler values its option groups propose cannot take turns.
    var keptOptions = Set<Int>()
    /// Number candidates tried while the spec was one item without updates.
    var oneItemNumberAttempts = 0
    /// Whether `closeCheckpoints` has run: it tries closer checkpoints once per shrink.
    var checkpointsClosed = false

    /// A number change the shrinker tried: where (a pass's own key) and to what.
    struct NumberChange: Hashable {
        var place: [Int]
        var value: UInt64
    }

    /// What a number change depends on: counts of updates, batch parts, sections and items.
    struct Shape: Hashable {
        var updates: Int
        var parts: Int
        var sections: Int
        var items: Int

        init(_ spec: LayoutSpec<Definition>) {
            updates = spec.updates.count
            parts = spec.updates.reduce(0) { $0 + $1.partCount }
            sections = spec.items.sectionCount
            items = spec.items.itemCount
        }
    }

    init(
        spec: LayoutSpec<Definition>, violation: InvariantViolation, budget: Int, start: ContinuousClock.Instant,
        timeLimit: ContinuousClock.Instant?, deadline: ContinuousClock.Instant?,
        stillFails: @escaping (LayoutSpec<Definition>) -> InvariantViolation?,
        progress: @escaping (SpecShrinker.Outcome<Definition>) -> Void
    ) {
        self.spec = spec
        self.violation = violation
        self.budget = budget
        self.start = start
        self.timeLimit = timeLimit
        self.deadline = deadline
        self.stillFails = stillFails
        self.progress = progress
        tried.insert(spec.hashValue)
        keptOptions.insert(spec.options.hashValue)
    }

    var outcome: SpecShrinker.Outcome<Definition> {
        SpecShrinker.Outcome(
            spec: spec, violation: violation, attempts: attempts, steps: steps, stop: stop, elapsed: ContinuousClock.now - start
        )
    }

    /// Whether another candidate may be tried; records what stopped the shrink.
    var hasBudget: Bool {
        mutating get {
            if stop != .finished { return false }
            if attempts >= budget {
                stop = .candidateBudget
                return false
            }
            let now = ContinuousClock.now
            if let deadline, now >= deadline {
                stop = .deadline
                return false
            }
            if let timeLimit, now >= timeLimit {
                stop = .timeLimit
                return false
            }
            return true
        }
    }

    /// Forgets the settled number changes when the structure changed since they were tried.
    mutating func startRound() {
        let shape = Shape(spec)
        if shape != settledShape {
            settled.removeAll()
            settledShape = shape
        }
    }

    /// Tries `candidate`; keeps it when it still fails. A candidate tried before, or with
    /// more items than the spec, is not tried.
    mutating func attempt(_ candidate: LayoutSpec<Definition>) -> Bool {
        guard hasBudget, candidate.totalItemCount <= spec.totalItemCount,
              candidate.options == spec.options || !keptOptions.contains(candidate.options.hashValue),
              tried.insert(candidate.hashValue).inserted else {
            return false
        }
        attempts += 1
        defer { progress(outcome) }
        guard let failure = stillFails(candidate) else { return false }
        spec = candidate
        violation = failure
        steps += 1
        keptOptions.insert(candidate.options.hashValue)
        return true
    }

    /// Tries the number change `change` (`candidate` is the spec with it) unless it is
    /// settled; settles it when it does not keep the failure. A one-item spec's number changes
    /// stop at `SpecShrinker.oneItemNumberBudget`.
    mutating func attempt(_ candidate: LayoutSpec<Definition>, change: NumberChange) -> Bool {
        guard !settled.contains(change) else { return false }
        let oneItem = spec.totalItemCount <= 1 && spec.updates.isEmpty
        if oneItem, oneItemNumberAttempts >= SpecShrinker.oneItemNumberBudget { return false }
        let before = attempts
        defer { if oneItem { oneItemNumberAttempts += attempts - before } }
        if attempt(candidate) { return true }
        settled.insert(change)
        return false
    }
}

extension LayoutSpec {
    /// The items of the spec and every item its updates insert or reload: a measure that
    /// shrinking never lets grow (folding an update into the items keeps it).
    var totalItemCount: Int {
        items.itemCount + updates.reduce(0) { total, batch in
            total + batch.insertedItems.count + batch.reloadedItems.count
                + batch.insertedSections.reduce(0) { $0 + $1.items.count } + batch.reloadedSections.reduce(0) { $0 + $1.items.count }
        }
    }
}

extension BatchUpdate {
    /// How many inserts, deletes, moves and reloads of items and sections the batch holds.
    var partCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count
    }
}
