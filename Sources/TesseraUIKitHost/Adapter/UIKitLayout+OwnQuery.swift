#if !canImport(UIKit)
import Foundation
import TesseraCore
import TesseraUIKit

extension UIKitLayout: QueryingLayout {
    /// `own`: the layout's own `layoutAttributesForElements(in:)`, in the benchmark's query
    /// rows (`query/scroll/own/card-grid/100k`) beside the indexes, as its `prepare/own` row
    /// sits beside the engines' `prepare`.
    public var queryName: String { "own" }

    /// The first display of a new layout object, kept: the result, and the layout object
    /// whose own `layoutAttributesForElements(in:)` answers the queries.
    public func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> UIKitPreparedLayout {
        MainActorHop.run {
            let host = makeHost(items, in: container)
            host.recordsAnswers = false
            host.layOut()
            return UIKitPreparedLayout(result: host.result(scrollAxis: scrollAxis), host: host)
        }
    }
}

/// A hosted UIKit layout after its first display: its result, and its own
/// `layoutAttributesForElements(in:)` as Tessera's visible-rect query, so that the checker
/// holds it to the linear filter (`indexAgreement`) and the benchmark times it beside the
/// indexes, in the same cache regimes.
public struct UIKitPreparedLayout: PreparedLayout {
    /// The layout's result, read from its answer over the whole content.
    public let result: LayoutResult
    /// The host of the layout object, prepared.
    let host: CollectionViewHost

    /// The ids of the elements the layout answers for `rect` (on the main actor), each
    /// looked up in `result` by category, kind and index path. An element the result cannot
    /// hold (an index path outside the items, a kind the result leaves out) is skipped; one
    /// whose frame only touches `rect` — which a UIKit layout may return or not — is left
    /// out, so that the answer is the linear filter's when the layout is right. O(k) for k
    /// elements answered, plus the layout's own work.
    public func elements(in rect: Rect, into ids: inout [Int32]) {
        let result = result, host = host
        let found = MainActorHop.run { host.ownQuery(rect, in: result) }
        ids.append(contentsOf: found)
    }
}

extension CollectionViewHost {
    /// The layout's answer for `rect` as ids in `result` (see `UIKitPreparedLayout`).
    ///
    /// UIKit asks only for rects of finite, ordered edges, so a query it would never make is
    /// answered as the linear filter answers it, without asking the layout: an inverted rect or
    /// one with a NaN edge holds nothing (a `CGRect` of negative width would be standardised
    /// into a real rect, and one with a NaN edge traps in Foundation's `intersects` on Linux).
    /// Infinite edges are brought in to a quarter of the largest `Double`, so that the rect's
    /// width stays finite. A `CGRect` is an origin and a size, so its far edges are sums: the
    /// size is the smallest whose sum reaches the query's edge (`maxX − minX` can round below
    /// it, and a frame starting at that edge would be missed for the rounding alone).
    func ownQuery(_ rect: Rect, in result: LayoutResult) -> [Int32] {
        guard !rect.isInverted, !rect.minX.isNaN, !rect.minY.isNaN, !rect.maxX.isNaN, !rect.maxY.isNaN else { return [] }
        let reach = Double.greatestFiniteMagnitude / 4
        let minX = Swift.max(rect.minX, -reach), maxX = Swift.min(rect.maxX, reach)
        let minY = Swift.max(rect.minY, -reach), maxY = Swift.min(rect.maxY, reach)
        let asked = CGRect(x: minX, y: minY, width: Self.length(from: minX, to: maxX), height: Self.length(from: minY, to: maxY))
        let answer = layout.layoutAttributesForElements(in: asked) ?? []
        var ids: [Int32] = []
        ids.reserveCapacity(answer.count)
        for attributes in answer {
            let identity = ElementIdentity(attributes)
            guard let kind = identity.tesseraKind, let path = identity.tesseraPath, let id = result.element(kind, at: path) else {
                continue
            }
            let frame = Rect(attributes.frame)
            if !frame.intersects(rect), frame.touches(rect) { continue }
            ids.append(Int32(id))
        }
        return ids
    }

    /// The smallest length whose sum with `low` is at least `high` (`high − low`, or an ulp
    /// more where that sum rounds below `high`).
    static func length(from low: Double, to high: Double) -> Double {
        var length = high - low
        while low + length < high { length = length.nextUp }
        return length
    }
}
#endif
