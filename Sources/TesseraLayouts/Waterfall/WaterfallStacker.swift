import TesseraCore

/// Lays a waterfall's sections out one after another along y, from any position on: the
/// running state (`State`, what a checkpoint records) and the column lines of the current
/// section.
///
/// Positions are `LayoutPosition`s: `(s, -1)` is before section `s`'s header, `(s, i)` before
/// its item `i`, `(s, count)` after its cells and before its footer. A non-empty section's
/// columns are set up on reaching its first item; they live in the stacker's `ColumnHeights`
/// and are copied into the state only when it is recorded, so a recorded state inside a
/// section's cells carries the columns' tops, and one between sections carries none.
struct WaterfallStacker {
    /// The running state of the stack: everything laying out from a position on reads.
    struct State: Sendable, Equatable {
        /// Where the last stacked block (header, columns, footer) ends.
        var edge = 0.0
        var stackedAny = false
        /// The content's extent so far: the union of the headers, the footers and the cell
        /// frames grown by `padding` on their trailing sides.
        var right = 0.0
        var bottom = 0.0
        /// The first item whose cell reached infinity, and its height.
        var firstOverflow: ItemPath?
        var firstOverflowHeight = 0.0
        /// Whether the stack is inside a non-empty section's cells (its columns set up).
        var inCells = false
        /// In a recorded state inside a section's cells: where each column's next item
        /// starts; empty otherwise.
        var tops: [Double] = []
        /// The round-robin turn, or the next item's column for the fill orders.
        var turn = 0
        /// The section's bottom and right edges so far (cells grown by `padding`).
        var sectionBottom = 0.0
        var sectionRight = 0.0
    }

    let options: WaterfallLayout
    let width: Double
    private var columnHeights = ColumnHeights()
    private var lines: TrackLines?
    /// The running state.
    var state = State()

    /// A stacker at the top of an empty stack, in a container `width` wide whose column
    /// lines the layout has validated for every column count it meets.
    init(options: WaterfallLayout, width: Double) {
        self.options = options
        self.width = width
    }

    /// Continues from `recorded`, a state this layout's stacker recorded.
    mutating func resume(from recorded: State) {
        state = recorded
        if recorded.inCells { columnHeights.withColumns(tops: recorded.tops) { _ in } }
        state.tops = []
    }

    /// The state with the live columns copied into it.
    private func recordedState() -> State {
        var recorded = state
        if recorded.inCells { recorded.tops = columnHeights.currentTops }
        return recorded
    }

    /// Where the next block starts: `spacing` after the previous one, if any.
    private mutating func nextBlockTop() -> Double {
        defer { state.stackedAny = true }
        return state.stackedAny ? state.edge + options.spacing : state.edge
    }

    /// A full-width supplementary element of `length` ending the stack so far.
    private mutating func stackSupplementary(length: Double, width: Double) -> Rect {
        let top = nextBlockTop()
        state.edge = top + length
        state.bottom = Swift.max(state.bottom, state.edge)
        state.right = Swift.max(state.right, width)
        return Rect(minX: 0, minY: top, maxX: width, maxY: state.edge)
    }

    /// The column lines of section `section`.
    private mutating func lines(ofSection section: Int) -> TrackLines {
        let count = options.sectionColumns[section] ?? options.columns
        if let lines, lines.starts.count == count { return lines }
        let made = TrackLines(count: count, leading: 0, length: width, spacing: options.spacing)
        lines = made
        return made
    }

