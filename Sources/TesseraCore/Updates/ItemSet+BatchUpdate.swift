extension ItemSet {
    /// Applies one batch of updates with UIKit's rules (see `BatchUpdate`) and returns what
    /// changed: the unchanged prefix a layout can keep, and where each item came from.
    ///
    /// Throws `LayoutError.invalidUpdate` naming the offending update (e.g.
    /// `deleteItems[2]: item 7 does not exist in section 0 before the update (5 items)`) and
    /// leaves the set unchanged when the batch is inconsistent.
    ///
    /// Cost: O(u log u + s) to check and resolve the u named updates over s sections, plus
    /// the items that change, plus one move of the items after the last change (a
    /// `replaceSubrange` on each of the three arrays). Appending k items costs O(k + s);
    /// nothing before the first change is read or written.
    @discardableResult
    public mutating func apply(_ batch: BatchUpdate) throws(LayoutError) -> ItemSetChange {
        let plan = try BatchPlan(batch, on: self)
        var pieces = Pieces()
        var sectionCounts: [Int] = []
        sectionCounts.reserveCapacity(plan.sections.count)
        for (section, source) in plan.sections.enumerated() {
            let before = pieces.count
            switch source {
            case let .inserted(index):
                pieces.appendNew(batch.insertedSections[index].items)
            case let .reloaded(index, _):
                pieces.appendNew(batch.reloadedSections[index].items)
            case let .old(old):
                if let edits = plan.edits[section] {
                    appendEdited(old, edits, to: &pieces)
                } else {
                    pieces.appendOld(flatRange(ofSection: old))
                }
            }
            sectionCounts.append(pieces.count - before)
        }

        // The longest unchanged prefix and suffix of the flat arrays, and the items between.
        let oldCount = itemCount, newCount = pieces.count
        var prefix = 0
        for piece in pieces.list {
            guard case let .old(range) = piece.content, range.lowerBound == prefix else { break }
            prefix += range.count
        }
        var suffix = 0
        for piece in pieces.list.reversed() {
            guard case let .old(range) = piece.content, range.upperBound == oldCount - suffix,
                  piece.start + range.count == newCount - suffix else { break }
            suffix += range.count
        }
        suffix = Swift.min(suffix, Swift.min(oldCount, newCount) - prefix)
        let middle = pieces.items(in: prefix ..< newCount - suffix, from: self)

        let oldStarts = sectionStarts
        let replaced = prefix ..< oldCount - suffix
        widths.replaceSubrange(replaced, with: middle.lazy.map(\.width))
        heights.replaceSubrange(replaced, with: middle.lazy.map(\.height))
        spans.replaceSubrange(replaced, with: middle.lazy.map(\.span))
        var starts = [0]
        starts.reserveCapacity(sectionCounts.count + 1)
        for count in sectionCounts { starts.append(starts[starts.count - 1] + count) }
        sectionStarts = starts

        var unchangedSections = 0
        while unchangedSections < plan.sections.count, plan.sections[unchangedSections] == .old(unchangedSections),
              plan.edits[unchangedSections] == nil {
            unchangedSections += 1
        }
        var leadingItems = 0
        if unchangedSections < plan.sections.count, plan.sections[unchangedSections] == .old(unchangedSections) {
            let oldSectionCount = oldStarts[unchangedSections + 1] - oldStarts[unchangedSections]
            leadingItems = Swift.max(0, Swift.min(prefix - oldStarts[unchangedSections], oldSectionCount, sectionCounts[unchangedSections]))
        }
        let unchangedPrefix = unchangedSections < plan.sections.count ? starts[unchangedSections] + leadingItems : newCount
        return ItemSetChange(
            unchangedSections: unchangedSections, unchangedLeadingItems: leadingItems, unchangedPrefix: unchangedPrefix,
            unchangedSuffix: Swift.min(suffix, newCount - unchangedPrefix), oldItemCount: oldCount, oldSectionStarts: oldStarts, newSectionStarts: starts, runs: pieces.runs, sectionRuns: Self.sectionRuns(plan.sections)
        )
    }

    /// Where each section after the update comes from, as runs of consecutive old sections.
    private static func sectionRuns(_ sources: [BatchPlan.SectionSource]) -> [ItemSetChange.Run] {
        var runs: [ItemSetChange.Run] = []
        for (section, source) in sources.enumerated() {
            switch source {
            case let .old(old):
                if let last = runs.last, !last.isReload, let lastOld = last.oldStart, lastOld + last.count == old {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(ItemSetChange.Run(start: section, count: 1, oldStart: old, isReload: false))
                }
            case let .reloaded(_, old):
                runs.append(ItemSetChange.Run(start: section, count: 1, oldStart: old, isReload: true))
            case .inserted:
                if let last = runs.last, last.oldStart == nil {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(ItemSetChange.Run(start: section, count: 1, oldStart: nil, isReload: false))
                }
            }
        }
        return runs
    }

    /// The items of old section `old` after `edits`: the survivors in order (reloaded ones
    /// with their new contents), with the placed items at their final indices.
    private func appendEdited(_ old: Int, _ edits: BatchPlan.ItemEdits, to pieces: inout Pieces) {
        let start = sectionStarts[old], count = itemCount(inSection: old)
        let reloads = edits.reloaded.keys.sorted()
        var next = 0, removed = 0, reload = 0
        /// Emits `wanted` survivors (all that are left when `nil`) from index `next` on.
        func emitSurvivors(_ wanted: Int?) {
            var left = wanted ?? Int.max
            while left > 0 {
                while removed < edits.removed.count, edits.removed[removed] == next {
                    next += 1
                    removed += 1
                }
                guard next < count else { return }
                if reload < reloads.count, reloads[reload] == next {
                    pieces.appendReloaded(start + next, edits.reloaded[next]!)
                    reload += 1
                    next += 1
                    left -= 1
                    continue
                }
                var end = count
                if removed < edits.removed.count { end = Swift.min(end, edits.removed[removed]) }
                if reload < reloads.count { end = Swift.min(end, reloads[reload]) }
                let taken = Swift.min(left, end - next)
                pieces.appendOld(start + next ..< start + next + taken)
                next += taken
                left -= taken
            }
        }
        var finalIndex = 0
        for placed in edits.placed {
            emitSurvivors(placed.index - finalIndex)
            switch placed.item {
            case let .new(item): pieces.appendNew([item])
            case let .moved(flat): pieces.appendOld(flat ..< flat + 1)
            }
            finalIndex = placed.index + 1
        }
        emitSurvivors(nil)
    }
}

