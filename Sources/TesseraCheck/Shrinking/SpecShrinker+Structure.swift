import TesseraCore

/// The shrinker's structure passes: fewer updates, smaller batches, fewer sections and items.
extension SpecShrinkState {
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
            // The items after the first update as the shrinker's own model has them: a defect
            // in `ItemSet.apply(_:)` may be what the spec is a counterexample to.
            var reference = ItemSetReference(spec.items)
            guard reference.apply(spec.updates[0]) else { break }
            candidate.items = reference.itemSet
            guard attempt(candidate) else { break }
            progressed = true
        }
        return progressed
    }

    /// Smaller batches: the items each batch names leave the history (all at once, then
    /// halves, … then one by one), then each part of each batch is removed in turn.
    mutating func shrinkBatches() -> Bool {
        var progressed = false
        var update = 0
        while update < spec.updates.count, hasBudget {
            while hasBudget, update < spec.updates.count, let history = UpdateHistory(items: spec.items, updates: spec.updates),
                  case let named = history.itemsNamed(byBatch: update), !named.isEmpty,
                  removeFromHistory(history, identities: named, sections: false) {
                progressed = true
            }
            var part = 0
            while update < spec.updates.count, hasBudget {
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

    /// Checkpoints closer together, once, while the spec has updates and the engine's own
    /// spacing: 1 step, then 2, 4, … 32, the first that keeps the failure. The spec is no
    /// smaller, but a defect in resuming from or moving a checkpoint past the first, which with
    /// the engine's spacing (64 to 256 steps) needs that many items, then survives the item
    /// passes that follow. `simplifyCheckpointSpacing` puts the engine's own back when the
    /// failure no longer needs the closer checkpoints.
    mutating func closeCheckpoints() -> Bool {
        guard !spec.updates.isEmpty, spec.checkpointSpacing == nil, !checkpointsClosed else { return false }
        checkpointsClosed = true
        for spacing in SpecShrinker.checkpointSpacings where hasBudget {
            var candidate = spec
            candidate.checkpointSpacing = spacing
            if attempt(candidate) { return true }
        }
        return false
    }

    mutating func dropSections() -> Bool {
        guard spec.updates.isEmpty else { return dropSectionsFromHistory() }
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

    /// Sections leave the whole history — the initial ones and those batches insert — in
    /// chunks (halves, … then one by one), with every item that ever lived in them.
    private mutating func dropSectionsFromHistory() -> Bool {
        var progressed = false
        while hasBudget, let history = UpdateHistory(items: spec.items, updates: spec.updates), history.sectionIDs.count > 1 {
            guard removeFromHistory(history, identities: history.sectionIDs, sections: true) else { break }
            progressed = true
        }
        return progressed
    }

    /// Items leave the whole history in chunks, until no chunk can.
    private mutating func dropItemsFromHistory() -> Bool {
        var progressed = false
        while hasBudget, let history = UpdateHistory(items: spec.items, updates: spec.updates), !history.itemIDs.isEmpty {
            guard removeFromHistory(history, identities: history.itemIDs, sections: false) else { break }
            progressed = true
        }
        return progressed
    }

    /// Tries removing chunks of `identities` (halves, quarters, … then one by one); returns
    /// after the first that keeps the failure, whose history the caller rebuilds.
    private mutating func removeFromHistory(_ history: UpdateHistory, identities: [Int], sections: Bool) -> Bool {
        var chunk = max(identities.count / 2, 1)
        while chunk >= 1, hasBudget {
            var start = 0
            while start < identities.count, hasBudget {
                let removed = Set(identities[start ..< min(start + chunk, identities.count)])
                if removed.count < identities.count || !sections, attempt(candidate(history, removing: removed, sections: sections)) {
                    return true
                }
                start += chunk
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return false
    }

    /// The spec without the item (or section) identities `removed` of `history`.
    private func candidate(_ history: UpdateHistory, removing removed: Set<Int>, sections: Bool) -> LayoutSpec<Definition> {
        let (items, updates, initialSections) = sections
            ? history.removing(items: [], sections: removed) : history.removing(items: removed, sections: [])
        var candidate = spec
        for section in initialSections.reversed() {
            candidate = candidate.removingSections(section ..< section + 1)
        }
        candidate.items = items
        candidate.updates = updates
        return candidate
    }

    mutating func dropItems() -> Bool {
        guard spec.updates.isEmpty else { return dropItemsFromHistory() }
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
    /// dropped as the definition says). Not with updates, whose indices merging would move.
    mutating func mergeSections() -> Bool {
        guard spec.updates.isEmpty else { return false }
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
    /// specs without updates (with updates, items leave the history one by one).
    mutating func dropRuns() -> Bool {
        guard spec.updates.isEmpty, spec.items.itemCount <= 64 else { return false }
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
}

extension SpecShrinkState {
    /// Each item merged with the next one in its section: one item spanning both (their spans
    /// added, the larger of each length, the first's payload). A counterexample that needs a
    /// wide item where a few narrow ones stand — a grid's stale resume point shows after a
    /// span-2 item, and the shrinker reached three unit items in its place — is a local minimum
    /// for the passes that only drop items and lower spans. Only for small specs without
    /// updates, like `dropRuns`; a merged span a layout refuses fails another way and is not kept.
    mutating func mergeItems() -> Bool {
        guard spec.updates.isEmpty, spec.items.itemCount <= 64 else { return false }
        var progressed = false
        var flat = 0
        while flat + 1 < spec.items.itemCount, hasBudget {
            let items = spec.items
            guard items.path(ofFlatIndex: flat).section == items.path(ofFlatIndex: flat + 1).section else {
                flat += 1
                continue
            }
            let first = items[flatIndex: flat], second = items[flatIndex: flat + 1]
            let merged = ItemSet.Item(
                width: max(first.width, second.width), height: max(first.height, second.height),
                span: first.span + second.span, payload: first.payload
            )
            var candidate = spec
            candidate.items = items.removing(flatRange: flat + 1 ..< flat + 2).mapItems { $0 == flat ? merged : $1 }
            if attempt(candidate) { progressed = true } else { flat += 1 }
        }
        return progressed
    }
}

extension BatchUpdate {
    /// The batch with one of its updates removed, for each update, in list order.
    var removalCandidates: [BatchUpdate] {
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
