import TesseraCore

/// What the Pinterest tutorial layout holds after `prepare()`: its `cache` of attributes
/// objects (section 0's items, in order) and its content size.
public final class SeedPinterestSession: SeedLayoutSession {
    /// `collectionViewContentSize`: `(contentWidth, contentHeight)`.
    public let contentSize: Size
    /// The seed's `cache`.
    package let cache: [SeedLayoutAttributes]
    /// The item set the session was prepared from.
    public let items: ItemSet

    init(items: ItemSet, contentSize: Size, cache: [SeedLayoutAttributes]) {
        self.items = items
        self.contentSize = contentSize
        self.cache = cache
    }

    /// The seed's filter: a loop over the whole cache appending every attributes object whose
    /// frame intersects `rect`. O(n), allocating.
    public func layoutAttributesForElements(in rect: Rect) -> [SeedLayoutAttributes] {
        var layoutAttributes: [SeedLayoutAttributes] = []
        for attributes in cache where attributes.frame.intersects(rect) {
            layoutAttributes.append(attributes)
        }
        return layoutAttributes
    }

    /// The later tutorial's lookup, `cache[indexPath.item]`: O(1), the section is ignored (so
    /// any section's item *i* answers section 0's item *i*). Where the seed would trap (an
    /// item index outside the cache) the port returns `nil`.
    public func layoutAttributesForItem(at path: ItemPath) -> SeedLayoutAttributes? {
        cache.indices.contains(path.item) ? cache[path.item] : nil
    }

    /// Section 0's cells in cache order. O(n).
    public func layoutResult() -> LayoutResult {
        var result = LayoutResult(scrollAxis: .vertical, items: items, expectedElementCount: cache.count)
        result.append(seedAttributes: cache)
        result.contentSize = contentSize
        return result
    }
}
