import TesseraCore

extension LayoutError {
    /// The error for finite options whose combination overflows the content to infinity (for
    /// example `itemAspect: 1e300` with many rows): names the option most responsible.
    static func contentOverflow(option: String, value: Double) -> LayoutError {
        .invalidOption(name: option, value: value, requirement: "small enough that the content size stays finite")
    }
}

/// Builds a frame from its extents along and across the scroll axis.
@inline(__always)
func frame(
    along alongMin: Double, _ alongMax: Double, across acrossMin: Double, _ acrossMax: Double, axis: ScrollAxis
) -> Rect {
    axis == .vertical
        ? Rect(minX: acrossMin, minY: alongMin, maxX: acrossMax, maxY: alongMax)
        : Rect(minX: alongMin, minY: acrossMin, maxX: alongMax, maxY: acrossMax)
}
