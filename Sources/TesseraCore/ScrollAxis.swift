/// The direction a layout scrolls in: content grows without bound along this axis and is
/// fixed across it.
public enum ScrollAxis: String, Hashable, Sendable, CaseIterable {
    /// Content grows downwards; the width is fixed.
    case vertical
    /// Content grows to the right; the height is fixed.
    case horizontal
}
