/// The edges of equal tracks — a grid's or a waterfall's columns, a horizontal grid's rows —
/// as the engines document them, restated here so that the reference models check that
/// arithmetic rather than reuse it.
///
/// `count` tracks `spacing` apart share `total`: each is
/// `(total − (count − 1) × spacing) / count` long; track `j` starts at
/// `leading + j × (length + spacing)` (track 0 at `leading` itself) and ends where the next
/// one starts minus `spacing`, the last at `trailing`, and never before its own start.
struct TrackEdges {
    /// Leading edge of each track.
    let starts: [Double]
    /// Trailing edge of each track.
    let ends: [Double]
    /// One track's length before rounding.
    let length: Double

    /// The edges of `count` ≥ 1 tracks in `total` from `leading`, the last ending at
    /// `trailing`. O(count).
    init(count: Int, leading: Double, total: Double, spacing: Double, trailing: Double) {
        length = (total - Double(count - 1) * spacing) / Double(count)
        let pitch = length + spacing
        let starts = (0 ..< count).map { $0 == 0 ? leading : leading + Double($0) * pitch }
        ends = (0 ..< count).map { track in
            max(starts[track], track == count - 1 ? trailing : starts[track + 1] - spacing)
        }
        self.starts = starts
    }
}

/// A grid section's rows along the scroll axis, as `GridLayout` documents them: row `r`
/// starts at `base + r × pitch` (row 0 at `base`), and a block of rows ends where the row
/// after it starts minus `spacing`, never before its own start.
struct RowEdges {
    let base: Double
    let pitch: Double
    let spacing: Double

    func start(_ row: Int) -> Double { row == 0 ? base : base + Double(row) * pitch }

    func end(ofRows rows: Range<Int>) -> Double { max(start(rows.lowerBound), start(rows.upperBound) - spacing) }
}
