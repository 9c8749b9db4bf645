/// A parsed JSON document, held compactly: its UTF-8 bytes and a tape of one 8-byte word per
/// value (and per object key), in document order. A container's word holds its element count
/// and where its last descendant ends, so a reader steps over a whole subtree at once;
/// strings and numbers stay in the bytes and are decoded when read (`JSONField`).
///
/// **Memory.** Every value but the first takes at least two bytes of the text (itself and a
/// separator or bracket), so the tape is at most 4 bytes per byte of input, and parsing holds
/// at most 5 × the input's size (the bytes and the tape, reserved once from a count of the
/// text's tokens) — whatever the document's shape. A tree of `JSONValue`s of the same text
/// can cost 30 times its size (a heap-allocated array for every `[0]`), so the interchange
/// readers (`LayoutSpec(json:)`, `LayoutResult(json:)`, the command line) read a
/// `JSONDocument` and build no tree.
public final class JSONDocument: Sendable {
    /// The document's text.
    let bytes: [UInt8]
    /// One word per value and key (`JSONTape`).
    let tape: [UInt64]

    /// Parses a complete JSON document (RFC 8259). Throws `InterchangeError.malformedJSON`
    /// with the line and column of the first problem; never traps, whatever the input.
    /// Nesting deeper than 512 levels is rejected rather than risking the stack. O(n).
    public convenience init(parsing bytes: [UInt8]) throws(InterchangeError) {
        self.init(bytes: bytes, tape: try JSONTapeParser.tape(of: bytes))
    }

    private init(bytes: [UInt8], tape: [UInt64]) {
        self.bytes = bytes
        self.tape = tape
    }

    /// Parses UTF-8 text; see `init(parsing:)` taking bytes.
    public convenience init(parsing text: String) throws(InterchangeError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// The document of `value` (written, then parsed).
    public convenience init(_ value: JSONValue) {
        var writer = JSONWriter()
        writer.value(value)
        // What `JSONWriter` writes is valid JSON (a non-finite number becomes null), nested as
        // deep as the value itself already is, so the depth limit is lifted; the fallback is
        // never taken.
        let tape = try? JSONTapeParser.tape(of: writer.bytes, maximumDepth: .max)
        self.init(bytes: writer.bytes, tape: tape ?? [JSONTape.scalar(.null, offset: 0)])
    }

    /// `[]`.
    static let emptyArray = JSONDocument(.array([]))

    /// The root value, with its path.
    public var root: JSONField { JSONField(root: self) }

    /// The document as a tree of `JSONValue`s (every array at its exact size).
    public var value: JSONValue { value(at: 0) }

    /// The memory the document holds: its text and its tape.
    package var memoryBytes: Int { bytes.count + 8 * tape.count }

    // MARK: Reading the tape

    @inline(__always)
    func kind(at index: Int) -> JSONTape.Kind { JSONTape.kind(tape[index]) }

    /// The index just past the value at `index` and its descendants.
    @inline(__always)
    func end(of index: Int) -> Int {
        let word = tape[index]
        switch JSONTape.kind(word) {
        case .array, .object: return JSONTape.end(word)
        default: return index + 1
        }
    }

    /// The element count of the container at `index` (members of an object).
    @inline(__always)
    func count(at index: Int) -> Int { JSONTape.count(tape[index]) }

    /// The number at `index`.
    func number(at index: Int) -> Double {
        JSONTapeParser.number(in: bytes, at: JSONTape.offset(tape[index])) ?? .nan
    }

    /// The string (or key) at `index`.
    func string(at index: Int) -> String {
        JSONTapeParser.string(in: bytes, at: JSONTape.offset(tape[index]))
    }

    /// Whether the key at `index` is `key`, compared in place when it has no escapes.
    func key(at index: Int, equals key: String) -> Bool {
        var offset = JSONTape.offset(tape[index]) + 1
        for byte in key.utf8 {
            guard offset < bytes.count else { return false }
            let found = bytes[offset]
            if found == UInt8(ascii: "\\") || found >= 0x80 { return string(at: index) == key }
            if found != byte { return false }
            offset += 1
        }
        return offset < bytes.count && bytes[offset] == UInt8(ascii: "\"")
    }

    /// The value at `index` as a tree.
    func value(at index: Int) -> JSONValue {
        switch kind(at: index) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(number(at: index))
        case .string: return .string(string(at: index))
        case .array:
            var values: [JSONValue] = []
            values.reserveCapacity(count(at: index))
            var child = index + 1
            for _ in 0 ..< count(at: index) {
                values.append(value(at: child))
                child = end(of: child)
            }
            return .array(values)
        case .object:
            var members: [(key: String, value: JSONValue)] = []
            members.reserveCapacity(count(at: index))
            var child = index + 1
            for _ in 0 ..< count(at: index) {
                members.append((string(at: child), value(at: child + 1)))
                child = end(of: child + 1)
            }
            return .object(members)
        }
    }
}

extension JSONValue {
    /// Parses a complete JSON document (RFC 8259) into a tree; see `JSONDocument` for the
    /// errors and for reading large documents without building one.
    public init(parsing text: String) throws(InterchangeError) {
        self = try JSONDocument(parsing: text).value
    }

    /// Parses UTF-8 bytes; see `init(parsing:)`.
    public init(parsing bytes: [UInt8]) throws(InterchangeError) {
        self = try JSONDocument(parsing: bytes).value
    }
}

/// The tape's words: the low 3 bits say what the value is; a string's or number's word holds
/// the byte offset of its text above them, a container's its end (32 bits: the tape index
/// just past its last descendant) and its element count (29 bits).
enum JSONTape {
    enum Kind: UInt64 {
        case null, `false`, `true`, number, string, array, object
    }

    /// The most elements a container may hold, and the most words a tape may have.
    static let maximumCount = (1 << 29) - 1
    static let maximumEnd = (1 << 32) - 1

    @inline(__always)
    static func kind(_ word: UInt64) -> Kind { Kind(rawValue: word & 7)! }

    @inline(__always)
    static func scalar(_ kind: Kind, offset: Int) -> UInt64 { kind.rawValue | UInt64(offset) << 3 }

    @inline(__always)
    static func container(_ kind: Kind, end: Int, count: Int) -> UInt64 {
        kind.rawValue | UInt64(end) << 3 | UInt64(count) << 35
    }

    @inline(__always)
    static func offset(_ word: UInt64) -> Int { Int(word >> 3) }

    @inline(__always)
    static func end(_ word: UInt64) -> Int { Int((word >> 3) & 0xFFFF_FFFF) }

    @inline(__always)
    static func count(_ word: UInt64) -> Int { Int(word >> 35) }

    /// How many words a text needs: one per token that starts a value or a key (strings,
    /// `{`, `[`, runs of number or literal characters), counted without parsing — exact for
    /// valid JSON, so the tape is allocated once.
    static func wordCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var inString = false, escaped = false, inToken = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                inToken = false
                count += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                inToken = false
                count += 1
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"):
                if !inToken { count += 1 }
                inToken = true
            default:
                inToken = false
            }
        }
        return count
    }
}
