import TesseraCore

/// An N-column grid with square spans: item *i* with span *s* covers *s* columns and *s*
/// rows (clamped to the column count, as the stable|kernel seed does).
///
/// SKELETON: the algorithm lands with the engines; options and API are fixed here.
public struct GridLayout: CollectionLayout {
    /// How items that do not fit at the cursor are placed.
    public enum Packing: String, Hashable, Sendable, CaseIterable {
        /// The seed's rule: an item that does not fit at the cursor goes into the first free
        /// cell after it (row-major) and the cursor stays, so later small items back-fill.
        case dense
        /// Never back-fill: the cursor always moves past the placed item (CSS grid's default).
        case sparse
    }

    /// Number of columns (rows when scrolling horizontally); ≥ 1.
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

    /// Lays the items out.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: axis, items: items)
    }
}
