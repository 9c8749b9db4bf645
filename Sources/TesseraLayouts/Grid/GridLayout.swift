import TesseraCore

/// An N-column grid with square spans: item *i* with span *s* covers *s* columns and *s*
/// rows (clamped to the column count, as the stable|kernel seed does).
///
/// Geometry (for `axis: .vertical`; `.horizontal` is the same with x and y swapped, columns
/// becoming rows):
/// - The fixed dimension is the container's width minus `insets.left + insets.right`; the
///   `columns` columns and `columns − 1` gaps of `spacing` divide it, so a column is
///   `(fixed − (columns − 1) × spacing) / columns` wide (the seed's `itemFixedDimension`).
/// - A row is `itemAspect ×` that long (the seed's `itemFlexibleDimension`); rows are
///   separated by `spacing`. An item of span *s* covers its *s* columns' and *s* rows' edges,
///   gaps included.
/// - Items carry only a `span` here: their `width` and `height` are not read (a grid cell's
///   size comes from the columns and `itemAspect`), so they are not validated either.
/// - Sections stack along the scroll axis, following the seed: an empty section takes no
///   space and gets no header; with `headerLength > 0`, every non-empty section starts with
///   a header across the whole fixed dimension, preceded by `spacing` when an earlier header
///   exists and followed by `spacing` before the section's first row. Without headers a
///   section's first row starts right where the previous section's furthest item ends.
/// - Frames are offset by the leading insets; the content size is tight: the union of all
///   frames plus the trailing insets (a grid with fewer items than columns is narrower than
///   the container). The seed's extra `2 × spacing` of content is not added.
///
/// Every edge comes from shared column and row lines (`TrackLines`, `RowLines`), so no two
/// frames overlap and none leaves the content, exactly.
///
/// **Cost.** Placement never walks cells one by one (`GridPlacement`). A grid of at most 64
/// columns starts on a ring of row words holding the rows between the placement frontier and
/// the furthest item, at most 256 of them: a bounded amount of word operations an item, the
/// cheapest for ordinary grids. Wider grids, and narrow ones once a hole no later item fits
/// holds more rows than that, work on bands of rows and runs of columns: an item costs O(log
/// n) plus the bands its square crosses and its search tries, whatever the column count and
/// the spans. Worst case, O(n log n) in time and O(n) in memory for a section of n items on
/// the families the complexity fuzzer grows (holes no later item fits, random and distinct
/// spans, long rows, back-fills); distinct spans multiply the candidate rows a search tries
/// (each span resumes at its own last square), and no family found makes that grow faster
/// than n log n. The frames and lookup tables are O(n).
public struct GridLayout: CollectionLayout, Hashable {
    /// How items that do not fit at the cursor are placed.
    public enum Packing: String, Hashable, Sendable, CaseIterable {
        /// The seed's rule: an item that does not fit at the cursor goes into the first free
        /// cell after it (row-major) and the cursor stays, so later small items back-fill.
        case dense
        /// Never back-fill: the cursor always moves past the placed item (CSS grid's default).
        case sparse
    }

    /// The largest accepted `columns`: every column costs a pair of edges.
    public static let maximumColumns = 1 << 20

    /// The most cells one item's rows may hold, `min(span, columns) × columns`; larger spans
    /// are refused (`invalidSpan`). The engine's occupancy costs the same whatever the span
    /// (bands of rows, runs of columns), but the seed's rule is defined cell by cell, and the
    /// checker's reference model and the seed port walk those cells: a span of 2²⁰ in 2²⁰
    /// columns would be 2⁴⁰ of them.
    public static let maximumSpanCells = 1 << 20

    /// Number of columns (rows when scrolling horizontally); `1 ... maximumColumns`.
    public var columns: Int
    /// Space between neighbouring columns and rows; ≥ 0.
    public var spacing: Double
    /// The scroll axis.
    public var axis: ScrollAxis
    /// Flexible-axis length of a 1×1 item as a multiple of its fixed-axis length; > 0.
    public var itemAspect: Double
    /// Length of each section's header along the scroll axis; 0 means no headers.
    public var headerLength: Double
    /// Content insets; the container minus these is the fixed dimension.
    public var insets: Insets
    /// Back-filling rule.
    public var packing: Packing

