import TesseraCore
import TesseraLayouts

/// A small, correct N-column grid with square spans and dense packing — the harness's own
/// reference engine — with one optional planted bug. `bug: nil` is the correct counterpart
/// every grid mutant is compared with.
///
/// Geometry is computed scrolling vertically and transposed for horizontal grids, so the
/// transposition invariant holds exactly. Neighbours share edges: a column's trailing edge
/// is the next column's leading edge minus the spacing, the last column ends at the fixed
/// length, and rows likewise.
struct ReferenceGrid: CollectionLayout {
    enum Bug: String, CaseIterable, Sendable {
        /// Column width subtracts the spacing once too few: the columns overflow the container.
        case spacingOnceTooFew
        /// A spanning item leaves its last row unreserved: later items land inside it.
        case occupancyNotReserved
        /// A span larger than the column count is used as is for the frame.
        case spanNotClamped
        /// The header's length is left out of the section offset: cells start under the header.
        case headerLengthIgnored
        /// Frames are `origin + size`, not shared edges: neighbours overlap by an ulp.
        case originPlusSize
        /// The content ends one spacing after the last row.
        case contentNotTight
    }

    var columns: Int
    var spacing: Double
    var axis: ScrollAxis
    var itemAspect: Double
    var headerLength: Double
    var insets: Insets
    var bug: Bug?

    init(options: GridLayout, bug: Bug? = nil) {
        columns = options.columns
        spacing = options.spacing
        axis = options.axis
        itemAspect = options.itemAspect
        headerLength = options.headerLength
        insets = options.insets
        self.bug = bug
    }

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try LayoutError.checkContainer(container)
        try LayoutError.checkCount("columns", columns)
        try LayoutError.checkOption("spacing", spacing)
        try LayoutError.checkOption("itemAspect", itemAspect, greaterThan: 0)
        try LayoutError.checkOption("headerLength", headerLength)
        try LayoutError.checkInsets(insets)
        try items.validate(.span)
        // Oriented as if scrolling vertically.
        let vertical = axis == .vertical
        let lead = vertical ? insets.left : insets.top, trail = vertical ? insets.right : insets.bottom
        let top = vertical ? insets.top : insets.left
        let fixed = (vertical ? container.width : container.height) - lead - trail
        guard fixed >= 0 else { throw .negativeItemLength(option: "insets", value: lead + trail, itemLength: fixed) }
        let removedSpacings = bug == .spacingOnceTooFew ? Double(columns - 2) : Double(columns - 1)
        let columnLength = (fixed - removedSpacings * spacing) / Double(columns)
        guard columnLength >= 0 else { throw .negativeItemLength(option: "spacing", value: spacing, itemLength: columnLength) }
        let rowLength = itemAspect * columnLength
        func columnStart(_ column: Int) -> Double { lead + Double(column) * (columnLength + spacing) }
        func columnEnd(_ column: Int) -> Double {
            if bug == .spacingOnceTooFew { return columnStart(column) + columnLength }
            return column == columns - 1 ? lead + fixed : columnStart(column + 1) - spacing
        }

        var result = LayoutResult(scrollAxis: axis, items: items)
        var sectionTop = top
        for section in 0 ..< items.sectionCount where items.itemCount(inSection: section) > 0 {
            if result.count > 0 { sectionTop += spacing }
            if headerLength > 0 {
                let header = Rect(minX: lead, minY: sectionTop, maxX: lead + fixed, maxY: sectionTop + headerLength)
                result.appendHeader(vertical ? header : header.transposed, section: section)
                if bug != .headerLengthIgnored { sectionTop += headerLength }
            }
            func rowStart(_ row: Int) -> Double { sectionTop + Double(row) * (rowLength + spacing) }
            var occupancy = Occupancy(columns: columns)
            var cursor = 0
            var rowsUsed = 0
            for (item, flat) in items.flatRange(ofSection: section).enumerated() {
                let span = min(items.spans[flat], columns)
                let position = occupancy.firstFit(span: span, from: cursor)
                let row = position / columns, column = position % columns
                occupancy.reserve(row: row, column: column, span: span, rows: bug == .occupancyNotReserved && span > 1 ? span - 1 : span)
                cursor = occupancy.firstFree(from: cursor)
                rowsUsed = max(rowsUsed, row + span)
                let frameSpan = bug == .spanNotClamped ? items.spans[flat] : span
                var frame = Rect(
                    minX: columnStart(column), minY: rowStart(row),
                    maxX: columnEnd(min(column + frameSpan - 1, columns - 1)), maxY: rowStart(row + frameSpan) - spacing
                )
                if bug == .spanNotClamped, frameSpan > span {
                    frame.maxX = columnStart(column + frameSpan - 1) + columnLength
                }
                if bug == .originPlusSize {
                    frame.maxX = frame.minX + Double(span) * columnLength + Double(span - 1) * spacing
                    frame.maxY = frame.minY + Double(span) * rowLength + Double(span - 1) * spacing
                }
                result.appendCell(vertical ? frame : frame.transposed, at: ItemPath(section: section, item: item))
            }
            sectionTop = rowStart(rowsUsed) - spacing
        }
        // Tight: the union of the frames plus the insets.
        if let union = result.framesUnion {
            let trailing = bug == .contentNotTight ? spacing : 0
            result.contentSize = Size(width: union.maxX + insets.right, height: union.maxY + insets.bottom + (vertical ? trailing : 0))
            if !vertical { result.contentSize.width += trailing }
        }
        return result
    }
}

/// Which grid cells are taken, row by row; rows are added as needed.
struct Occupancy {
    let columns: Int
    private var taken: [Bool] = []

    init(columns: Int) {
        self.columns = columns
    }

    private func isTaken(_ position: Int) -> Bool { position < taken.count && taken[position] }

    /// The first position at or after `start` (row-major) where a `span`×`span` block fits.
    func firstFit(span: Int, from start: Int) -> Int {
        var position = start
        while true {
            let row = position / columns, column = position % columns
            if column + span <= columns, (0 ..< span).allSatisfy({ r in (0 ..< span).allSatisfy { !isTaken((row + r) * columns + column + $0) } }) {
                return position
            }
            position += 1
        }
    }

    /// The first free position at or after `start`.
    func firstFree(from start: Int) -> Int {
        var position = start
        while isTaken(position) { position += 1 }
        return position
    }

    mutating func reserve(row: Int, column: Int, span: Int, rows: Int) {
        let end = (row + rows) * columns
        if taken.count < end { taken.append(contentsOf: repeatElement(false, count: end - taken.count)) }
        for r in row ..< row + rows {
            for c in column ..< column + span { taken[r * columns + c] = true }
        }
    }
}
