import TesseraCheck
import TesseraCore

/// A spec read from a file and laid out, with what the commands need of it whatever its
/// layout: the result, what the layout expects of it, and the full check of the spec.
struct LoadedSpec {
    /// The layout's name.
    var layoutName: String
    /// The number of items (after the spec's updates).
    var itemCount: Int
    /// The spec laid out.
    var result: LayoutResult
    /// What the layout expects of `result`.
    var expectations: LayoutExpectations
    /// Runs a checker on the spec (laying it out again, for determinism and the relations).
    var check: (InvariantChecker) -> [InvariantViolation]
    /// A violation of the spec as a finding known issues are matched against.
    var candidate: (InvariantViolation) -> KnownIssue.Candidate
    /// What a check of the spec alone by a checker could reproduce of known issues.
    var knownIssueScope: (InvariantChecker) -> KnownIssues.Scope

    /// Reads `document` as a spec of `layout` and lays it out; errors name `path` (as
    /// `context` shows it) and the field. When `checking`, a spec whose check would cost more
    /// than the cost contract's budgets is refused before anything is laid out
    /// (`LayoutSpec.refuseCheckingBeyondBudget()`).
    init<Definition: LayoutDefinition>(
        _ layout: Definition, document: JSONDocument, path: String, checking: Bool, in context: CommandContext
    ) throws(CommandLineError) {
        let spec: LayoutSpec<Definition>
        do {
            // A seed port's work limit is shared among the layout and its updates.
            spec = try LayoutSpec(json: document, layout: layout).sharingWorkLimit()
            if checking { try spec.refuseCheckingBeyondBudget() }
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
        // A spec with updates is laid out through a LayoutSession, update by update; what the
        // result is checked against is the layout of the updated items.
        let updated: LayoutSpec<Definition>
        do {
            updated = try spec.applyingUpdates()
            result = try spec.updates.isEmpty ? spec.run() : spec.runIncrementally()
        } catch {
            throw .layout(file: context.displayName(path), error)
        }
        layoutName = layout.name
        itemCount = updated.items.itemCount
        expectations = LayoutExpectations(spec: updated)
        check = { checker in checker.check(spec) }
        candidate = { violation in KnownIssue.Candidate(violation, of: spec) }
        knownIssueScope = { checker in KnownIssues.Scope(layout, checker: checker, complete: true, checkedSpec: spec) }
    }
}