    /// Creates a grid; every option has the interchange default.
    public init(
        columns: Int = 1, spacing: Double = 0, axis: ScrollAxis = .vertical, itemAspect: Double = 1,
        headerLength: Double = 0, insets: Insets = .zero, packing: Packing = .dense
    ) {
        self.columns = columns
        self.spacing = spacing
        self.axis = axis
        self.itemAspect = itemAspect
        self.headerLength = headerLength
        self.insets = insets
        self.packing = packing
    }

    /// Lays the items out. Throws `invalidContainer`, `invalidOption` (`columns`, `spacing`,
    /// `itemAspect`, `headerLength`, `insets.*`, or an option whose size overflows the
    /// content), `negativeItemLength` (`insets` or `spacing` leaving no room for a column)
    /// and `invalidSpan` (the first item, in order, with a span below 1 or covering more than
    /// `maximumSpanCells`).
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try layOutStack(items, in: container)
    }

    /// Validates the options in `container` and computes the lines every frame is cut from.
    func makeGeometry(in container: Size) throws(LayoutError) -> GridGeometry {
        try validateOptions(container)
        let vertical = axis == .vertical
        let acrossLeading = vertical ? insets.left : insets.top
        let acrossInsets = vertical ? insets.horizontal : insets.vertical
        let available = container.length(across: axis) - acrossInsets
        guard available >= 0 else {
            throw .negativeItemLength(option: "insets", value: acrossInsets, itemLength: available)
        }
        let cellLength = TrackLines.trackLength(count: columns, length: available, spacing: spacing)
        guard cellLength >= 0 else {
            throw .negativeItemLength(option: "spacing", value: spacing, itemLength: cellLength)
        }
        let acrossTrailing = container.length(across: axis) - (vertical ? insets.right : insets.bottom)
        let columnLines = TrackLines(
            count: columns, leading: acrossLeading, length: available, spacing: spacing,
            trailing: Swift.max(acrossLeading, acrossTrailing)
        )
        guard columnLines.isFinite else { throw .contentOverflow(option: "spacing", value: spacing) }
        let rowLength = itemAspect * cellLength
        guard rowLength + spacing < .infinity else {
            throw rowLength < .infinity
                ? .contentOverflow(option: "spacing", value: spacing)
                : .contentOverflow(option: "itemAspect", value: itemAspect)
        }
        return GridGeometry(
            columnLines: columnLines, rowLength: rowLength, acrossLeading: acrossLeading,
            alongLeading: vertical ? insets.top : insets.left, largestSpan: Self.maximumSpanCells / columns
        )
    }

    private func validateOptions(_ container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        try LayoutError.checkCount("columns", columns)
        guard columns <= Self.maximumColumns else {
            throw .invalidOption(
                name: "columns", value: Double(columns), requirement: "an integer in 1...\(Self.maximumColumns)"
            )
        }
        try LayoutError.checkOption("spacing", spacing)
        try LayoutError.checkOption("itemAspect", itemAspect, greaterThan: 0)
        try LayoutError.checkOption("headerLength", headerLength)
        try LayoutError.checkInsets(insets)
    }

    /// An empty result for `items`, with room for their cells and headers.
    func makeResult(for items: ItemSet) -> LayoutResult {
        LayoutResult(
            scrollAxis: axis, items: items, expectedElementCount: items.itemCount + (headerLength > 0 ? items.sectionCount : 0)
        )
    }

    /// Sets the content size from the finished stack — the furthest frame plus the trailing
    /// insets — or throws for a content that overflowed.
    func finish(_ result: inout LayoutResult, state: GridStacker.State, geometry: GridGeometry) throws(LayoutError) {
        let vertical = axis == .vertical
        let contentAlong = state.alongMaximum + (vertical ? insets.bottom : insets.right)
        guard contentAlong < .infinity else { throw overflowCause(rowLength: geometry.rowLength) }
        let contentAcross = state.acrossMaximum + (vertical ? insets.right : insets.bottom)
        result.contentSize = vertical
            ? Size(width: contentAcross, height: contentAlong)
            : Size(width: contentAlong, height: contentAcross)
    }

    /// The option most responsible for an infinite content length: the longest of a header,
    /// a row and a gap.
    private func overflowCause(rowLength: Double) -> LayoutError {
        if headerLength >= rowLength, headerLength >= spacing {
            return .contentOverflow(option: "headerLength", value: headerLength)
        }
        if rowLength >= spacing { return .contentOverflow(option: "itemAspect", value: itemAspect) }
        return .contentOverflow(option: "spacing", value: spacing)
    }
}
