import TesseraCore
import TesseraIndex

/// Runs every invariant — or a chosen subset — on a layout result or on a spec (which it
/// lays out, more than once for determinism and the metamorphic relations). The entry point
/// of `tessera check` and of each case of a campaign, for any layout definition.
public struct InvariantChecker: Sendable {
    /// The invariants to check; `nil` (the default) checks every built-in invariant and the
    /// layout's own. Built-in invariants a layout declares inapplicable are never checked.
    public var invariants: Set<Invariant>?
    /// Overrides the layout's tolerance when set.
    public var tolerance: Double?
    /// The indexes checked against the linear filter (`indexAgreement`).
    public var indexes: [IndexKind]
    /// How many violations each invariant reports at most.
    public var violationLimit: Int
    /// How many probe queries each index answers per result.
    public var queryBudget: Int

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
    /// in `Invariant` order. Checks that need unknown facts are skipped; determinism, the
    /// metamorphic relations and a layout's own invariants need a spec (see `check(_:querySeed:)`).
    /// `querySeed` draws the index probe queries.
    public func check(_ result: LayoutResult, expecting expectations: LayoutExpectations = .init(), querySeed: UInt64 = 0) -> [InvariantViolation] {
        let tolerance = self.tolerance ?? expectations.tolerance
        var found: [InvariantViolation] = []
        func wants(_ invariant: Invariant) -> Bool { selects(invariant) && !expectations.inapplicable.contains(invariant) }
        if wants(.noOverlap) {
            found += result.overlapViolations(tolerance: tolerance, limit: violationLimit)
        }
        if wants(.inBounds) {
            found += result.boundsViolations(fixedLength: expectations.fixedLength, tolerance: tolerance, limit: violationLimit)
        }
        if wants(.tightContentSize) {
            found += result.contentSizeViolations(insets: expectations.insets, cellOutset: expectations.cellOutset, tolerance: tolerance).prefix(violationLimit)
        }
        if wants(.completeness), let items = expectations.items {
            found += result.completenessViolations(items: items, headers: expectations.headers, footers: expectations.footers, limit: violationLimit)
        }
        if wants(.spansFitGrid), let items = expectations.items, let columns = expectations.gridColumns {
            found += result.spanViolations(items: items, columns: columns, limit: violationLimit)
        }
        if wants(.lookup) {
            found += result.lookupViolations(items: expectations.items, limit: violationLimit)
        }
        if wants(.indexAgreement), !indexes.isEmpty {
            var random = Xoshiro256StarStar(seed: querySeed)
            let queries = result.probeQueries(random: &random, budget: queryBudget)
            for kind in indexes {
                found += result.indexAgreementViolations(index: kind.build(result), queries: queries, limit: violationLimit)
            }
        }
        if wants(.waterfallBalance), let items = expectations.items, let columns = expectations.waterfallColumns {
            found += result.waterfallBalanceViolations(items: items, columns: columns, limit: violationLimit)
        }
        return found.sorted { $0.invariant < $1.invariant }
    }

    /// Lays `spec` out and returns every violation, in `Invariant` order: a thrown error
    /// (`inputValidation`: the spec is valid), the result checks, the layout's own invariants
    /// and — laying out again — determinism and the layout's metamorphic relations.
    public func check<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>, querySeed: UInt64 = 0) -> [InvariantViolation] {
        let result: LayoutResult
        do {
            result = try spec.run()
        } catch {
            return [InvariantViolation(.inputValidation, "valid input was rejected: \(error.description)", error: error)]
        }
        let expectations = LayoutExpectations(spec: spec, tolerance: tolerance)
        func wants(_ invariant: Invariant) -> Bool { selects(invariant) && !expectations.inapplicable.contains(invariant) }
        var found = check(result, expecting: expectations, querySeed: querySeed)
        let own = Set(spec.layout.layoutInvariants.filter(selects))
        if !own.isEmpty {
            found += spec.layout.layoutViolations(of: result, for: spec, checking: own, limit: violationLimit)
                .filter { own.contains($0.invariant) }
        }
        if wants(.determinism) {
            found += rerun(spec, .determinism) { result.determinismViolations(against: $0) }
        }
        for relation in spec.layout.metamorphicRelations where wants(relation.invariant) {
            guard let transformed = relation.transform(spec) else { continue }
            found += rerun(transformed, relation.invariant) {
                result.correspondenceViolations(relation.invariant, other: $0, limit: violationLimit, expected: relation.expectedFrame)
            }
        }
        return found.sorted { $0.invariant < $1.invariant }
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
