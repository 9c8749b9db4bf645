import TesseraCore

/// A layout engine whose sections a `ResumableStacker` lays out: it provides its stacker and
/// what its updates do differently — where an update resumes, which sections it keeps, an
/// update of its own — and lays out, records checkpoints and updates through the one
/// implementation here that Tessera's engines share.
///
/// **The update.** The stack's state before the first changed element is the one laying out
/// from scratch reaches there (a frame depends only on the items before it, through the
/// state), so an update takes the last checkpoint at or before that position
/// (`resumePosition(after:)`), replays the stack from it without writing, and lays out
/// again from there, recording checkpoints for what it lays out. When the sections after the
/// changed ones are kept (`keptTail`), it lays out only up to them and either moves their
/// frames and checkpoints by how far their first element moved — when the stacker says that is
/// exact (`ResumableStacker.tailOffset`) — or rewrites their frames in place. The elements
/// before the change keep their ids and frames and are not touched.
///
/// The functions here, the engines' `makeStacker`, `makeResult` and the stackers' small
/// conformances are `@inline(__always)`: each is called once per layout or update, and
/// through a call the stacker (64–272 bytes) or the result (152 bytes) is copied whole — the
/// CI gate's copied-bytes figures saw it.
protocol StackedLayout: IncrementalLayout {
    /// The engine's stack.
    associatedtype Stacker: ResumableStacker

    /// Throws what laying `items` out in `container` throws before placing any item (the
    /// options, the container, section options), else returns a stacker at the start of an
    /// empty stack; `recording` when it will record checkpoints or resume from one.
    func makeStacker(for items: ItemSet, in container: Size, recording: Bool) throws(LayoutError) -> Stacker

    /// An empty result for `items`, with room for their elements.
    func makeResult(for items: ItemSet) -> LayoutResult

    /// The fewest steps (`LayoutPosition.distance`) between two checkpoints: what a resume
    /// replays at most, against the memory the states take.
    var checkpointSpacing: Int { get }

    /// The position an update after `change` resumes at: the first whose elements the change
    /// may alter.
    func resumePosition(after change: ItemSetChange) -> LayoutPosition

    /// The sections after `target` that the update keeps (`LayoutResult.keptTailSections`),
    /// when they hold an element and the engine lays them out as before (given where they
    /// start); `elementCount` elements come before `target`. `nil` to lay out everything from
    /// `target` on.
    func keptTail(
        of result: LayoutResult, for items: ItemSet, after change: ItemSetChange, from target: LayoutPosition, elementCount: Int
    ) -> KeptTail?

    /// An update the engine makes its own way when no tail is kept, or `nil` (the default) to
    /// remove every element from `target` on and lay them out again. `stacker` stands at
    /// `target`, with `elementCount` elements before it; `removed` are the checkpoints after
    /// it, which the update took off `trail`.
    func updateInPlace(
        _ result: inout LayoutResult, stacker: inout Stacker, from target: LayoutPosition, elementCount: Int,
        removed: [CheckpointTrail<Stacker.State>.Entry], trail: inout CheckpointTrail<Stacker.State>, for items: ItemSet,
        after change: ItemSetChange
    ) throws(LayoutError) -> LayoutResultChange?
}

extension StackedLayout {
    /// Takes the shared path.
    @inline(__always)
    func updateInPlace(
        _ result: inout LayoutResult, stacker: inout Stacker, from target: LayoutPosition, elementCount: Int,
        removed: [CheckpointTrail<Stacker.State>.Entry], trail: inout CheckpointTrail<Stacker.State>, for items: ItemSet,
        after change: ItemSetChange
    ) throws(LayoutError) -> LayoutResultChange? {
        nil
    }

