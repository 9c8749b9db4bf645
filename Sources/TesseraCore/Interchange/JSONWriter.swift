/// Writes JSON text into a byte buffer: compact or indented, numbers written so that they
/// read back to the same `Double`.
///
/// The writer is append-only and allocation-light (one growing `[UInt8]`), so that a result
/// with a million elements can be written without building a `JSONValue` tree first.
public struct JSONWriter: Sendable {
    /// The UTF-8 text written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    public init() {}

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets the text written so far, keeping the storage (for writing in pieces).
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends raw, already valid JSON text (punctuation, whitespace): plumbing for the
    /// writers of our own modules, which know their text is valid.
    package mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a number in the shortest form that reads back to the same `Double`:
    /// integers without a fraction (`12`, `-0.0` kept as such), others as Swift's shortest
    /// round-trip description (`0.1`, `33.333333333333336`, `1e-07`).
    ///
    /// JSON has no NaN or infinity; they are written as `null` (the interchange never
    /// produces them: engines throw before they would).
    public mutating func number(_ value: Double) {
        bytes.append(contentsOf: Self.format(value).utf8)
    }

    /// Appends an object of named numbers on one line, `{ "width": 390, "height": 844 }`:
    /// the interchange's sizes, frames and insets.
    public mutating func numbers(_ members: KeyValuePairs<String, Double>) {
        raw("{ ")
        for (index, member) in members.enumerated() {
            if index > 0 { raw(", ") }
            string(member.key)
            raw(": ")
            number(member.value)
        }
        raw(" }")
    }

    /// Appends an integer.
    public mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// Appends a quoted string with JSON escapes.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0 ..< 0x20:
                let hex = String(byte, radix: 16)
                raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a whole `JSONValue`, compact.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case let .bool(flag): bool(flag)
        case let .number(number): self.number(number)
        case let .string(text): string(text)
        case let .array(values):
            raw("[")
            for (index, element) in values.enumerated() {
                if index > 0 { raw(",") }
                self.value(element)
            }
            raw("]")
        case let .object(members):
            raw("{")
            for (index, member) in members.enumerated() {
                if index > 0 { raw(",") }
                string(member.key)
                raw(":")
                self.value(member.value)
            }
            raw("}")
        }
    }

    /// The most characters `format` writes for any `Double`: 17 significant digits, a sign,
    /// a point and an exponent (`-2.2250738585072014e-308`).
    package static let longestNumber = 24

    /// How many characters `format` writes for `value`, without formatting it, when that is
    /// cheap to know — an integer written without a fraction (its digits and sign) — and
    /// otherwise `longestNumber`, a bound: what a command counts to refuse an output over its
    /// budget before writing it. O(digits).
    package static func formattedLengthBound(_ value: Double) -> Int {
        guard value.isFinite, value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 else {
            return value.isFinite ? longestNumber : 4
        }
        if value == 0, value.sign == .minus { return 4 }
        return formattedLength(Int(value))
    }

    /// How many characters `integer(_:)` writes for `value`: its digits and sign. O(digits).
    package static func formattedLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return length
    }

    /// How many bytes `string(_:)` writes for `value`: the quotes and each byte, escaped.
    /// O(bytes).
    package static func formattedLength(_ value: String) -> Int {
        var length = 2
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): length += 2
            case 0 ..< 0x20: length += 6
            default: length += 1
            }
        }
        return length
    }

    /// The text `number(_:)` writes for `value`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            if value == 0, value.sign == .minus { return "-0.0" }
            return String(Int64(value))
        }
        return value.description
    }
}
