/// A layout whose work is mostly code it hosts — a `UICollectionViewLayout` subclass played by
/// `TesseraUIKitHost` — and which can say how long that code took, so that the benchmark
/// reports the host's own cost apart from the hosted layout's.
public protocol HostedLayout: CollectionLayout {
    /// Lays `items` out as `layout(_:in:)` does and returns, with the result, the nanoseconds
    /// spent inside the hosted layout's own calls — preparing (a UIKit layout's `prepare()` and
    /// content size) and answering queries (its `layoutAttributesForElements(in:)`) — and
    /// reading its answer into the result. The rest of the call's time is the host's.
    func layoutTimingHostedCalls(_ items: ItemSet, in container: Size) throws(LayoutError) -> HostedLayoutTiming
}

/// What `HostedLayout.layoutTimingHostedCalls(_:in:)` returns: the result and the time its
/// hosted calls took.
public struct HostedLayoutTiming: Sendable {
    /// The layout's result, as `layout(_:in:)` returns it.
    public var result: LayoutResult
    /// Nanoseconds inside the hosted layout's preparation.
    public var preparing: UInt64
    /// Nanoseconds inside the hosted layout's queries.
    public var querying: UInt64
    /// Nanoseconds spent reading the hosted layout's answer into `result`.
    public var reading: UInt64
    /// What the hosted layout holds (the host, the layout object and its caches), released
    /// with this value: a benchmark stops its clock before, since freeing the layout's own
    /// objects is not the host's work.
    public var hosted: (any AnyObject & Sendable)?

    /// A result and its timings; `hosted` is kept alive with them.
    public init(
        result: LayoutResult, preparing: UInt64, querying: UInt64, reading: UInt64, hosted: (any AnyObject & Sendable)? = nil
    ) {
        self.result = result
        self.preparing = preparing
        self.querying = querying
        self.reading = reading
        self.hosted = hosted
    }
}
