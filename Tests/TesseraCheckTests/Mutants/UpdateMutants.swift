import TesseraCheck
import TesseraCore
import TesseraIndex
@testable import TesseraLayouts

/// A waterfall whose checkpoints carry stale column tops: each checkpoint inside a section
/// records the tops of the checkpoint before it, as if the columns were recorded before the
/// segment's placements were copied back.
///
/// With `dueOnly`, only the checkpoints recorded because they were due (exactly the spacing
/// after the one before, neither the first nor the trail's last) are stale: a defect only a
/// checkpoint past the first shows — with the waterfall's own spacing, 256 steps into the
/// items — so its counterexample is small only when the shrinker brings the checkpoints
/// closer (`LayoutSpec.checkpointSpacing`).
struct StaleColumnCheckpoints: IncrementalLayout {
    let base: WaterfallLayout
    var dueOnly = false

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, WaterfallLayout.Checkpoints) {
        var (result, checkpoints) = try base.layoutRecordingCheckpoints(items, in: container)
        checkpoints.trail = Self.staled(checkpoints.trail, dueOnly: dueOnly)
        return (result, checkpoints)
    }

    func update(
        _ result: inout LayoutResult, checkpoints: inout WaterfallLayout.Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let resultChange = try base.update(&result, checkpoints: &checkpoints, for: items, after: change, in: container)
        checkpoints.trail = Self.staled(checkpoints.trail, dueOnly: dueOnly)
        return resultChange
    }

    static func staled(_ trail: CheckpointTrail<WaterfallStacker.State>, dueOnly: Bool) -> CheckpointTrail<WaterfallStacker.State> {
        var staled = CheckpointTrail<WaterfallStacker.State>(spacing: trail.spacing)
        var previous: [Double] = []
        for (number, entry) in trail.entries.enumerated() {
            var state = entry.state
            let due = number > 0 && number < trail.entries.count - 1 && entry.distance - trail.entries[number - 1].distance == trail.spacing
            if !state.tops.isEmpty, previous.count == state.tops.count, due || !dueOnly { state.tops = previous }
            previous = entry.state.tops
            staled.record(state, at: entry.position, distance: entry.distance, elementCount: entry.elementCount)
        }
        return staled
    }
}

/// A waterfall that moves a kept tail's frames but forgets to move its checkpoints: after an
/// update, the checkpoints of the sections after the changed ones are those they had before
/// it — old positions, element counts and column tops.
struct KeptTailCheckpointsNotMoved: IncrementalLayout {
    let base: WaterfallLayout

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, WaterfallLayout.Checkpoints) {
        try base.layoutRecordingCheckpoints(items, in: container)
    }

    func update(
        _ result: inout LayoutResult, checkpoints: inout WaterfallLayout.Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let before = checkpoints.trail
        let resultChange = try base.update(&result, checkpoints: &checkpoints, for: items, after: change, in: container)
        let firstKept = LayoutPosition(section: change.unchangedSections + 1, item: -1)
        var trail = CheckpointTrail<WaterfallStacker.State>(spacing: before.spacing)
        for entry in checkpoints.trail.entries where entry.position < firstKept {
            trail.record(entry.state, at: entry.position, distance: entry.distance, elementCount: entry.elementCount)
        }
        for entry in before.entries where entry.position >= firstKept && entry.position > (trail.entries.last?.position ?? firstKept) {
            trail.record(entry.state, at: entry.position, distance: entry.distance, elementCount: entry.elementCount)
        }
        checkpoints.trail = trail
        return resultChange
    }
}

