import TesseraCore

extension BidirectionalLayout: IncrementalLayout {
    /// The rows' running state every `checkpointSpacing` items (and section boundaries) and
    /// at the end of the last section: about 64 bytes per 256 items.
    public struct Checkpoints: Sendable {
        var trail = CheckpointTrail<RowStack>(spacing: BidirectionalLayout.checkpointSpacing)
    }

    /// Steps between checkpoints.
    static let checkpointSpacing = 256

    /// Lays the items out as `layout(_:in:)` does, recording checkpoints.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        try validateOptions(container)
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var rows = RowStack()
        var trail: CheckpointTrail<RowStack>? = CheckpointTrail(spacing: Self.checkpointSpacing)
        _ = try appendRows(items, from: LayoutPosition(section: 0, item: 0), rows: &rows, to: &result, trail: &trail)
        try finish(&result, rows: rows, items: items)
        return (result, Checkpoints(trail: trail!))
    }

    /// Lays the rows out again from the first changed item: from the last checkpoint before
    /// it, the rows' state is replayed (at most `checkpointSpacing` steps, nothing written) up
    /// to the change, then the cells are laid out from there. An update that only reloads items
    /// rewrites frames in place and stops at the first row after the changed ones whose top
    /// has not moved (its frames and every later row's are as they were); others lay out
    /// every row after the change. O(replay + items from the change to the stop).
    public func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        try validateOptions(container)
        let target = LayoutPosition(
            section: change.unchangedSections, item: change.firstChangedSectionIsKept ? change.unchangedLeadingItems : 0
        )
        // Moved out, so that its storage stays uniquely referenced while it changes.
        var trail: CheckpointTrail<RowStack>? = checkpoints.trail
        checkpoints.trail = CheckpointTrail(spacing: Self.checkpointSpacing)
        let (checkpoint, later) = trail!.resume(atOrBefore: target)
        trail!.removeLastIfCrowded()
        var rows = checkpoint?.state ?? RowStack()
        advance(items, rows: &rows, from: checkpoint?.position ?? LayoutPosition(section: 0, item: 0), to: target)

        let elementCount = items.sectionStarts[target.section] + target.item
        let oldCount = result.count
        let oldHeight = result.contentSize.height
        if let tail = keptTail(of: result, for: items, after: change, from: target, elementCount: elementCount) {
            result.removeElements(from: elementCount, keepingTail: tail, relayingOut: items, after: change)
            var tailTop = 0.0
            let stop = try appendRows(items, from: target, rows: &rows, to: &result, trail: &trail) { section, top, _ in
                tailTop = top
                return section >= tail.newSection
            }
            let filled = result.endRewritingFrames()
            precondition(stop != nil && filled == tail.newElementStart, "the rows disagree with the kept tail")
            if let offset = tailOffset(of: result, tail, top: tailTop, rows: rows, items: items, oldHeight: oldHeight) {
                result.placeKeptTail(movingBy: offset)
                move(
                    later, of: tail, by: offset, firstRow: stop!, rows: rows, items: items, trail: &trail!, result: &result,
                    oldHeight: oldHeight
                )
            } else {
                result.placeKeptTail(movingBy: nil)
                result.beginRewritingFrames(from: tail.newElementStart)
                _ = try appendRows(items, from: LayoutPosition(section: stop!, item: 0), rows: &rows, to: &result, trail: &trail)
                result.endRewritingFrames()
                try finish(&result, rows: rows, items: items)
            }
            checkpoints.trail = trail!
            return LayoutResultChange(unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change)
        }
        var keptFrom: Int?
        if change.keepsPositions {
            // Rows whose items all lie in the unchanged suffix keep their frames if their top has not moved.
            let untouched = items.itemCount - change.unchangedSuffix
            result.beginRewritingFrames(from: elementCount)
            keptFrom = try appendRows(items, from: target, rows: &rows, to: &result, trail: &trail) { section, top, result in
                items.sectionStarts[section] >= untouched && result.frames[items.sectionStarts[section]].minY == top
            }
            result.endRewritingFrames()
        } else {
            result.removeElements(from: elementCount, relayingOut: items, after: change)
            _ = try appendRows(items, from: target, rows: &rows, to: &result, trail: &trail)
        }
        if let keptFrom {
            keepRows(from: keptFrom, of: items, rows: rows, oldHeight: oldHeight, later: later, trail: &trail!, result: &result)
        } else {
            try finish(&result, rows: rows, items: items)
        }
        checkpoints.trail = trail!
        return LayoutResultChange(
            unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: change.keepsPositions,
            recomputedEnd: keptFrom.map { items.sectionStarts[$0] }, items: change
        )
    }

    /// Finishes an update that stopped at row `section`, whose frames and every later row's
    /// are as they were: the content's width takes in those rows' right edges, its height is
    /// the last row's bottom as before, and the checkpoints after the stop are kept with the
    /// widest row so far brought up to date.
    private func keepRows(
        from section: Int, of items: ItemSet, rows: RowStack, oldHeight: Double, later: [CheckpointTrail<RowStack>.Entry],
        trail: inout CheckpointTrail<RowStack>, result: inout LayoutResult
    ) {
        var widest = rows.widest
        var row = section
        var kept = later.drop { $0.position < LayoutPosition(section: section, item: 0) }.map { $0 }
        for index in kept.indices {
            // The widest row finished before the checkpoint.
            while row < kept[index].position.section {
                let range = items.flatRange(ofSection: row)
                if !range.isEmpty { widest = Swift.max(widest, result.frames[range.upperBound - 1].maxX) }
                row += 1
            }
            kept[index].state.widest = widest
            if kept[index].position == LayoutPosition(section: section, item: 0) {
                kept[index].state.bottom = rows.bottom
                kept[index].state.top = rows.top
            }
        }
        while row < items.sectionCount {
            let range = items.flatRange(ofSection: row)
            if !range.isEmpty { widest = Swift.max(widest, result.frames[range.upperBound - 1].maxX) }
            row += 1
        }
        trail.append(contentsOf: kept)
        result.contentSize = Size(width: widest, height: oldHeight)
    }

    /// The kept tail after `target` (see `LayoutResult.keptTailSections`), when it holds an
    /// item. O(log sections + sections in the tail).
    private func keptTail(
        of result: LayoutResult, for items: ItemSet, after change: ItemSetChange, from target: LayoutPosition, elementCount: Int
    ) -> KeptTail? {
        guard let (oldSection, newSection) = result.keptTailSections(after: target.section, of: items, after: change) else { return nil }
        let newStart = items.sectionStarts[newSection]
        let tailItems = items.itemCount - newStart
        let oldStart = result.count - tailItems
        guard tailItems > 0, oldStart >= elementCount else { return nil }
        return KeptTail(oldSection: oldSection, newSection: newSection, oldElementStart: oldStart, newElementStart: newStart)
    }

    /// How far the kept tail's frames move, when moving them gives exactly the frames laying
    /// them out again would: `top` is where its first row starts now, `result` still holds the
    /// tail's old frames (`keptTailFrame`). A row's frames are its top plus its items' heights
    /// down, and each row starts `rowSpacing` below the last one's bottom, so when none of
    /// those sums rounds — every height, the spacing and the tops multiples of 1/64 below
    /// 2^40 — the new frames are the old ones plus the difference of the tops; `nil`
    /// otherwise. O(items in the tail).
    private func tailOffset(
        of result: LayoutResult, _ tail: KeptTail, top: Double, rows: RowStack, items: ItemSet, oldHeight: Double
    ) -> Double? {
        let oldTop = result.keptTailFrame(0).minY
        let offset = top - oldTop
        guard tail.oldElementStart > 0, rows.rowsPlaced,
              ExactMove.allows([rowSpacing, top, oldTop, oldHeight, oldHeight + Swift.abs(offset)][...]),
              ExactMove.allows(items.heights[tail.newElementStart...]) else { return nil }
        return offset
    }

    /// Finishes an update whose kept tail moved by `offset` (see `tailOffset`): the content is
    /// as tall as before plus the offset and as wide as the widest row, the rows before the
    /// tail (`rows`, the state before its first row, `firstRow`) and its own (their last
    /// frames' right edges); the checkpoints the update took off the trail (`later`) that lie
    /// in the tail move with it, their widest row so far brought up to date — those before
    /// its first row describe the row before the tail, which is `rows` now. O(sections and
    /// checkpoints in the tail).
    private func move(
        _ later: [CheckpointTrail<RowStack>.Entry], of tail: KeptTail, by offset: Double, firstRow: Int, rows: RowStack,
        items: ItemSet, trail: inout CheckpointTrail<RowStack>, result: inout LayoutResult, oldHeight: Double
    ) {
        var widest = rows.widest
        var row = tail.newSection
        trail.appendMoved(later, of: tail, from: LayoutPosition(section: tail.oldSection, item: 0), in: items) { entry, position in
            // The widest row finished before the checkpoint.
            while row < position.section {
                let range = items.flatRange(ofSection: row)
                if !range.isEmpty { widest = Swift.max(widest, result.frames[range.upperBound - 1].maxX) }
                row += 1
            }
            var state = rows
            if position > LayoutPosition(section: firstRow, item: 0) {
                state = entry.state
                state.top += offset
                state.bottom += offset
                state.rowBottom += offset
            }
            state.widest = widest
            return state
        }
        while row < items.sectionCount {
            let range = items.flatRange(ofSection: row)
            if !range.isEmpty { widest = Swift.max(widest, result.frames[range.upperBound - 1].maxX) }
            row += 1
        }
        result.contentSize = Size(width: widest, height: oldHeight + offset)
    }

    /// Replays the rows' state from `position` to `target` (both inside unchanged items)
    /// without writing frames.
    private func advance(_ items: ItemSet, rows: inout RowStack, from position: LayoutPosition, to target: LayoutPosition) {
        var section = position.section
        var item = position.item
        while LayoutPosition(section: section, item: item) < target {
            let range = items.flatRange(ofSection: section)
            if item == 0, !range.isEmpty {
                rows.top = rows.rowsPlaced ? rows.bottom + rowSpacing : rows.top
                rows.rowsPlaced = true
                rows.rowBottom = rows.top
                rows.left = 0
            }
            let end = section == target.section ? target.item : range.count
            while item < end {
                let flat = range.lowerBound + item
                if item > 0 { rows.left += itemSpacing }
                rows.left += items.widths[flat]
                rows.rowBottom = Swift.max(rows.rowBottom, rows.top + items.heights[flat])
                item += 1
            }
            if section == target.section { break }
            if !range.isEmpty {
                rows.widest = Swift.max(rows.widest, rows.left)
                rows.bottom = rows.rowBottom
            }
            section += 1
            item = 0
        }
    }
}
