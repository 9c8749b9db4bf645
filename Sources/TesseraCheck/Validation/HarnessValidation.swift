import TesseraCore

extension Invariant {
    /// The harness holds what it promises about its own work, so that a campaign cannot check
    /// less than it says: a shrunk counterexample still fails as the case did; a profile draws
    /// every item field the layout reads and options other than the defaults when the layout
    /// draws them; an index campaign draws both scroll axes and every shape of query; a
    /// regression line reads back as the counterexample it records. Campaigns check it
    /// alongside the checker's own validation (`checkerValidation`).
    public static let harnessValidation = Invariant(
        "harnessValidation",
        summary: "the harness's generators, shrinkers and files do what they promise (a shrunk case still fails, every item field is drawn, …)"
    )
}

/// The self-checks of the harness's own code — shrinkers, generators, files — as violations
/// of `harnessValidation`.
enum HarnessValidation {
    /// The violation of a shrink that returned a case that no longer fails as `violation`
    /// says: what a slip in a shrinker looks like from outside.
    static func passingShrink(of violation: InvariantViolation, _ detail: String) -> InvariantViolation {
        InvariantViolation(
            .harnessValidation,
            "the shrinker returned a case that does not fail \(violation.invariant.rawValue) (\(detail)); the case as generated is the counterexample"
        )
    }
}
