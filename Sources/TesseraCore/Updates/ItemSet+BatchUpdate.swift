extension ItemSet {
    /// Applies one batch of updates with UIKit's rules (see `BatchUpdate`) and returns what
    /// changed: the unchanged prefix a layout can keep, and where each item came from.
    ///
    /// Throws `LayoutError.invalidUpdate` naming the offending update (e.g.
    /// `deleteItems[2]: item 7 does not exist in section 0 before the update (5 items)`) and
    /// leaves the set unchanged when the batch is inconsistent.
    ///
    /// Cost: O(u log u) to check and resolve the u named updates, plus the items that change
    /// and one move of the items after the last change (a `replaceSubrange` on each of the
    /// three arrays), plus O(1) for each section start rewritten in place: those from the first
    /// change to the last, and the ones after it when they shift (a section inserted or
    /// deleted, or an item count changed). Sections before the first change are never read:
    /// appending k items to the last section costs O(k log k), whatever the number of sections.
    @discardableResult
    public mutating func apply(_ batch: BatchUpdate) throws(LayoutError) -> ItemSetChange {
        let plan = try BatchPlan(batch, on: self)
        let runs = plan.runs
        let oldSectionCount = sectionCount, newSectionCount = plan.sectionCount, oldCount = itemCount

        // Runs `changed` are laid out again; the unchanged runs before them, and after them
        // when no section is inserted or deleted, keep their sections and items.
        var firstChanged = 0
        while firstChanged < runs.count, runs[firstChanged].isUnchanged { firstChanged += 1 }
        var endChanged = runs.count
        if oldSectionCount == newSectionCount {
            while endChanged > firstChanged, runs[endChanged - 1].isUnchanged { endChanged -= 1 }
        }
        let changed = firstChanged ..< endChanged
        let firstSection = firstChanged < runs.count ? runs[firstChanged].start : newSectionCount
        // Where the trailing unchanged sections begin, after the update and before it.
        let keptSection = endChanged < runs.count ? runs[endChanged].start : newSectionCount
        let oldKeptSection = endChanged < runs.count ? keptSection : oldSectionCount

        // The items from the first changed section to the kept ones as pieces, after the
        // unchanged ones before them; the new starts of sections `firstSection + 1 ... keptSection`.
        var pieces = Pieces(contentCapacity: batch.insertedItems.count + batch.reloadedItems.count)
        pieces.appendOld(0 ..< sectionStarts[firstSection])
        var newStarts: [Int] = []
        newStarts.reserveCapacity(keptSection - firstSection)
        for run in runs[changed] {
            switch run.source {
            case let .inserted(index):
                pieces.appendNew(batch.insertedSections[index].items)
            case let .reloaded(index, _):
                pieces.appendNew(batch.reloadedSections[index].items)
            case let .old(old):
                if let edits = run.edits {
                    appendEdited(old, plan.edits[edits], of: plan, to: &pieces)
                } else {
                    let shift = pieces.count - sectionStarts[old]
                    for section in old + 1 ..< old + run.count { newStarts.append(sectionStarts[section] + shift) }
                    pieces.appendOld(sectionStarts[old] ..< sectionStarts[old + run.count])
                }
            }
            newStarts.append(pieces.count)
        }
        let keptItems = sectionStarts[oldKeptSection]
        let shift = pieces.count - keptItems
        pieces.appendOld(keptItems ..< oldCount)

        // The longest unchanged prefix and suffix of the flat arrays, and the items between.
        let newCount = pieces.count
        var prefix = 0
        for run in pieces.runs {
            guard !run.isReload, run.oldStart == prefix else { break }
            prefix += run.count
        }
        var suffix = 0
        for run in pieces.runs.reversed() {
            guard !run.isReload, let oldStart = run.oldStart, oldStart + run.count == oldCount - suffix,
                  run.start + run.count == newCount - suffix else { break }
            suffix += run.count
        }
        suffix = Swift.min(suffix, Swift.min(oldCount, newCount) - prefix)
        let middle = pieces.items(in: prefix ..< newCount - suffix, from: self)

        // What the change reports, read from the starts before the update.
        let unchangedSections = firstSection
        var leadingItems = 0
        if firstChanged < runs.count, runs[firstChanged].source == .old(unchangedSections) {
            let oldItems = itemCount(inSection: unchangedSections), newItems = newStarts[0] - sectionStarts[unchangedSections]
            leadingItems = Swift.max(0, Swift.min(prefix - sectionStarts[unchangedSections], oldItems, newItems))
        }
        let unchangedPrefix = unchangedSections < newSectionCount ? sectionStarts[unchangedSections] + leadingItems : newCount
        var oldPieces: [PreviousSectionStarts.Piece] = []
        oldPieces.reserveCapacity(runs.count + plan.deletedSections.count)
        var keepsSections = oldSectionCount == newSectionCount
        for run in runs {
            switch run.source {
            case let .old(old):
                let isPlain = run.edits == nil
                oldPieces.append(.init(section: old, count: run.count, itemStart: sectionStarts[old], newSection: isPlain ? run.start : nil))
                keepsSections = keepsSections && old == run.start
                    && (run.edits.map { plan.edits[$0].removed.count == plan.edits[$0].placed.count } ?? true)
            case let .reloaded(_, old):
                oldPieces.append(.init(section: old, count: 1, itemStart: sectionStarts[old], newSection: nil))
                keepsSections = false
            case .inserted:
                keepsSections = false
            }
        }
        for section in plan.deletedSections {
            oldPieces.append(.init(section: section, count: 1, itemStart: sectionStarts[section], newSection: nil))
        }

        let replaced = prefix ..< oldCount - suffix
        widths.replaceSubrange(replaced, with: middle.lazy.map(\.width))
        heights.replaceSubrange(replaced, with: middle.lazy.map(\.height))
        spans.replaceSubrange(replaced, with: middle.lazy.map(\.span))
        if !payloads.isEmpty || middle.contains(where: { $0.payload != nil }) {
            if payloads.isEmpty { payloads = Array(repeating: nil, count: oldCount) }
            payloads.replaceSubrange(replaced, with: middle.lazy.map(\.payload))
            dropEmptyPayloads()
        }
        sectionStarts.replaceSubrange(firstSection + 1 ..< oldKeptSection + 1, with: newStarts)
        if shift != 0 {
            for section in keptSection + 1 ..< newSectionCount + 1 { sectionStarts[section] += shift }
        }

        return ItemSetChange(
            unchangedSections: unchangedSections, unchangedLeadingItems: leadingItems, unchangedPrefix: unchangedPrefix,
            unchangedSuffix: Swift.min(suffix, newCount - unchangedPrefix),
            oldSectionStarts: PreviousSectionStarts(
                pieces: oldPieces, newStarts: sectionStarts, sectionCount: oldSectionCount, itemCount: oldCount
            ),
            keepsSections: keepsSections, runs: pieces.runs, sectionRuns: Self.sectionRuns(runs)
        )
    }

    /// Where each section after the update comes from, as runs of consecutive old sections
    /// (edited or not), single reloaded sections and runs of inserted ones. O(runs).
    private static func sectionRuns(_ plan: [BatchPlan.SectionRun]) -> [ItemSetChange.Run] {
        var runs: [ItemSetChange.Run] = []
        runs.reserveCapacity(plan.count)
        for run in plan {
            switch run.source {
            case let .old(old):
                if let last = runs.last, !last.isReload, let lastOld = last.oldStart, lastOld + last.count == old {
                    runs[runs.count - 1].count += run.count
                } else {
                    runs.append(ItemSetChange.Run(start: run.start, count: run.count, oldStart: old, isReload: false))
                }
            case let .reloaded(_, old):
                runs.append(ItemSetChange.Run(start: run.start, count: 1, oldStart: old, isReload: true))
            case .inserted:
                if let last = runs.last, last.oldStart == nil {
                    runs[runs.count - 1].count += run.count
                } else {
                    runs.append(ItemSetChange.Run(start: run.start, count: run.count, oldStart: nil, isReload: false))
                }
            }
        }
        return runs
    }

    /// The items of old section `old` after `edits` of `plan`: the survivors in order (reloaded
    /// ones with their new contents), with the placed items at their final indices.
    private func appendEdited(_ old: Int, _ edits: BatchPlan.ItemEdits, of plan: BatchPlan, to pieces: inout Pieces) {
        let start = sectionStarts[old], count = itemCount(inSection: old)
        var next = 0, removed = edits.removed.lowerBound, reload = edits.reloaded.lowerBound
        /// Emits `wanted` survivors (all that are left when `nil`) from index `next` on.
        func emitSurvivors(_ wanted: Int?) {
            var left = wanted ?? Int.max
            while left > 0 {
                while removed < edits.removed.upperBound, plan.removals[removed].item == next {
                    next += 1
                    removed += 1
                }
                guard next < count else { return }
                if reload < edits.reloaded.upperBound, plan.reloads[reload].item == next {
                    pieces.appendReloaded(start + next, plan.reloads[reload].contents)
                    reload += 1
                    next += 1
                    left -= 1
                    continue
                }
                var end = count
                if removed < edits.removed.upperBound { end = Swift.min(end, plan.removals[removed].item) }
                if reload < edits.reloaded.upperBound { end = Swift.min(end, plan.reloads[reload].item) }
                let taken = Swift.min(left, end - next)
                pieces.appendOld(start + next ..< start + next + taken)
                next += taken
                left -= taken
            }
        }
        var finalIndex = 0
        for placement in plan.placements[edits.placed] {
            emitSurvivors(placement.path.item - finalIndex)
            switch placement.item {
            case let .new(item): pieces.appendNew(item)
            case let .moved(flat): pieces.appendOld(flat ..< flat + 1)
            }
            finalIndex = placement.path.item + 1
        }
        emitSurvivors(nil)
    }
}

