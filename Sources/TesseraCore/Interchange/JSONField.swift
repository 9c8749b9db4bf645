/// A JSON value together with its path in the document, for reading interchange files with
/// errors that say exactly where: `sections[3].items[17].span: expected number, found string`.
public struct JSONField: Sendable {
    /// The value.
    public let value: JSONValue
    /// Its JSON path (`""` for the document root).
    public let path: String

    /// Wraps a document's root value.
    public init(root value: JSONValue) {
        self.value = value
        self.path = ""
    }

    private init(value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    /// The path used in errors: the root is called `document`.
    private var displayPath: String { path.isEmpty ? "document" : path }

    private func wrongType(_ expected: String) -> InterchangeError {
        .wrongType(field: displayPath, expected: expected, found: value.typeName)
    }

    /// The member `key`, or `nil` when absent; throws unless this is an object.
    /// A member whose value is `null` counts as absent.
    public func member(_ key: String) throws(InterchangeError) -> JSONField? {
        guard case let .object(members) = value else { throw wrongType("object") }
        guard let found = members.first(where: { $0.key == key }), found.value != .null else { return nil }
        return JSONField(value: found.value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The member `key`; throws `missingField` when absent.
    public func requiredMember(_ key: String) throws(InterchangeError) -> JSONField {
        guard let field = try member(key) else {
            throw .missingField(path.isEmpty ? key : "\(path).\(key)")
        }
        return field
    }

    /// Throws `unknownField` for the first member not in `known` (typos must not be ignored).
    public func rejectUnknownMembers(known: [String]) throws(InterchangeError) {
        guard case let .object(members) = value else { throw wrongType("object") }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw .unknownField(path.isEmpty ? unknown.key : "\(path).\(unknown.key)", known: known)
        }
    }

    /// The elements, each with its indexed path; throws unless this is an array.
    public func elements() throws(InterchangeError) -> [JSONField] {
        guard case let .array(values) = value else { throw wrongType("array") }
        return values.enumerated().map { JSONField(value: $1, path: "\(path)[\($0)]") }
    }

    /// The number; throws unless this is a number.
    public func double() throws(InterchangeError) -> Double {
        guard case let .number(number) = value else { throw wrongType("number") }
        return number
    }

    /// The number as an integer; throws unless it is a whole number within ±2⁵³.
    public func integer() throws(InterchangeError) -> Int {
        let number = try double()
        guard number == number.rounded(.towardZero), abs(number) <= 9_007_199_254_740_992 else {
            throw .invalidValue(field: displayPath, value: JSONWriter.format(number), reason: "is not an integer")
        }
        return Int(number)
    }

    /// The string; throws unless this is a string.
    public func string() throws(InterchangeError) -> String {
        guard case let .string(text) = value else { throw wrongType("string") }
        return text
    }

    /// The string, which must be one of `choices`' raw values.
    public func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(InterchangeError) -> Choice
    where Choice.RawValue == String {
        let text = try string()
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidValue(field: displayPath, value: "\"\(text)\"", reason: "is not one of: \(names)")
        }
        return choice
    }
}
