import TesseraCore

extension GridLayout: IncrementalLayout {
    /// The stack's running state — inside a section, the placement's cursor, frontier, resume
    /// points and occupied rows — at positions at least `checkpointSpacing` steps apart (and
    /// further when the occupied rows are wide), and at the end of the last section.
    public struct Checkpoints: Sendable {
        var trail: CheckpointTrail<GridStacker.State>
    }

    /// Steps between checkpoints.
    static let checkpointSpacing = 64

    /// Lays the items out as `layout(_:in:)` does, recording checkpoints.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Checkpoints) {
        let (result, trail) = try layOutStackRecordingCheckpoints(items, in: container)
        return (result, Checkpoints(trail: trail))
    }

    /// Lays the items out again from the first changed item.
    ///
    /// **Where placement resumes.** An item's square depends only on the items before it in
    /// its section (through the placement's state after them) and a section's rows only on
    /// where the section before it ends; so the state before the first changed item —
    /// restored from the last checkpoint at or before it and replayed (no frame written) up
    /// to it — places every later item exactly as a layout from scratch does. The elements
    /// before the change keep their ids and frames and are not touched.
    ///
    /// **How far the dense back-fill reaches back.** With `.dense` packing an item that does
    /// not fit at the cursor goes further on and leaves the cells before it to later, smaller
    /// items, so the items after the change may land in rows above the last unchanged item —
    /// but never above the row of the *frontier* at the change: the first free cell in
    /// row-major order. Every cell before the frontier is taken (the cursor only passes cells
    /// it fills, and the frontier is the first free cell at or after the cursor), and cells
    /// only fill up, so no later square can start before it. The band re-laid out is
    /// therefore the rows from the frontier's row on, which a checkpoint holds as the
    /// placement's occupied rows (`GridRowRing` or `GridOccupancy` keeps exactly those). With `.sparse`
    /// packing the cursor passes every item, and the band starts at the cursor's row.
    ///
    /// **Sections after the change.** A section's frames depend only on where it starts along
    /// the scroll axis, so when the sections after the changed ones are kept by the update
    /// (`LayoutResult.keptTailSections`) only the sections up to them are laid out again, and
    /// the kept ones move by how far their first element moved when that is exact
    /// (docs/CONTRACT.md, "Kept sections move": `ExactMove` over the row length and spacing,
    /// the header length and the tops where the old and new stacks meet them); their
    /// checkpoints move with them. Otherwise their frames are laid out again in place.
    ///
    /// A change at item i costs O(n − i) plus the replay (at most `checkpointSpacing` steps,
    /// or twice the snapshot's words for wide grids) — moving a kept tail is a pass over its
    /// frames, lookup entries and checkpoints, without placing an item; an append of k items
    /// to the last section resumes from the checkpoint at its end: O(k + the occupied rows' words).
    public func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        try updateStack(&result, trail: &checkpoints.trail, for: items, after: change, in: container)
    }
}

extension GridLayout: StackedLayout {
    /// Validates the options in `container` and computes the lines (`makeGeometry(in:)`);
    /// a `recording` stacker tracks the placement's resume points.
    @inline(__always)
    func makeStacker(for items: ItemSet, in container: Size, recording: Bool) throws(LayoutError) -> GridStacker {
        GridStacker(options: self, geometry: try makeGeometry(in: container), recording: recording)
    }

    /// `checkpointSpacing`.
    var checkpointSpacing: Int { Self.checkpointSpacing }

    /// Before the first changed item — or, since a section gets its header only when it has
    /// items, before the header of a section whose first item changed (which may empty it or
    /// fill it).
    func resumePosition(after change: ItemSetChange) -> LayoutPosition {
        LayoutPosition(
            section: change.unchangedSections,
            item: change.firstChangedSectionIsKept && change.unchangedLeadingItems > 0 ? change.unchangedLeadingItems : -1
        )
    }

