import TesseraCore

/// What `BidirectionalCollectionLayout` holds after `prepare()`: its `layoutInfo` dictionary
/// of attributes objects by index path, and its content size.
public final class SeedBidirectionalSession: SeedLayoutSession {
    /// `collectionViewContentSize`: `(maxRowsWidth, maxColumnHeight)`.
    public let contentSize: Size
    /// The seed's `layoutInfo`.
    package let layoutInfo: [ItemPath: SeedLayoutAttributes]
    /// The item set the session was prepared from.
    public let items: ItemSet

    init(items: ItemSet, contentSize: Size, layoutInfo: [ItemPath: SeedLayoutAttributes]) {
        self.items = items
        self.contentSize = contentSize
        self.layoutInfo = layoutInfo
    }

    /// The seed's filter: every value of `layoutInfo` whose frame intersects `rect`, in the
    /// dictionary's (per-process) order. O(n), allocating.
    public func layoutAttributesForElements(in rect: Rect) -> [SeedLayoutAttributes] {
        var allAttributes: [SeedLayoutAttributes] = []
        for attributes in layoutInfo.values where attributes.frame.intersects(rect) {
            allAttributes.append(attributes)
        }
        return allAttributes
    }

    /// The seed's lookup, `layoutInfo[indexPath]`: one hash lookup, O(1).
    public func layoutAttributesForItem(at path: ItemPath) -> SeedLayoutAttributes? {
        layoutInfo[path]
    }

    /// Every cell in section and item order: one walk over `layoutInfo` puts each cell at its
    /// flat index, then the cells are appended in order. O(n).
    public func layoutResult() -> LayoutResult {
        var ordered = [SeedLayoutAttributes?](repeating: nil, count: items.itemCount)
        for (path, attributes) in layoutInfo {
            if let flatIndex = items.flatIndex(of: path) { ordered[flatIndex] = attributes }
        }
        var result = LayoutResult(scrollAxis: .vertical, items: items, expectedElementCount: layoutInfo.count)
        result.append(seedAttributes: ordered.lazy.compactMap { $0 })
        result.contentSize = contentSize
        return result
    }
}
