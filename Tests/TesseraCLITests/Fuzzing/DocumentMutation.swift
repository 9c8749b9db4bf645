import TesseraCore

/// One change to an interchange document, of the kinds a careless or hostile user makes:
/// extreme numbers, wrong types, huge indices, deep nesting, long strings, missing and
/// unknown members, repeated elements — or damage to the bytes themselves (truncation,
/// flipped and inserted bytes, number literals beyond `Double`).
///
/// Each mutation names where it applies by a path of steps into the document, so that a
/// shrinker can drop earlier mutations and replay the rest; a path that no longer leads
/// anywhere makes the mutation a no-op.
enum DocumentMutation: Hashable, CustomStringConvertible {
    /// A step into a JSON value: a member by key or an element by index.
    enum Step: Hashable {
        case member(String)
        case element(Int)
    }

    case replace([Step], with: JSONValue)
    case remove([Step])
    case addMember([Step], key: String, value: JSONValue)
    case repeatElement([Step], times: Int)
    case nest([Step], depth: Int)
    /// The document written, then its bytes changed.
    case truncate(atFraction: Double)
    case overwriteBytes(atFraction: Double, with: [UInt8])
    case insertBytes(atFraction: Double, [UInt8])
    case replaceNumberLiteral(occurrence: Int, with: String)

    var isTextual: Bool {
        switch self {
        case .truncate, .overwriteBytes, .insertBytes, .replaceNumberLiteral: true
        default: false
        }
    }

    var description: String {
        func at(_ path: [Step]) -> String {
            path.map { step in
                switch step {
                case let .member(key): ".\(Excerpt.plain(key, limit: 24))"
                case let .element(index): "[\(index)]"
                }
            }.joined()
        }
        func show(_ value: JSONValue) -> String {
            var writer = JSONWriter()
            writer.value(value)
            return Excerpt.plain(writer.text, limit: 40)
        }
        switch self {
        case let .replace(path, value): return "set \(at(path)) to \(show(value))"
        case let .remove(path): return "remove \(at(path))"
        case let .addMember(path, key, value): return "add \(at(path)).\(Excerpt.plain(key, limit: 24)) = \(show(value))"
        case let .repeatElement(path, times): return "repeat \(at(path)) \(times) times"
        case let .nest(path, depth): return "nest \(at(path)) \(depth) arrays deep"
        case let .truncate(fraction): return "truncate at \(Int(fraction * 100))%"
        case let .overwriteBytes(fraction, bytes): return "overwrite at \(Int(fraction * 100))% with \(bytes)"
        case let .insertBytes(fraction, bytes): return "insert at \(Int(fraction * 100))% \(bytes.count) bytes"
        case let .replaceNumberLiteral(occurrence, text): return "number #\(occurrence) written as \(Excerpt.plain(text, limit: 24))"
        }
    }

    /// `value` with the structural mutation applied (textual ones leave it alone).
    func apply(to value: JSONValue) -> JSONValue {
        switch self {
        case let .replace(path, replacement):
            return Self.update(value, at: path[...]) { _ in replacement }
        case let .remove(path):
            guard let last = path.last else { return value }
            return Self.update(value, at: path.dropLast()) { parent in
                switch (parent, last) {
                case (.object(var members), .member(let key)):
                    members.removeAll { $0.key == key }
                    return .object(members)
                case (.array(var values), .element(let index)) where values.indices.contains(index):
                    values.remove(at: index)
                    return .array(values)
                default: return parent
                }
            }
        case let .addMember(path, key, member):
            return Self.update(value, at: path[...]) { target in
                guard case var .object(members) = target, !members.contains(where: { $0.key == key }) else { return target }
                members.append((key, member))
                return .object(members)
            }
        case let .repeatElement(path, times):
            guard let last = path.last, case let .element(index) = last else { return value }
            return Self.update(value, at: path.dropLast()) { parent in
                guard case var .array(values) = parent, values.indices.contains(index) else { return parent }
                // Inputs stay within tens of megabytes: an element made a megabyte long by an
                // earlier mutation is repeated fewer times (the fuzzer must not build the
                // gigabytes the tool refuses).
                var writer = JSONWriter()
                writer.value(values[index])
                let copies = min(times, max(1, Self.repeatedBytesLimit / max(writer.bytes.count, 1)))
                values.insert(contentsOf: Array(repeating: values[index], count: copies), at: index)
                return .array(values)
            }
        case let .nest(path, depth):
            return Self.update(value, at: path[...]) { target in
                var nested = target
                for _ in 0 ..< depth { nested = .array([nested]) }
                return nested
            }
        case .truncate, .overwriteBytes, .insertBytes, .replaceNumberLiteral:
            return value
        }
    }

    /// The most bytes one `repeatElement` adds.
    static let repeatedBytesLimit = 8 << 20

    /// `bytes` with the textual mutation applied (structural ones leave them alone).
    func apply(to bytes: [UInt8]) -> [UInt8] {
        func position(_ fraction: Double) -> Int { min(bytes.count, Int(Double(bytes.count) * fraction)) }
        switch self {
        case let .truncate(fraction):
            return Array(bytes[..<position(fraction)])
        case let .overwriteBytes(fraction, replacement):
            var result = bytes
            let start = position(fraction)
            for (offset, byte) in replacement.enumerated() where start + offset < result.count { result[start + offset] = byte }
            return result
        case let .insertBytes(fraction, inserted):
            var result = bytes
            result.insert(contentsOf: inserted, at: position(fraction))
            return result
        case let .replaceNumberLiteral(occurrence, text):
            let literals = Self.numberLiterals(in: bytes)
            guard !literals.isEmpty else { return bytes }
            var result = bytes
            result.replaceSubrange(literals[occurrence % literals.count], with: Array(text.utf8))
            return result
        default:
            return bytes
        }
    }

    /// The ranges of number literals outside strings.
    static func numberLiterals(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var inString = false
        var escaped = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
                ranges.append(start ..< index)
            } else {
                index += 1
            }
        }
        return ranges
    }

    private static func update(_ value: JSONValue, at path: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue) -> JSONValue {
        guard let step = path.first else { return change(value) }
        switch (value, step) {
        case (.object(var members), .member(let key)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return value }
            members[index].value = update(members[index].value, at: path.dropFirst(), change)
            return .object(members)
        case (.array(var values), .element(let index)) where values.indices.contains(index):
            values[index] = update(values[index], at: path.dropFirst(), change)
            return .array(values)
        default:
            return value
        }
    }
}