    /// Lays `items` out in `container` without checkpoints: what `layout(_:in:)` does.
    @inline(__always)
    func layOutStack(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        var stacker = try makeStacker(for: items, in: container, recording: false)
        var result = makeResult(for: items)
        var trail = CheckpointTrail<Stacker.State>.off
        try stacker.stack(items, from: Stacker.start(ofSection: 0), to: &result, trail: &trail)
        try stacker.finish(&result, items: items)
        return result
    }

    /// Lays `items` out in `container` as `layOutStack(_:in:)` does, recording checkpoints
    /// `checkpointSpacing` steps apart (and at the end of the last section).
    @inline(__always)
    func layOutStackRecordingCheckpoints(
        _ items: ItemSet, in container: Size
    ) throws(LayoutError) -> (LayoutResult, CheckpointTrail<Stacker.State>) {
        var stacker = try makeStacker(for: items, in: container, recording: true)
        var result = makeResult(for: items)
        var trail = CheckpointTrail<Stacker.State>(spacing: CheckpointSpacing.override ?? checkpointSpacing)
        try stacker.stack(items, from: Stacker.start(ofSection: 0), to: &result, trail: &trail)
        try stacker.finish(&result, items: items)
        return (result, trail)
    }

    /// Brings `result`, with `trail` recorded for it, up to date with `items` after `change`
    /// (see `StackedLayout`): `IncrementalLayout.update`. Costs the replay (at most
    /// `checkpointSpacing` steps) plus laying out from the change to the kept tail, or to the
    /// end; moving a kept tail is a pass over its frames, lookup entries and checkpoints.
    @inline(__always)
    func updateStack(
        _ result: inout LayoutResult, trail: inout CheckpointTrail<Stacker.State>, for items: ItemSet,
        after change: ItemSetChange, in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        var stacker = try makeStacker(for: items, in: container, recording: true)
        let target = resumePosition(after: change)
        let (checkpoint, removed) = trail.resume(atOrBefore: target)
        trail.removeLastIfCrowded()
        if let checkpoint { stacker.resume(from: checkpoint.state) }
        var replaying = CheckpointTrail<Stacker.State>.off
        try stacker.stack(
            items, from: checkpoint?.position ?? Stacker.start(ofSection: 0), until: target, writingUntilStop: false,
            to: &result, trail: &replaying
        )
        let elementCount = stacker.elementCount(before: target, in: items)
        let oldCount = result.count
        if let tail = keptTail(of: result, for: items, after: change, from: target, elementCount: elementCount) {
            let oldContentSize = result.contentSize
            result.removeElements(from: elementCount, keepingTail: tail, relayingOut: items, after: change)
            let tailStart = Stacker.start(ofSection: tail.newSection)
            try stacker.stack(items, from: target, until: tailStart, writingUntilStop: true, to: &result, trail: &trail)
            let filled = result.endRewritingFrames()
            precondition(filled == tail.newElementStart, "the stack's element count disagrees with the kept tail")
            if let offset = stacker.tailOffset(of: result, tail, items: items, oldContentSize: oldContentSize) {
                result.placeKeptTail(movingBy: offset)
                try stacker.finishMovedTail(
                    tail, by: offset, in: &result, oldContentSize: oldContentSize, removed: removed, items: items, trail: &trail
                )
                return LayoutResultChange(unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change)
            }
            result.placeKeptTail(movingBy: nil)
            result.beginRewritingFrames(from: tail.newElementStart)
            try stacker.stack(items, from: tailStart, to: &result, trail: &trail)
            result.endRewritingFrames()
        } else if let own = try updateInPlace(
            &result, stacker: &stacker, from: target, elementCount: elementCount, removed: removed, trail: &trail,
            for: items, after: change
        ) {
            return own
        } else {
            result.removeElements(from: elementCount, relayingOut: items, after: change)
            try stacker.stack(items, from: target, to: &result, trail: &trail)
        }
        try stacker.finish(&result, items: items)
        return LayoutResultChange(unchangedPrefix: elementCount, oldCount: oldCount, count: result.count, keepsIDs: false, items: change)
    }
}
