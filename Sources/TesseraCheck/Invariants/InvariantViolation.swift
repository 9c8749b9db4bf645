import TesseraCore

/// A broken invariant, with everything needed to see why: the invariant, the offending
/// elements (id, kind, path, frame), a message with the numbers, and how far it is from
/// holding (`magnitude`) — which, at the layout's display scale, classifies it as rounding
/// noise, sub-pixel, a device pixel or more, or not geometric (`classification`).
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
    /// How far the result is from holding the invariant (`ViolationMagnitude`), or
    /// `notGeometric`.
    public var magnitude: ViolationMagnitude
    /// The display scale (device pixels per point) the checker classified the violation at:
    /// the layout's (`LayoutExpectations.displayScale`), 3 unless it declares one.
    public var displayScale: Double = DisplayScale.standard

    /// Creates a violation; `magnitude` says how far it is from holding (not geometric unless
    /// given).
    public init(
        _ invariant: Invariant, _ message: String, elements: [Element] = [], error: LayoutError? = nil,
        magnitude: ViolationMagnitude = .notGeometric
    ) {
        self.invariant = invariant
        self.message = message
        self.elements = elements
        self.error = error
        self.magnitude = magnitude
    }

    /// Rounding noise, sub-pixel, a device pixel or more, or not geometric, at `displayScale`.
    public var classification: ViolationClass {
        magnitude.classification(displayScale: displayScale)
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
    /// `noOverlap: <message>`, a line with the magnitude and its class (for a geometric
    /// violation), then one indented line per element.
    public var description: String {
        var text = "\(invariant.rawValue): \(message)"
        if magnitude.isGeometric { text += "\n    \(magnitudeDescription)" }
        for element in elements {
            text += "\n    \(element)"
        }
        return text
    }
}

extension InvariantViolation {
    /// `magnitude 0.5 pt = 1.5 device pixels at @3x: pixel`, or, for noise, how many ulps of
    /// which coordinates bound it.
    public var magnitudeDescription: String {
        guard let points = magnitude.points else { return "not geometric" }
        if classification == .noise {
            return "magnitude \(points) pt: noise (within \(Int(ViolationMagnitude.noiseUlps)) ulps of coordinates up to \(magnitude.coordinate))"
        }
        let scale = DisplayScale.valid(displayScale)
        let scaleText = scale == scale.rounded() && scale < 1e6 ? "\(Int(scale))" : "\(scale)"
        return "magnitude \(points) pt = \(Self.shortNumber(points * scale)) device pixels at @\(scaleText)x: \(classification.rawValue)"
    }

    /// `1.5`, `0.33`, `2.1e-11`: a number of device pixels for a report, to two decimals when
    /// it is between 0.01 and a million (a quotient of an integer by 100 prints shortest).
    static func shortNumber(_ value: Double) -> String {
        guard value >= 0.01, value < 1e6 else { return "\(value)" }
        return "\((value * 100).rounded() / 100)"
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
