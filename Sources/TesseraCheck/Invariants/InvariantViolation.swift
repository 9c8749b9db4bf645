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
            self.init(id: id, kind: result.kinds[id], path: result.path(ofElement: id), frame: result.frames[id])
        }
    }

    /// Which invariant is broken.
    public var invariant: Invariant
    /// What exactly is wrong, with the numbers.
    public var message: String
    /// The elements concerned (may be empty, e.g. for a wrong content size of an empty result).
    public var elements: [Element]

    /// Creates a violation.
    public init(_ invariant: Invariant, _ message: String, elements: [Element] = []) {
        self.invariant = invariant
        self.message = message
        self.elements = elements
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
