/// A layout that answers visible-rect queries itself, from the model it builds while laying
/// out: UIKit's `prepare()` followed by its own `layoutAttributesForElements(in:)` — a binary
/// search over each section's rows, say — rather than an index built over the result.
///
/// Conform an engine to it and Tessera holds that query to the linear filter on every case the
/// harness checks (`indexAgreement`: an element straddling the rect's edge that the query
/// drops is a finding) and times it in the benchmark, as it does its own indexes. `layout(_:in:)`
/// comes for free: the prepared result.
///
/// ```swift
/// struct FeedLayout: QueryingLayout {
///     func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> FeedModel { … }
/// }
/// struct FeedModel: PreparedLayout {
///     let result: LayoutResult
///     func elements(in rect: Rect, into ids: inout [Int32]) { /* binary search per section */ }
/// }
/// ```
public protocol QueryingLayout: CollectionLayout {
    /// What `prepare` keeps: the result and what the query reads.
    associatedtype Prepared: PreparedLayout

    /// The query's name in reports and benchmark rows (e.g. `feed-binary-search`); the
    /// layout type's name by default.
    var queryName: String { get }

    /// Lays `items` out for `container`, exactly as `layout(_:in:)` does, and keeps what the
    /// layout's own query reads.
    func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> Prepared
}

/// A layout prepared for `items` and a container: its result, and its own answer to
/// visible-rect queries (`QueryingLayout`).
public protocol PreparedLayout: Sendable {
    /// The layout's result.
    var result: LayoutResult { get }

    /// Appends to `ids` the id (in `result`) of every element whose frame intersects `rect`
    /// under `Rect.intersects` — what `layoutAttributesForElements(in:)` returns — in any
    /// order, each once. Does not clear `ids`.
    func elements(in rect: Rect, into ids: inout [Int32])
}

extension QueryingLayout {
    /// The prepared result.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try prepare(items, in: container).result
    }

    /// The layout type's name.
    public var queryName: String { "\(Self.self)" }
}
