import TesseraCore

/// How much `tessera query --sweep` will write, known before the first query, so that a sweep
/// whose output would be gigabytes is refused instead of started.
package enum SweepOutput {
    /// The longest line a frame writes besides its ids: its number, four edges of up to 24
    /// characters and the hit count.
    static let bytesPerFrame = 128

    /// An upper estimate of the bytes a sweep of `rect` by `step` over `frames` frames writes:
    /// `bytesPerFrame` a frame, plus an id (a space and its digits) for each frame each element
    /// falls in. Frame *f* is `rect` moved `f × step` along the scroll axis; an element across
    /// the axis from the rect is in no frame, any other in those whose span along the axis
    /// overlaps its own — counted from the element's two ends, an extra frame either side
    /// for rounding. O(n).
    package static func estimatedBytes(of result: LayoutResult, sweeping rect: Rect, step: Double, frames: Int) -> Int {
        let vertical = result.scrollAxis == .vertical
        let idBytes = 1 + String(max(result.count - 1, 0)).utf8.count
        let last = Double(frames - 1)
        var hits = 0.0
        for frame in result.frames where !frame.isInverted {
            let (low, high, acrossLow, acrossHigh) = vertical
                ? (frame.minY, frame.maxY, frame.minX, frame.maxX) : (frame.minX, frame.maxX, frame.minY, frame.maxY)
            let (rectLow, rectHigh, rectAcrossLow, rectAcrossHigh) = vertical
                ? (rect.minY, rect.maxY, rect.minX, rect.maxX) : (rect.minX, rect.maxX, rect.minY, rect.maxY)
            guard acrossLow <= rectAcrossHigh, rectAcrossLow <= acrossHigh else { continue }
            // Frame f overlaps [low, high] when rectLow + f·step ≤ high and rectHigh + f·step ≥ low.
            let first = max(0, ((low - rectHigh) / step).rounded(.down) - 1)
            let end = min(last, ((high - rectLow) / step).rounded(.up) + 1)
            if end >= first { hits += end - first + 1 }
        }
        let total = Double(frames) * Double(bytesPerFrame) + hits * Double(idBytes)
        return total.isFinite && total < Double(Int.max / 2) ? Int(total) : Int.max / 2
    }
}
