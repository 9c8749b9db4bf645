import TesseraCore

extension BidirectionalLayout: IncrementalLayout {
    /// The rows' running state every `checkpointSpacing` items (and section boundaries) and
    /// at the end of the last section: about 64 bytes per 256 items.
    public struct Checkpoints: Sendable {
        var trail: CheckpointTrail<RowStacker.State>
    }

    /// Steps between checkpoints.
    static let checkpointSpacing = 256

    /// Lays the items out as `layout(_:in:)` does, recording checkpoints.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        let (result, trail) = try layOutStackRecordingCheckpoints(items, in: container)
        return (result, Checkpoints(trail: trail))
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
        try updateStack(&result, trail: &checkpoints.trail, for: items, after: change, in: container)
    }
}

extension BidirectionalLayout: StackedLayout {
    /// Validates the options and the container.
    @inline(__always)
    func makeStacker(for items: ItemSet, in container: Size, recording: Bool) throws(LayoutError) -> RowStacker {
        try validateOptions(container)
        return RowStacker(options: self)
    }

    /// An empty result for `items`.
    @inline(__always)
    func makeResult(for items: ItemSet) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }

    /// `checkpointSpacing`.
    var checkpointSpacing: Int { Self.checkpointSpacing }

    /// Before the first changed item of a row the update keeps, else at the start of the first
    /// changed row.
    func resumePosition(after change: ItemSetChange) -> LayoutPosition {
        LayoutPosition(section: change.unchangedSections, item: change.firstChangedSectionIsKept ? change.unchangedLeadingItems : 0)
    }

    /// An update that only reloads items rewrites frames in place and stops at the first row
    /// after the changed ones whose top has not moved: its frames and every later row's are as
    /// they were (`keepRows`). `nil` for any other update.
    func updateInPlace(
        _ result: inout LayoutResult, stacker: inout RowStacker, from target: LayoutPosition, elementCount: Int,
        removed: [CheckpointTrail<RowStacker.State>.Entry], trail: inout CheckpointTrail<RowStacker.State>, for items: ItemSet,
        after change: ItemSetChange
    ) throws(LayoutError) -> LayoutResultChange? {
        guard change.keepsPositions else { return nil }
        let oldCount = result.count
        let oldHeight = result.contentSize.height
        // Rows whose items all lie in the unchanged suffix keep their frames if their top has not moved.
        let untouched = items.itemCount - change.unchangedSuffix
        result.beginRewritingFrames(from: elementCount)
        let keptFrom = try stacker.stackRows(items, from: target, to: &result, trail: &trail) { section, top, result in
            items.sectionStarts[section] >= untouched && result.frames[items.sectionStarts[section]].minY == top
        }
        result.endRewritingFrames()
        if let keptFrom {
            keepRows(from: keptFrom, of: items, rows: stacker.state, oldHeight: oldHeight, later: removed, trail: &trail, result: &result)
        } else {
            try stacker.finish(&result, items: items)
        }
        return LayoutResultChange(
            unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: true,
            recomputedEnd: keptFrom.map { items.sectionStarts[$0] }, items: change
        )
    }

    /// Finishes an update that stopped at row `section`, whose frames and every later row's
    /// are as they were: the content's width takes in those rows' right edges, its height is
    /// the last row's bottom as before, and the checkpoints after the stop are kept with the
    /// widest row so far brought up to date.
    private func keepRows(
        from section: Int, of items: ItemSet, rows: RowStacker.State, oldHeight: Double, later: [CheckpointTrail<RowStacker.State>.Entry],
        trail: inout CheckpointTrail<RowStacker.State>, result: inout LayoutResult
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
    /// item and the update does not only reload items. O(log sections + sections in the tail).
    func keptTail(
        of result: LayoutResult, for items: ItemSet, after change: ItemSetChange, from target: LayoutPosition, elementCount: Int
    ) -> KeptTail? {
        // A reload-only update goes in place (`updateInPlace`): it keeps every id and stops at the
        // first row whose top has not moved. The shared path tries the tail first, and every row
        // that in-place update could stop at starts a kept tail, so taking the tail here would
        // leave that stop unreached.
        guard !change.keepsPositions else { return nil }
        guard let (oldSection, newSection) = result.keptTailSections(after: target.section, of: items, after: change) else { return nil }
        let newStart = items.sectionStarts[newSection]
        let tailItems = items.itemCount - newStart
        let oldStart = result.count - tailItems
        guard tailItems > 0, oldStart >= elementCount else { return nil }
        return KeptTail(oldSection: oldSection, newSection: newSection, oldElementStart: oldStart, newElementStart: newStart)
    }
}

