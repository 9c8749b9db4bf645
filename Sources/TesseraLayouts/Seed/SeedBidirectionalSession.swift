import TesseraCore

/// What `BidirectionalCollectionLayout` holds after `prepare()`: its `layoutInfo` dictionary
/// of attributes objects by index path, and its content size.
public final class SeedBidirectionalSession: SeedLayoutSession {
    /// `collectionViewContentSize`: `(maxRowsWidth, maxColumnHeight)`.
    public let contentSize: Size
    /// The seed's `layoutInfo`.
    public let layoutInfo: [ItemPath: SeedLayoutAttributes]

    init(contentSize: Size, layoutInfo: [ItemPath: SeedLayoutAttributes]) {
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

    /// Every cell in section and item order (looked up in `layoutInfo`). O(n).
    public func layoutResult(for items: ItemSet) -> LayoutResult {
        var result = LayoutResult(scrollAxis: .vertical, items: items, expectedElementCount: layoutInfo.count)
        for section in 0 ..< items.sectionCount {
            for item in 0 ..< items.itemCount(inSection: section) {
                if let attributes = layoutInfo[ItemPath(section: section, item: item)] {
                    result.append(seedAttributes: CollectionOfOne(attributes))
                }
            }
        }
        result.contentSize = contentSize
        return result
    }
}
