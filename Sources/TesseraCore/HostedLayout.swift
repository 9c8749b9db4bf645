/// A layout whose work is mostly code it hosts — a `UICollectionViewLayout` subclass played by
/// `TesseraUIKitHost` — and which can say how long that code took, so that the benchmark
/// reports the host's own cost apart from the hosted layout's.
public protocol HostedLayout: CollectionLayout {
    /// Lays `items` out as `layout(_:in:)` does and returns, with the result, the nanoseconds
    /// spent inside the hosted layout's own calls: preparing (a UIKit layout's `prepare()` and
    /// content size) and answering queries (its `layoutAttributesForElements(in:)`). The rest of
    /// the call's time is the host's.
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

    /// A result and its timings.
    public init(result: LayoutResult, preparing: UInt64, querying: UInt64) {
        self.result = result
        self.preparing = preparing
        self.querying = querying
    }
}
