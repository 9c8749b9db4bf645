import TesseraCore
import TesseraIndex

/// Runs every invariant — or a chosen subset — on a layout result or on a spec (which it
/// lays out, more than once for determinism and the metamorphic relations). The entry point
/// of `tessera check` and of each case of a campaign, for any layout definition.
public struct InvariantChecker: Sendable {
    /// The invariants to check; `nil` (the default) checks every built-in invariant and the
    /// layout's own. Built-in invariants a layout declares inapplicable are never checked.
    public var invariants: Set<Invariant>?
    /// Overrides the layout's tolerance in points (`LayoutExpectations.tolerance`) when set.
    public var tolerance: Double?
    /// Overrides which violations pass, per invariant and class
    /// (`LayoutExpectations.tolerances`), when set: `.exact` holds a user's layout to the ulp.
    public var tolerances: ViolationTolerances?
    /// Overrides the display scale violations are classified at
    /// (`LayoutExpectations.displayScale`), when set.
    public var displayScale: Double?
    /// The indexes checked against the linear filter (`indexAgreement`).
    public var indexes: [IndexKind]
    /// How many violations each invariant reports at most.
    public var violationLimit: Int
    /// How many probe queries each index answers per result.
    public var queryBudget: Int
    /// Weakened checks, by invariant: each receives what the real check found and the result it
    /// checked, and returns what to report instead. Plumbing for the mutant suite, which plants
    /// bugs in the checker this way to show that a campaign's self-validation catches them.
    package var overrides: [Invariant: CheckOverride] = [:]
    /// When set, a check stops between its stages (a layout, an index, an update) once this
    /// instant has passed, returning what it found so far: how a campaign's time bound cuts a
    /// case short instead of waiting for it (see `isPastDeadline`).
    package var deadline: ContinuousClock.Instant?

    /// Whether `deadline` has passed: a check that returns then may not have checked everything.
    package var isPastDeadline: Bool {
        deadline.map { ContinuousClock.now >= $0 } ?? false
    }

    /// A weakened check: the violations to report, given the real ones and the result checked.
    package typealias CheckOverride = @Sendable (_ found: [InvariantViolation], _ result: LayoutResult) -> [InvariantViolation]

    /// Creates a checker.
    public init(
        invariants: Set<Invariant>? = nil, tolerance: Double? = nil, indexes: [IndexKind] = [], violationLimit: Int = 1,
        queryBudget: Int = 64
    ) {
        self.invariants = invariants
        self.tolerance = tolerance
        self.indexes = indexes
        self.violationLimit = max(1, violationLimit)
        self.queryBudget = queryBudget
    }

    /// Whether `invariant` is selected (before any layout's exclusions).
    public func selects(_ invariant: Invariant) -> Bool {
        invariants?.contains(invariant) ?? true
    }

    /// The violations of `result`, checked against what `expectations` knows of its input,
    /// in `Invariant` order: the built-in result invariants. Checks that need unknown facts are
    /// skipped; a layout's own invariants need its spec (`check(_:for:querySeed:)`), and
    /// determinism and the metamorphic relations need to lay it out (`check(_:querySeed:)`).
    /// `querySeed` draws the index probe queries.
    public func check(_ result: LayoutResult, expecting expectations: LayoutExpectations = .init(), querySeed: UInt64 = 0) -> [InvariantViolation] {
        check(result, expecting: expectations, querySeed: querySeed, indexes: indexes)
    }

    /// `check(_:expecting:querySeed:)` with `indexes` in place of the checker's own.
    func check(_ result: LayoutResult, expecting given: LayoutExpectations, querySeed: UInt64, indexes: [IndexKind]) -> [InvariantViolation] {
        let expectations = applyingOverrides(to: given)
        var found: [InvariantViolation] = []
        func wants(_ invariant: Invariant) -> Bool { selects(invariant) && !expectations.inapplicable.contains(invariant) }
        func add(_ invariant: Invariant, _ violations: [InvariantViolation]) {
            found += reported(invariant, violations, of: result, displayScale: expectations.displayScale)
        }
        if wants(.noOverlap) {
            add(.noOverlap, result.overlapViolations(
                allowance: expectations.allowance(for: .noOverlap), rules: expectations.overlapRules, limit: violationLimit
            ))
        }
        if wants(.inBounds) {
            add(.inBounds, result.boundsViolations(
                fixedLength: expectations.fixedLength, allowance: expectations.allowance(for: .inBounds), limit: violationLimit
            ))
        }
        if wants(.tightContentSize) {
            add(.tightContentSize, Array(result.contentSizeViolations(
                insets: expectations.insets, cellOutset: expectations.cellOutset, allowance: expectations.allowance(for: .tightContentSize)
            ).prefix(violationLimit)))
        }
        if wants(.completeness), let items = expectations.items {
            add(.completeness, result.completenessViolations(
                items: items, headers: expectations.headers, footers: expectations.footers,
                sectionHeaders: expectations.sectionHeaders, sectionFooters: expectations.sectionFooters, limit: violationLimit
            ))
        }
        if wants(.lookup) {
            add(.lookup, result.lookupViolations(items: expectations.items, limit: violationLimit))
        }
        if wants(.indexAgreement), !indexes.isEmpty {
            var random = Xoshiro256StarStar(seed: querySeed)
            let queries = result.probeQueries(random: &random, budget: queryBudget)
            let (displaced, how) = result.displaced(using: &random)
            let aimed = IndexCaseGenerator.queries(aimedAt: displaced.frames, count: queryBudget, using: &random)
            for kind in indexes where !isPastDeadline {
                var found = result.indexAgreementViolations(index: kind.build(result), queries: queries, limit: violationLimit)
                if found.isEmpty {
                    found = displaced.indexAgreementViolations(index: kind.build(displaced), queries: aimed, limit: violationLimit).map {
                        InvariantViolation(.indexAgreement, "on the frames \(how): \($0.message)", elements: $0.elements)
                    }
                }
                add(.indexAgreement, found)
            }
        }
        return found.sorted { $0.invariant < $1.invariant }
    }

