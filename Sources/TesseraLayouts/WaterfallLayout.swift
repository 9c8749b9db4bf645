import TesseraCore

/// A Pinterest-style waterfall (masonry): fixed-width columns, items of their own heights
/// stacked into columns.
///
/// SKELETON: the algorithm lands with the engines; options and API are fixed here.
public struct WaterfallLayout: CollectionLayout {
    /// Which column the next item goes into.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// The column whose bottom is highest (ties to the lowest column index).
        case shortestColumn
        /// Columns in turn, 0, 1, …, the seed's rule.
        case roundRobin
        /// Fill order left to right, wrapping (rows of `columns` items).
        case leftToRight
        /// Fill order right to left, wrapping.
        case rightToLeft
    }

    /// Number of columns in every section without an override; ≥ 1.
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
    /// Per-section column counts that override `columns`, by section index.
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

    /// Lays the items out.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }
}