/// The items after an update as pieces in flat order: stretches of old items, reloaded old
/// items and new items. Adjacent contiguous stretches of old items merge into one.
private struct Pieces {
    enum Content {
        case old(Range<Int>)
        case reloaded(Int, ItemSet.Item)
        case new([ItemSet.Item])
    }

    struct Piece {
        var start: Int
        var content: Content
    }

    private(set) var list: [Piece] = []
    private(set) var count = 0

    mutating func appendOld(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if case let .old(previous)? = list.last?.content, previous.upperBound == range.lowerBound {
            list[list.count - 1].content = .old(previous.lowerBound ..< range.upperBound)
        } else {
            list.append(Piece(start: count, content: .old(range)))
        }
        count += range.count
    }

    mutating func appendReloaded(_ index: Int, _ item: ItemSet.Item) {
        list.append(Piece(start: count, content: .reloaded(index, item)))
        count += 1
    }

    mutating func appendNew(_ items: [ItemSet.Item]) {
        guard !items.isEmpty else { return }
        list.append(Piece(start: count, content: .new(items)))
        count += items.count
    }

    /// The items at flat positions `range` after the update, read from `old`. O(range + pieces).
    func items(in range: Range<Int>, from old: ItemSet) -> [ItemSet.Item] {
        var items: [ItemSet.Item] = []
        items.reserveCapacity(range.count)
        for piece in list {
            let length: Int = switch piece.content {
            case let .old(old): old.count
            case .reloaded: 1
            case let .new(new): new.count
            }
            let overlap = Swift.max(range.lowerBound, piece.start) ..< Swift.min(range.upperBound, piece.start + length)
            guard !overlap.isEmpty else { continue }
            for position in overlap {
                let offset = position - piece.start
                switch piece.content {
                case let .old(oldRange): items.append(old[flatIndex: oldRange.lowerBound + offset])
                case let .reloaded(_, item): items.append(item)
                case let .new(new): items.append(new[offset])
                }
            }
        }
        return items
    }

    /// The pieces as `ItemSetChange` runs.
    var runs: [ItemSetChange.Run] {
        list.map { piece in
            switch piece.content {
            case let .old(range): ItemSetChange.Run(start: piece.start, count: range.count, oldStart: range.lowerBound, isReload: false)
            case let .reloaded(index, _): ItemSetChange.Run(start: piece.start, count: 1, oldStart: index, isReload: true)
            case let .new(items): ItemSetChange.Run(start: piece.start, count: items.count, oldStart: nil, isReload: false)
            }
        }
    }
}
