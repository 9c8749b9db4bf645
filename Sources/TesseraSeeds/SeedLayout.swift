import TesseraCore

/// A seed port: a `CollectionLayout` whose `prepare` builds the seed's own state — one
/// attributes object per element, the seed's caches and lookups — as a session, so that the
/// seed's prepare, visible-rect filter and item lookup can be timed and checked on their own.
/// `layout(_:in:)` is the session's elements as a `LayoutResult`.
public protocol SeedLayout: CollectionLayout {
    /// The seed's state after `prepare()`.
    associatedtype Session: SeedLayoutSession

    /// Runs the seed's `prepare()` over `items` in `container`.
    func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> Session
}

extension SeedGridLayout: SeedLayout {}
extension SeedPinterestLayout: SeedLayout {}
extension SeedBidirectionalLayout: SeedLayout {}
