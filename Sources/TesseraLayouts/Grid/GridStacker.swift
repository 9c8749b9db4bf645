import TesseraCore

/// The lines a grid's frames are cut from, computed once per layout from the options and
/// the container (`GridLayout.makeGeometry(in:)`).
struct GridGeometry {
    /// The columns' edges across the scroll axis.
    let columnLines: TrackLines
    /// The along-axis length of one row.
    let rowLength: Double
    /// Where the columns and headers start across the scroll axis.
    let acrossLeading: Double
    /// Where the first section starts along it.
    let alongLeading: Double
    /// The largest span an item may have (`GridLayout.maximumSpanCells / columns`).
    let largestSpan: Int
}

/// Lays a grid's sections out one after another along the scroll axis, from any position
/// on: the running state (`State`, what a checkpoint records) and the live placement of the
/// current section.
///
/// Positions are `LayoutPosition`s: `(s, -1)` is before section `s`'s header, `(s, i)` before
/// its item `i`, `(s, count)` after its last. A non-empty section's placement starts on
/// reaching its first item, so a state inside a section carries the placement's snapshot
/// (cursor, frontier, resume points and the occupied rows from the frontier's row on).
struct GridStacker {
    /// The running state of the stack: everything laying out from a position on reads.
    struct State: Sendable {
        /// Where the next section starts along the scroll axis.
        var along: Double
        /// The furthest frame edge along the scroll axis, and across it.
        var alongMaximum: Double
        var acrossMaximum: Double
        var headerPlaced = false
        /// Elements placed so far.
        var elementCount = 0
        /// Inside a non-empty section: where its rows start, where its furthest item ends, and
        /// the placement; `nil` between sections.
        var section: SectionState?
    }

    /// The state of a section being placed.
    struct SectionState: Sendable {
        var rowsBase: Double
        var end: Double
        /// The placement, copied when the state is recorded; `nil` while it is live in the
        /// stacker.
        var placement: GridPlacement.Snapshot?
    }

    let options: GridLayout
    let geometry: GridGeometry
    private let placement: GridPlacement
    /// The running state.
    var state: State

    /// A stacker at the start of an empty grid; `recording` when it will record checkpoints.
    init(options: GridLayout, geometry: GridGeometry, recording: Bool) {
        self.options = options
        self.geometry = geometry
        placement = GridPlacement(columns: options.columns, sparse: options.packing == .sparse)
        placement.tracksResumePoints = recording
        state = State(along: geometry.alongLeading, alongMaximum: geometry.alongLeading, acrossMaximum: geometry.acrossLeading)
    }

    /// Continues from `recorded`, a state this layout's stacker (recording) recorded.
    mutating func resume(from recorded: State) {
        state = recorded
        if let snapshot = recorded.section?.placement {
            placement.restore(snapshot)
            state.section?.placement = nil
        }
    }

    /// The state with the live placement copied into it.
    private func recordedState() -> State {
        var recorded = state
        if recorded.section != nil { recorded.section?.placement = placement.snapshot() }
        return recorded
    }

    /// Stacks `items` from `start` on (see `ResumableStacker`).
    ///
    /// A checkpoint is recorded where the trail says one is due and the placement's snapshot
    /// is at most twice the steps since the last one in words, so that wide grids (a row of
    /// 2²⁰ columns is 16,384 words) keep their checkpoints a small part of the result.
    mutating func stack(
        _ items: ItemSet, from start: LayoutPosition, until stop: LayoutPosition?, writingUntilStop: Bool,
        to result: inout LayoutResult, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        let writing = stop == nil || writingUntilStop
        let hasHeaders = options.headerLength > 0
        let acrossEnd = geometry.columnLines.ends[options.columns - 1]
        var section = start.section
        var item = start.item
        var deferredDue = Int.min
        while section < items.sectionCount {
            if let stop, LayoutPosition(section: section, item: item) >= stop { return }
            let range = items.flatRange(ofSection: section)
            if item < 0 {
                if hasHeaders, !range.isEmpty {
                    if state.headerPlaced { state.along += options.spacing }
                    let headerEnd = state.along + options.headerLength
                    let frame = Rect(along: state.along, headerEnd, across: geometry.acrossLeading, acrossEnd, axis: options.axis)
                    if writing { result.appendHeader(frame, section: section) }
                    state.elementCount += 1
                    state.headerPlaced = true
                    state.acrossMaximum = acrossEnd
                    state.alongMaximum = Swift.max(state.alongMaximum, headerEnd)
                    state.along = headerEnd + options.spacing
                }
                item = 0
                if let stop, LayoutPosition(section: section, item: item) >= stop { return }
            }
            if item == 0, !range.isEmpty, state.section == nil {
                placement.startSection()
                state.section = SectionState(rowsBase: state.along, end: state.along)
            }
            while item < range.count {
                var end = range.count
                if trail.isRecording {
                    end = Swift.min(end, Swift.max(item + 1, Swift.max(trail.nextDue, deferredDue) - section - range.lowerBound))
                }
                if let stop, stop.section == section { end = Swift.min(end, stop.item) }
                try placeCells(section, range: range, items: item ..< end, of: items, writing: writing, to: &result)
                item = end
                if let stop, LayoutPosition(section: section, item: item) >= stop { return }
                if item < range.count, trail.isRecording {
                    let here = LayoutPosition(section: section, item: item)
                    let distance = here.distance(in: items)
                    if trail.isDue(at: distance), Swift.max(deferredDue, trail.nextDue) <= distance {
                        let last = trail.entries.last?.distance ?? distance
                        if placement.snapshotWords <= 2 * (distance - last) || trail.entries.isEmpty {
                            trail.record(recordedState(), at: here, distance: distance, elementCount: state.elementCount)
                        } else {
                            deferredDue = last + (placement.snapshotWords + 1) / 2
                        }
                    }
                }
            }
            if section == items.sectionCount - 1, trail.isRecording {
                // The end of the last section always gets one: appending to it resumes there.
                let here = LayoutPosition(section: section, item: range.count)
                trail.record(recordedState(), at: here, distance: here.distance(in: items), elementCount: state.elementCount)
            }
            if let finished = state.section {
                state.along = finished.end
                state.alongMaximum = Swift.max(state.alongMaximum, finished.end)
                state.section = nil
            }
            section += 1
            item = -1
            if section < items.sectionCount, trail.isRecording {
                let here = LayoutPosition(section: section, item: -1)
                let distance = here.distance(in: items)
                if trail.isDue(at: distance) {
                    trail.record(state, at: here, distance: distance, elementCount: state.elementCount)
                }
            }
        }
    }

