/// When moving a kept tail's frames gives exactly what laying them out again would.
///
/// An engine's frames after a change are sums that start from where the tail starts; laid out
/// again they are (start + a) + b …, moved they are (old start + a + b …) + offset. The two are
/// equal when no sum rounds, which holds when every term is a multiple of 1/64 below 2^40:
/// such sums need at most 47 of a `Double`'s 53 significant bits. Whole points, halves and
/// the like, the lengths of most real layouts, qualify; a third of a point does not.
enum ExactMove {
    /// Whether every value of `values` qualifies. O(values), in one branch-free pass that
    /// counts the values that do not (a count the compiler vectorises, where stopping at the
    /// first would not be).
    static func allows(_ values: ArraySlice<Double>) -> Bool {
        values.withUnsafeBufferPointer { values in
            var refused = 0
            for value in values {
                // NaN fails the bound as well.
                refused &+= Swift.abs(value) < limit && isWhole(value * 64) ? 0 : 1
            }
            return refused == 0
        }
    }

    private static let limit = 0x1p40

    /// Whether `scaled` (below 2^46 in magnitude, or the check fails anyway) is a whole
    /// number: adding and removing 1.5 × 2^52 rounds it to one, without a call to `trunc`.
    @inline(__always)
    private static func isWhole(_ scaled: Double) -> Bool {
        (scaled + 0x1.8p52) - 0x1.8p52 == scaled
    }
}
