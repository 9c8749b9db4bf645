import TesseraCore

extension WaterfallLayout: IncrementalLayout {
    /// The stack's running state — the column tops included — at positions at least
    /// `checkpointSpacing()` steps apart, at section boundaries and mid-section, and at
    /// the end of the last section's cells.
    public struct Checkpoints: Sendable {
        var trail: CheckpointTrail<WaterfallStacker.State>
    }

    /// Steps between checkpoints: 256, or four per column of the widest section, so that a
    /// checkpoint (about 100 bytes plus 8 a column, and an allocation) stays a small fraction
    /// of the elements it covers (about 45 bytes each in a result) and a resume replays at
    /// most that many items. The stack appends the cells between two checkpoints in one
    /// piece, so closer checkpoints also cost a re-layout more pieces and more allocations —
    /// at 64 steps a large part of laying out half of a big waterfall again.
    func checkpointSpacing() -> Int {
        Swift.max(256, 4 * Swift.max(columns, sectionColumns.values.max() ?? 0))
    }

    /// Lays the items out as `layout(_:in:)` does, recording checkpoints.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        try validate(items, in: container)
        var result = LayoutResult(
            scrollAxis: .vertical, items: items,
            expectedElementCount: items.itemCount + (headerLength > 0 ? items.sectionCount : 0)
                + (footerLength > 0 ? items.sectionCount : 0)
        )
        var stacker = WaterfallStacker(options: self, width: container.width)
        var trail: CheckpointTrail<WaterfallStacker.State>? = CheckpointTrail(spacing: checkpointSpacing())
        try stacker.stack(items, from: LayoutPosition(section: 0, item: -1), to: &result, trail: &trail)
        try finish(&result, state: stacker.state)
        return (result, Checkpoints(trail: trail!))
    }

    /// Lays the items out again from the first change: the stack's state is taken from the
    /// last checkpoint at or before the change and replayed (at most `checkpointSpacing()`
    /// steps, no frame written) up to it, the elements from the change on are removed and
    /// laid out again, and checkpoints are recorded for them. The elements before the change
    /// keep their ids and frames and are not touched.
    ///
    /// When the sections after the changed ones are kept by the update (`LayoutResult.keptTailSections`),
    /// only the sections up to them are laid out again: each section starts with its columns
    /// level, so the kept sections' frames are their old ones moved by how far their first
    /// element moved — exactly, when every length that enters the sums (the kept items'
    /// heights, the spacing, padding, header and footer lengths, the tops where the old and new
    /// stacks meet them) is a multiple of 1/64 below 2^40, so that no sum rounds. Their
    /// checkpoints move with them. Otherwise their frames are laid out again in place.
    ///
    /// An append of k items to the last section resumes from the checkpoint at its end: O(k +
    /// columns). A change at item i costs O(n − i + checkpointSpacing) — moving a kept tail is
    /// a pass over its frames, its lookup entries and its checkpoints, without placing an item —
    /// plus O(section options) to validate the options against the updated sections as
    /// `layout(_:in:)` does.
    public func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        try validate(items, in: container)
        let target = LayoutPosition(
            section: change.unchangedSections, item: change.firstChangedSectionIsKept ? change.unchangedLeadingItems : -1
        )
        // Moved out, so that its storage stays uniquely referenced while it changes.
        var trail: CheckpointTrail<WaterfallStacker.State>? = checkpoints.trail
        checkpoints.trail = CheckpointTrail(spacing: 1)
        let (checkpoint, removed) = trail!.resume(atOrBefore: target)
        trail!.removeLastIfCrowded()
        var stacker = WaterfallStacker(options: self, width: container.width)
        if let checkpoint { stacker.resume(from: checkpoint.state) }
        var noTrail: CheckpointTrail<WaterfallStacker.State>?
        try stacker.stack(
            items, from: checkpoint?.position ?? LayoutPosition(section: 0, item: -1), until: target, to: &result,
            trail: &noTrail
        )
        let elementCount = elementCount(before: target, in: items)
        let oldCount = result.count
        if let tail = keptTail(of: result, for: items, after: change, from: target, elementCount: elementCount) {
            let oldContentSize = result.contentSize
            result.removeElements(from: elementCount, keepingTail: tail, relayingOut: items, after: change)
            let tailStart = LayoutPosition(section: tail.newSection, item: -1)
            try stacker.stack(items, from: target, until: tailStart, writingUntilStop: true, to: &result, trail: &trail)
            let filled = result.endRewritingFrames()
            precondition(filled == tail.newElementStart, "the waterfall's element count disagrees with its stack")
            if let offset = tailOffset(of: result, tail, at: stacker.state, items: items, oldContentSize: oldContentSize) {
                result.placeKeptTail(movingBy: offset)
                result.contentSize = Size(width: stacker.state.right, height: oldContentSize.height + offset)
                move(removed, of: tail, by: offset, right: stacker.state.right, items: items, into: &trail!)
                checkpoints.trail = trail!
                return LayoutResultChange(
                    unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change
                )
            }
            result.placeKeptTail(movingBy: nil)
            result.beginRewritingFrames(from: tail.newElementStart)
            try stacker.stack(items, from: tailStart, to: &result, trail: &trail)
            result.endRewritingFrames()
        } else {
            result.removeElements(from: elementCount, relayingOut: items, after: change)
            try stacker.stack(items, from: target, to: &result, trail: &trail)
        }
        try finish(&result, state: stacker.state)
        checkpoints.trail = trail!
        return LayoutResultChange(
            unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change
        )
    }

    /// The kept tail after `target` (see `LayoutResult.keptTailSections`), when the sections
    /// it moves to have the same column counts and it holds an element. O(log sections +
    /// sections in the tail + section options).
    private func keptTail(
        of result: LayoutResult, for items: ItemSet, after change: ItemSetChange, from target: LayoutPosition, elementCount: Int
    ) -> KeptTail? {
        guard let (oldSection, newSection) = result.keptTailSections(after: target.section, of: items, after: change) else { return nil }
        if newSection != oldSection {
            // Column counts are options by section number: the tail's must not change as it moves.
            for (section, count) in sectionColumns {
                if section >= newSection, sectionColumns[section - newSection + oldSection] != count { return nil }
                if section >= oldSection, sectionColumns[section - oldSection + newSection] != count { return nil }
            }
        }
        let newStart = self.elementCount(before: LayoutPosition(section: newSection, item: -1), in: items)
        let tailElements = self.elementCount(before: LayoutPosition(section: items.sectionCount, item: -1), in: items) - newStart
        let oldStart = result.count - tailElements
        guard tailElements > 0, oldStart >= elementCount else { return nil }
        return KeptTail(oldSection: oldSection, newSection: newSection, oldElementStart: oldStart, newElementStart: newStart)
    }

    /// How far the kept tail's frames move, when moving them gives exactly the frames laying
    /// them out again would: `state` is the stack's at the tail's first section, `result`
    /// still holds the tail's old frames (`keptTailFrame`). `nil` when it may not (see `update`).
    ///
    /// Every frame and running value in the tail is its first block's top plus sums of the
    /// kept items' heights and the options' lengths — each section starts with its columns
    /// level, the stack's bottom equals its edge between sections — so when none of those sums
    /// rounds, the new values are the old ones plus the difference of the tops. The content
    /// grows no wider: the tail's extents across are those it had, within the old content
    /// width, which the new stack already reaches. O(kept items).
    private func tailOffset(
        of result: LayoutResult, _ tail: KeptTail, at state: WaterfallStacker.State, items: ItemSet, oldContentSize: Size
    ) -> Double? {
        guard tail.oldElementStart > 0, state.stackedAny, !state.inCells, state.firstOverflow == nil, state.bottom == state.edge,
              state.right >= oldContentSize.width else { return nil }
        let oldFirst = result.keptTailFrame(0)
        let newTop = state.edge + spacing
        let offset = (result.kinds[tail.newElementStart] == .cell ? newTop + padding : newTop) - oldFirst.minY
        let lengths = [
            spacing, padding, headerLength, footerLength, state.edge, oldContentSize.height, oldFirst.minY, newTop,
            oldContentSize.height + Swift.abs(offset),
        ]
        guard ExactMove.allows(lengths[...]), ExactMove.allows(items.heights[items.sectionStarts[tail.newSection]...]) else {
            return nil
        }
        return offset
    }

    /// Appends to `trail` the checkpoints of `removed` (those an update took off the trail, in
    /// order) that lie in the kept tail, moved with it: their positions and element counts
    /// shifted, their tops and extents along y moved by `offset`, the content's right edge
    /// the new stack's (see `tailOffset`). O(checkpoints moved · columns).
    private func move(
        _ removed: [CheckpointTrail<WaterfallStacker.State>.Entry], of tail: KeptTail, by offset: Double, right: Double,
        items: ItemSet, into trail: inout CheckpointTrail<WaterfallStacker.State>
    ) {
        trail.appendMoved(removed, of: tail, from: LayoutPosition(section: tail.oldSection, item: -1), in: items) { entry, _ in
            var state = entry.state
            state.edge += offset
            state.bottom += offset
            state.sectionBottom += offset
            for column in state.tops.indices { state.tops[column] += offset }
            state.right = right
            return state
        }
    }
}
