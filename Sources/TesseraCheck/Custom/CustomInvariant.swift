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
public struct CustomInvariant<Options: Codable & Hashable & Sendable>: Sendable {
    /// The invariant: its name in reports, regression entries and `InvariantChecker.invariants`.
    public var invariant: Invariant
    /// The violations of `result`, laid out from `spec`.
    public var violations: @Sendable (_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>) -> [InvariantViolation]

    /// A rule named `name` (unique among the layout's invariants and not a built-in name);
    /// `summary` says in one sentence what it demands.
    public init(
        _ name: String, summary: String,
        violations: @escaping @Sendable (_ result: LayoutResult, _ spec: LayoutSpec<CustomLayout<Options>>) -> [InvariantViolation]
    ) {
        invariant = Invariant(name, summary: summary)
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
