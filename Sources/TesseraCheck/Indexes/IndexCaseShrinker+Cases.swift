import TesseraCore

extension IndexCaseShrinker {
    /// How shrinking a whole case ended (`shrink(_:nodeSizes:timeLimit:deadline:stillFails:)`).
    package struct CaseOutcome: Sendable {
        /// The smallest failing case found.
        package var input: IndexCase
        /// How many candidates were tried.
        package var attempts: Int
        /// Why shrinking stopped.
        package var stop: SpecShrinker.Stop
        /// How long shrinking took.
        package var elapsed: Duration
    }

    /// Shrinks `input`, a whole case that fails in a way only `stillFails` knows (it traps or
    /// hangs in a child process, say: `tessera fuzz` runs each candidate in one), to a smaller
    /// case that still fails. `stillFails` runs the campaign's check of a candidate case.
    ///
    /// A case asks its queries one by one, then its scrolls through a cursor (only a
    /// `ScrollingRectIndex` has one), so first the part that fails alone is found: the case
    /// without its scrolls, else each scroll alone, without the queries — a case where no part
    /// fails alone is returned as it is. That part is then shrunk as a wrong answer is
    /// (`shrink(_:scroll:nodeSize:nodeSizes:violation:stillFails:)`): the queries as a list
    /// whose members are dropped and moved (each still asked alone), or the one scroll.
    /// `nodeSizes` are the node sizes to try, ascending (`nodeSizes(of:)`). Stops after
    /// `budget` candidates, `timeLimit` or at `deadline`, whichever comes first.
    package func shrink(
        _ input: IndexCase, nodeSizes: [Int], timeLimit: Duration?, deadline: ContinuousClock.Instant?,
        stillFails: (IndexCase) -> Bool
    ) -> CaseOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let limitEnd = timeLimit.map { start + $0 }
        let endsAt = [limitEnd, deadline].compactMap { $0 }.min()
        var attempts = 0
        func stop(budgetSpent: Bool) -> SpecShrinker.Stop {
            if budgetSpent { return .candidateBudget }
            if let deadline, clock.now >= deadline { return .deadline }
            if let limitEnd, clock.now >= limitEnd { return .timeLimit }
            return .finished
        }
        func fails(_ candidate: IndexCase) -> Bool? {
            guard attempts < budget, endsAt.map({ clock.now < $0 }) != false else { return nil }
            attempts += 1
            return stillFails(candidate)
        }
        func unshrunk(budgetSpent: Bool = false) -> CaseOutcome {
            CaseOutcome(input: input, attempts: attempts, stop: stop(budgetSpent: budgetSpent), elapsed: clock.now - start)
        }

        // The part that fails alone: the queries (each asked alone), or one scroll.
        let asksQueries: Bool
        var steps: [Rect]
        if input.scrolls.isEmpty {
            (asksQueries, steps) = (true, input.queries)
        } else {
            var withoutScrolls = input
            withoutScrolls.scrolls = []
            switch fails(withoutScrolls) {
            case nil: return unshrunk(budgetSpent: attempts >= budget)
            case true?: (asksQueries, steps) = (true, input.queries)
            case false?:
                var failing: [Rect]?
                for scroll in input.scrolls where !scroll.isEmpty {
                    var alone = input
                    (alone.queries, alone.scrolls) = ([], [scroll])
                    guard let failed = fails(alone) else { return unshrunk(budgetSpent: attempts >= budget) }
                    if failed {
                        failing = scroll
                        break
                    }
                }
                guard let failing else { return unshrunk() }
                (asksQueries, steps) = (false, failing)
            }
        }
        // A case without queries cannot be shrunk as a scroll: the passes keep at least one step.
        guard !steps.isEmpty else { return unshrunk() }

        func candidate(_ frames: LayoutResult, _ steps: [Rect], _ nodeSize: Int?) -> IndexCase {
            var candidate = IndexCase(
                frames: frames.frames, axis: frames.scrollAxis, queries: asksQueries ? steps : [], scrolls: asksQueries ? [] : [steps]
            )
            candidate.nodeSize = nodeSize
            return candidate
        }
        // The way it fails is `stillFails`'s to judge: every failing candidate fails as one.
        let violation = InvariantViolation(.indexAgreement, "the case still fails")
        return withoutActuallyEscaping(stillFails) { stillFails in
            var state = IndexShrinkState(
                rects: input.frames.frames, axis: input.frames.scrollAxis, scroll: steps, nodeSize: input.nodeSize, nodeSizes: nodeSizes,
                violation: violation, budget: budget - attempts,
                stillFails: { frames, steps, nodeSize in stillFails(candidate(frames, steps, nodeSize)) ? (steps.count - 1, violation) : nil },
                endsAt: endsAt
            )
            state.shrinkUntilStuck()
            let shrunk = candidate(LayoutResult(cells: state.rects, axis: state.axis), state.scroll, state.nodeSize)
            return CaseOutcome(
                input: shrunk, attempts: attempts + state.attempts, stop: stop(budgetSpent: state.attempts >= state.budget),
                elapsed: clock.now - start
            )
        }
    }
}