    /// The kept tail after `target` (see `LayoutResult.keptTailSections`), when it holds an
    /// element. O(log sections + sections in the tail).
    func keptTail(
        of result: LayoutResult, for items: ItemSet, after change: ItemSetChange, from target: LayoutPosition, elementCount: Int
    ) -> KeptTail? {
        guard let (oldSection, newSection) = result.keptTailSections(after: target.section, of: items, after: change) else { return nil }
        // Items, and a header for each non-empty section: those of the tail, and those laid
        // out again before it (the target's header is not placed yet when its item is -1).
        func elements(_ sections: Range<Int>) -> Int {
            guard headerLength > 0 else { return 0 }
            return sections.reduce(0) { $0 + (items.sectionStarts[$1 + 1] > items.sectionStarts[$1] ? 1 : 0) }
        }
        let tailElements = items.itemCount - items.sectionStarts[newSection] + elements(newSection ..< items.sectionCount)
        let targetFlat = items.sectionStarts[target.section] + Swift.max(0, target.item)
        let newStart = elementCount + items.sectionStarts[newSection] - targetFlat
            + elements((target.item < 0 ? target.section : target.section + 1) ..< newSection)
        let oldStart = result.count - tailElements
        guard tailElements > 0, oldStart >= elementCount else { return nil }
        return KeptTail(oldSection: oldSection, newSection: newSection, oldElementStart: oldStart, newElementStart: newStart)
    }
}

extension GridStacker: ResumableStacker {
    /// Before a section's header.
    static let sectionStart = -1

    /// The elements placed so far: the stack counts them as it goes.
    @inline(__always)
    func elementCount(before position: LayoutPosition, in items: ItemSet) -> Int { state.elementCount }

    /// The content size of the finished stack (`GridLayout.finish`).
    @inline(__always)
    func finish(_ result: inout LayoutResult, items: ItemSet) throws(LayoutError) {
        try options.finish(&result, state: state, geometry: geometry)
    }

    /// How far the kept tail's frames move along the scroll axis, when moving them gives
    /// exactly the frames laying them out again would: the stack stands at the tail's first
    /// section, `result` still holds the tail's old frames (`keptTailFrame`). Every frame and
    /// running value in the tail is where its first element starts plus sums of the header
    /// length, the spacing and multiples of the row pitch; when none of those rounds the new
    /// values are the old ones plus the difference of the starts. The content grows no wider
    /// across: the tail's extents there are those it had, within the old content, which the
    /// new stack already reaches. `nil` when it may not. O(1).
    @inline(__always)
    func tailOffset(of result: LayoutResult, _ tail: KeptTail, items: ItemSet, oldContentSize: Size) -> Double? {
        let vertical = options.axis == .vertical
        let spacing = options.spacing, headerLength = options.headerLength, insets = options.insets
        let hasHeaders = headerLength > 0
        let oldFirst = result.keptTailFrame(0)
        let oldStart = vertical ? oldFirst.minY : oldFirst.minX
        let newStart = hasHeaders && state.headerPlaced ? state.along + spacing : state.along
        let oldAlong = vertical ? oldContentSize.height : oldContentSize.width
        let oldAcross = vertical ? oldContentSize.width : oldContentSize.height
        let offset = newStart - oldStart
        let lengths = [
            spacing, headerLength, geometry.rowLength, geometry.rowLength + spacing, vertical ? insets.bottom : insets.right,
            state.along, newStart, oldStart, oldAlong, oldAlong + Swift.abs(offset),
        ]
        guard tail.oldElementStart > 0, state.section == nil, !hasHeaders || state.headerPlaced,
              state.acrossMaximum + (vertical ? insets.right : insets.bottom) >= oldAcross,
              ExactMove.allows(lengths[...]) else { return nil }
        return offset
    }

    /// Finishes an update whose kept tail moved by `offset`: the content is the new stack's
    /// across the scroll axis (see `tailOffset`) and as long as before plus the offset along
    /// it; the checkpoints of `removed` that lie in the tail move with it — positions and
    /// element counts shifted, positions along the scroll axis moved by `offset`, the extent
    /// across the new stack's — and those before the tail's first element describe the stack
    /// between sections there, which is `state` now. O(checkpoints moved).
    @inline(__always)
    func finishMovedTail(
        _ tail: KeptTail, by offset: Double, in result: inout LayoutResult, oldContentSize: Size,
        removed: [CheckpointTrail<State>.Entry], items: ItemSet, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        try finish(&result, items: items)
        result.contentSize = options.axis == .vertical
            ? Size(width: result.contentSize.width, height: oldContentSize.height + offset)
            : Size(width: oldContentSize.width + offset, height: result.contentSize.height)
        let boundary = state
        trail.appendMoved(removed, of: tail, from: Self.start(ofSection: tail.oldSection), in: items) { entry, _ in
            var state = entry.state
            guard state.elementCount != tail.oldElementStart || state.section != nil else { return boundary }
            state.along += offset
            state.alongMaximum += offset
            state.acrossMaximum = boundary.acrossMaximum
            state.elementCount += tail.newElementStart - tail.oldElementStart
            state.section?.rowsBase += offset
            state.section?.end += offset
            return state
        }
    }
}