/// The items after an update as `ItemSetChange` runs in flat order — stretches of old items,
/// reloaded old items, new items — with the contents of the reloaded and new ones. Adjacent
/// stretches of old items that are contiguous merge into one run, and so do adjacent new items.
private struct Pieces {
    typealias Run = ItemSetChange.Run

    private(set) var runs: [Run] = []
    private(set) var count = 0
    /// The items of the reloaded and new runs, in flat order.
    private var contents: [ItemSet.Item] = []

    /// Pieces with room for `contentCapacity` reloaded and new items before their storage grows.
    init(contentCapacity: Int) {
        runs.reserveCapacity(4)
        if contentCapacity > 0 { contents.reserveCapacity(contentCapacity) }
    }

    mutating func appendOld(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if let last = runs.last, !last.isReload, let oldStart = last.oldStart, oldStart + last.count == range.lowerBound {
            runs[runs.count - 1].count += range.count
        } else {
            runs.append(Run(start: count, count: range.count, oldStart: range.lowerBound, isReload: false))
        }
        count += range.count
    }

    mutating func appendReloaded(_ index: Int, _ item: ItemSet.Item) {
        runs.append(Run(start: count, count: 1, oldStart: index, isReload: true))
        contents.append(item)
        count += 1
    }

    mutating func appendNew(_ item: ItemSet.Item) {
        extendNew(by: 1)
        contents.append(item)
    }

