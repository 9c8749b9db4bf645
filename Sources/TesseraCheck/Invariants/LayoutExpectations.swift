import TesseraCore

/// What the built-in checks know about the input a result was laid out from. Everything is
/// optional: a bare result (say, dumped from an app) is checked for what needs no input —
/// overlap, bounds, lookups, indexes — and every known fact enables more checks. What only
/// one layout knows (a grid's columns) is its definition's, checked by its own invariants.
public struct LayoutExpectations: Hashable, Sendable {
    /// Frames may overlap, poke out of bounds and miss the content size by this many points
    /// (at any display scale); 0 is exact. Only `noOverlap`, `inBounds` and `tightContentSize`
    /// read it; `tolerances` applies to every invariant.
    public var tolerance: Double
    /// Which violations pass, per invariant and class (`ViolationTolerances`): `exact` by
    /// default, `userLayout` for a `CustomLayout` (noise and less than half a device pixel
    /// pass).
    public var tolerances = ViolationTolerances.exact
    /// Device pixels per point of the screen the layout is drawn on (1, 2 or 3): what a
    /// violation's magnitude is classified at and `tolerances` measure device pixels in. 3,
    /// the finest common screen, unless the layout declares its own (a value that is not
    /// positive and finite counts as 3).
    public var displayScale = 3.0
    /// The insets the layout adds around the union of its frames; with them the content size
    /// must be exactly that union plus these insets. `nil`: only "never smaller" is checked.
    public var insets: Insets?
    /// How far each cell frame is grown on every side before the union is taken, for layouts
    /// whose cells keep padding inside the content (waterfalls: `padding`); 0 by default.
    public var cellOutset: Double = 0
    /// The container's length across the scroll axis, which no frame may cross (`nil` for
    /// layouts that scroll both ways).
    public var fixedLength: Double?
    /// The items laid out: enables completeness and the item-side lookups.
    public var items: ItemSet?
    /// Whether each non-empty section must have a header (`true`), must have none (`false`),
    /// or either (`nil`).
    public var headers: Bool?
    /// As `headers`, for footers.
    public var footers: Bool?
    /// Per-section overrides of `headers`, for layouts whose header mode is a section's own
    /// option: section → whether it must (`true`) or must not (`false`) have a header when
    /// it has items.
    public var sectionHeaders: [Int: Bool] = [:]
    /// As `sectionHeaders`, for footers.
    public var sectionFooters: [Int: Bool] = [:]
    /// Which element kinds may overlap which by design (a section background under its
    /// section's cells); `noOverlap` reports every other overlap. None by default.
    public var overlapRules = OverlapRules()

    /// Built-in invariants that do not hold for this layout by design (a carousel whose
    /// cells overlap on purpose declares `noOverlap`); the checker skips them.
    public var inapplicable: Set<Invariant> = []

    /// What `invariant`'s check lets pass.
    func allowance(for invariant: Invariant) -> ViolationAllowance {
        let pointTolerant = invariant == .noOverlap || invariant == .inBounds || invariant == .tightContentSize
        return ViolationAllowance(points: pointTolerant ? tolerance : 0, tolerance: tolerances[invariant], displayScale: displayScale)
    }

    /// Nothing known: the checks a bare result supports, with `tolerance`.
    public init(tolerance: Double = 0) {
        self.tolerance = tolerance
    }

    /// What `spec`'s layout expects of its result (`LayoutDefinition.expectations(for:)`),
    /// with `tolerance` overriding the layout's default tolerance when given.
    public init<Definition: LayoutDefinition>(spec: LayoutSpec<Definition>, tolerance: Double? = nil) {
        self = spec.layout.expectations(for: spec)
        if let tolerance { self.tolerance = tolerance }
    }
}
