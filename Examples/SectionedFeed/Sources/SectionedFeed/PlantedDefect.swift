/// Defects planted on purpose, for the example's tests: what the harness must find. None is
/// planted unless a test asks (`FeedLayout(_:defects:)`).
public enum PlantedDefect: String, Codable, Hashable, Sendable, CaseIterable {
    /// Each item's width is rounded to the pixel first and then the row is built from the
    /// rounded widths (`x += width + spacing`), so a row of halves or thirds ends a device
    /// pixel past the section's edge on common widths — past the collection view's when the
    /// section has no side insets.
    case roundThenMultiply
    /// `layoutAttributesForElements(in:)` binary-searches for the first row starting inside
    /// the rect, so it drops the row straddling the rect's top edge.
    case queryDropsStraddlingRow
}
