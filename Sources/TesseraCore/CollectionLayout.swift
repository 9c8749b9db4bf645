/// A layout engine: a pure function from items and a container size to frames.
///
/// Conformers are value types holding their options. `layout(_:in:)` must be deterministic
/// (same input, bit-identical result), must not trap on any input, and reports bad input —
/// NaN or negative sizes, zero columns, a span of 0, spacing that leaves no room — as a
/// `LayoutError` naming the field and value.
public protocol CollectionLayout: Sendable {
    /// Lays out every item of `items` (and any headers/footers the layout adds) for a
    /// collection view of size `container`, whose fixed dimension (width for vertical
    /// scrolling, height for horizontal) is the space the items are fitted into.
    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult
}
