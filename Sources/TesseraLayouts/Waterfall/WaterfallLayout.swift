import TesseraCore

/// A Pinterest-style waterfall (masonry): fixed-width columns, items of their own heights
/// stacked into columns. Scrolls vertically.
///
/// Geometry:
/// - A section with `k` columns (`sectionColumns[section]`, else `columns`) divides the
///   container's width into `k` column cells `spacing` apart, each
///   `(width − (k − 1) × spacing) / k` wide.
/// - An item sits in a cell padded by `padding` on every side, as the seed's
///   `insetBy(dx: cellPadding, dy: cellPadding)`: the cell is its column(s) wide and its
///   `height` + 2 × `padding` tall, so the frame is exactly `height` tall and
///   `cell width − 2 × padding` wide. `spacing` separates columns and the cells stacked in a
///   column; `padding` stays inside cells.
/// - An item with `span` > 1 covers `span` adjacent columns (the gaps between them
///   included) and starts below the lowest point of all of them; `span ≥ k` is a full-width
///   item. Items read only `height` and `span`; `width` is not read.
/// - A section stacks its header (when `headerLength > 0`), its columns and its footer (when
///   `footerLength > 0`), `spacing` apart; sections follow one another `spacing` apart.
///   Headers and footers span the full width, unpadded. They are emitted for empty sections
///   too, as UIKit's flow layout does; a zero length means no element at all.
/// - The content is tight: the union of the headers, the footers and the item cells (cell
///   frames grown by `padding` on every side). Every edge is derived from shared column
///   lines and from the edge below, so no two frames overlap and none leaves the content,
///   exactly. A `.rightToLeft` section with fewer items than columns leaves its leftmost
///   columns empty, so its frames do not start at x = 0.
///
/// O(n) for `.roundRobin`, `.leftToRight`, `.rightToLeft` and (for up to
/// `ColumnHeights.treeThreshold` columns) `.shortestColumn`; O(n log c) for the shortest
/// column among more columns; O(c) per item spanning several columns.
public struct WaterfallLayout: CollectionLayout, Hashable {
    /// Which column the next item goes into.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// The column whose next item would start highest (ties to the lowest column index);
        /// a spanning item takes the window of columns whose highest point is lowest.
        case shortestColumn
        /// Columns in turn, 0, 1, …, the seed's rule: the turn starts at column 0 in every
        /// section and advances by each item's span; a spanning item that would run past the
        /// last column wraps to column 0.
        case roundRobin
        /// Item `i` of a section goes to column `i mod k` (CHTCollectionViewWaterfallLayout's
        /// left-to-right order; the same as `roundRobin` when nothing spans); a spanning item
        /// is shifted left to fit.
        case leftToRight
        /// Item `i` of a section goes to column `k − 1 − (i mod k)`; a spanning item extends
        /// leftwards from there, shifted right to fit.
        case rightToLeft
    }

    /// Number of columns in every section without an override; `1 ... GridLayout.maximumColumns`.
    public var columns: Int
    /// Space kept inside each column cell on every side (the seed's `cellPadding`); ≥ 0.
    public var padding: Double
    /// Column choice.
    public var placement: Placement
    /// Space between columns and between items in a column; ≥ 0.
    public var spacing: Double
    /// Length of each section's header; 0 means none.
    public var headerLength: Double
    /// Length of each section's footer; 0 means none.
    public var footerLength: Double
    /// Per-section column counts that override `columns`, by section index (keys that are
    /// not a section of the laid-out items are not read, but their values are validated).
    public var sectionColumns: [Int: Int]

    /// Creates a waterfall; every option has the interchange default.
    public init(
        columns: Int = 2, padding: Double = 6, placement: Placement = .shortestColumn, spacing: Double = 0,
        headerLength: Double = 0, footerLength: Double = 0, sectionColumns: [Int: Int] = [:]
    ) {
        self.columns = columns
        self.padding = padding
        self.placement = placement
        self.spacing = spacing
        self.headerLength = headerLength
        self.footerLength = footerLength
        self.sectionColumns = sectionColumns
    }

    /// Lays the items out. Throws `invalidContainer`; `invalidOption` (`columns`, `padding`,
    /// `spacing`, `headerLength`, `footerLength`, or an option whose size overflows the
    /// content); `invalidSectionOption` (`sections[i].columns` below 1); `negativeItemLength`
    /// (`spacing` leaving no room for a column, or `padding` leaving a negative frame width);
    /// `invalidItemLength` and `invalidSpan` for the first bad item in order.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try layOutStack(items, in: container)
    }

    /// Throws what laying `items` out in `container` throws before placing any item: the
    /// options, the column work and every column count's lines.
    ///
    /// O(section options · log section options) unless the column work is near its limit: an
    /// incremental update runs it on every change, so it visits the sections that have their
    /// own column count, not every section.
    func validate(_ items: ItemSet, in container: Size) throws(LayoutError) {
        try validateOptions(container)
        let ownColumns = presentSectionColumns(items)
        try checkColumnWork(items, ownColumns)
        // Every column count's lines are validated before any item (their errors come
        // first, in section order), then rebuilt as sections are stacked, keeping one at a
        // time: memory follows the largest column count, not the sum of all sections' counts.
        // Sections without their own count use `columns`, checked first.
        _ = try columnLines(count: columns, width: container.width)
        var validated: Set<Int> = [columns]
        for (_, count) in ownColumns where validated.insert(count).inserted {
            _ = try columnLines(count: count, width: container.width)
        }
    }

    /// The sections of `items` that have their own column count, in section order.
    private func presentSectionColumns(_ items: ItemSet) -> [(section: Int, count: Int)] {
        sectionColumns.filter { $0.key >= 0 && $0.key < items.sectionCount }.map { (section: $0.key, count: $0.value) }
            .sorted { $0.section < $1.section }
    }

    /// Sets the content size from the finished stack, or throws for a content that
    /// overflowed.
    func finish(_ result: inout LayoutResult, state: WaterfallStacker.State) throws(LayoutError) {
        guard state.bottom < .infinity else {
            throw overflowCause(item: state.firstOverflow.map { ($0, state.firstOverflowHeight) })
        }
        result.contentSize = Size(width: state.right, height: state.bottom)
    }

    /// How many elements come before `position` (`WaterfallStacker`'s positions): the items
    /// of the sections before it and of its section before it, each earlier section's header
    /// and footer, and its own header once past it. O(1).
    func elementCount(before position: LayoutPosition, in items: ItemSet) -> Int {
        items.sectionStarts[position.section] + Swift.max(0, position.item)
            + (headerLength > 0 ? position.section + (position.item >= 0 ? 1 : 0) : 0)
            + (footerLength > 0 ? position.section : 0)
    }

    private func validateOptions(_ container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        try LayoutError.checkCount("columns", columns)
        guard columns <= GridLayout.maximumColumns else {
            throw .invalidOption(
                name: "columns", value: Double(columns), requirement: "an integer in 1...\(GridLayout.maximumColumns)"
            )
        }
        try LayoutError.checkOption("padding", padding)
        try LayoutError.checkOption("spacing", spacing)
        try LayoutError.checkOption("headerLength", headerLength)
        try LayoutError.checkOption("footerLength", footerLength)
        for section in sectionColumns.keys.sorted() {
            let count = sectionColumns[section]!
            guard count >= 1, count <= GridLayout.maximumColumns else {
                throw .invalidSectionOption(
                    section: section, name: "columns", value: Double(count),
                    requirement: "an integer in 1...\(GridLayout.maximumColumns)"
                )
            }
        }
    }

    /// The most column work a layout does: each section costs its column count, once to set
    /// its columns up and once more per spanning item (the shortest-column search scans the
    /// columns). Inputs asking for more are refused, so that a few bytes of `columns` cannot
    /// cost gigabytes or minutes.
    public static let maximumColumnWork = 1 << 26

    /// Throws for the column count that takes `Σ columns × (1 + spanning items)` over the
    /// sections past `maximumColumnWork`, naming `options.columns` or `sections[i].columns`;
    /// `ownColumns` are the sections with their own count (`presentSectionColumns`). Spans are
    /// counted only when the bound with every item spanning is exceeded.
    private func checkColumnWork(_ items: ItemSet, _ ownColumns: [(section: Int, count: Int)]) throws(LayoutError) {
        // The bound with every item spanning, Σ columns × (1 + items), as the default count
        // over every section corrected by the sections with their own: O(section options).
        // Overflow only means far past the limit.
        var bound = columns.multipliedReportingOverflow(by: items.sectionCount + items.itemCount)
        for (section, count) in ownColumns where !bound.overflow {
            let correction = (count - columns).multipliedReportingOverflow(by: 1 + items.itemCount(inSection: section))
            bound = correction.overflow ? correction : bound.partialValue.addingReportingOverflow(correction.partialValue)
        }
        guard bound.overflow || bound.partialValue > Self.maximumColumnWork else { return }
        var work = 0
        for section in 0 ..< items.sectionCount {
            let count = sectionColumns[section] ?? columns
            let spanning = items.spans[items.flatRange(ofSection: section)].reduce(0) { $0 + ($1 > 1 ? 1 : 0) }
            work += count * (1 + spanning)
            guard work <= Self.maximumColumnWork else {
                let requirement = "an integer in 1...\(GridLayout.maximumColumns), with columns × (1 + spanning items) "
                    + "adding up to at most \(Self.maximumColumnWork) over the sections"
                throw sectionColumns[section] != nil
                    ? .invalidSectionOption(section: section, name: "columns", value: Double(count), requirement: requirement)
                    : .invalidOption(name: "columns", value: Double(count), requirement: requirement)
            }
        }
    }

    /// The column lines of a `count`-column section, or the error its spacing or padding
    /// causes.
    private func columnLines(count: Int, width: Double) throws(LayoutError) -> TrackLines {
        let cellWidth = TrackLines.trackLength(count: count, length: width, spacing: spacing)
        guard cellWidth >= 0 else {
            throw .negativeItemLength(option: "spacing", value: spacing, itemLength: cellWidth)
        }
        guard cellWidth - 2 * padding >= 0 else {
            throw .negativeItemLength(option: "padding", value: padding, itemLength: cellWidth - 2 * padding)
        }
        let lines = TrackLines(count: count, leading: 0, length: width, spacing: spacing)
        guard lines.isFinite else { throw .contentOverflow(option: "spacing", value: spacing) }
        return lines
    }

    /// The option or item most responsible for an infinite content height: the largest
    /// length among the options and the height of the first item that reached infinity.
    private func overflowCause(item: (path: ItemPath, height: Double)?) -> LayoutError {
        let largest = Swift.max(headerLength, footerLength, spacing, padding)
        if let item, item.height >= largest {
            return .invalidItemLength(item.path, dimension: .height, value: item.height)
        }
        if largest == headerLength { return .contentOverflow(option: "headerLength", value: headerLength) }
        if largest == footerLength { return .contentOverflow(option: "footerLength", value: footerLength) }
        if largest == spacing { return .contentOverflow(option: "spacing", value: spacing) }
        return .contentOverflow(option: "padding", value: padding)
    }
}
