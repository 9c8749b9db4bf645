import TesseraCore

/// The shrinker's number passes: options, spans, item lengths and the container toward the
/// defaults and round numbers.
extension SpecShrinkState {
    /// The engine's own checkpoint spacing back (`closeCheckpoints` set a closer one), or else
    /// a closer spacing still: a counterexample needs no spacing of its own unless its failure
    /// does.
    mutating func simplifyCheckpointSpacing() -> Bool {
        guard let current = spec.checkpointSpacing else { return false }
        var candidate = spec
        candidate.checkpointSpacing = nil
        if attempt(candidate, change: NumberChange(place: [6], value: 0)) { return true }
        for spacing in SpecShrinker.checkpointSpacings where spacing < current {
            candidate.checkpointSpacing = spacing
            if attempt(candidate, change: NumberChange(place: [6], value: UInt64(spacing))) { return true }
        }
        return false
    }

    /// Every option at its default, in one candidate: when the failure does not depend on the
    /// options, no option group needs trying.
    mutating func useDefaultOptions() -> Bool {
        attempt(spec.withOptions { $0 = spec.layout.defaultOptions }, change: NumberChange(place: [0], value: 0))
    }

    /// The definition's option groups, recomputed from the current spec after each group,
    /// since a kept candidate can change what the later groups propose.
    mutating func simplifyOptions() -> Bool {
        var progressed = false
        var group = 0
        while hasBudget {
            let groups = spec.layout.optionShrinks(of: spec)
            guard group < groups.count else { break }
            for candidate in groups[group] where attempt(candidate, change: NumberChange(place: [1, group], value: UInt64(bitPattern: Int64(candidate.options.hashValue)))) {
                progressed = true
                break
            }
            group += 1
        }
        return progressed
    }

    /// Spans toward 1 and lengths toward round numbers, for each item of the spec and each item
    /// its updates insert or reload (specs of up to 64 items).
    mutating func simplifyItems() -> Bool {
        guard spec.totalItemCount <= 64 else { return false }
        var progressed = false
        for flat in 0 ..< spec.items.itemCount where hasBudget {
            progressed = simplify(spec.items[flatIndex: flat], place: [2, flat]) { spec, item in
                spec.items = spec.items.mapItems { $0 == flat ? item : $1 }
            } || progressed
        }
        for update in spec.updates.indices where hasBudget {
            for part in spec.updates[update].insertedItems.indices where hasBudget {
                progressed = simplify(spec.updates[update].insertedItems[part].item, place: [3, update, part]) { spec, item in
                    spec.updates[update].insertedItems[part].item = item
                } || progressed
            }
            for part in spec.updates[update].reloadedItems.indices where hasBudget {
                progressed = simplify(spec.updates[update].reloadedItems[part].item, place: [4, update, part]) { spec, item in
                    spec.updates[update].reloadedItems[part].item = item
                } || progressed
            }
        }
        return progressed
    }

    /// Tries a smaller span and rounder lengths for `item`, which `replace` puts in place.
    private mutating func simplify(
        _ item: ItemSet.Item, place: [Int], replace: (inout LayoutSpec<Definition>, ItemSet.Item) -> Void
    ) -> Bool {
        var progressed = false
        var item = item
        if item.span > 1 {
            for smaller in Set([1, item.span - 1]).sorted() {
                var changed = item
                changed.span = smaller
                var candidate = spec
                replace(&candidate, changed)
                if attempt(candidate, change: NumberChange(place: place + [0], value: UInt64(smaller))) {
                    item = changed
                    progressed = true
                    break
                }
            }
        }
        for (number, dimension) in [\ItemSet.Item.width, \.height].enumerated() {
            let value = item[keyPath: dimension]
            for round in RoundNumbers.candidates(for: value, includingZero: true) where RoundNumbers.isSimpler(round, than: value) {
                var changed = item
                changed[keyPath: dimension] = round
                var candidate = spec
                replace(&candidate, changed)
                if attempt(candidate, change: NumberChange(place: place + [1 + number], value: round.bitPattern)) {
                    item = changed
                    progressed = true
                    break
                }
            }
        }
        return progressed
    }

    mutating func simplifyContainer() -> Bool {
        var progressed = false
        for (number, dimension) in [\Size.width, \.height].enumerated() {
            let value = spec.container[keyPath: dimension]
            for round in RoundNumbers.candidates(for: value, includingZero: false) where RoundNumbers.isSimpler(round, than: value) {
                var candidate = spec
                candidate.container[keyPath: dimension] = round
                if attempt(candidate, change: NumberChange(place: [5, number], value: round.bitPattern)) {
                    progressed = true
                    break
                }
            }
        }
        return progressed
    }
}
