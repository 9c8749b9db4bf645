import TesseraCore

extension InvariantChecker {
    /// The violations of `LayoutSession`'s promises about updates that fail, tried on copies of
    /// `session` (part of `incrementalUpdate`):
    /// - every `InconsistentBatch` over its items throws `LayoutError.invalidUpdate` naming the
    ///   batch's field, and leaves the items and the result as they were;
    /// - when `rejectsItemLengths` (the layout promises a typed error for a bad item length),
    ///   an item of negative width and height inserted first throws what laying the updated
    ///   items out from scratch throws, leaves an empty result, and deleting the item again lays
    ///   everything out anew: the result must then be identical to the one before. The item
    ///   carries a payload unless `readsPayloads`, so that the items' payload storage is made
    ///   and dropped on the way. Each of `indexed` (copies of `session`, each keeping an index
    ///   through `LayoutSession.apply(_:updating:)`) takes both batches too: it must throw the
    ///   same error and hold the same items and empty result, its index rebuilt over that result
    ///   and answering nothing where the elements were; then report the same change and result
    ///   when the item is deleted again, its index agreeing with the linear filter.
    ///
    /// O(batches) for the inconsistent batches; for the rejected item, two layouts from scratch,
    /// plus one layout, one index build and the probe queries per indexed session.
    func failedUpdateViolations<Layout: IncrementalLayout>(
        of session: LayoutSession<Layout>, indexed: [IndexedSession<Layout>], reference: any CollectionLayout, rejectsItemLengths: Bool,
        readsPayloads: Bool, querySeed: UInt64
    ) -> [InvariantViolation] {
        for inconsistent in InconsistentBatch.all(over: session.items) {
            var copy = session
            do {
                try copy.apply(inconsistent.batch)
                return [InvariantViolation(.incrementalUpdate, "an inconsistent batch (\(inconsistent.fault)) was applied without an error")]
            } catch {
                guard case let .invalidUpdate(field, _) = error, field == inconsistent.field else {
                    return [InvariantViolation(
                        .incrementalUpdate, "an inconsistent batch (\(inconsistent.fault)) threw \(error.description), not an invalidUpdate of \(inconsistent.field)",
                        error: error
                    )]
                }
            }
            guard copy.items == session.items, copy.result.isIdentical(to: session.result) else {
                return [InvariantViolation(.incrementalUpdate, "an inconsistent batch (\(inconsistent.fault)) was rejected but changed the session")]
            }
        }
        guard rejectsItemLengths, session.items.sectionCount > 0 else { return [] }
        let path = ItemPath(section: 0, item: 0)
        let bad = ItemSet.Item(width: -1, height: -1, payload: readsPayloads ? nil : ItemPayload("an item the layout rejects"))
        let insertion = BatchUpdate(insertedItems: [.init(path: path, item: bad)])
        let deletion = BatchUpdate(deletedItems: [path])
        var copy = session
        var updated = session.items
        do {
            try updated.apply(insertion)
        } catch {
            return [InvariantViolation(.incrementalUpdate, "inserting an item at \(path) is inconsistent: \(error.description)", error: error)]
        }
        let expected: LayoutError
        do {
            _ = try reference.layout(updated, in: session.container)
            return []  // The layout takes the item after all: nothing to check.
        } catch {
            expected = error
        }
        do {
            try copy.apply(insertion)
            return [InvariantViolation(
                .incrementalUpdate, "an item of negative size inserted at \(path) was laid out, but the layout from scratch throws \(expected.description)"
            )]
        } catch {
            guard error == expected, copy.result.count == 0, copy.items == updated else {
                return [InvariantViolation(
                    .incrementalUpdate,
                    "an item of negative size inserted at \(path) threw \(error.description) and left \(copy.result.count) elements; from scratch: \(expected.description), and an empty result",
                    error: error
                )]
            }
        }
        var random = Xoshiro256StarStar(seed: querySeed ^ 0x7265_6A65_6374)
        let inserting = "inserting an item of negative size at \(path)"
        var indexedCopies = indexed
        if !indexed.isEmpty {
            // Where the elements were: a stale index still finds them there.
            let queries = session.result.probeQueries(random: &random, budget: 8)
            for slot in indexedCopies.indices {
                indexedCopies[slot].apply(insertion)
                if let found = indexedCopies[slot].violation(after: inserting, of: copy, threw: expected, queries: queries, limit: violationLimit) {
                    return [found]
                }
            }
        }
        let emptied = copy.result
        let change: LayoutResultChange
        do {
            change = try copy.apply(deletion)
        } catch {
            return [InvariantViolation(.incrementalUpdate, "deleting the rejected item again threw \(error.description)", error: error)]
        }
        guard copy.items == session.items else {
            return [InvariantViolation(.incrementalUpdate, "deleting the rejected item again did not restore the items")]
        }
        if let difference = Self.difference(copy.result, session.result) {
            return [InvariantViolation(
                .incrementalUpdate, "after an update the layout rejected, deleting the item again lays out otherwise: \(difference.message)",
                elements: difference.elements, magnitude: difference.magnitude
            )]
        }
        if let untruthful = Self.untruthfulness(of: change, before: emptied, after: copy.result) {
            return [InvariantViolation(
                .incrementalUpdate, "after an update the layout rejected, the change of laying out anew is wrong: \(untruthful.message)",
                elements: untruthful.elements
            )]
        }
        if !indexed.isEmpty {
            let queries = copy.result.probeQueries(random: &random, budget: queryBudget)
            for slot in indexedCopies.indices {
                indexedCopies[slot].apply(deletion)
                if let found = indexedCopies[slot].violation(
                    after: "deleting the rejected item at \(path) again", of: copy, change: change, queries: queries, limit: violationLimit
                ) {
                    return [found]
                }
            }
        }
        return []
    }
}
