import TesseraCore

/// The part of a layout engine that lays its sections out one after another and can stop at
/// any position and carry on later from a state recorded there: all the update the engines
/// share (`StackedLayout.updateStack`) needs to know of an engine's arithmetic.
///
/// Positions are `LayoutPosition`s, each section starting at `sectionStart` (-1, before its
/// header, for engines that place headers; 0 for rows without one). The stacker's `state` is
/// the running state at the position it has reached: what laying out from there on reads, and
/// what a checkpoint records. Every engine's frames after a position are a function of that
/// state and the items from there on, which is what makes resuming exact.
protocol ResumableStacker {
    /// The running state: what laying out from a position on reads, and what a checkpoint
    /// records.
    associatedtype State: Sendable

    /// The item of a section's first position: -1 (before its header) or 0.
    static var sectionStart: Int { get }

    /// The running state at the position the stack has reached.
    var state: State { get }

    /// Continues from `recorded`, a state this layout's stacker recorded at a checkpoint.
    mutating func resume(from recorded: State)

    /// Stacks `items` from `start` on — `state` being the state there — appending the
    /// elements to `result` and recording checkpoints into `trail` when it records (see
    /// `CheckpointTrail.isRecording`); with `stop`, stops there and, unless `writingUntilStop`,
    /// only replays the state and writes nothing (the elements between are in the result
    /// already). The end of the last section always gets a checkpoint, so that appending to
    /// it resumes there. O(items and sections stacked), plus what the engine's state costs.
    mutating func stack(
        _ items: ItemSet, from start: LayoutPosition, until stop: LayoutPosition?, writingUntilStop: Bool,
        to result: inout LayoutResult, trail: inout CheckpointTrail<State>
    ) throws(LayoutError)

    /// How many elements come before `position`, which the stack has reached. O(1).
    func elementCount(before position: LayoutPosition, in items: ItemSet) -> Int

    /// Sets the content size of `result` from the finished stack, or throws for a content
    /// that overflowed.
    func finish(_ result: inout LayoutResult, items: ItemSet) throws(LayoutError)

    /// How far the frames of `tail`, the sections an update keeps, move along the scroll axis
    /// when moving them gives exactly the frames laying them out again would; `nil` when it
    /// may not (a sum that rounds). The stack stands at the tail's first position; `result`
    /// still holds the tail's old frames (`LayoutResult.keptTailFrame`) and had
    /// `oldContentSize` before the update.
    func tailOffset(of result: LayoutResult, _ tail: KeptTail, items: ItemSet, oldContentSize: Size) -> Double?

    /// Finishes an update whose kept `tail` moved by `offset` (`tailOffset`), the stack
    /// standing at its first position: sets the content size (`oldContentSize` before the
    /// update) and appends to `trail` the checkpoints of `removed` — those the update took off
    /// the trail, in order — that lie in the tail, moved with it. O(sections and checkpoints in
    /// the tail), without placing an item.
    func finishMovedTail(
        _ tail: KeptTail, by offset: Double, in result: inout LayoutResult, oldContentSize: Size,
        removed: [CheckpointTrail<State>.Entry], items: ItemSet, trail: inout CheckpointTrail<State>
    ) throws(LayoutError)
}

extension ResumableStacker {
    /// The first position of section `section`.
    static func start(ofSection section: Int) -> LayoutPosition {
        LayoutPosition(section: section, item: sectionStart)
    }

    /// Stacks `items` from `start` to the end, writing every element (see
    /// `stack(_:from:until:writingUntilStop:to:trail:)`).
    @inline(__always)
    mutating func stack(
        _ items: ItemSet, from start: LayoutPosition, to result: inout LayoutResult, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        try stack(items, from: start, until: nil, writingUntilStop: false, to: &result, trail: &trail)
    }
}
