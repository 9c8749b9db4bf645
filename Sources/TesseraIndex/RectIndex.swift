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
}
