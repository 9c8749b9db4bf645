import Foundation

/// How numbers are written in the text reports: short, aligned-friendly, no locale.
enum NumberFormatting {
    /// Three significant digits for small numbers, whole numbers without a fraction,
    /// thousands grouped with `_` from 10⁴ (`0.412`, `12.3`, `7`, `1234`, `12_345_678`).
    static func compact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let magnitude = abs(value)
        if magnitude == 0 { return "0" }
        if magnitude >= 10_000 {
            let digits = String(Int64(value.rounded()).magnitude)
            var grouped = ""
            for (offset, character) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append("_") }
                grouped.append(character)
            }
            return (value < 0 ? "-" : "") + grouped
        }
        if magnitude >= 100 || value == value.rounded() { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        if magnitude >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3g", value)
    }

    /// `+4.2%`, `-0.3%`, `+inf%`; changes under 0.1% keep their digits (`+0.012%`), which a
    /// rounded `+0.0%` would hide.
    static func signedPercent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return fraction > 0 ? "+inf%" : "-inf%" }
        return String(format: abs(fraction) < 0.001 ? "%+.3f%%" : "%+.1f%%", fraction * 100)
    }

    /// A number as JSON/CSV would write it: integral values without a fraction.
    static func plain(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
