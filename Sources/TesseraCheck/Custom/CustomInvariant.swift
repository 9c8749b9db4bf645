import TesseraCore

/// A rule of a `CustomLayout` beyond the built-in invariants — its reference semantics, a
/// spacing promise, anything that must hold of every result — as a function returning the
/// violations of one result.
///
/// ```swift
/// static let interitemSpacing = CustomInvariant<FlowOptions>(
///     "interitemSpacing", summary: "neighbours on a line are at least interitemSpacing apart"
/// ) { result, spec in
///     … [InvariantViolation(.init("interitemSpacing", summary: ""), "#3 and #4 are 2.0 apart", elements: …)]
/// }
/// ```
///
/// The violations' `invariant` is set to this one, so the closure may name it loosely. Name
/// the offending elements (`InvariantViolation.Element(result, id:)`): reports print their
/// ids, paths and frames, and shrinking keeps a candidate while it still breaks this rule.
///
/// `plant`, when given, proves the rule can fail: on every passing case the campaign hands
/// it the good result, and the result it returns (the rule broken on purpose — a neighbour
/// moved closer, a frame nudged by an ulp) must be reported, or the campaign fails with
/// `checkerValidation`. A rule whose check has gone blind cannot pass unnoticed.
public struct CustomInvariant<Options: Codable & Hashable & Sendable>: Sendable {
    /// The invariant: its name in reports, regression entries and `InvariantChecker.invariants`.
    public var invariant: Invariant
    /// The violations of `result`, laid out from `spec`.
    public var violations: @Sendable (_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>) -> [InvariantViolation]

    /// Breaks the rule on purpose in a result that keeps it, or returns `nil` where it cannot
    /// (too few elements); `nil` when the rule has no planter.
    public var plant: (@Sendable (_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>, _ random: inout Xoshiro256StarStar) -> LayoutResult?)?

    /// Whether the rule plays the spec's `updates` itself (`LayoutDefinition.updatePlayingInvariants`):
    /// then it is also called with the spec as given — updates included — and its first
    /// layout, not only with the items after the last update. `false` by default.
    public var playsUpdates = false

    /// A rule named `name` (unique among the layout's invariants and not a built-in name);
    /// `summary` says in one sentence what it demands.
    public init(
        _ name: String, summary: String,
        plant: (@Sendable (_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>, _ random: inout Xoshiro256StarStar) -> LayoutResult?)? = nil,
        violations: @escaping @Sendable (_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>) -> [InvariantViolation]
    ) {
        invariant = Invariant(name, summary: summary)
        self.plant = plant
        self.violations = violations
    }

    /// The first `limit` violations of `result`, attributed to this invariant.
    func check(_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>, limit: Int) -> [InvariantViolation] {
        violations(result, spec).prefix(limit).map { violation in
            var attributed = violation
            attributed.invariant = invariant
            return attributed
        }
    }
}
