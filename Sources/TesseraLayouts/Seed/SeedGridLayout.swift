import TesseraCore

/// SKELETON: faithful port of the stable|kernel GridLayout (2016); lands with the seed ports.
public struct SeedGridLayout: CollectionLayout {
    /// The seed's `fixedDivisionCount`.
    public var columns: Int
    /// The seed's `itemSpacing`.
    public var spacing: Double
    /// The seed's `scrollDirection`.
    public var axis: ScrollAxis
    /// The seed delegate's `itemFlexibleDimension` as a multiple of the fixed dimension.
    public var itemAspect: Double
    /// The seed delegate's `headerFlexibleDimension`.
    public var headerLength: Double
    /// The collection view's `contentInset`.
    public var insets: Insets

    /// Creates the port with the interchange defaults.
    public init(
        columns: Int = 1, spacing: Double = 0, axis: ScrollAxis = .vertical, itemAspect: Double = 1,
        headerLength: Double = 0, insets: Insets = .zero
    ) {
        self.columns = columns
        self.spacing = spacing
        self.axis = axis
        self.itemAspect = itemAspect
        self.headerLength = headerLength
        self.insets = insets
    }

    /// Runs the seed's `prepare`.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        LayoutResult(scrollAxis: axis, items: items)
    }
}
