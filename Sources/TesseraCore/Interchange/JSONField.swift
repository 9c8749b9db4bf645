/// A JSON value together with its path in the document, for reading interchange files with
/// errors that say exactly where: `sections[3].items[17].span: expected number, found string`.
///
/// The path is built only when asked for (an error): a field holds its parent's path, which
/// all the elements of an array share, and its own key or index — so reading a million
/// items allocates no string per item.
public struct JSONField: Sendable {
    /// The value.
    public let value: JSONValue
    /// The parent's path (`""` for the root and its members).
    private let parentPath: String
    /// This field's step from its parent.
    private let step: Step

    private enum Step: Sendable {
        case root
        case member(String)
        case element(Int)
    }

    /// Wraps a document's root value.
    public init(root value: JSONValue) {
        self.value = value
        self.parentPath = ""
        self.step = .root
    }

    private init(value: JSONValue, parentPath: String, step: Step) {
        self.value = value
        self.parentPath = parentPath
        self.step = step
    }

    /// Its JSON path (`""` for the document root), e.g. `sections[3].items[17].span`.
    public var path: String {
        switch step {
        case .root: ""
        case let .member(key): Self.path(parentPath, key)
        case let .element(index): "\(parentPath)[\(index)]"
        }
    }

    /// `parent.key`, or `key` at the root.
    private static func path(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? key : "\(parent).\(key)"
    }

    /// The path used in errors: the root is called `document`.
    private var displayPath: String {
        let path = path
        return path.isEmpty ? "document" : path
    }

    private func wrongType(_ expected: String) -> InterchangeError {
        .wrongType(field: displayPath, expected: expected, found: value.typeName)
    }

    /// The member `key`, or `nil` when absent; throws unless this is an object.
    /// A member whose value is `null` counts as absent.
    public func member(_ key: String) throws(InterchangeError) -> JSONField? {
        guard case let .object(members) = value else { throw wrongType("object") }
        guard let found = members.first(where: { $0.key == key }), found.value != .null else { return nil }
        return JSONField(value: found.value, parentPath: path, step: .member(key))
    }

    /// The member `key`; throws `missingField` when absent.
    public func requiredMember(_ key: String) throws(InterchangeError) -> JSONField {
        guard let field = try member(key) else {
            throw .missingField(Self.path(path, key))
        }
        return field
    }

    /// Throws `unknownField` for the first member not in `known` (typos must not be ignored).
    /// A key that is not a plain name is shown quoted, escaped and cut (`options["a\u{1B}…"]`).
    public func rejectUnknownMembers(known: [String]) throws(InterchangeError) {
        guard case let .object(members) = value else { throw wrongType("object") }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            let isPlainName = unknown.key.utf8.count <= Excerpt.defaultLimit && !unknown.key.isEmpty
                && unknown.key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30 ... 0x39).contains($0) || (0x41 ... 0x5A).contains($0) || (0x61 ... 0x7A).contains($0) }
            let quoted = Excerpt.quoted(unknown.key)
            let field = isPlainName ? Self.path(path, unknown.key) : path.isEmpty ? quoted : "\(path)[\(quoted)]"
            throw .unknownField(field, known: known)
        }
    }

    /// The elements, each with its indexed path; throws unless this is an array.
    public func elements() throws(InterchangeError) -> [JSONField] {
        guard case let .array(values) = value else { throw wrongType("array") }
        let path = path
        return values.enumerated().map { JSONField(value: $1, parentPath: path, step: .element($0)) }
    }

    /// The number; throws unless this is a number.
    public func double() throws(InterchangeError) -> Double {
        guard case let .number(number) = value else { throw wrongType("number") }
        return number
    }

    /// The largest magnitude an integer field takes: 2⁵³, beyond which a `Double` (and so
    /// a JSON number read as one) no longer holds every integer.
    package static let integerLimit = 9_007_199_254_740_992

    /// The number as an integer; throws unless it is a whole number within ±2⁵³.
    public func integer() throws(InterchangeError) -> Int {
        let number = try double()
        guard number == number.rounded(.towardZero) else {
            throw .invalidValue(field: displayPath, value: JSONWriter.format(number), reason: "is not an integer")
        }
        guard abs(number) <= Double(Self.integerLimit) else {
            throw .invalidValue(
                field: displayPath, value: JSONWriter.format(number),
                reason: "is out of range (integers must lie within ±\(Self.integerLimit))"
            )
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
            throw notOneOf(Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The error for a string that is none of `names`, showing it quoted, escaped and cut.
    package func notOneOf(_ names: [String]) -> InterchangeError {
        let shown = (try? string()).map { Excerpt.quoted($0) } ?? value.typeName
        return .invalidValue(field: displayPath, value: shown, reason: "is not one of: \(names.joined(separator: ", "))")
    }
}
