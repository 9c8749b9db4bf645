import TesseraCore

/// What the stable|kernel `GridLayout` holds after `prepare()`: its header cache and item
/// cache (arrays of attributes objects, in creation order) and its content size.
public final class SeedGridSession: SeedLayoutSession {
    /// `collectionViewContentSize`: the fixed dimension across the scroll axis (container
    /// minus insets, as the seed computes it) by the largest item edge along it.
    public let contentSize: Size
    /// The seed's `headerAttributesCache`, in section order.
    package let headerAttributesCache: [SeedLayoutAttributes]
    /// The seed's `itemAttributesCache`, in section and item order.
    package let itemAttributesCache: [SeedLayoutAttributes]
    /// The scroll axis the seed was prepared for.
    public let scrollAxis: ScrollAxis
    /// The item set the session was prepared from.
    public let items: ItemSet

    init(
        items: ItemSet, contentSize: Size, headerAttributesCache: [SeedLayoutAttributes],
        itemAttributesCache: [SeedLayoutAttributes], scrollAxis: ScrollAxis
    ) {
        self.items = items
        self.contentSize = contentSize
        self.headerAttributesCache = headerAttributesCache
        self.itemAttributesCache = itemAttributesCache
        self.scrollAxis = scrollAxis
    }

    /// The seed's filter: every header, then every item, whose frame intersects `rect`
    /// (`headerAttributesCache.filter` + `itemAttributesCache.filter`). O(n), allocating.
    public func layoutAttributesForElements(in rect: Rect) -> [SeedLayoutAttributes] {
        let headerAttributes = headerAttributesCache.filter { $0.frame.intersects(rect) }
        let itemAttributes = itemAttributesCache.filter { $0.frame.intersects(rect) }
        return headerAttributes + itemAttributes
    }

    /// The seed's lookup: `itemAttributesCache.first { $0.indexPath == indexPath }`. O(n).
    public func layoutAttributesForItem(at path: ItemPath) -> SeedLayoutAttributes? {
        itemAttributesCache.first { $0.indexPath == path }
    }

    /// The seed's header lookup: `nil` unless `kind` is `.header`, then a linear `first { }`
    /// scan of the header cache. O(sections).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at path: ItemPath) -> SeedLayoutAttributes? {
        guard kind == .header else { return nil }
        return headerAttributesCache.first { $0.indexPath == path }
    }

    /// Headers and cells in the order `prepare()` created them: each section's header, then
    /// its items. O(n).
    public func layoutResult() -> LayoutResult {
        var result = LayoutResult(
            scrollAxis: scrollAxis, items: items,
            expectedElementCount: headerAttributesCache.count + itemAttributesCache.count
        )
        var nextHeader = 0
        var nextItem = 0
        for section in 0 ..< items.sectionCount {
            if nextHeader < headerAttributesCache.count, headerAttributesCache[nextHeader].indexPath.section == section {
                result.append(seedAttributes: CollectionOfOne(headerAttributesCache[nextHeader]))
                nextHeader += 1
            }
            let end = nextItem + items.itemCount(inSection: section)
            result.append(seedAttributes: itemAttributesCache[nextItem ..< end])
            nextItem = end
        }
        result.contentSize = contentSize
        return result
    }
}
