import TesseraCore

/// A spreadsheet-like layout that scrolls both ways: each section is a row, its items laid
/// side by side with their own sizes.
///
/// SKELETON: the algorithm lands with the engines; options and API are fixed here.
public struct BidirectionalLayout: CollectionLayout {
    /// Space between neighbouring items of a row; ≥ 0.
    public var itemSpacing: Double
    /// Space between rows; ≥ 0.
    public var rowSpacing: Double

    /// Creates the layout; both spacings default to 0.
    public init(itemSpacing: Double = 0, rowSpacing: Double = 0) {
        self.itemSpacing = itemSpacing
        self.rowSpacing = rowSpacing
    }

    /// Lays the items out.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }
}
