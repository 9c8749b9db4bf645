import TesseraCore

/// Where an engine is in its items: before item `item` of section `section`, or, with item
/// -1, before the section's header. Positions order as the engines place them.
struct LayoutPosition: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int

    static func < (lhs: LayoutPosition, rhs: LayoutPosition) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// How far along the items the position is, counting each section boundary as one step
    /// (so that runs of empty sections count too): the measure checkpoints are spaced by.
    func distance(in items: ItemSet) -> Int {
        section + items.sectionStarts[section] + Swift.max(0, item)
    }
}

/// An engine's running state at positions along its items, recorded while it lays out so
/// that an update resumes from the last checkpoint before its first change instead of from
/// the first item.
///
/// Checkpoints are at least `spacing` steps apart (`LayoutPosition.distance`), so an update
/// replays at most `spacing` steps from its checkpoint to the change, and the trail holds
/// about n / `spacing` states. Engines choose the spacing so that the states stay a small
/// fraction of the result's memory (a waterfall's state grows with its columns).
struct CheckpointTrail<State: Sendable>: Sendable {
    /// One checkpoint: the state before `position`, with the elements placed before it.
    struct Entry: Sendable {
        var position: LayoutPosition
        var distance: Int
        var elementCount: Int
        var state: State
    }

    /// The checkpoints, in position order.
    private(set) var entries: [Entry] = []
    /// The fewest steps between two checkpoints.
    let spacing: Int
    /// Whether checkpoints are recorded: not into `off`, the trail of a stack that keeps none
    /// (laying out without checkpoints, replaying up to a change), so that every stack takes
    /// a trail.
    let isRecording: Bool

    /// A trail recording checkpoints at least `spacing` steps apart.
    init(spacing: Int) {
        self.spacing = Swift.max(1, spacing)
        isRecording = true
    }

    private init(recording: Bool) {
        spacing = 1
        isRecording = recording
    }

    /// A trail that records nothing: no checkpoint is ever due.
    static var off: CheckpointTrail { CheckpointTrail(recording: false) }

    /// Whether a checkpoint is due at a position `distance` steps along.
    @inline(__always)
    func isDue(at distance: Int) -> Bool {
        guard isRecording else { return false }
        guard let last = entries.last else { return true }
        return distance - last.distance >= spacing
    }

    /// The distance at which the next checkpoint is due, for a recording trail.
    var nextDue: Int { (entries.last?.distance ?? Int.min / 2) + spacing }

    /// Records `state` before `position`, with `elementCount` elements placed before it.
    mutating func record(_ state: State, at position: LayoutPosition, distance: Int, elementCount: Int) {
        entries.append(Entry(position: position, distance: distance, elementCount: elementCount, state: state))
    }

    /// The last checkpoint at or before `position`, after removing every later one (they
    /// describe items the update lays out again) and returning them (`removed`, in order);
    /// `nil` when there is none.
    mutating func resume(atOrBefore position: LayoutPosition) -> (entry: Entry?, removed: [Entry]) {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].position <= position { low = middle + 1 } else { high = middle }
        }
        // Copied out before the removal, so that the removal finds the storage unshared.
        let removed = Array(entries[low...])
        entries.removeSubrange(low...)
        return (entries.last, removed)
    }

    /// Removes the last checkpoint when it is closer than `spacing` to the one before — the
    /// one the end of the items always gets, once an update has resumed from it — so that
    /// repeated appends do not crowd the trail.
    mutating func removeLastIfCrowded() {
        guard entries.count >= 2, entries[entries.count - 1].distance - entries[entries.count - 2].distance < spacing else { return }
        entries.removeLast()
    }

    /// Appends checkpoints that are still valid after an update (an engine that stopped early
    /// because the rest of its layout could not move keeps the rest of its trail).
    mutating func append<Kept: Sequence>(contentsOf kept: Kept) where Kept.Element == Entry {
        entries.append(contentsOf: kept)
    }

    /// Appends the checkpoints of `removed` (those an update took off the trail, in order) that
    /// lie in `tail` — from `tailStart`, its first position before the update — moved with it:
    /// their sections and element counts shifted, their distances measured in `items` (the
    /// items after the update), their states given by `move` (called in order, with each
    /// checkpoint and its new position). One at or before the trail's last is skipped: the
    /// update recorded it again. O(checkpoints moved).
    mutating func appendMoved(
        _ removed: [Entry], of tail: KeptTail, from tailStart: LayoutPosition, in items: ItemSet,
        state move: (_ entry: Entry, _ position: LayoutPosition) -> State
    ) {
        for entry in removed where entry.position >= tailStart {
            let position = LayoutPosition(section: entry.position.section + tail.newSection - tail.oldSection, item: entry.position.item)
            let state = move(entry, position)
            if let last = entries.last, last.position >= position { continue }
            record(
                state, at: position, distance: position.distance(in: items),
                elementCount: entry.elementCount + tail.newElementStart - tail.oldElementStart
            )
        }
    }
}