    mutating func appendNew(_ items: [ItemSet.Item]) {
        guard !items.isEmpty else { return }
        extendNew(by: items.count)
        contents.append(contentsOf: items)
    }

    private mutating func extendNew(by added: Int) {
        if let last = runs.last, last.oldStart == nil {
            runs[runs.count - 1].count += added
        } else {
            runs.append(Run(start: count, count: added, oldStart: nil, isReload: false))
        }
        count += added
    }

    /// The items at flat positions `range` after the update, read from `old`. O(range + runs).
    func items(in range: Range<Int>, from old: ItemSet) -> [ItemSet.Item] {
        var items: [ItemSet.Item] = []
        items.reserveCapacity(range.count)
        var contentStart = 0
        for run in runs {
            let overlap = Swift.max(range.lowerBound, run.start) ..< Swift.min(range.upperBound, run.start + run.count)
            let isOld = run.oldStart != nil && !run.isReload
            if !overlap.isEmpty {
                if isOld {
                    let shift = run.oldStart! - run.start
                    for position in overlap { items.append(old[flatIndex: position + shift]) }
                } else {
                    let shift = contentStart - run.start
                    items.append(contentsOf: contents[overlap.lowerBound + shift ..< overlap.upperBound + shift])
                }
            }
            if !isOld { contentStart += run.count }
        }
        return items
    }
}
