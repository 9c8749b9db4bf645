import TesseraCore

/// How an index reads a frame's interval along the scroll axis.
///
/// Indexes are generic over the projection so that one implementation serves vertical and
/// horizontal layouts with no per-element branch and no transposed copy of the frames.
protocol ScrollProjection {
    /// The frame's leading edge along the scroll axis (`minY` when scrolling vertically).
    static func start(_ frame: Rect) -> Double
    /// The frame's trailing edge along the scroll axis (`maxY` when scrolling vertically).
    static func end(_ frame: Rect) -> Double
    /// Whether the two rects overlap strictly across the scroll axis (`minX < other.maxX &&
    /// other.minX < maxX` when scrolling vertically).
    static func overlapsAcross(_ frame: Rect, _ other: Rect) -> Bool
    /// The frame's leading edge across the scroll axis (`minX` when scrolling vertically).
    static func crossStart(_ frame: Rect) -> Double
    /// The frame's trailing edge across the scroll axis (`maxX` when scrolling vertically).
    static func crossEnd(_ frame: Rect) -> Double
}

/// The scroll axis is y: intervals are `[minY, maxY]`.
enum VerticalProjection: ScrollProjection {
    @inline(__always) static func start(_ frame: Rect) -> Double { frame.minY }
    @inline(__always) static func end(_ frame: Rect) -> Double { frame.maxY }
    @inline(__always) static func overlapsAcross(_ frame: Rect, _ other: Rect) -> Bool {
        frame.minX < other.maxX && other.minX < frame.maxX
    }
    @inline(__always) static func crossStart(_ frame: Rect) -> Double { frame.minX }
    @inline(__always) static func crossEnd(_ frame: Rect) -> Double { frame.maxX }
}

/// The scroll axis is x: intervals are `[minX, maxX]`.
enum HorizontalProjection: ScrollProjection {
    @inline(__always) static func start(_ frame: Rect) -> Double { frame.minX }
    @inline(__always) static func end(_ frame: Rect) -> Double { frame.maxX }
    @inline(__always) static func overlapsAcross(_ frame: Rect, _ other: Rect) -> Bool {
        frame.minY < other.maxY && other.minY < frame.maxY
    }
    @inline(__always) static func crossStart(_ frame: Rect) -> Double { frame.minY }
    @inline(__always) static func crossEnd(_ frame: Rect) -> Double { frame.maxY }
}

extension Rect {
    /// Whether the rect can intersect anything under `Rect.intersects`: not inverted and no
    /// NaN edge (every comparison with NaN is false, so `minX <= maxX` fails).
    ///
    /// Indexes leave frames that fail this out of their structures (they never match) and
    /// answer nothing for a query that fails it.
    @inline(__always) var canIntersect: Bool { minX <= maxX && minY <= maxY }
}

extension Rect {
    /// `Rect.intersects` for two rects already known to `canIntersect`: the four strict
    /// edge comparisons alone, which is what the hot loops evaluate.
    @inline(__always) func strictlyOverlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
