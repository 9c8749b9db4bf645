/// The properties the harness checks, by name. The raw value is the name used in reports,
/// regression files and on the command line.
public enum Invariant: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Valid input lays out without throwing; bad input throws the `LayoutError` naming the
    /// bad field (and never traps).
    case inputValidation
    /// No two elements intersect (`Rect.intersects`), up to the checker's tolerance.
    case noOverlap
    /// Every frame is finite, not inverted, inside `[0, contentSize]` on both axes and, across
    /// the scroll axis, inside the container.
    case inBounds
    /// The content size is the union of the frames plus the layout's insets: never smaller,
    /// never padded.
    case tightContentSize
    /// Every input item has exactly one cell; every non-empty section has its header and
    /// footer when the layout is configured to show them, and none when it is not.
    case completeness
    /// A grid item's span is `1...columns` after the clamp and its frame covers exactly its
    /// columns' edges.
    case spansFitGrid
    /// Two runs on the same input are bit-identical.
    case determinism
    /// The O(1) lookups (`element(_:at:)`, `cell(at:)`, `path(ofElement:)`) agree with the
    /// element arrays.
    case lookup
    /// Every `RectIndex` answers exactly the linear filter's set for every query.
    case indexAgreement
    /// A vertical grid equals the transposed horizontal grid.
    case transposition
    /// Doubling the container and every length doubles every frame, exactly.
    case scaling
    /// A `shortestColumn` waterfall puts each item into a shortest column (ties to the lowest
    /// index), so column bottoms stay within the tallest item of each other.
    case waterfallBalance

    /// Orders invariants by declaration (the order they are checked and reported in).
    public static func < (lhs: Invariant, rhs: Invariant) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// One sentence saying what the invariant demands, for reports.
    public var summary: String {
        switch self {
        case .inputValidation: "valid input lays out; bad input throws the LayoutError naming the bad field"
        case .noOverlap: "no two elements intersect"
        case .inBounds: "every frame is finite and inside the content and the container"
        case .tightContentSize: "content size is the union of the frames plus the insets"
        case .completeness: "every item has exactly one cell; configured headers and footers exist"
        case .spansFitGrid: "spans are clamped to the columns and cover exactly their columns' edges"
        case .determinism: "two runs are bit-identical"
        case .lookup: "O(1) lookups agree with the element arrays"
        case .indexAgreement: "every index answers the linear filter's set"
        case .transposition: "a vertical grid equals the transposed horizontal grid"
        case .scaling: "doubling every length doubles every frame"
        case .waterfallBalance: "shortest-column placement keeps column bottoms within the tallest item"
        }
    }
}
