import TesseraCore

extension WaterfallLayout: IncrementalLayout {
    /// The stack's running state — the column tops included — at positions at least
    /// `checkpointSpacing` steps apart, at section boundaries and mid-section, and at
    /// the end of the last section's cells.
    public struct Checkpoints: Sendable {
        var trail: CheckpointTrail<WaterfallStacker.State>
    }

    /// Lays the items out as `layout(_:in:)` does, recording checkpoints.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        let (result, trail) = try layOutStackRecordingCheckpoints(items, in: container)
        return (result, Checkpoints(trail: trail))
    }

    /// Lays the items out again from the first change: the stack's state is taken from the
    /// last checkpoint at or before the change and replayed (at most `checkpointSpacing`
    /// steps, no frame written) up to it, the elements from the change on are removed and
    /// laid out again, and checkpoints are recorded for them. The elements before the change
    /// keep their ids and frames and are not touched.
    ///
    /// When the sections after the changed ones are kept by the update (`LayoutResult.keptTailSections`),
    /// only the sections up to them are laid out again: each section starts with its columns
    /// level, so the kept sections' frames are their old ones moved by how far their first
    /// element moved when that is exact (docs/CONTRACT.md, "Kept sections move": `ExactMove`
    /// over the kept items' heights, the spacing, padding, header and footer lengths and the
    /// tops where the old and new stacks meet them). Their checkpoints move with them.
    /// Otherwise their frames are laid out again in place.
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
        try updateStack(&result, trail: &checkpoints.trail, for: items, after: change, in: container)
    }
}

extension WaterfallLayout: StackedLayout {
    /// Validates the options, the column work and every column count's lines (`validate`).
    @inline(__always)
    func makeStacker(for items: ItemSet, in container: Size, recording: Bool) throws(LayoutError) -> WaterfallStacker {
        try validate(items, in: container)
        return WaterfallStacker(options: self, width: container.width)
    }

    /// Room for the cells, and a header and a footer per section when they have a length.
    @inline(__always)
    func makeResult(for items: ItemSet) -> LayoutResult {
        LayoutResult(
            scrollAxis: .vertical, items: items,
            expectedElementCount: items.itemCount + (headerLength > 0 ? items.sectionCount : 0)
                + (footerLength > 0 ? items.sectionCount : 0)
        )
    }

    /// Steps between checkpoints: 256, or four per column of the widest section, so that a
    /// checkpoint (about 100 bytes plus 8 a column, and an allocation) stays a small fraction
    /// of the elements it covers (about 45 bytes each in a result) and a resume replays at
    /// most that many items. The stack appends the cells between two checkpoints in one
    /// piece, so closer checkpoints also cost a re-layout more pieces and more allocations —
    /// at 64 steps a large part of laying out half of a big waterfall again.
    var checkpointSpacing: Int {
        Swift.max(256, 4 * Swift.max(columns, sectionColumns.values.max() ?? 0))
    }

    /// Before the first changed item of a section the update keeps, else before the header of
    /// the first changed section.
    func resumePosition(after change: ItemSetChange) -> LayoutPosition {
        LayoutPosition(section: change.unchangedSections, item: change.firstChangedSectionIsKept ? change.unchangedLeadingItems : -1)
    }

    /// The kept tail after `target` (see `LayoutResult.keptTailSections`), when the sections
    /// it moves to have the same column counts and it holds an element. O(log sections +
    /// sections in the tail + section options).
    func keptTail(
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
}

extension WaterfallStacker: ResumableStacker {
    /// Before a section's header.
    static let sectionStart = -1

    /// `WaterfallLayout.elementCount(before:in:)`. O(1).
    @inline(__always)
    func elementCount(before position: LayoutPosition, in items: ItemSet) -> Int {
        options.elementCount(before: position, in: items)
    }

    /// The content size of the finished stack (`WaterfallLayout.finish`).
    @inline(__always)
    func finish(_ result: inout LayoutResult, items: ItemSet) throws(LayoutError) {
        try options.finish(&result, state: state)
    }

    /// How far the kept tail's frames move, when moving them gives exactly the frames laying
    /// them out again would: the stack stands at the tail's first section, `result` still holds
    /// the tail's old frames (`keptTailFrame`). `nil` when it may not (see
    /// `WaterfallLayout.update`).
    ///
    /// Every frame and running value in the tail is its first block's top plus sums of the
    /// kept items' heights and the options' lengths — each section starts with its columns
    /// level, the stack's bottom equals its edge between sections — so when none of those sums
    /// rounds, the new values are the old ones plus the difference of the tops. The content
    /// grows no wider: the tail's extents across are those it had, within the old content
    /// width, which the new stack already reaches. O(kept items).
    @inline(__always)
    func tailOffset(of result: LayoutResult, _ tail: KeptTail, items: ItemSet, oldContentSize: Size) -> Double? {
        guard tail.oldElementStart > 0, state.stackedAny, !state.inCells, state.firstOverflow == nil, state.bottom == state.edge,
              state.right >= oldContentSize.width else { return nil }
        let spacing = options.spacing, padding = options.padding
        let oldFirst = result.keptTailFrame(0)
        let newTop = state.edge + spacing
        let offset = (result.kinds[tail.newElementStart] == .cell ? newTop + padding : newTop) - oldFirst.minY
        let lengths = [
            spacing, padding, options.headerLength, options.footerLength, state.edge, oldContentSize.height, oldFirst.minY, newTop,
            oldContentSize.height + Swift.abs(offset),
        ]
        guard ExactMove.allows(lengths[...]), ExactMove.allows(items.heights[items.sectionStarts[tail.newSection]...]) else {
            return nil
        }
        return offset
    }

    /// Finishes an update whose kept tail moved by `offset`: the content is as tall as before
    /// plus the offset and as wide as the new stack (see `tailOffset`); the checkpoints of
    /// `removed` that lie in the tail move with it — positions and element counts shifted, tops
    /// and extents along y moved by `offset`, the content's right edge the new stack's.
    /// O(checkpoints moved · columns).
    @inline(__always)
    func finishMovedTail(
        _ tail: KeptTail, by offset: Double, in result: inout LayoutResult, oldContentSize: Size,
        removed: [CheckpointTrail<State>.Entry], items: ItemSet, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        let right = state.right
        result.contentSize = Size(width: right, height: oldContentSize.height + offset)
        trail.appendMoved(removed, of: tail, from: Self.start(ofSection: tail.oldSection), in: items) { entry, _ in
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
