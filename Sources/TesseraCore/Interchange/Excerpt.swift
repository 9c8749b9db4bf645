/// Untrusted text made safe to show in an error message: control and invisible formatting
/// characters escaped (`\u{1B}`), so a file cannot drive the terminal that shows its error,
/// and anything past `limit` characters cut, with the full length noted, so a 50 MB string
/// is not echoed whole.
package enum Excerpt {
    /// The most characters shown by default.
    package static let defaultLimit = 64

    /// `text`, escaped and cut: `abc… (52428800 bytes)`.
    package static func plain(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        escape(text, limit: limit, quoting: false)
    }

    /// `text` in double quotes, escaped and cut: `"colums"`, `"a\"b"`, `"aaaa…" (52428800 bytes)`.
    package static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        escape(text, limit: limit, quoting: true)
    }

    private static func escape(_ text: some StringProtocol, limit: Int, quoting: Bool) -> String {
        var result = quoting ? "\"" : ""
        var shown = 0
        var cut = false
        for scalar in text.unicodeScalars {
            if shown == limit {
                cut = true
                break
            }
            shown += 1
            if quoting, scalar == "\"" || scalar == "\\" {
                result.append("\\")
                result.unicodeScalars.append(scalar)
            } else if isInvisible(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if cut { result += "…" }
        if quoting { result += "\"" }
        if cut { result += " (\(text.utf8.count) bytes)" }
        return result
    }

    /// Control characters (C0, DEL, C1), formatting characters such as bidirectional
    /// overrides and zero-width spaces, line and paragraph separators, and unassigned or
    /// private-use code points.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: false
        }
    }
}
