/// A value of a `JSONDocument` together with its path in the document, for reading
/// interchange files with errors that say exactly where:
/// `sections[3].items[17].span: expected number, found string`.
///
/// A field is a position in the document's tape, so reading costs no copy of the value: an
/// array's `elements()` are produced one at a time, strings and numbers are decoded when
/// asked for. The path is built only when asked for (an error): a field holds its parent's
/// path, which all the elements of an array share, and its own key or index.
public struct JSONField: Sendable {
    /// The document the value is in.
    package let document: JSONDocument
    /// The value's position in the document's tape.
    let index: Int
    /// The parent's path (`""` for the root and its members).
    private let parentPath: String
    /// This field's step from its parent.
    private let step: Step

    private enum Step: Sendable {
        case root
        case member(String)
        case element(Int)
    }

    /// The root of `document`.
    public init(root document: JSONDocument) {
        self.init(document: document, index: 0, parentPath: "", step: .root)
    }

    /// Wraps a document's root value (writing it into a `JSONDocument`).
    public init(root value: JSONValue) {
        self.init(root: JSONDocument(value))
    }

    private init(document: JSONDocument, index: Int, parentPath: String, step: Step) {
        self.document = document
        self.index = index
        self.parentPath = parentPath
        self.step = step
    }

    /// The value, as a tree (built on each call: O(the value's size)).
    public var value: JSONValue { document.value(at: index) }

    /// The value's JSON type name, for error messages (`number`, `object`, …).
    package var typeName: String {
        switch document.kind(at: index) {
        case .null: "null"
        case .false, .true: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
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
        .wrongType(field: displayPath, expected: expected, found: typeName)
    }

    /// The tape positions of this object's members, in document order.
    private func memberPositions() throws(InterchangeError) -> MemberPositions {
        guard document.kind(at: index) == .object else { throw wrongType("object") }
        return MemberPositions(document: document, key: index + 1, remaining: document.count(at: index))
    }

    /// An object's members as tape positions: each key, its value right after it.
    private struct MemberPositions: Sequence, IteratorProtocol {
        let document: JSONDocument
        var key: Int
        var remaining: Int

        mutating func next() -> (key: Int, value: Int)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            defer { key = document.end(of: key + 1) }
            return (key, key + 1)
        }
    }

    /// The member `key`, or `nil` when absent; throws unless this is an object.
    /// A member whose value is `null` counts as absent.
    public func member(_ key: String) throws(InterchangeError) -> JSONField? {
        for member in try memberPositions() where document.key(at: member.key, equals: key) {
            guard document.kind(at: member.value) != .null else { return nil }
            return JSONField(document: document, index: member.value, parentPath: path, step: .member(key))
        }
        return nil
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
        for member in try memberPositions() where !known.contains(where: { document.key(at: member.key, equals: $0) }) {
            let unknown = document.string(at: member.key)
            let isPlainName = unknown.utf8.count <= Excerpt.defaultLimit && !unknown.isEmpty
                && unknown.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30 ... 0x39).contains($0) || (0x41 ... 0x5A).contains($0) || (0x61 ... 0x7A).contains($0) }
            let quoted = Excerpt.quoted(unknown)
            let field = isPlainName ? Self.path(path, unknown) : path.isEmpty ? quoted : "\(path)[\(quoted)]"
            throw .unknownField(field, known: known)
        }
    }

    /// The object as a tree of `JSONValue`s, for a member kept whole rather than read field
    /// by field (a known issue's options and counterexample, compared later); throws unless
    /// this is an object. O(the object's size).
    package func objectValue() throws(InterchangeError) -> JSONValue {
        guard document.kind(at: index) == .object else { throw wrongType("object") }
        return value
    }

    /// The elements, each with its indexed path, produced one at a time as they are read;
    /// throws unless this is an array.
    public func elements() throws(InterchangeError) -> Elements {
        guard document.kind(at: index) == .array else { throw wrongType("array") }
        return Elements(array: self)
    }

    /// An array's elements: a collection over the document's tape, each element a `JSONField`
    /// made when it is reached (no copy of the array). `count` is O(1); stepping from an
    /// element to the next is O(1), past its descendants at once.
    public struct Elements: Collection, Sendable {
        private let array: JSONField
        private let path: String
        public let count: Int

        fileprivate init(array: JSONField) {
            self.array = array
            path = array.path
            count = array.document.count(at: array.index)
        }

        /// A position: the element's number and its place in the tape.
        public struct Index: Comparable, Sendable {
            let offset: Int
            let tapeIndex: Int

            public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
            public static func == (lhs: Index, rhs: Index) -> Bool { lhs.offset == rhs.offset }
        }

        /// No elements (what an absent array reads as).
        public static let empty = Elements(array: JSONDocument.emptyArray.root)

        public var startIndex: Index { Index(offset: 0, tapeIndex: array.index + 1) }
        public var endIndex: Index { Index(offset: count, tapeIndex: array.document.end(of: array.index)) }
        public var isEmpty: Bool { count == 0 }

        public func index(after position: Index) -> Index {
            Index(offset: position.offset + 1, tapeIndex: array.document.end(of: position.tapeIndex))
        }

        public subscript(position: Index) -> JSONField {
            JSONField(document: array.document, index: position.tapeIndex, parentPath: path, step: .element(position.offset))
        }
    }

    /// The number; throws unless this is a number.
    public func double() throws(InterchangeError) -> Double {
        guard document.kind(at: index) == .number else { throw wrongType("number") }
        return document.number(at: index)
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
        guard document.kind(at: index) == .string else { throw wrongType("string") }
        return document.string(at: index)
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
        let shown = (try? string()).map { Excerpt.quoted($0) } ?? typeName
        return .invalidValue(field: displayPath, value: shown, reason: "is not one of: \(names.joined(separator: ", "))")
    }
}
