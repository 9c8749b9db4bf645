import TesseraCore

/// The state a seed layout holds after its `prepare()`: its attribute caches and content size,
/// with the seed's own query methods, so that the benchmark can time the seed's prepare, its
/// visible-rect filter and its item lookup separately.
///
/// Conformers are final classes with immutable storage, one object per element, exactly the
/// data structures the seed keeps (arrays of attributes objects or a dictionary of them).
public protocol SeedLayoutSession: AnyObject, Sendable {
    /// `collectionViewContentSize` as the seed computes it.
    var contentSize: Size { get }

    /// Every element whose frame intersects `rect`, found as the seed finds them (a linear scan
    /// of every attributes object), using Tessera's one predicate `Rect.intersects`. O(n).
    func layoutAttributesForElements(in rect: Rect) -> [SeedLayoutAttributes]

    /// The cell at `path`, found as the seed finds it (see the conformer for the cost), or `nil`.
    func layoutAttributesForItem(at path: ItemPath) -> SeedLayoutAttributes?

    /// The supplementary element of `kind` at `path`, or `nil` (`nil` always for seeds without
    /// supplementary views).
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at path: ItemPath) -> SeedLayoutAttributes?

    /// The item set the session was prepared from (shared storage, not a copy).
    var items: ItemSet { get }

    /// The session's elements as a `LayoutResult` for `items`, in the order the seed created
    /// them. O(n).
    func layoutResult() -> LayoutResult
}

extension SeedLayoutSession {
    /// Seeds without supplementary views answer `nil`, as UIKit's base class does.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at path: ItemPath) -> SeedLayoutAttributes? {
        nil
    }
}

extension LayoutResult {
    /// Appends seed attributes objects in the given order.
    mutating func append<Attributes: Sequence>(seedAttributes: Attributes) where Attributes.Element == SeedLayoutAttributes {
        for attributes in seedAttributes {
            append(attributes.frame, kind: attributes.kind, path: attributes.indexPath)
        }
    }
}