    /// Stacks `items` from `start` on (see `ResumableStacker`). O(items and sections stacked +
    /// columns per section).
    mutating func stack(
        _ items: ItemSet, from start: LayoutPosition, until stop: LayoutPosition?, writingUntilStop: Bool,
        to result: inout LayoutResult, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        let writing = stop == nil || writingUntilStop
        var section = start.section
        var item = start.item
        while section < items.sectionCount {
            if let stop, LayoutPosition(section: section, item: item) >= stop { return }
            let range = items.flatRange(ofSection: section)
            let lines = lines(ofSection: section)
            let sectionWidth = lines.ends[lines.starts.count - 1]
            if item < 0 {
                if options.headerLength > 0 {
                    let frame = stackSupplementary(length: options.headerLength, width: sectionWidth)
                    if writing { result.appendHeader(frame, section: section) }
                }
                item = 0
                if let stop, LayoutPosition(section: section, item: item) >= stop { return }
            }
            if item == 0, !range.isEmpty, !state.inCells {
                let top = nextBlockTop()
                columnHeights.withColumns(count: lines.starts.count, top: top) { _ in }
                state.inCells = true
                state.turn = 0
                state.sectionBottom = top
                state.sectionRight = 0
            }
            while item < range.count {
                var end = range.count
                if trail.isRecording {
                    end = Swift.min(end, Swift.max(item + 1, trail.nextDue - section - range.lowerBound))
                }
                if let stop, stop.section == section { end = Swift.min(end, stop.item) }
                try placeCells(section, range: range, items: item ..< end, of: items, lines: lines, writing: writing, to: &result)
                item = end
                if let stop, LayoutPosition(section: section, item: item) >= stop { return }
                if item < range.count, trail.isRecording {
                    record(at: LayoutPosition(section: section, item: item), of: items, into: &trail)
                }
            }
            if section == items.sectionCount - 1, trail.isRecording {
                // The end of the last section's cells always gets one: appending to it resumes there.
                trail.record(
                    recordedState(), at: LayoutPosition(section: section, item: range.count),
                    distance: LayoutPosition(section: section, item: range.count).distance(in: items),
                    elementCount: options.elementCount(before: LayoutPosition(section: section, item: range.count), in: items)
                )
            }
            if state.inCells {
                state.edge = state.sectionBottom
                state.bottom = Swift.max(state.bottom, state.sectionBottom)
                state.right = Swift.max(state.right, state.sectionRight)
                state.inCells = false
            }
            if options.footerLength > 0 {
                let frame = stackSupplementary(length: options.footerLength, width: sectionWidth)
                if writing { result.appendFooter(frame, section: section) }
            }
            section += 1
            item = -1
            if section < items.sectionCount, trail.isRecording {
                record(at: LayoutPosition(section: section, item: -1), of: items, into: &trail)
            }
        }
    }

    /// Records the state before `position` when a checkpoint is due there.
    private func record(at position: LayoutPosition, of items: ItemSet, into trail: inout CheckpointTrail<State>) {
        let distance = position.distance(in: items)
        guard trail.isDue(at: distance) else { return }
        trail.record(recordedState(), at: position, distance: distance, elementCount: options.elementCount(before: position, in: items))
    }