/// A grid whose checkpoints resume the placement one row band too late: the first occupied
/// row a checkpoint holds is dropped and the cursor and frontier moved past it, so the cells
/// the dense back-fill could still take there are lost.
struct GridBandResumedTooLate: IncrementalLayout {
    let base: GridLayout

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, GridLayout.Checkpoints) {
        var (result, checkpoints) = try base.layoutRecordingCheckpoints(items, in: container)
        checkpoints.trail = Self.late(checkpoints.trail)
        return (result, checkpoints)
    }

    func update(
        _ result: inout LayoutResult, checkpoints: inout GridLayout.Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let resultChange = try base.update(&result, checkpoints: &checkpoints, for: items, after: change, in: container)
        checkpoints.trail = Self.late(checkpoints.trail)
        return resultChange
    }

    static func late(_ trail: CheckpointTrail<GridStacker.State>) -> CheckpointTrail<GridStacker.State> {
        var late = CheckpointTrail<GridStacker.State>(spacing: trail.spacing)
        for entry in trail.entries {
            var state = entry.state
            switch state.section?.placement {
            case let .ring(placement)?: if let dropped = droppingFirstRow(placement) { state.section!.placement = .ring(dropped) }
            case let .narrow(placement)?: if let dropped = droppingFirstRow(placement) { state.section!.placement = .narrow(dropped) }
            case let .wide(placement)?: if let dropped = droppingFirstRow(placement) { state.section!.placement = .wide(dropped) }
            case nil: break
            }
            late.record(state, at: entry.position, distance: entry.distance, elementCount: entry.elementCount)
        }
        return late
    }

    /// The ring's snapshot with its first stored row forgotten and the cursor and frontier
    /// moved past it, or `nil` when it holds at most one row.
    static func droppingFirstRow(_ snapshot: GridRingPlacement.Snapshot) -> GridRingPlacement.Snapshot? {
        var placement = snapshot
        guard placement.occupancy.storedRows > 1 else { return nil }
        let wordsPerRow = placement.occupancy.words.count / placement.occupancy.storedRows
        placement.occupancy.words.removeFirst(wordsPerRow)
        placement.occupancy.baseRow += 1
        placement.occupancy.storedRows -= 1
        let band = placement.occupancy.baseRow
        if placement.cursor.frontierRow < band { (placement.cursor.frontierRow, placement.cursor.frontierColumn) = (band, 0) }
        if placement.cursor.row < band { (placement.cursor.row, placement.cursor.column) = (band, 0) }
        return placement
    }

    /// The snapshot with its first occupied row forgotten and the cursor and frontier moved
    /// past it, or `nil` when it holds at most one row.
    static func droppingFirstRow<Columns>(_ snapshot: GridPlacementState<Columns>.Snapshot) -> GridPlacementState<Columns>.Snapshot? {
        var placement = snapshot
        guard let first = placement.occupancy.bands.first, placement.occupancy.end - first.start > 1 else { return nil }
        let band = first.start + 1
        if placement.occupancy.bands.count > 1, placement.occupancy.bands[1].start == band {
            placement.occupancy.bands.removeFirst()
        } else {
            placement.occupancy.bands[0].start = band
        }
        if placement.cursor.frontierRow < band { (placement.cursor.frontierRow, placement.cursor.frontierColumn) = (band, 0) }
        if placement.cursor.row < band { (placement.cursor.row, placement.cursor.column) = (band, 0) }
        return placement
    }
}

/// An incremental layout that resumes one item after the first change when it can (the
/// first changed item of a section kept by the update, with an item after it both before
/// and after the update): the changed item keeps its old element.
struct ResumingOneItemLate<Base: IncrementalLayout>: IncrementalLayout {
    let base: Base

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, Base.Checkpoints) {
        try base.layoutRecordingCheckpoints(items, in: container)
    }

    func update(
        _ result: inout LayoutResult, checkpoints: inout Base.Checkpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        var late = change
        let section = change.unchangedSections
        let next = ItemPath(section: section, item: change.unchangedLeadingItems + 1)
        if change.firstChangedSectionIsKept, change.oldFlatIndex(of: next) != nil, next.item < items.itemCount(inSection: section) {
            late.unchangedLeadingItems += 1
            late.unchangedPrefix += 1
        }
        return try base.update(&result, checkpoints: &checkpoints, for: items, after: late, in: container)
    }
}

/// A bidirectional layout whose reload-only update, when it stops at a row whose top has not
/// moved (`keepRows`: every later row keeps its frames), forgets to take those kept rows'
/// right edges into the content's width: the width is the widest row up to the stop. Only a
/// case whose update takes that path can show it, so the update campaigns catching it proves
/// they reach the path.
struct KeptRowsWidthNotTakenIn: IncrementalLayout {
    let base: BidirectionalLayout

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    func layoutRecordingCheckpoints(
        _ items: ItemSet, in container: Size
    ) throws(LayoutError) -> (LayoutResult, BidirectionalLayout.Checkpoints) {
        try base.layoutRecordingCheckpoints(items, in: container)
    }

    func update(
        _ result: inout LayoutResult, checkpoints: inout BidirectionalLayout.Checkpoints, for items: ItemSet,
        after change: ItemSetChange, in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let resultChange = try base.update(&result, checkpoints: &checkpoints, for: items, after: change, in: container)
        // The stop: ids kept, and only the rows before it recomputed.
        let stop = resultChange.recomputed.upperBound
        if resultChange.keepsIDs, stop < result.count {
            result.contentSize.width = result.frames[..<stop].reduce(0) { Swift.max($0, $1.maxX) }
        }
        return resultChange
    }
}

extension Mutant {
    /// A bug in `layout`'s updates: `make` builds the broken incremental engine from the
    /// options (it lays out from scratch correctly).
    static func incremental<Definition: LayoutDefinition>(
        _ name: String, _ kind: Kind, _ layout: Definition, make: @escaping @Sendable (Definition.Options) -> any IncrementalLayout
    ) -> Mutant {
        let broken = LayoutVariant(layout, implementation: "mutant-\(name)", makeIncrementalLayout: make)
        return Mutant(name: name, place: .engine, kind: kind) { huntUpdates(broken) }
    }

