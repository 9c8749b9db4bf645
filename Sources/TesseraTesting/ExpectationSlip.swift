/// A one-line slip planted in the `expect…` functions: how the harness's mutant suite checks
/// that their self-check (`ExpectationValidation`) catches one. `nil` everywhere but there
/// (`ExpectationSlip.$current.withValue(…) { expectInvariants(of: layout) }`).
package enum ExpectationSlip: Sendable {
    /// A failing report records its first finding only: a second bug goes unreported.
    case laterFindingsNotRecorded
    /// A finding is recorded as known when a known issue matched any finding of its report:
    /// a known issue hides the other findings of its campaign.
    case knownIssueCoversItsReport
    /// `expectInvariants` runs its check without the check's indexes: no index is held to the
    /// linear filter, and `indexAgreement` drops out of the invariants checked.
    case indexesDropped
    /// `expectAgreement` runs no arbitrary frame sets: the indexes are held to the linear
    /// filter on the layouts' results only, which scroll along one axis.
    case arbitraryFramesSkipped
    /// `expectAgreement` asks each index 4 probe queries per case instead of the check's
    /// query budget.
    case fewerProbeQueries

    /// The slip planted in this task, if any.
    @TaskLocal package static var current: ExpectationSlip?
}