    /// Places cells `placed` of section `section` (whose columns are set up),
    /// appending their frames to `result` when `writing`, else into scratch memory.
    private mutating func placeCells(
        _ section: Int, range: Range<Int>, items placed: Range<Int>, of items: ItemSet, lines: TrackLines, writing: Bool,
        to result: inout LayoutResult
    ) throws(LayoutError) {
        // Moved out and back so its buffers stay uniquely referenced (no copy on write).
        var columnHeights = ColumnHeights()
        swap(&columnHeights, &self.columnHeights)
        defer { swap(&columnHeights, &self.columnHeights) }
        var running = state
        try items.heights.withUnsafeBufferPointer { heights throws(LayoutError) in
            try items.spans.withUnsafeBufferPointer { spans throws(LayoutError) in
                try lines.starts.withUnsafeBufferPointer { starts throws(LayoutError) in
                    try lines.ends.withUnsafeBufferPointer { ends throws(LayoutError) in
                        try columnHeights.withCurrentColumns { columns throws(LayoutError) in
                            let cells = CellPlacer(
                                options: options, section: section, flatStart: range.lowerBound, heights: heights, spans: spans,
                                starts: starts, ends: ends, columns: columns
                            )
                            if writing {
                                _ = try result.appendCells(section: section, items: placed) { frames, firstItem throws(LayoutError) in
                                    try cells.place(into: frames, firstItem: firstItem, state: &running)
                                }
                            } else {
                                try withUnsafeTemporaryAllocation(of: Rect.self, capacity: Swift.min(placed.count, 256)) {
                                    scratch throws(LayoutError) in
                                    var item = placed.lowerBound
                                    while item < placed.upperBound {
                                        let count = Swift.min(scratch.count, placed.upperBound - item)
                                        try cells.place(
                                            into: UnsafeMutableBufferPointer(rebasing: scratch[..<count]), firstItem: item,
                                            state: &running
                                        )
                                        item += count
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        state = running
    }
}

/// The per-item placement of one waterfall section's cells: the hot loop.
private struct CellPlacer {
    let options: WaterfallLayout
    let section: Int
    let flatStart: Int
    let heights: UnsafeBufferPointer<Double>
    let spans: UnsafeBufferPointer<Int>
    let starts: UnsafeBufferPointer<Double>
    let ends: UnsafeBufferPointer<Double>
    let columns: ColumnHeights.Columns

    /// Places items `firstItem ..< firstItem + frames.count` of the section into `frames`,
    /// carrying the section's running values in `state`. Throws for the first bad item.
    @inline(__always)
    func place(
        into frames: UnsafeMutableBufferPointer<Rect>, firstItem: Int, state: inout WaterfallStacker.State
    ) throws(LayoutError) {
        let padding = options.padding, spacing = options.spacing, placement = options.placement
        let heights = heights, spans = spans, starts = starts, ends = ends, section = section
        // The view (its buffers are shared) copied into the chunk's scope, like the running values.
        let columns = columns
        let count = columns.count
        // The running values live in locals for the chunk: values read and written through
        // `state` would go to memory per item.
        var bottom = state.sectionBottom, right = state.sectionRight, nextTurn = state.turn
        // The chunk's items, as flat indexes into `heights` and `spans`.
        let flatBase = flatStart &+ firstItem
        for index in 0 ..< frames.count {
            // Validated here rather than in a pass of its own; the first bad item throws.
            let height = heights[flatBase &+ index]
            guard height >= 0, height <= .greatestFiniteMagnitude else {
                throw .invalidItemLength(ItemPath(section: section, item: firstItem + index), dimension: .height, value: height)
            }
            let requested = spans[flatBase &+ index]
            guard requested >= 1 else {
                throw .invalidSpan(ItemPath(section: section, item: firstItem + index), value: requested)
            }
            let span = Swift.min(requested, count)
            // `nextTurn` is the round-robin turn, or item mod count for the fill orders.
            let column: Int
            let cellTop: Double
            switch placement {
            case .shortestColumn:
                if span == 1 {
                    (column, cellTop) = columns.shortest()
                } else {
                    column = columns.lowestWindow(span: span)
                    cellTop = columns.maximum(from: column, count: span)
                }
            case .roundRobin:
                if nextTurn + span > count { nextTurn = 0 }
                column = nextTurn
                nextTurn += span
                if nextTurn >= count { nextTurn = 0 }
                cellTop = columns.maximum(from: column, count: span)
            case .leftToRight:
                column = Swift.min(nextTurn, count - span)
                nextTurn = nextTurn + 1 == count ? 0 : nextTurn + 1
                cellTop = columns.maximum(from: column, count: span)
            case .rightToLeft:
                column = Swift.max(0, count - nextTurn - span)
                nextTurn = nextTurn + 1 == count ? 0 : nextTurn + 1
                cellTop = columns.maximum(from: column, count: span)
            }
            let minY = cellTop + padding
            let maxY = minY + height
            let cellBottom = maxY + padding
            let cellRight = ends[column &+ span &- 1]
            let minX = Swift.min(starts[column] + padding, cellRight)
            let maxX = Swift.max(minX, cellRight - padding)
            frames[index] = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            columns.set(from: column, count: span, to: cellBottom + spacing)
            // Written through `state` (memory) on this rare path only, keeping the loop's
            // carried values few enough for registers.
            if cellBottom == .infinity, state.firstOverflow == nil {
                state.firstOverflow = ItemPath(section: section, item: firstItem + index)
                state.firstOverflowHeight = height
            }
            // `Swift.max(bottom, cellBottom)` for these NaN-free values, in the operand order
            // of a single max instruction.
            bottom = bottom > cellBottom ? bottom : cellBottom
            let cellRightEdge = maxX + padding
            right = right > cellRightEdge ? right : cellRightEdge
        }
        state.sectionBottom = bottom
        state.sectionRight = right
        state.turn = nextTurn
    }
}