    /// The profiles and cases an update mutant is hunted with: `tessera fuzz --updates all`
    /// over these profiles, `updateCases` cases per emphasis and profile.
    static let updateProfiles: [Profile] = [.phone, .tablet, .sections, .spans]
    static let updateCases = 300

    /// The update campaigns of `layout`, up to the first failure.
    static func huntUpdates<Definition: LayoutDefinition>(
        _ layout: Definition, checker: InvariantChecker = InvariantChecker(invariants: [.incrementalUpdate])
    ) -> Hunt {
        let start = ContinuousClock.now
        var casesRun = 0
        for profile in updateProfiles {
            for emphasis in BatchGenerator.Emphasis.allCases {
                var campaign = Campaign(
                    layout: layout, profile: profile, cases: updateCases, seed: CampaignEnvironment.defaultSeed,
                    checker: checker, testFilter: "UpdateMutantTests", stopsAtFirstFailure: true
                )
                campaign.updates = emphasis
                campaign.validatesChecker = false
                let report = campaign.run()
                casesRun += report.casesRun
                if let failure = report.failure {
                    var hunt = Hunt(
                        caught: true, profile: profile, casesRun: casesRun, shrunkElementCount: failure.shrunkSpec.updates.count,
                        invariant: failure.violation.invariant.rawValue, shrinkAttempts: failure.shrinkAttempts,
                        seconds: seconds(since: start), report: "\(report)"
                    )
                    hunt.shrunkItemCount = failure.shrunkSpec.items.itemCount + failure.shrunkSpec.updates.reduce(0) {
                        $0 + $1.insertedItems.count + $1.insertedSections.reduce(0) { $0 + $1.items.count }
                    }
                    return hunt
                }
            }
        }
        return Hunt(caught: false, casesRun: casesRun, shrunkElementCount: 0, seconds: seconds(since: start), report: "")
    }

    /// Bugs in the engines' updates.
    static var updates: [Mutant] {
        [
            .incremental("waterfall.staleColumnCheckpoint", .wrongField, .waterfall) { StaleColumnCheckpoints(base: $0) },
            .incremental("waterfall.dueCheckpointColumnsStale", .wrongField, .waterfall) { StaleColumnCheckpoints(base: $0, dueOnly: true) },
            .incremental("waterfall.resumesOneItemLate", .offByOne, .waterfall) { ResumingOneItemLate(base: $0) },
            .incremental("waterfall.keptTailCheckpointsNotMoved", .wrongField, .waterfall) { KeptTailCheckpointsNotMoved(base: $0) },
            .incremental("grid.bandResumedTooLate", .offByOne, .grid) { GridBandResumedTooLate(base: $0) },
            .incremental("grid.resumesOneItemLate", .offByOne, .grid) { ResumingOneItemLate(base: $0) },
            .incremental("bidirectional.resumesOneItemLate", .offByOne, .bidirectional) { ResumingOneItemLate(base: $0) },
            .incremental("bidirectional.keptRowsWidthNotTakenIn", .wrongField, .bidirectional) { KeptRowsWidthNotTakenIn(base: $0) },
        ]
    }
}

/// An interval tree whose update does not rebuild the suffix from the change on: it keeps
/// answering for the result it was built over, except after an update from the first element.
struct SuffixNotRebuiltIndex: RectIndex {
    static var name: String { "interval-tree-suffix-not-rebuilt" }

    private var tree: IntervalTreeIndex
    private var builtOver: LayoutResult

    init(_ result: LayoutResult) {
        tree = IntervalTreeIndex(result)
        builtOver = result
    }

    func query(_ rect: Rect, into ids: inout [Int32]) -> Int { tree.query(rect, into: &ids) }

    var memoryBytes: Int { tree.memoryBytes }

    /// Keeps the result it was built over (the update copies the result's storage instead).
    mutating func releaseResult() {}

    mutating func update(to result: LayoutResult, after change: LayoutResultChange) {
        self = change.unchangedPrefix == 0 ? Self(result) : Self(builtOver)
    }
}

extension Mutant {
    /// A bug in an index's update, hunted by the update campaigns with the broken index
    /// checked against the linear filter after every update.
    static func updatingIndex(_ name: String, _ kind: Kind, on layout: some LayoutDefinition, _ broken: IndexKind) -> Mutant {
        Mutant(name: name, place: .index, kind: kind) {
            huntUpdates(layout, checker: InvariantChecker(invariants: [.incrementalUpdate, .indexAgreement], indexes: [broken]))
        }
    }

    /// Bugs in the indexes' updates.
    static var indexUpdates: [Mutant] {
        [
            .updatingIndex(
                "intervalTree.suffixNotRebuilt", .offByOne, on: .waterfall,
                IndexKind(SuffixNotRebuiltIndex.self, summary: "an interval tree whose update keeps the old suffix")
            ),
        ]
    }
}