    /// Places cells `placed` of section `section` (whose placement is live), appending their
    /// frames to `result` when `writing`, else into scratch memory.
    private mutating func placeCells(
        _ section: Int, range: Range<Int>, items placed: Range<Int>, of items: ItemSet, writing: Bool,
        to result: inout LayoutResult
    ) throws(LayoutError) {
        // A section is live while its cells are placed: `stack` starts it on its first item.
        guard let current = state.section else { preconditionFailure("grid cells placed outside a section") }
        var sectionEnd = current.end
        var acrossMaximum = state.acrossMaximum
        try items.spans.withUnsafeBufferPointer { spans throws(LayoutError) in
            try geometry.columnLines.starts.withUnsafeBufferPointer { starts throws(LayoutError) in
                try geometry.columnLines.ends.withUnsafeBufferPointer { ends throws(LayoutError) in
                    let cells = GridCellPlacer(
                        placement: placement, section: section, flatStart: range.lowerBound, spans: spans, starts: starts, ends: ends,
                        rows: RowLines(
                            base: current.rowsBase, pitch: geometry.rowLength + options.spacing, spacing: options.spacing
                        ),
                        columns: options.columns, largestSpan: geometry.largestSpan, axis: options.axis
                    )
                    if writing {
                        _ = try result.appendCells(section: section, items: placed) { frames, firstItem throws(LayoutError) in
                            try cells.place(into: frames, firstItem: firstItem, end: &sectionEnd, acrossMaximum: &acrossMaximum)
                        }
                    } else {
                        try withUnsafeTemporaryAllocation(of: Rect.self, capacity: Swift.min(placed.count, 256)) {
                            scratch throws(LayoutError) in
                            var item = placed.lowerBound
                            while item < placed.upperBound {
                                let count = Swift.min(scratch.count, placed.upperBound - item)
                                try cells.place(
                                    into: UnsafeMutableBufferPointer(rebasing: scratch[..<count]), firstItem: item, end: &sectionEnd,
                                    acrossMaximum: &acrossMaximum
                                )
                                item += count
                            }
                        }
                    }
                }
            }
        }
        state.section?.end = sectionEnd
        state.acrossMaximum = acrossMaximum
        state.elementCount += placed.count
    }
}

/// The per-item placement of one grid section's cells: the hot loop.
private struct GridCellPlacer {
    let placement: GridPlacement
    let section: Int
    let flatStart: Int
    let spans: UnsafeBufferPointer<Int>
    let starts: UnsafeBufferPointer<Double>
    let ends: UnsafeBufferPointer<Double>
    let rows: RowLines
    let columns: Int
    let largestSpan: Int
    let axis: ScrollAxis

    /// Places items `firstItem ..< firstItem + frames.count` of the section into `frames`,
    /// extending the section's `end` and the content's `acrossMaximum`. Throws for the first
    /// bad span.
    @inline(__always)
    func place(
        into frames: UnsafeMutableBufferPointer<Rect>, firstItem: Int, end: inout Double, acrossMaximum: inout Double
    ) throws(LayoutError) {
        var sectionEnd = end, across = acrossMaximum
        defer {
            end = sectionEnd
            acrossMaximum = across
        }
        for index in 0 ..< frames.count {
            let item = firstItem + index
            let requested = spans[flatStart + item]
            guard requested >= 1 else {
                throw .invalidSpan(ItemPath(section: section, item: item), value: requested)
            }
            let span = Swift.min(requested, columns)
            guard span <= largestSpan else {
                throw .invalidSpan(ItemPath(section: section, item: item), value: requested)
            }
            let (row, column) = placement.place(span: span)
            let alongStart = rows.start(row)
            let alongEnd = rows.end(from: alongStart, row: row, count: span)
            let acrossStop = ends[column + span - 1]
            frames[index] = Rect(along: alongStart, alongEnd, across: starts[column], acrossStop, axis: axis)
            sectionEnd = Swift.max(sectionEnd, alongEnd)
            across = Swift.max(across, acrossStop)
        }
    }
}
