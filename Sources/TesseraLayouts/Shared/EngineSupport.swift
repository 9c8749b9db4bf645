import TesseraCore

extension LayoutError {
    /// The error for finite options whose combination overflows the content to infinity (for
    /// example `itemAspect: 1e300` with many rows): names the option most responsible.
    static func contentOverflow(option: String, value: Double) -> LayoutError {
        .invalidOption(name: option, value: value, requirement: "small enough that the content size stays finite")
    }
}

extension Rect {
    /// The frame with the given extents along and across `axis` (along is y for vertical
    /// scrolling, x for horizontal).
    @inline(__always)
    init(along alongMin: Double, _ alongMax: Double, across acrossMin: Double, _ acrossMax: Double, axis: ScrollAxis) {
        self = axis == .vertical
            ? Rect(minX: acrossMin, minY: alongMin, maxX: acrossMax, maxY: alongMax)
            : Rect(minX: alongMin, minY: acrossMin, maxX: alongMax, maxY: acrossMax)
    }
}
