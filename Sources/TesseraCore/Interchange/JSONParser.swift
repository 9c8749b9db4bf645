extension JSONValue {
    /// Parses a complete JSON document (RFC 8259). Throws `InterchangeError.malformedJSON`
    /// with the line and column of the first problem; never traps, whatever the input.
    /// Nesting deeper than 512 levels is rejected rather than risking the stack. O(n).
    public init(parsing text: String) throws(InterchangeError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }

    /// Parses UTF-8 bytes; see `init(parsing:)`.
    public init(parsing bytes: [UInt8]) throws(InterchangeError) {
        var parser = JSONParser(bytes: bytes)
        self = try parser.parseDocument()
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    private static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(InterchangeError) -> JSONValue {
        skipWhitespace()
        if offset == bytes.count { throw error("the document is empty") }
        let value = try parseValue()
        skipWhitespace()
        if offset != bytes.count { throw error("unexpected text after the document") }
        return value
    }

    private mutating func parseValue() throws(InterchangeError) -> JSONValue {
        guard offset < bytes.count else { throw error("unexpected end of input") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describe(bytes[offset]))")
        }
    }

    /// A byte as an error message shows it: `character 'x'` when printable ASCII, else its
    /// value (`byte 0x1B`), so that no control byte reaches the terminal.
    private func describe(_ byte: UInt8) -> String {
        (0x21 ..< 0x7F).contains(byte)
            ? "character '\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func enterContainer() throws(InterchangeError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(InterchangeError) -> JSONValue {
        try enterContainer()
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicates are found by a scan while the object is small, by a set once it is not
        // (a scan per key would make an object of n keys cost n² comparisons).
        var keys: Set<String> = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) {
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = offset
            let key = try parseString()
            let duplicate = members.count < 16 ? members.contains { $0.key == key } : !keys.insert(key).inserted
            if duplicate {
                offset = keyStart
                throw error("duplicate key \(Excerpt.quoted(key))")
            }
            if members.count == 15 { keys = Set(members.map(\.key) + [key]) }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { break }
            throw error("expected ',' or '}' in an object")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(InterchangeError) -> JSONValue {
        try enterContainer()
        offset += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) {
            depth -= 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { break }
            throw error("expected ',' or ']' in an array")
        }
        depth -= 1
        return .array(values)
    }

    private mutating func parseString() throws(InterchangeError) -> String {
        offset += 1
        var runStart = offset
        var text = ""
        while true {
            guard offset < bytes.count else { throw error("unterminated string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                text += try decodeRun(runStart ..< offset)
                offset += 1
                return text
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                text += try decodeRun(runStart ..< offset)
                offset += 1
                guard offset < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"): text.unicodeScalars.append(try parseUnicodeEscape())
                default: throw error("invalid escape: backslash followed by \(describe(escape))")
                }
                runStart = offset
                continue
            }
            offset += 1
        }
    }

    private func decodeRun(_ range: Range<Int>) throws(InterchangeError) -> String {
        guard let run = String(validating: bytes[range], as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
        return run
    }

    private mutating func parseUnicodeEscape() throws(InterchangeError) -> Unicode.Scalar {
        let first = try parseHexQuad()
        if (0xD800 ..< 0xDC00).contains(first) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape")
            }
            offset += 2
            let second = try parseHexQuad()
            guard (0xDC00 ..< 0xE000).contains(second) else { throw error("unpaired surrogate in \\u escape") }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate in \\u escape") }
        return scalar
    }

    private mutating func parseHexQuad() throws(InterchangeError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    /// Validates the RFC 8259 number grammar, then converts with correct rounding.
    private mutating func parseNumber() throws(InterchangeError) -> Double {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("leading zero in a number") }
        } else {
            guard consumeDigits() else { throw error("expected a digit") }
        }
        if consume(UInt8(ascii: ".")) {
            guard consumeDigits() else { throw error("expected a digit after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard consumeDigits() else { throw error("expected a digit in the exponent") }
        }
        let literal = String(decoding: bytes[start ..< offset], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            offset = start
            throw error("number \(Excerpt.plain(literal, limit: 32)) is out of range (beyond ±1.7976931348623157e308)")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func consumeDigits() -> Bool {
        let start = offset
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func expectLiteral(_ literal: String) throws(InterchangeError) {
        let count = literal.utf8.count
        let matches = offset + count <= bytes.count && bytes[offset ..< offset + count].elementsEqual(literal.utf8)
        guard matches else { throw error("unexpected \(describe(bytes[offset]))") }
        offset += count
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    /// A `malformedJSON` error at the current offset, with 1-based line and column.
    private func error(_ reason: String) -> InterchangeError {
        var line = 1, column = 1
        for byte in bytes[0 ..< min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .malformedJSON(line: line, column: column, reason: reason)
    }
}
