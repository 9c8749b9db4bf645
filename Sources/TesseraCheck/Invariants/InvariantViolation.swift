import TesseraCore

/// A broken invariant, with everything needed to see why: the invariant, the offending
/// elements (id, kind, path, frame) and a message with the numbers.
public struct InvariantViolation: Hashable, Sendable, Error {
    /// One element named by a violation.
    public struct Element: Hashable, Sendable {
        /// The element's id (its position in the result's arrays).
        public var id: Int
        /// Cell, header or footer.
        public var kind: ElementKind
        /// The element's path.
        public var path: ItemPath
        /// The element's frame.
        public var frame: Rect

        /// Creates an element description.
        public init(id: Int, kind: ElementKind, path: ItemPath, frame: Rect) {
            self.id = id
            self.kind = kind
            self.path = path
            self.frame = frame
        }

        /// Element `id` of `result`.
        public init(_ result: LayoutResult, id: Int) {
            self.init(id: id, kind: result.kind(ofElement: id), path: result.path(ofElement: id), frame: result.frames[id])
        }
    }

    /// Which invariant is broken.
    public var invariant: Invariant
    /// What exactly is wrong, with the numbers.
    public var message: String
    /// The elements concerned (may be empty, e.g. for a wrong content size of an empty result).
    public var elements: [Element]
    /// The error the layout threw, for `inputValidation` violations where it threw one.
    public var error: LayoutError?
    /// For a `checkerValidation` violation, the invariant whose check missed its planted
    /// violation.
    public var planted: Invariant?

    /// Creates a violation.
    public init(_ invariant: Invariant, _ message: String, elements: [Element] = [], error: LayoutError? = nil) {
        self.invariant = invariant
        self.message = message
        self.elements = elements
        self.error = error
    }

    /// Whether `other` is the same failure for shrinking's purposes: the same invariant (and,
    /// for `checkerValidation`, the same invariant missing its plant) and, for a thrown error,
    /// an error of the same case naming the same kind of field (so a shrunk spec that is
    /// merely invalid in another way does not count).
    public func isSameFailure(as other: InvariantViolation) -> Bool {
        guard invariant == other.invariant, planted == other.planted else { return false }
        switch (error, other.error) {
        case (nil, nil): return true
        case let (mine?, theirs?): return LayoutErrorCase(mine) == LayoutErrorCase(theirs) && mine.fieldShape == theirs.fieldShape
        default: return false
        }
    }
}

extension InvariantViolation.Element: CustomStringConvertible {
    /// `cell 0-3 #17 (0.0, 0.0)–(10.0, 10.0)`.
    public var description: String { "\(kind.name) \(path) #\(id) \(frame)" }
}

extension InvariantViolation: CustomStringConvertible {
    /// `noOverlap: <message>` followed by one indented line per element.
    public var description: String {
        var text = "\(invariant.rawValue): \(message)"
        for element in elements {
            text += "\n    \(element)"
        }
        return text
    }
}

extension LayoutError {
    /// The field path with indices removed (`sections[].items[].span`): what stays the same
    /// when shrinking removes items before the offending one.
    var fieldShape: String {
        String(field.split(separator: "[", omittingEmptySubsequences: false).enumerated().map { index, part in
            index == 0 ? Substring(part) : part.drop { $0 != "]" }
        }.joined(separator: "["))
    }
}
