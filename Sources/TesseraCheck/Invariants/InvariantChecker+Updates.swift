import TesseraCore
import TesseraIndex

extension InvariantChecker {
    /// The violations of a spec's updates (`incrementalUpdate`): the items are laid out
    /// through a `LayoutSession` of the layout's incremental engine and each update applied in
    /// turn; after each, the session's result must be identical to the layout of the updated
    /// items from scratch (`LayoutResult.isIdentical(to:)`: frames, kinds, paths, lookup,
    /// content size; the layout from scratch is kept by a session of `FullRelayout`, whose
    /// first layout must be its `layout(_:in:)` and whose change must be truthful as well) — or the update must throw what laying them out throws — and the
    /// reported `LayoutResultChange` must be truthful (counts, and every id below its
    /// unchanged prefix exactly as before, and its id mapping, `newID`/`oldPath`, consistent:
    /// `mappingViolation`); after the last update, inconsistent batches and an item the
    /// layout rejects must fail as `LayoutSession` promises (`failedUpdateViolations`). Each of
    /// the checker's indexes must answer the linear filter's set on each updated result (`indexAgreement`) twice over: built on the
    /// first result and brought up to date update by update by `LayoutSession.apply(_:updating:)`
    /// itself — each index in a session of its own, a copy of the first, which must hold the
    /// same result and report the same change, or throw the same error and rebuild the index —
    /// and built from scratch. O(n) per update and index plus the layouts and index updates.
    func updateViolations<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>, querySeed: UInt64) -> [InvariantViolation] {
        // The engine records its checkpoints at the spec's spacing, when the shrinker set one.
        spec.withCheckpointSpacing { updateViolations(spec, incremental: spec.makeIncrementalLayout(), querySeed: querySeed) }
    }

    private func updateViolations<Definition: LayoutDefinition, Layout: IncrementalLayout>(
        _ spec: LayoutSpec<Definition>, incremental: Layout, querySeed: UInt64
    ) -> [InvariantViolation] {
        let reference = spec.makeLayout()
        let expectations = applyingOverrides(to: LayoutExpectations(spec: spec))
        let allowance = expectations.allowance(for: .incrementalUpdate)
        func reported(_ invariant: Invariant, _ violations: [InvariantViolation], of result: LayoutResult) -> [InvariantViolation] {
            self.reported(invariant, violations, of: result, displayScale: expectations.displayScale)
        }
        var session: LayoutSession<Layout>
        do {
            session = try LayoutSession(incremental, items: spec.items, in: spec.container)
        } catch {
            return [InvariantViolation(.inputValidation, "valid input was rejected: \(error.description)", error: error)]
        }
        // The layout from scratch of each update's items, kept by a session of `FullRelayout`
        // (what a layout without updates of its own gets), whose change is held to the truth too.
        var scratch = try? LayoutSession(FullRelayout(reference), items: spec.items, in: spec.container)
        /// Applies update `number` to `scratch`: the updated items laid out from scratch, or
        /// what that throws; a violation when `FullRelayout` reports a wrong change.
        func layOutFromScratch(_ number: Int) -> Result<LayoutResult, LayoutError> {
            guard var current = scratch else {
                return Result { () throws(LayoutError) in try reference.layout(session.items, in: spec.container) }
            }
            defer { scratch = current }
            let before = current.result
            do {
                let change = try current.apply(spec.updates[number])
                if let untruthful = Self.untruthfulness(of: change, before: before, after: current.result) {
                    return .failure(.invalidResult(field: "updates[\(number)]", reason: "FullRelayout reports a wrong change: \(untruthful.message)"))
                }
                return .success(current.result)
            } catch {
                return .failure(error)
            }
        }
        if let expected = scratch?.result {
            // `FullRelayout` as a plain layout (`layout(_:in:)`, what a layout variant without
            // updates of its own lays out with) must lay out what its session starts from.
            do {
                let plain = try FullRelayout(reference).layout(spec.items, in: spec.container)
                if let difference = Self.difference(plain, expected) {
                    return reported(.incrementalUpdate, [InvariantViolation(
                        .incrementalUpdate, "FullRelayout's layout(_:in:) differs from the first layout of its session: \(difference.message)",
                        elements: difference.elements, magnitude: difference.magnitude
                    )], of: plain)
                }
            } catch {
                return reported(.incrementalUpdate, [InvariantViolation(
                    .incrementalUpdate, "FullRelayout's layout(_:in:) threw \(error.description), but its session laid the items out", error: error
                )], of: expected)
            }
            if let difference = Self.difference(session.result, expected, allowance: allowance) {
                return reported(.incrementalUpdate, [InvariantViolation(
                    .incrementalUpdate, "the first layout of the session differs from the layout from scratch: \(difference.message)",
                    elements: difference.elements, magnitude: difference.magnitude
                )], of: session.result)
            }
        }
        var indexChecker = self
        indexChecker.invariants = [.indexAgreement]
        let checksIndexes = selects(.indexAgreement) && !indexes.isEmpty
        // Each index in a session of its own, updated as an app updates it: by
        // `LayoutSession.apply(_:updating:)`, so that a slip in that function is checked too.
        var indexed = checksIndexes ? indexes.map { IndexedSession(kind: $0, session: session, index: $0.build(session.result)) } : []
        var mappingRandom = Xoshiro256StarStar(seed: querySeed ^ 0x6D61_7070_696E_67)
        for number in spec.updates.indices where !isPastDeadline {
            let before = session.result
            let beforeItems = session.items
            for slot in indexed.indices { indexed[slot].apply(spec.updates[number]) }
            let fromScratch = layOutFromScratch(number)
            let change: LayoutResultChange
            do {
                change = try session.apply(spec.updates[number])
            } catch {
                // The indexed sessions threw too and rebuilt their indexes over their (empty) results.
                var random = Xoshiro256StarStar(seed: querySeed &+ UInt64(number + 1))
                let queries = indexed.isEmpty ? [] : before.probeQueries(random: &random, budget: 8)
                for slot in indexed.indices {
                    if let found = indexed[slot].violation(after: "updates[\(number)]", of: session, threw: error, queries: queries, limit: violationLimit),
                       case let kept = reported(found.invariant, [found], of: session.result), !kept.isEmpty {
                        return kept
                    }
                }
                let named = LayoutSpec<Definition>.naming(error, update: number)
                if case .invalidUpdate = named {
                    return [InvariantViolation(.inputValidation, "the update is inconsistent: \(named.description)", error: named)]
                }
                do {
                    let expected = try fromScratch.get()
                    return reported(.incrementalUpdate, [InvariantViolation(
                        .incrementalUpdate, "updates[\(number)] threw \(error.description), but the updated items lay out from scratch (\(expected.count) elements)"
                    )], of: before)
                } catch let expectedError {
                    guard expectedError == error else {
                        return reported(.incrementalUpdate, [InvariantViolation(
                            .incrementalUpdate, "updates[\(number)] threw \(error.description), but laying the updated items out from scratch throws \(expectedError.description)"
                        )], of: before)
                    }
                    continue
                }
            }
            let expected: LayoutResult
            do {
                expected = try fromScratch.get()
            } catch {
                return reported(.incrementalUpdate, [InvariantViolation(
                    .incrementalUpdate, "updates[\(number)] succeeded, but laying the updated items out from scratch throws \(error.description)"
                )], of: session.result)
            }
            if let difference = Self.difference(session.result, expected, allowance: allowance) {
                return reported(.incrementalUpdate, [InvariantViolation(
                    .incrementalUpdate, "after updates[\(number)]: \(difference.message)", elements: difference.elements,
                    magnitude: difference.magnitude
                )], of: session.result)
            }
            if let untruthful = Self.untruthfulness(of: change, before: before, after: session.result) {
                return reported(.incrementalUpdate, [InvariantViolation(
                    .incrementalUpdate, "after updates[\(number)], the reported change is wrong: \(untruthful.message)",
                    elements: untruthful.elements
                )], of: session.result)
            }
            if let wrong = Self.mappingViolation(
                of: change, batch: spec.updates[number], before: before, after: session.result, oldItems: beforeItems, newItems: session.items,
                random: &mappingRandom
            ) {
                return reported(.incrementalUpdate, [InvariantViolation(
                    .incrementalUpdate, "after updates[\(number)], the reported change maps ids wrongly: \(wrong.message)", elements: wrong.elements
                )], of: session.result)
            }
            if checksIndexes {
                var random = Xoshiro256StarStar(seed: querySeed &+ UInt64(number + 1))
                let queries = session.result.probeQueries(random: &random, budget: queryBudget)
                for slot in indexed.indices {
                    if let found = indexed[slot].violation(
                        after: "updates[\(number)]", of: session, change: change, queries: queries, limit: violationLimit
                    ),
                       case let kept = reported(found.invariant, [found], of: session.result), !kept.isEmpty {
                        return kept
                    }
                }
                let found = indexChecker.check(
                    session.result, expecting: LayoutExpectations(), querySeed: querySeed &+ UInt64(number + 1), indexes: indexes
                )
                if let first = found.first {
                    return [InvariantViolation(
                        first.invariant, "after updates[\(number)]: \(first.message)", elements: first.elements, error: first.error
                    )]
                }
            }
        }
        // After the last update, the updates that must fail, on copies of the session.
        if !spec.updates.isEmpty, !isPastDeadline {
            let faults = spec.layout.invalidInputFaults.map(\.expectedCase)
            let failed = failedUpdateViolations(
                of: session, indexed: indexed, reference: reference,
                rejectsItemLengths: faults.contains(.invalidItemLength) || faults.contains(.negativeItemLength),
                readsPayloads: spec.layout.itemPayloadCoding != nil, querySeed: querySeed
            )
            if let first = failed.first { return reported(first.invariant, failed, of: session.result) }
        }
        return []
    }

    /// Where `result` first departs from `expected` beyond what `allowance` passes, or `nil`
    /// when they are identical (or differ only by frames and content sizes it passes). A
    /// frame's magnitude is the largest distance between its edges in the two; a different
    /// count, kind, path or lookup is not geometric.
    static func difference(
        _ result: LayoutResult, _ expected: LayoutResult, allowance: ViolationAllowance = .exact
    ) -> (message: String, elements: [InvariantViolation.Element], magnitude: ViolationMagnitude)? {
        if result.isIdentical(to: expected) { return nil }
        for id in 0 ..< Swift.min(result.count, expected.count)
        where result.frames[id] != expected.frames[id] || result.kind(ofElement: id) != expected.kind(ofElement: id)
            || result.path(ofElement: id) != expected.path(ofElement: id) {
            var magnitude = ViolationMagnitude.notGeometric
            if result.kind(ofElement: id) == expected.kind(ofElement: id), result.path(ofElement: id) == expected.path(ofElement: id) {
                magnitude = .distance(from: result.frames[id], to: expected.frames[id])
                if !allowance.isExact, allowance.passes(magnitude) { continue }
            }
            return (
                "element #\(id) is \(InvariantViolation.Element(result, id: id)) incrementally but \(InvariantViolation.Element(expected, id: id)) from scratch",
                [InvariantViolation.Element(result, id: id), InvariantViolation.Element(expected, id: id)], magnitude
            )
        }
        if result.count != expected.count {
            return ("\(result.count) elements incrementally but \(expected.count) from scratch", [], .notGeometric)
        }
        if result.contentSize != expected.contentSize {
            let magnitude = ViolationMagnitude.distance(from: result.contentSize, to: expected.contentSize)
            if allowance.isExact || !allowance.passes(magnitude) {
                return ("the content size is \(result.contentSize) incrementally but \(expected.contentSize) from scratch", [], magnitude)
            }
        }
        // Frames and sizes differ only as `allowance` passes: the lookups must still agree.
        if !allowance.isExact, result.sectionCount == expected.sectionCount,
           (0 ..< result.count).allSatisfy({ expected.element(result.kind(ofElement: $0), at: result.path(ofElement: $0)) == $0 }) {
            return nil
        }
        return ("the elements are equal but the lookup tables (sections, ids by path) differ", [], .notGeometric)
    }

    /// Why `change` does not describe the update from `before` to `after`, or `nil` when it does.
    static func untruthfulness(
        of change: LayoutResultChange, before: LayoutResult, after: LayoutResult
    ) -> (message: String, elements: [InvariantViolation.Element])? {
        guard change.oldCount == before.count, change.count == after.count else {
            return ("it counts \(change.oldCount) → \(change.count) elements, the results \(before.count) → \(after.count)", [])
        }
        guard change.unchangedPrefix >= 0, change.unchangedPrefix <= Swift.min(before.count, after.count) else {
            return ("its unchanged prefix \(change.unchangedPrefix) is longer than the results", [])
        }
        let tablesEqual = before.kindTable == after.kindTable
        for id in 0 ..< change.unchangedPrefix
        where before.frames[id] != after.frames[id] || !before.hasSameKind(id, as: id, of: after, tablesEqual: tablesEqual)
            || before.path(ofElement: id) != after.path(ofElement: id) {
            return (
                "element #\(id) is below the unchanged prefix \(change.unchangedPrefix) but changed",
                [InvariantViolation.Element(before, id: id), InvariantViolation.Element(after, id: id)]
            )
        }
        if change.keepsIDs {
            for id in change.recomputed.upperBound ..< after.count
            where id >= before.count || before.frames[id] != after.frames[id] || !before.hasSameKind(id, as: id, of: after, tablesEqual: tablesEqual) {
                return (
                    "element #\(id) is after the recomputed ids \(change.recomputed) but changed",
                    [InvariantViolation.Element(after, id: id)]
                )
            }
        }
        return nil
    }
}
