import TesseraCore

/// Lays a bidirectional layout's rows out one after another along y, from any position on:
/// the running state (`State`, what a checkpoint records).
///
/// Positions are `LayoutPosition`s: `(s, 0)` is before row `s` (section `s`), `(s, i)` before
/// its item `i`, `(s, count)` after its last. There are no headers, so a section starts at
/// item 0 and the elements before a position are the items before it.
struct RowStacker {
    /// The running state of the rows: where the last row ends and, inside a row, where its
    /// last item ends.
    struct State: Sendable {
        /// The current row's top (between rows: the last row's; 0 before any).
        var top = 0.0
        /// The last finished row's bottom: the lowest edge so far (rows stack downwards).
        var bottom = 0.0
        /// The widest finished row's right edge.
        var widest = 0.0
        var rowsPlaced = false
        /// Inside a row: the lowest edge of its items so far, and the right edge of its last.
        var rowBottom = 0.0
        var left = 0.0
    }

    let options: BidirectionalLayout
    /// The running state.
    var state = State()

    /// A stacker at the top of an empty stack.
    init(options: BidirectionalLayout) {
        self.options = options
    }

    /// Continues from `recorded`, a state this layout's stacker recorded.
    mutating func resume(from recorded: State) {
        state = recorded
    }

    /// Stacks `items` from `start` on (see `ResumableStacker`). O(items and rows stacked).
    mutating func stack(
        _ items: ItemSet, from start: LayoutPosition, until stop: LayoutPosition?, writingUntilStop: Bool,
        to result: inout LayoutResult, trail: inout CheckpointTrail<State>
    ) throws(LayoutError) {
        if let stop, !writingUntilStop {
            replay(items, from: start, to: stop)
            return
        }
        _ = try stackRows(items, from: start, until: stop, to: &result, trail: &trail)
    }

    /// Lays the rows out from `position` on — mid-row when `position.item > 0`, `state` being
    /// the state there — up to `stop` when given, appending (or rewriting) their cells, and
    /// records checkpoints into `trail` when it records. When `keepsRowsFrom` says a row can
    /// keep its frames (its top is where it was; it reads the result being rewritten, not a
    /// copy), stops there and returns that row.
    mutating func stackRows(
        _ items: ItemSet, from position: LayoutPosition, until stop: LayoutPosition? = nil, to result: inout LayoutResult,
        trail: inout CheckpointTrail<State>,
        keepsRowsFrom: ((_ section: Int, _ top: Double, _ result: LayoutResult) -> Bool)? = nil
    ) throws(LayoutError) -> Int? {
        let itemSpacing = options.itemSpacing, rowSpacing = options.rowSpacing
        var section = position.section
        var item = position.item
        while section < items.sectionCount {
            if let stop, LayoutPosition(section: section, item: item) >= stop { return nil }
            let range = items.flatRange(ofSection: section)
            if item == 0, !range.isEmpty {
                let top = state.rowsPlaced ? state.bottom + rowSpacing : state.top
                if let keepsRowsFrom, keepsRowsFrom(section, top, result) { return section }
                state.top = top
                state.rowsPlaced = true
                state.rowBottom = top
                state.left = 0
            }
            while item < range.count {
                // Up to the next checkpoint, if one falls inside the row.
                var end = range.count
                if trail.isRecording {
                    end = Swift.min(end, Swift.max(item + 1, trail.nextDue - section - range.lowerBound))
                }
                if let stop, stop.section == section { end = Swift.min(end, stop.item) }
                var row = state
                _ = try items.widths.withUnsafeBufferPointer { widths throws(LayoutError) in
                    try items.heights.withUnsafeBufferPointer { heights throws(LayoutError) in
                        try result.appendCells(section: section, items: item ..< end) { frames, firstItem throws(LayoutError) in
                            var left = row.left, rowBottom = row.rowBottom
                            let top = row.top
                            let flatBase = range.lowerBound + firstItem
                            for index in 0 ..< frames.count {
                                let width = widths[flatBase + index], height = heights[flatBase + index]
                                // `!(x >= 0)` catches NaN as well as negatives.
                                guard width >= 0, width < .infinity, height >= 0, height < .infinity else {
                                    let path = ItemPath(section: section, item: firstItem + index)
                                    throw width >= 0 && width < .infinity
                                        ? .invalidItemLength(path, dimension: .height, value: height)
                                        : .invalidItemLength(path, dimension: .width, value: width)
                                }
                                if firstItem + index > 0 { left += itemSpacing }
                                let right = left + width
                                let itemBottom = top + height
                                frames[index] = Rect(minX: left, minY: top, maxX: right, maxY: itemBottom)
                                rowBottom = Swift.max(rowBottom, itemBottom)
                                left = right
                            }
                            row.left = left
                            row.rowBottom = rowBottom
                        }
                    }
                }
                state = row
                item = end
                if let stop, LayoutPosition(section: section, item: item) >= stop { return nil }
                if item < range.count, trail.isRecording {
                    let here = LayoutPosition(section: section, item: item)
                    let distance = here.distance(in: items)
                    if trail.isDue(at: distance) {
                        trail.record(state, at: here, distance: distance, elementCount: range.lowerBound + item)
                    }
                }
            }
            if section == items.sectionCount - 1, trail.isRecording {
                // The end of the last section always gets one: appending to it resumes there.
                let here = LayoutPosition(section: section, item: range.count)
                trail.record(state, at: here, distance: here.distance(in: items), elementCount: range.upperBound)
            }
            if !range.isEmpty {
                state.widest = Swift.max(state.widest, state.left)
                state.bottom = state.rowBottom
            }
            section += 1
            item = 0
            if section < items.sectionCount, trail.isRecording {
                let here = LayoutPosition(section: section, item: 0)
                let distance = here.distance(in: items)
                if trail.isDue(at: distance) {
                    trail.record(state, at: here, distance: distance, elementCount: items.sectionStarts[section])
                }
            }
        }
        return nil
    }

    /// Replays the rows' state from `position` to `target` (both inside unchanged items)
    /// without writing frames. O(items and rows between).
    private mutating func replay(_ items: ItemSet, from position: LayoutPosition, to target: LayoutPosition) {
        let itemSpacing = options.itemSpacing, rowSpacing = options.rowSpacing
        var section = position.section
        var item = position.item
        while LayoutPosition(section: section, item: item) < target {
            let range = items.flatRange(ofSection: section)
            if item == 0, !range.isEmpty {
                state.top = state.rowsPlaced ? state.bottom + rowSpacing : state.top
                state.rowsPlaced = true
                state.rowBottom = state.top
                state.left = 0
            }
            let end = section == target.section ? target.item : range.count
            while item < end {
                let flat = range.lowerBound + item
                if item > 0 { state.left += itemSpacing }
                state.left += items.widths[flat]
                state.rowBottom = Swift.max(state.rowBottom, state.top + items.heights[flat])
                item += 1
            }
            if section == target.section { break }
            if !range.isEmpty {
                state.widest = Swift.max(state.widest, state.left)
                state.bottom = state.rowBottom
            }
            section += 1
            item = 0
        }
    }
}
