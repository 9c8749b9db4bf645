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
    /// An append of k items to the last section resumes from the checkpoint at its end: O(k +
    /// columns). A change at item i costs O(n − i + checkpointSpacing), plus O(section options)
    /// to validate the options against the updated sections as `layout(_:in:)` does.
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
        let (checkpoint, _) = trail!.resume(atOrBefore: target)
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
        result.removeElements(from: elementCount, relayingOut: items, after: change)
        try stacker.stack(items, from: target, to: &result, trail: &trail)
        try finish(&result, state: stacker.state)
        checkpoints.trail = trail!
        return LayoutResultChange(
            unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change
        )
    }
}
