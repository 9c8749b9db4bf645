import TesseraCore

/// A static spatial index over a layout's frames that answers visible-rect queries —
/// `layoutAttributesForElements(in:)` — without scanning every element.
///
/// Every conformer answers exactly the ids the linear filter answers under
/// `Rect.intersects`, for every rect: empty, inverted or with a NaN edge (nothing),
/// off-content, touching edges, larger than the content — and whatever the frames: zero-area
/// ones count when they lie strictly inside, inverted ones and ones with a NaN edge never.
/// Result order is unspecified unless a conformer documents it. `IndexKind` lists them all.
public protocol RectIndex: Sendable {
    /// The index's name in reports and on the command line (e.g. `interval-tree`).
    static var name: String { get }

    /// Builds the index over `result`'s frames, along `result.scrollAxis`.
    init(_ result: LayoutResult)

    /// Appends to `ids` the id of every element whose frame intersects `rect` and returns
    /// how many elements the query examined (its work, for reports). Does not clear `ids`;
    /// performs no allocation when `ids` has capacity.
    @discardableResult
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int

    /// The bytes the index holds beyond the `LayoutResult` it was built from.
    var memoryBytes: Int { get }

    /// Lets go of whatever the index shares with the result it was built over, before that
    /// result is updated in place (`LayoutSession.apply(_:updating:)`), so that the update
    /// does not copy the result's storage. Until `update(to:after:)` the index answers
    /// nothing. The default rebuilds the index over an empty result (O(1)).
    mutating func releaseResult()

    /// Brings the index up to date with `result`: the result it was built over (or last
    /// updated to) after `change`. Afterwards the index answers exactly what `init(result)`
    /// answers. The default builds the index again: O(n) or what `init` costs; an index that
    /// does better documents it.
    mutating func update(to result: LayoutResult, after change: LayoutResultChange)
}

extension RectIndex {
    /// Rebuilds the index over an empty result, dropping what it held.
    public mutating func releaseResult() {
        self = Self(LayoutResult(scrollAxis: .vertical, items: ItemSet()))
    }

    /// Builds the index over `result` again.
    public mutating func update(to result: LayoutResult, after change: LayoutResultChange) {
        self = Self(result)
    }
}
