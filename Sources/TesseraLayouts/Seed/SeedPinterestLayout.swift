import TesseraCore

/// SKELETON: faithful port of the Pinterest tutorial layout; lands with the seed ports.
public struct SeedPinterestLayout: CollectionLayout {
    /// The seed's `numberOfColumns`.
    public var columns: Int
    /// The seed's `cellPadding`.
    public var padding: Double

    /// Creates the port with the interchange defaults.
    public init(columns: Int = 2, padding: Double = 6) {
        self.columns = columns
        self.padding = padding
    }

    /// Runs the seed's `prepare`.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: .vertical, items: items)
    }
}
