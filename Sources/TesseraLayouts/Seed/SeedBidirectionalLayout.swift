import TesseraCore

/// SKELETON: faithful port of BidirectionalCollectionLayout; lands with the seed ports.
public struct SeedBidirectionalLayout: CollectionLayout {
    /// Space between items of a row.
    public var itemSpacing: Double
    /// Space between rows.
    public var rowSpacing: Double

    /// Creates the port with the interchange defaults.
    public init(itemSpacing: Double = 0, rowSpacing: Double = 0) {
        self.itemSpacing = itemSpacing
        self.rowSpacing = rowSpacing
    }

    /// Runs the seed's `prepare`.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }
}
