/// The edges of equal tracks (columns, or rows of a horizontal grid) laid across a fixed
/// length, computed once so that neighbouring frames share them.
///
/// Track `j` runs from `starts[j]` to `ends[j]`. Every start is `leading + j × pitch`
/// rounded once, so starts never decrease; every end but the last is the next start minus
/// the spacing (rounded once, hence never past that start) and the last end is
/// `leading + length`. An end is never before its start. A frame covering tracks
/// `j ..< j + s` runs from `starts[j]` to `ends[j + s - 1]`, so frames in disjoint tracks
/// can touch but never overlap, whatever the rounding.
struct TrackLines {
    /// Leading edge of each track.
    private(set) var starts: [Double]
    /// Trailing edge of each track.
    private(set) var ends: [Double]
    /// The length of one track before rounding, `(length − (count − 1) × spacing) / count`.
    let trackLength: Double

    /// The length of one of `count` equal tracks separated by `spacing` in `length`; negative
    /// when the spacing does not fit.
    static func trackLength(count: Int, length: Double, spacing: Double) -> Double {
        (length - Double(count - 1) * spacing) / Double(count)
    }

    /// Lines for `count` ≥ 1 tracks of `trackLength(count:length:spacing:)` ≥ 0 in
    /// `leading ... leading + length`. O(count).
    ///
    /// `trailing` is where the last track ends when the caller knows that edge exactly (the
    /// container minus its trailing inset): `leading + length` can round an ulp past it when
    /// `length` was itself computed as `container − leading − trailing inset`, and a frame an
    /// ulp wider than the container makes UIKit scroll sideways.
    init(count: Int, leading: Double, length: Double, spacing: Double, trailing: Double? = nil) {
        let trackLength = Self.trackLength(count: count, length: length, spacing: spacing)
        self.trackLength = trackLength
        let pitch = trackLength + spacing
        let trailing = trailing ?? leading + length
        var starts = [Double](repeating: 0, count: count)
        var ends = [Double](repeating: 0, count: count)
        for track in 0 ..< count {
            starts[track] = track == 0 ? leading : leading + Double(track) * pitch
        }
        for track in 0 ..< count {
            let end = track == count - 1 ? trailing : starts[track + 1] - spacing
            ends[track] = Swift.max(starts[track], end)
        }
        self.starts = starts
        self.ends = ends
    }

    /// Whether every line is a finite number.
    var isFinite: Bool {
        starts.allSatisfy(\.isFinite) && ends.allSatisfy(\.isFinite)
    }
}

/// Along-axis frame edges for rows of equal pitch stacked from a base line: row `r` starts
/// at `base + r × pitch` (rounded once, so never decreasing in `r`) and a block of `s` rows
/// ends at the start of row `r + s` minus the spacing (never past that start, never before
/// its own start). Blocks of disjoint rows therefore touch at most. O(1) per query.
struct RowLines {
    /// The start of row 0.
    let base: Double
    /// Row length plus spacing.
    let pitch: Double
    /// Space between rows.
    let spacing: Double

    /// The start of row `row`.
    @inline(__always)
    func start(_ row: Int) -> Double {
        row == 0 ? base : base + Double(row) * pitch
    }

    /// The end of a block of `count` rows starting at `row`, given that block's `start`.
    @inline(__always)
    func end(from start: Double, row: Int, count: Int) -> Double {
        Swift.max(start, self.start(row + count) - spacing)
    }
}
