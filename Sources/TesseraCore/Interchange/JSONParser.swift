/// A recursive-descent JSON parser over UTF-8 bytes that writes a `JSONDocument`'s tape: it
/// validates everything (grammar, UTF-8, escapes, number range, duplicate keys, depth) but
/// keeps strings and numbers as text, decoded when read (`string(in:at:)`, `number(in:at:)`).
struct JSONTapeParser {
    /// The text, borrowed for the parse (a buffer, not an array: no bounds check or reference
    /// count per byte).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0
    private let maximumDepth: Int
    private var tape: [UInt64] = []

    /// A parser of `bytes`, rejecting nesting deeper than `maximumDepth` levels (512 for
    /// untrusted text, rather than risking the stack).
    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = 512) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// The tape of `bytes`; see `JSONDocument.init(parsing:)`.
    static func tape(of bytes: [UInt8], maximumDepth: Int = 512) throws(InterchangeError) -> [UInt64] {
        let parsed: Result<[UInt64], InterchangeError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONTapeParser(bytes: buffer, maximumDepth: maximumDepth)
            do throws(InterchangeError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try parsed.get()
    }

    private mutating func parseDocument() throws(InterchangeError) -> [UInt64] {
        tape.reserveCapacity(JSONTape.wordCount(of: bytes))
        skipWhitespace()
        if offset == bytes.count { throw error("the document is empty") }
        try parseValue()
        skipWhitespace()
        if offset != bytes.count { throw error("unexpected text after the document") }
        return tape
    }

    private mutating func parseValue() throws(InterchangeError) {
        guard offset < bytes.count else { throw error("unexpected end of input") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""):
            tape.append(JSONTape.scalar(.string, offset: offset))
            try skipString()
        case UInt8(ascii: "t"): try expectLiteral("true"); tape.append(JSONTape.scalar(.true, offset: 0))
        case UInt8(ascii: "f"): try expectLiteral("false"); tape.append(JSONTape.scalar(.false, offset: 0))
        case UInt8(ascii: "n"): try expectLiteral("null"); tape.append(JSONTape.scalar(.null, offset: 0))
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            tape.append(JSONTape.scalar(.number, offset: offset))
            try parseNumber()
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
        if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
    }

    /// Writes the container's word at `start` once its elements are on the tape.
    private mutating func close(_ kind: JSONTape.Kind, at start: Int, count: Int) throws(InterchangeError) {
        guard count <= JSONTape.maximumCount, tape.count <= JSONTape.maximumEnd else {
            throw error("more than \(JSONTape.maximumCount) elements in one container")
        }
        tape[start] = JSONTape.container(kind, end: tape.count, count: count)
        depth -= 1
    }

    private mutating func parseObject() throws(InterchangeError) {
        try enterContainer()
        let start = tape.count
        tape.append(0)
        offset += 1
        var count = 0
        // Duplicates are found by comparing the keys' text while the object is small, by a
        // set once it is not (a scan per key would make an object of n keys cost n²).
        var keySet: Set<String> = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return try close(.object, at: start, count: 0) }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = offset
            try skipString()
            var duplicate = false
            if count < 16 {
                var member = start + 1
                for _ in 0 ..< count where !duplicate {
                    duplicate = Self.keysEqual(in: bytes, JSONTape.offset(tape[member]), keyStart)
                    let value = member + 1
                    member = JSONTape.kind(tape[value]) == .array || JSONTape.kind(tape[value]) == .object ? JSONTape.end(tape[value]) : value + 1
                }
            } else {
                if count == 16 {
                    var member = start + 1
                    for _ in 0 ..< count {
                        keySet.insert(Self.string(in: bytes, at: JSONTape.offset(tape[member])))
                        let value = member + 1
                        member = JSONTape.kind(tape[value]) == .array || JSONTape.kind(tape[value]) == .object ? JSONTape.end(tape[value]) : value + 1
                    }
                }
                duplicate = !keySet.insert(Self.string(in: bytes, at: keyStart)).inserted
            }
            if duplicate {
                offset = keyStart
                throw error("duplicate key \(Excerpt.quoted(Self.string(in: bytes, at: keyStart)))")
            }
            tape.append(JSONTape.scalar(.string, offset: keyStart))
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { break }
            throw error("expected ',' or '}' in an object")
        }
        try close(.object, at: start, count: count)
    }

    private mutating func parseArray() throws(InterchangeError) {
        try enterContainer()
        let start = tape.count
        tape.append(0)
        offset += 1
        var count = 0
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return try close(.array, at: start, count: 0) }
        while true {
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { break }
            throw error("expected ',' or ']' in an array")
        }
        try close(.array, at: start, count: count)
    }

    /// Validates the string at the offset (a `"`) and moves past it, decoding nothing unless
    /// it holds escapes (which must be checked).
    private mutating func skipString() throws(InterchangeError) {
        var scan = offset + 1
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                guard String(validating: bytes[(offset + 1) ..< scan], as: UTF8.self) != nil else { break }
                offset = scan + 1
                return
            }
            if byte < 0x20 || byte == UInt8(ascii: "\\") { break }
            scan += 1
        }
        _ = try parseString()
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

    /// Validates the RFC 8259 number grammar and that the number is finite.
    private mutating func parseNumber() throws(InterchangeError) {
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
        guard let value = Self.convert(bytes[start ..< offset]), value.isFinite else {
            let literal = String(decoding: bytes[start ..< offset], as: UTF8.self)
            offset = start
            throw error("number \(Excerpt.plain(literal, limit: 32)) is out of range (beyond ±1.7976931348623157e308)")
        }
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

    // MARK: Reading what the parser validated

    /// A number literal's value, correctly rounded: integers of up to 15 digits exactly by
    /// integer arithmetic (the common case, no allocation), others by the standard library.
    static func convert(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        var digits = literal[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        if digits.count <= 15, !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            var value = 0
            for digit in digits { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        return Double(String(decoding: literal, as: UTF8.self))
    }

    /// The number whose validated literal starts at `offset` of `bytes`.
    static func number(in bytes: [UInt8], at offset: Int) -> Double? {
        bytes.withUnsafeBufferPointer { number(in: $0, at: offset) }
    }

    /// The number whose validated literal starts at `offset` of `bytes`.
    static func number(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Double? {
        var end = offset
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
            default:
                return convert(bytes[offset ..< end])
            }
        }
        return convert(bytes[offset ..< end])
    }

    /// Whether the validated strings whose opening quotes are at `first` and `second` are the
    /// same, compared byte by byte while both are plain ASCII.
    static func keysEqual(in bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int) -> Bool {
        var left = first + 1, right = second + 1
        while left < bytes.count, right < bytes.count {
            let a = bytes[left], b = bytes[right]
            // Escapes and non-ASCII text compare as decoded strings (canonical equivalence,
            // as the set of keys of a larger object does).
            if a == UInt8(ascii: "\\") || b == UInt8(ascii: "\\") || a >= 0x80 || b >= 0x80 {
                return string(in: bytes, at: first) == string(in: bytes, at: second)
            }
            if a != b { return false }
            if a == UInt8(ascii: "\"") { return true }
            left += 1
            right += 1
        }
        return false
    }

    /// The validated string whose opening quote is at `offset` of `bytes`, decoded.
    static func string(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        var parser = JSONTapeParser(bytes: bytes)
        parser.offset = offset
        return (try? parser.parseString()) ?? ""
    }

    /// The validated string whose opening quote is at `offset` of `bytes`, decoded.
    static func string(in bytes: [UInt8], at offset: Int) -> String {
        bytes.withUnsafeBufferPointer { string(in: $0, at: offset) }
    }
}
