import TesseraCore
import TesseraLayouts

/// Runs every invariant — or a chosen subset — on a layout result or on a spec (which it
/// lays out, more than once for determinism and the metamorphic checks). The entry point
/// of `tessera check` and of each case of a campaign.
public struct InvariantChecker: Sendable {
    /// The invariants to check; all by default.
    public var invariants: Set<Invariant>
    /// Overrides the expectations' tolerance when set (e.g. a user layout that needs one).
    public var tolerance: Double?
    /// The indexes checked against the linear filter (`indexAgreement`).
    public var indexes: [IndexFactory]
    /// How many violations each invariant reports at most.
    public var violationLimit: Int
    /// How many probe queries each index answers per result.
    public var queryBudget: Int

    /// Creates a checker.
    public init(
        invariants: Set<Invariant> = Set(Invariant.allCases), tolerance: Double? = nil, indexes: [IndexFactory] = [],
        violationLimit: Int = 1, queryBudget: Int = 64
    ) {
        self.invariants = invariants
        self.tolerance = tolerance
        self.indexes = indexes
        self.violationLimit = max(1, violationLimit)
        self.queryBudget = queryBudget
    }

    /// The violations of `result`, checked against what `expectations` knows of its input,
    /// in `Invariant` order. Checks that need unknown facts are skipped; determinism and the
    /// metamorphic invariants need a spec (see `check(_:using:querySeed:)`). `querySeed`
    /// draws the index probe queries.
    public func check(_ result: LayoutResult, expecting expectations: LayoutExpectations = .init(), querySeed: UInt64 = 0) -> [InvariantViolation] {
        let tolerance = self.tolerance ?? expectations.tolerance
        var found: [InvariantViolation] = []
        func wants(_ invariant: Invariant) -> Bool { invariants.contains(invariant) }
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
            for factory in indexes {
                found += result.indexAgreementViolations(index: factory.build(result), queries: queries, limit: violationLimit)
            }
        }
        if wants(.waterfallBalance), let items = expectations.items, let columns = expectations.waterfallColumns {
            found += result.waterfallBalanceViolations(items: items, columns: columns, limit: violationLimit)
        }
        return found.sorted { $0.invariant < $1.invariant }
    }

    /// Lays `spec` out with `factory` and returns every violation, in `Invariant` order:
    /// a thrown error (`inputValidation`: the spec is valid), the result checks, and —
    /// laying out again — determinism, transposition (grids) and scaling by 2.
    public func check(_ spec: LayoutSpec, using factory: LayoutFactory = .standard, querySeed: UInt64 = 0) -> [InvariantViolation] {
        let result: LayoutResult
        do {
            result = try factory.run(spec)
        } catch {
            return [InvariantViolation(.inputValidation, "valid input was rejected: \(error.description)", error: error)]
        }
        var found = check(result, expecting: LayoutExpectations(spec: spec, tolerance: tolerance), querySeed: querySeed)
        if invariants.contains(.determinism) {
            found += rerun(spec, factory, .determinism) { result.determinismViolations(against: $0) }
        }
        if invariants.contains(.transposition), let transposed = spec.transposedGrid() {
            found += rerun(transposed, factory, .transposition) {
                result.correspondenceViolations(.transposition, other: $0, limit: violationLimit, expected: \.transposed)
            }
        }
        if invariants.contains(.scaling), let doubled = spec.scaled(by: 2) {
            found += rerun(doubled, factory, .scaling) {
                result.correspondenceViolations(.scaling, other: $0, limit: violationLimit) { frame in
                    Rect(minX: frame.minX * 2, minY: frame.minY * 2, maxX: frame.maxX * 2, maxY: frame.maxY * 2)
                }
            }
        }
        return found.sorted { $0.invariant < $1.invariant }
    }

    private func rerun(
        _ spec: LayoutSpec, _ factory: LayoutFactory, _ invariant: Invariant, compare: (LayoutResult) -> [InvariantViolation]
    ) -> [InvariantViolation] {
        do {
            return compare(try factory.run(spec))
        } catch {
            return [InvariantViolation(invariant, "the transformed input was rejected: \(error.description)", error: error)]
        }
    }

    /// Lays out a deliberately invalid spec and checks that it throws the expected
    /// `LayoutError` (`inputValidation`). Returning at all shows it did not trap.
    public func check(_ invalid: InvalidInput, using factory: LayoutFactory = .standard) -> [InvariantViolation] {
        guard invariants.contains(.inputValidation) else { return [] }
        do {
            let result = try factory.run(invalid.spec)
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
