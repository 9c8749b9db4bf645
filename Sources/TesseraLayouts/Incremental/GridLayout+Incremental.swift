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
        let geometry = try makeGeometry(in: container)
        var result = makeResult(for: items)
        var stacker = GridStacker(options: self, geometry: geometry, recording: true)
        var trail: CheckpointTrail<GridStacker.State>? = CheckpointTrail(spacing: Self.checkpointSpacing)
        try stacker.stack(items, from: LayoutPosition(section: 0, item: -1), to: &result, trail: &trail)
        try finish(&result, state: stacker.state, geometry: geometry)
        return (result, Checkpoints(trail: trail!))
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
    /// placement's occupied rows (`GridOccupancy` keeps exactly those). With `.sparse`
    /// packing the cursor passes every item, and the band starts at the cursor's row.
    ///
    /// A change at item i costs O(n − i) plus the replay (at most `checkpointSpacing` steps,
    /// or twice the snapshot's words for wide grids); an append of k items to the last
    /// section resumes from the checkpoint at its end: O(k + the occupied rows' words).
    public func update(
        _ result: inout LayoutResult, checkpoints: inout Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let geometry = try makeGeometry(in: container)
        // A section gets its header only when it has items, so a change at a section's first
        // item — which may empty it or fill it — resumes before its header.
        let target = LayoutPosition(
            section: change.unchangedSections,
            item: change.firstChangedSectionIsKept && change.unchangedLeadingItems > 0 ? change.unchangedLeadingItems : -1
        )
        // Moved out, so that its storage stays uniquely referenced while it changes.
        var trail: CheckpointTrail<GridStacker.State>? = checkpoints.trail
        checkpoints.trail = CheckpointTrail(spacing: 1)
        let (checkpoint, _) = trail!.resume(atOrBefore: target)
        trail!.removeLastIfCrowded()
        var stacker = checkpoint.map { GridStacker(options: self, geometry: geometry, resuming: $0.state) }
            ?? GridStacker(options: self, geometry: geometry, recording: true)
        var noTrail: CheckpointTrail<GridStacker.State>?
        try stacker.stack(
            items, from: checkpoint?.position ?? LayoutPosition(section: 0, item: -1), until: target, to: &result,
            trail: &noTrail
        )
        let elementCount = stacker.state.elementCount
        let oldCount = result.count
        result.removeElements(from: elementCount, relayingOut: items, after: change)
        try stacker.stack(items, from: target, to: &result, trail: &trail)
        try finish(&result, state: stacker.state, geometry: geometry)
        checkpoints.trail = trail!
        return LayoutResultChange(
            unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change
        )
    }
}
