import TesseraCore

extension InvariantChecker {
    /// Results with more elements than this are not validated: planting costs a pass over the
    /// result per invariant, and a checker's blind spot shows on small results as well.
    public static let validatedElementLimit = 20_000

    /// The checker checking itself on `spec`, whose result must pass every check: one
    /// violation of each invariant it checks and can judge there is planted into the result
    /// (the built-in ones by `PlantedViolation`, the layout's own by its definition, a second
    /// run or a transformed result changed by an ulp for determinism and the relations, a
    /// broken index for `indexAgreement`), and each the checker fails to report is returned
    /// as a `checkerValidation` violation. `only` restricts the plants to one invariant and
    /// `draws` plants that many times, each choosing its elements afresh (what shrinking does,
    /// so that a smaller spec whose blind spot is hit by another choice still counts).
    /// Nothing is planted when the spec does not lay out or its result has
    /// more than `validatedElementLimit` elements. `querySeed` picks the planted elements and
    /// draws the index probe queries, as `check(_:querySeed:)` does.
    public func validation<Definition: LayoutDefinition>(
        of spec: LayoutSpec<Definition>, querySeed: UInt64 = 0, only: Invariant? = nil, draws: Int = 1
    ) -> [InvariantViolation] {
        // A spec with updates is validated on the layout of its updated items, which its other
        // invariants are checked on.
        guard let spec = try? spec.applyingUpdates(), let result = try? spec.run(),
              result.count <= Self.validatedElementLimit else { return [] }
        for draw in 0 ..< max(draws, 1) {
            let missed = validation(of: spec, result: result, querySeed: querySeed, draw: UInt64(draw), only: only)
            if !missed.isEmpty { return missed }
        }
        return []
    }

    private func validation<Definition: LayoutDefinition>(
        of spec: LayoutSpec<Definition>, result: LayoutResult, querySeed: UInt64, draw: UInt64, only: Invariant?
    ) -> [InvariantViolation] {
        let expectations = applyingOverrides(to: LayoutExpectations(spec: spec))
        let own = Set(spec.layout.layoutInvariants)
        func wants(_ invariant: Invariant) -> Bool {
            selects(invariant) && !expectations.inapplicable.contains(invariant) && (only == nil || only == invariant)
        }
        var random = Xoshiro256StarStar(seed: (querySeed ^ 0x504C_414E_5445_4421) &+ draw)
        var queryRandom = Xoshiro256StarStar(seed: querySeed)
        let queries = wants(.indexAgreement) ? result.probeQueries(random: &queryRandom, budget: queryBudget) : []
        // Plants go past what the layout lets pass: an ulp past its tolerance in points (which
        // the checks compare with exactly), or, when a class tolerance lets noise or part of a
        // device pixel pass, half as far again as that (its magnitudes are differences of
        // coordinates, rounded: an ulp past could round back onto the allowance).
        let coordinate = result.framesUnion.map(\.largestCoordinate) ?? 0
        let plantTolerance = [Invariant.noOverlap, .inBounds, .tightContentSize].map { invariant in
            let allowance = expectations.allowance(for: invariant)
            return allowance.tolerance == .exact ? allowance.points : 0.75 * allowance.plantDistance(coordinate: coordinate)
        }.max() ?? 0
        var plants = PlantedViolation.builtIn(
            in: result, items: spec.items, expectations: expectations, tolerance: plantTolerance,
            indexes: indexes, queries: queries, wants: { wants($0) && !own.contains($0) }, random: &random
        )
        plants += spec.layout.plantedViolations(in: result, for: spec, using: &random).filter { own.contains($0.invariant) && wants($0.invariant) }
        if wants(.determinism) {
            let (other, change) = PlantedViolation.perturbed(
                result, items: spec.items, by: expectations.allowance(for: .determinism).plantDistance(coordinate: coordinate), &random
            )
            plants.append(PlantedViolation(.determinism, "a second run with \(change)", .rerun(other)))
        }
        for relation in spec.layout.metamorphicRelations where wants(relation.invariant) {
            guard let transformed = relation.transform(spec), let other = try? transformed.run() else { continue }
            let distance = expectations.allowance(for: relation.invariant).plantDistance(
                coordinate: Swift.max(coordinate, other.framesUnion.map(\.largestCoordinate) ?? 0)
            )
            let (changed, change) = PlantedViolation.perturbed(other, items: transformed.items, by: distance, &random)
            plants.append(PlantedViolation(relation.invariant, "the transformed layout with \(change)", .transformed(changed)))
        }
        var single = self
        var missed: [InvariantViolation] = []
        for plant in plants where !isPastDeadline {
            single.invariants = [plant.invariant]
            let reported: [InvariantViolation]
            switch plant.subject {
            case let .result(planted):
                reported = own.contains(plant.invariant)
                    ? single.ownViolations(of: planted, for: spec, checking: [plant.invariant], expecting: expectations)
                    : single.check(planted, expecting: expectations, querySeed: querySeed, indexes: indexes)
            case let .rerun(other):
                reported = single.determinismViolations(of: result, against: other, expecting: expectations)
            case let .transformed(other):
                let relation = spec.layout.metamorphicRelations.first { $0.invariant == plant.invariant }
                reported = relation.map { single.relationViolations($0, of: result, transformed: other, expecting: expectations) } ?? []
            case let .index(broken):
                reported = single.check(result, expecting: expectations, querySeed: querySeed, indexes: [broken])
            }
            if !reported.contains(where: { $0.invariant == plant.invariant }) {
                var violation = InvariantViolation(
                    .checkerValidation, "\(plant.invariant.rawValue) did not report a planted violation: \(plant.description)"
                )
                violation.planted = plant.invariant
                missed.append(violation)
            }
        }
        // A check cut short by the deadline may have missed a plant it would have reported.
        return isPastDeadline ? [] : missed
    }
}