    /// What the checker reports of `violations` of `invariant` found in `result`: all of them,
    /// unless a test weakened the check, each classified at `displayScale`.
    func reported(
        _ invariant: Invariant, _ violations: [InvariantViolation], of result: LayoutResult, displayScale: Double = DisplayScale.standard
    ) -> [InvariantViolation] {
        var reported = overrides[invariant].map { $0(violations, result) } ?? violations
        if displayScale != DisplayScale.standard {
            for index in reported.indices { reported[index].displayScale = displayScale }
        }
        return reported
    }

    /// `expectations` with the checker's `tolerance`, `tolerances` and `displayScale` in place
    /// of the layout's where set.
    func applyingOverrides(to expectations: LayoutExpectations) -> LayoutExpectations {
        guard tolerance != nil || tolerances != nil || displayScale != nil else { return expectations }
        var applied = expectations
        if let tolerance { applied.tolerance = tolerance }
        if let tolerances { applied.tolerances = tolerances }
        if let displayScale { applied.displayScale = displayScale }
        return applied
    }

    /// Lays `spec` out and returns every violation, in `Invariant` order: a thrown error
    /// (`inputValidation`: the spec is valid), the result checks, the layout's own invariants
    /// and — laying out again — determinism and the layout's metamorphic relations.
    ///
    /// A spec with `updates` is laid out through a `LayoutSession` as well, update by update
    /// (`incrementalUpdate`, with `indexAgreement` after each), and the other invariants are
    /// checked on the layout of the items after the last update.
    public func check<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>, querySeed: UInt64 = 0) -> [InvariantViolation] {
        if !spec.updates.isEmpty {
            let final: LayoutSpec<Definition>
            do {
                final = try spec.applyingUpdates()
            } catch {
                return [InvariantViolation(.inputValidation, "valid input was rejected: \(error.description)", error: error)]
            }
            // The updates are checked for either invariant they can break, so that a focused
            // checker (a shrink of an index's failure after an update) still sees them.
            var found = selects(.incrementalUpdate) || selects(.indexAgreement)
                ? updateViolations(spec, querySeed: querySeed).filter { selects($0.invariant) } : []
            if found.contains(where: { $0.invariant == .inputValidation }) || isPastDeadline { return found }
            found += check(final, querySeed: querySeed)
            let playing = spec.layout.updatePlayingInvariants.filter(selects)
            if !playing.isEmpty, !isPastDeadline, let first = try? spec.makeLayout().layout(spec.items, in: spec.container) {
                found += ownViolations(of: first, for: spec, checking: playing, expecting: applyingOverrides(to: LayoutExpectations(spec: spec)))
            }
            return found.sorted { $0.invariant < $1.invariant }
        }
        let result: LayoutResult
        do {
            result = try spec.run()
        } catch {
            return [InvariantViolation(.inputValidation, "valid input was rejected: \(error.description)", error: error)]
        }
        let expectations = applyingOverrides(to: LayoutExpectations(spec: spec))
        func wants(_ invariant: Invariant) -> Bool { selects(invariant) && !expectations.inapplicable.contains(invariant) }
        var found = check(result, for: spec, expecting: expectations, querySeed: querySeed)
        if wants(.indexAgreement), !isPastDeadline, let querying = spec.makeLayout() as? any QueryingLayout {
            found += ownQueryViolations(of: querying, items: spec.items, in: spec.container, result: result, querySeed: querySeed)
        }
        if wants(.determinism), !isPastDeadline {
            found += rerun(spec, .determinism) { determinismViolations(of: result, against: $0, expecting: expectations) }
        }
        for relation in spec.layout.metamorphicRelations where wants(relation.invariant) && !isPastDeadline {
            guard let transformed = relation.transform(spec) else { continue }
            found += rerun(transformed, relation.invariant) { relationViolations(relation, of: result, transformed: $0, expecting: expectations) }
        }
        return found.sorted { $0.invariant < $1.invariant }
    }

    /// The violations of `result`, the layout of `spec`'s items (by its layout or computed
    /// elsewhere, say by an app), in `Invariant` order: the built-in result invariants with what
    /// the layout expects (`check(_:expecting:querySeed:)`) and the layout's own invariants.
    /// Determinism and the metamorphic relations lay the spec out again: `check(_:querySeed:)`.
    public func check<Definition: LayoutDefinition>(
        _ result: LayoutResult, for spec: LayoutSpec<Definition>, querySeed: UInt64 = 0
    ) -> [InvariantViolation] {
        let expectations = applyingOverrides(to: LayoutExpectations(spec: spec))
        return check(result, for: spec, expecting: expectations, querySeed: querySeed).sorted { $0.invariant < $1.invariant }
    }

    /// `check(_:for:querySeed:)` with the spec's `expectations` already made, unsorted.
    private func check<Definition: LayoutDefinition>(
        _ result: LayoutResult, for spec: LayoutSpec<Definition>, expecting expectations: LayoutExpectations, querySeed: UInt64
    ) -> [InvariantViolation] {
        let found = check(result, expecting: expectations, querySeed: querySeed)
        guard !isPastDeadline else { return found }
        return found + ownViolations(
            of: result, for: spec, checking: Set(spec.layout.layoutInvariants.filter(selects)), expecting: expectations
        )
    }

    /// The violations of the layout's own invariants `own` by `result`, laid out from `spec`,
    /// less those `expectations`' tolerances pass (a layout's own check knows no tolerance, so
    /// its violations are filtered here; it reports at most `violationLimit` of each, so one
    /// that passes may take the place of one that would not).
    func ownViolations<Definition: LayoutDefinition>(
        of result: LayoutResult, for spec: LayoutSpec<Definition>, checking own: Set<Invariant>, expecting expectations: LayoutExpectations
    ) -> [InvariantViolation] {
        guard !own.isEmpty else { return [] }
        let found = spec.layout.layoutViolations(of: result, for: spec, checking: own, limit: violationLimit)
        return own.sorted().flatMap { invariant in
            let allowance = expectations.allowance(for: invariant)
            let failing = found.filter { $0.invariant == invariant && (allowance.isExact || !allowance.passes($0.magnitude)) }
            return reported(invariant, failing, of: result, displayScale: expectations.displayScale)
        }
    }

    /// How `other`, a second run on the same input, differs from `result` (`determinism`).
    func determinismViolations(of result: LayoutResult, against other: LayoutResult, expecting expectations: LayoutExpectations) -> [InvariantViolation] {
        let found = result.determinismViolations(against: other, allowance: expectations.allowance(for: .determinism))
        return reported(.determinism, found, of: other, displayScale: expectations.displayScale)
    }

    /// Where `transformed`, the result of `relation`'s transformed spec, fails to correspond to
    /// `result`.
    func relationViolations<Definition: LayoutDefinition>(
        _ relation: MetamorphicRelation<Definition>, of result: LayoutResult, transformed: LayoutResult, expecting expectations: LayoutExpectations
    ) -> [InvariantViolation] {
        let found = result.correspondenceViolations(
            relation.invariant, other: transformed, limit: violationLimit, allowance: expectations.allowance(for: relation.invariant),
            expected: relation.expectedFrame
        )
        return reported(relation.invariant, found, of: transformed, displayScale: expectations.displayScale)
    }

    private func rerun<Definition: LayoutDefinition>(
        _ spec: LayoutSpec<Definition>, _ invariant: Invariant, compare: (LayoutResult) -> [InvariantViolation]
    ) -> [InvariantViolation] {
        do {
            return compare(try spec.run())
        } catch {
            return [InvariantViolation(invariant, "the transformed input was rejected: \(error.description)", error: error)]
        }
    }

    /// Lays out a deliberately invalid spec and checks that it throws the expected
    /// `LayoutError` (`inputValidation`). Returning at all shows it did not trap.
    public func check<Definition: LayoutDefinition>(_ invalid: InvalidInput<Definition>) -> [InvariantViolation] {
        guard selects(.inputValidation) else { return [] }
        do {
            let result = try invalid.spec.run()
            return [InvariantViolation(
                .inputValidation, "\(invalid.fault) was accepted (\(result.count) elements) instead of throwing \(invalid.expectedCase.rawValue) for \(invalid.expectedField)"
            )]
        } catch {
            if error.field == invalid.expectedField, LayoutErrorCase(error) == invalid.expectedCase { return [] }
            return [InvariantViolation(
                .inputValidation, "\(invalid.fault) threw \(LayoutErrorCase(error).rawValue) for \(error.field) (\(error.description)), expected \(invalid.expectedCase.rawValue) for \(invalid.expectedField)",
                error: error
            )]
        }
    }
}