extension RowStacker: ResumableStacker {
    /// Before a row's first item: rows have no header.
    static let sectionStart = 0

    /// The items before `position`. O(1).
    @inline(__always)
    func elementCount(before position: LayoutPosition, in items: ItemSet) -> Int {
        items.sectionStarts[position.section] + position.item
    }

    /// The content size of the finished rows (`BidirectionalLayout.finish`).
    @inline(__always)
    func finish(_ result: inout LayoutResult, items: ItemSet) throws(LayoutError) {
        try options.finish(&result, rows: state, items: items)
    }

    /// How far the kept tail's frames move, when moving them gives exactly the frames laying
    /// them out again would: its first row starts where the next row after the stack does,
    /// `result` still holds the tail's old frames (`keptTailFrame`). A row's frames are its top
    /// plus its items' heights down, and each row starts `rowSpacing` below the last one's
    /// bottom, so when none of those sums rounds (`ExactMove` over every height, the spacing
    /// and the tops) the new frames are the old ones plus the difference of the tops; `nil`
    /// otherwise. O(items in the tail).
    @inline(__always)
    func tailOffset(of result: LayoutResult, _ tail: KeptTail, items: ItemSet, oldContentSize: Size) -> Double? {
        let rowSpacing = options.rowSpacing
        let top = state.rowsPlaced ? state.bottom + rowSpacing : state.top
        let oldTop = result.keptTailFrame(0).minY
        let offset = top - oldTop
        let oldHeight = oldContentSize.height
        guard tail.oldElementStart > 0, state.rowsPlaced,
              ExactMove.allows([rowSpacing, top, oldTop, oldHeight, oldHeight + Swift.abs(offset)][...]),
              ExactMove.allows(items.heights[tail.newElementStart...]) else { return nil }
        return offset
    }

    /// Finishes an update whose kept tail moved by `offset` (see `tailOffset`): the content is
    /// as tall as before plus the offset and as wide as the widest row, the rows before the
    /// tail (the stack's state) and its own (their last frames' right edges); the checkpoints
    /// of `removed` that lie in the tail move with it, their widest row so far brought up to
    /// date — those up to its first row describe the row before the tail, which is the
    /// stack's state now. O(sections and checkpoints in the tail).
    @inline(__always)
    func finishMovedTail(
        _ tail: KeptTail, by offset: Double, in result: inout LayoutResult, oldContentSize: Size,
        removed: [CheckpointTrail<State>.Entry], items: ItemSet, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        let rows = state
        // The tail's first row: the tail holds an item, so a non-empty section starts it.
        var firstRow = tail.newSection
        while items.flatRange(ofSection: firstRow).isEmpty { firstRow += 1 }
        var widest = rows.widest
        var row = tail.newSection
        let frames = result.frames
        trail.appendMoved(removed, of: tail, from: Self.start(ofSection: tail.oldSection), in: items) { entry, position in
            // The widest row finished before the checkpoint.
            while row < position.section {
                let range = items.flatRange(ofSection: row)
                if !range.isEmpty { widest = Swift.max(widest, frames[range.upperBound - 1].maxX) }
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
            if !range.isEmpty { widest = Swift.max(widest, frames[range.upperBound - 1].maxX) }
            row += 1
        }
        result.contentSize = Size(width: widest, height: oldContentSize.height + offset)
    }
}
