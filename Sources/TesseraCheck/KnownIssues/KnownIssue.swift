import TesseraCore

/// A finding the team knows about and has not fixed yet, and why: a bug upstream, or one
/// scheduled for later. A run reports a finding it matches as known and does not fail for it;
/// a run that no longer reproduces it fails as "fixed: remove it" (or only reports that, per
/// `KnownIssues.FixedPolicy`) — the semantics of Swift Testing's `withKnownIssue` and of
/// sanitizer suppressions.
///
/// An issue is narrow by construction: it names one invariant, optionally one layout and
/// implementation (or, for an index campaign's finding, one index), and a `Matcher` that must say something (a class, a magnitude bound, element
/// kinds, options or the counterexample itself). It never matches a finding of another
/// invariant or one beyond its magnitude bound, so it cannot hide a new bug that merely happens
/// in the same run.
///
/// ```swift
/// let issue = KnownIssue(
///     .inBounds, layout: "feed",
///     matching: KnownIssue.Matcher(classes: [.subPixel, .pixel], maximumMagnitude: 1),
///     reason: "rows of halves end a pixel past the edge (round-then-multiply)", link: "https://example.com/FEED-12"
/// )
/// ```
///
/// An index's wrong answer (`tessera fuzz --index`, `IndexCampaign`) is named by the index and
/// the ways the answer is wrong:
///
/// ```swift
/// let issue = KnownIssue(
///     .indexAgreement, index: "sorted-blocks",
///     matching: KnownIssue.Matcher(wrongAnswers: [.missing], scrollOnly: true),
///     reason: "the cursor skips a block when a scroll reverses", link: "https://example.com/IDX-3"
/// )
/// ```
public struct KnownIssue: Hashable, Sendable {
    /// The invariant the finding breaks.
    public var invariant: Invariant
    /// The layout's name (`CustomLayout.name`, a spec's `"layout"`); `nil`: any layout.
    public var layout: String?
    /// The implementation (`LayoutDefinition.implementation`: `standard`, or a replaced
    /// engine's name); `nil`: any.
    public var implementation: String?
    /// The index's name (`IndexKind.name`) for a finding of an index campaign (`tessera fuzz
    /// --index`, `IndexCampaign`); `nil`: any finding, of a layout or an index. An issue naming
    /// an index never matches a layout campaign's finding, and one naming a layout never
    /// matches an index campaign's.
    public var index: String?
    /// What else a finding must be to match.
    public var matcher: Matcher
    /// Why the finding is accepted for now. Empty only when `link` is given.
    public var reason: String
    /// Where it is tracked (an issue's URL); optional.
    public var link: String?

    /// An issue of `invariant` (of `layout` and `implementation`, or of `index`, when given)
    /// matched by `matcher`, accepted for `reason` and tracked at `link`.
    public init(
        _ invariant: Invariant, layout: String? = nil, implementation: String? = nil, index: String? = nil, matching matcher: Matcher,
        reason: String, link: String? = nil
    ) {
        self.invariant = invariant
        self.layout = layout
        self.implementation = implementation
        self.index = index
        self.matcher = matcher
        self.reason = reason
        self.link = link
    }

    /// Whether `finding` is this issue: the same invariant, layout and implementation (where
    /// named) and every condition of the matcher. O(e + s) for e elements named by the
    /// finding and s the size of a counterexample the matcher names.
    public func matches(_ finding: KnownIssue.Candidate) -> Bool {
        guard finding.invariant == invariant else { return false }
        if let layout, finding.layout != layout { return false }
        if let implementation, finding.implementation != implementation { return false }
        if let index, finding.index != index { return false }
        return matcher.matches(finding)
    }

    /// `noOverlap of feed[roundThenMultiply] (reason, link)`, `indexAgreement of index
    /// sorted-blocks (reason)`: how reports name the issue.
    public var label: String {
        let scope = layout.map { name in " of " + name + (implementation.map { "[\($0)]" } ?? "") } ?? index.map { " of index " + $0 } ?? ""
        let why = [reason, link].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        return "\(invariant.rawValue)\(scope) (\(why))"
    }
}
