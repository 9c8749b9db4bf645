/// A property the harness checks, by name. The name is what reports, regression files and
/// `--invariants` use.
///
/// The built-in invariants (`builtIn`) hold for any collection-view layout; a layout's
/// definition can add its own (its reference semantics, its geometry rules, a user's rule) as
/// further `Invariant`s with their own names, and declare built-in ones that do not apply to it.
public struct Invariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name, e.g. `noOverlap`.
    public let rawValue: String
    /// One sentence saying what the invariant demands, for reports and `--help`.
    public let summary: String
    /// For a layout's own invariant, the name of the built-in invariant it is checked, listed
    /// and reported right after (a rule that refines it, say); `nil`: after every built-in one.
    /// Reports sort violations by invariant and a campaign shrinks the first, so where an
    /// invariant sorts decides which of a case's failures is shrunk.
    public let reportedAfter: String?

    /// An invariant named `name`; `summary` says what it demands. A layout's own invariant
    /// may name the built-in invariant it is reported right after (`reportedAfter`).
    public init(_ name: String, summary: String, reportedAfter: Invariant? = nil) {
        rawValue = name
        self.summary = summary
        self.reportedAfter = reportedAfter?.rawValue
    }

    /// The built-in invariant named `name`, or `nil`.
    public init?(builtInNamed name: String) {
        guard let found = Self.builtIn.first(where: { $0.rawValue == name }) else { return nil }
        self = found
    }

    /// Invariants are the same when their names are.
    public static func == (lhs: Invariant, rhs: Invariant) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Built-in invariants in declaration order (the order they are checked and reported in),
    /// each followed by the others reported after it, by name; then the rest by name.
    public static func < (lhs: Invariant, rhs: Invariant) -> Bool {
        let (left, right) = (lhs.position, rhs.position)
        if left.builtIn != right.builtIn { return left.builtIn < right.builtIn }
        if left.isBuiltIn != right.isBuiltIn { return left.isBuiltIn }
        return lhs.rawValue < rhs.rawValue
    }

    /// Where the invariant sorts: the index in `builtIn` of itself or of the built-in invariant
    /// it is reported after (`builtIn.count` for neither), and whether it is that one.
    private var position: (builtIn: Int, isBuiltIn: Bool) {
        if let index = Self.builtIn.firstIndex(of: self) { return (index, true) }
        let after = reportedAfter.flatMap { name in Self.builtIn.firstIndex { $0.rawValue == name } }
        return (after ?? Self.builtIn.count, false)
    }

    /// The name.
    public var description: String { rawValue }

    /// Valid input lays out without throwing; bad input throws the `LayoutError` naming the
    /// bad field (and never traps).
    public static let inputValidation = Invariant(
        "inputValidation", summary: "valid input lays out; bad input throws the LayoutError naming the bad field"
    )
    /// No two elements intersect (`Rect.intersects`), up to the checker's tolerance.
    public static let noOverlap = Invariant("noOverlap", summary: "no two elements intersect")
    /// Every frame is finite, not inverted, inside `[0, contentSize]` on both axes and, across
    /// the scroll axis, inside the container.
    public static let inBounds = Invariant("inBounds", summary: "every frame is finite and inside the content and the container")
    /// The content size is the union of the frames plus the layout's insets: never smaller,
    /// never padded.
    public static let tightContentSize = Invariant(
        "tightContentSize", summary: "content size is the union of the frames plus the insets"
    )
    /// Every input item has exactly one cell; every non-empty section has its header and
    /// footer when the layout is configured to show them, and none when it is not.
    public static let completeness = Invariant(
        "completeness", summary: "every item has exactly one cell; configured headers and footers exist"
    )
    /// Two runs on the same input are bit-identical.
    public static let determinism = Invariant("determinism", summary: "two runs are bit-identical")
    /// The O(1) lookups (`element(_:at:)`, `cell(at:)`, `path(ofElement:)`) agree with the
    /// element arrays.
    public static let lookup = Invariant("lookup", summary: "O(1) lookups agree with the element arrays")
    /// Every `RectIndex` answers exactly the linear filter's set for every query.
    public static let indexAgreement = Invariant("indexAgreement", summary: "every index answers the linear filter's set")
    /// A layout scrolling one way equals the same layout scrolling the other way, transposed.
    public static let transposition = Invariant(
        "transposition", summary: "the layout scrolling the other way is this layout transposed"
    )
    /// Doubling the container and every length doubles every frame, exactly.
    public static let scaling = Invariant("scaling", summary: "doubling every length doubles every frame")

    /// Incremental updates (a spec's `updates`, applied through a `LayoutSession`) give
    /// exactly the layout of the updated items from scratch, report a truthful change, and
    /// every index answers the linear filter's set after each update.
    public static let incrementalUpdate = Invariant(
        "incrementalUpdate", summary: "each update's result equals the layout of the updated items from scratch, exactly"
    )
    /// The result and the spec, written as interchange JSON and read back, are bit-identical
    /// to what was written: every double to the bit (the sign of zero, subnormals, the largest
    /// finite values), every string to the Unicode scalar — what `tessera check --result`,
    /// regression files and counterexamples rely on. Checked on results of at most
    /// `InvariantChecker.roundTripElementLimit` elements.
    public static let roundTrip = Invariant(
        "roundTrip", summary: "the result and the spec are written to JSON and read back bit-identical"
    )

    /// Every built-in invariant, in the order they are checked and reported.
    public static let builtIn: [Invariant] = [
        .inputValidation, .noOverlap, .inBounds, .tightContentSize, .completeness, .determinism, .lookup,
        .indexAgreement, .transposition, .scaling, .incrementalUpdate, .roundTrip,
    ]
}
