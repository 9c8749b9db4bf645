import TesseraCore

/// A project's known issues (`KnownIssue`), and what to do when one no longer reproduces:
/// what `tessera fuzz --known FILE`, `tessera check --known FILE` and
/// `expectInvariants(…, knownIssues:)` read. Committed as a JSON file
/// (`init(contentsOfFile:invariants:)`, `jsonString()`) or built in Swift.
///
/// A run hands its findings to `triage(_:scopes:)`: a finding that an issue matches is known
/// and does not fail the run; one that none matches does; an issue the run could have
/// reproduced, in full, and did not is fixed and fails the run ("fixed: remove it") unless
/// `whenFixed` is `.report`.
public struct KnownIssues: Hashable, Sendable {
    /// What a run does with a known issue it no longer reproduces.
    public enum FixedPolicy: String, Hashable, Sendable, CaseIterable {
        /// Fail the run, so the entry is removed and the bug stays fixed (the default, as
        /// `withKnownIssue` does).
        case fail
        /// Report it and pass: for a run that cannot be sure it would reproduce it (a short or
        /// sharded run), or while a fix is rolled out.
        case report
    }

    /// The issues, in file order.
    public var issues: [KnownIssue]
    /// What a run does with an issue it no longer reproduces.
    public var whenFixed: FixedPolicy

    /// `issues`, with `whenFixed` applied when one no longer reproduces.
    public init(_ issues: [KnownIssue], whenFixed: FixedPolicy = .fail) {
        self.issues = issues
        self.whenFixed = whenFixed
    }

    /// No issue.
    public static let none = KnownIssues([])

    /// Refuses an issue that could hide more than it names: without a matcher condition, with
    /// a magnitude bound that is negative or not a number, or with neither a reason nor a link.
    /// Throws naming the entry and field (`knownIssues[2].reason`).
    public func validate() throws(KnownIssueError) {
        for (index, issue) in issues.enumerated() {
            let field = { (name: String) in "knownIssues[\(index)].\(name)" }
            if issue.matcher.isEmpty {
                throw .invalid(path: nil, .invalidValue(
                    field: field("matcher"), value: "",
                    reason: "names no condition: give classes, maximumMagnitude, elementKinds, options or counterexample, so that the entry cannot accept every \(issue.invariant.rawValue) finding"
                ))
            }
            if let bound = issue.matcher.maximumMagnitude, !(bound >= 0 && bound.isFinite) {
                throw .invalid(path: nil, .invalidValue(field: field("maximumMagnitude"), value: "\(bound)", reason: "is not a finite number ≥ 0"))
            }
            if issue.matcher.classes?.isEmpty == true {
                throw .invalid(path: nil, .invalidValue(field: field("classes"), value: "[]", reason: "is empty: no finding could match"))
            }
            if issue.matcher.elementKinds?.isEmpty == true {
                throw .invalid(path: nil, .invalidValue(field: field("elementKinds"), value: "[]", reason: "is empty: no finding could match"))
            }
            if issue.matcher.wrongAnswers?.isEmpty == true {
                throw .invalid(path: nil, .invalidValue(field: field("wrongAnswers"), value: "[]", reason: "is empty: no finding could match"))
            }
            // An index and the ways an answer is wrong say something only of an index's answers.
            for (name, given) in [("index", issue.index != nil), ("wrongAnswers", issue.matcher.wrongAnswers != nil), ("scrollOnly", issue.matcher.scrollOnly != nil)]
            where given && issue.invariant != .indexAgreement {
                throw .invalid(path: nil, .invalidValue(
                    field: field(name), value: "", reason: "names an index's wrong answer, but the invariant is \(issue.invariant.rawValue), not indexAgreement"
                ))
            }
            if issue.index != nil, issue.layout != nil || issue.implementation != nil {
                throw .invalid(path: nil, .invalidValue(
                    field: field("index"), value: "", reason: "is given with a layout: an index campaign's findings have no layout, so the entry could match nothing"
                ))
            }
            if issue.reason.trimmingCharacters(in: .whitespaces).isEmpty, (issue.link ?? "").isEmpty {
                throw .invalid(path: nil, .invalidValue(field: field("reason"), value: "", reason: "is empty and there is no link: say why the finding is accepted"))
            }
        }
    }

    /// The first issue matching `finding`, by index; `nil` when it is a new finding. O(k · m)
    /// for k issues and m the cost of one match (`KnownIssue.matches(_:)`).
    public func issue(matching finding: KnownIssue.Candidate) -> Int? {
        issues.firstIndex { $0.matches(finding) }
    }

    /// Sorts a run's `findings` into known and new, and its issues into reproduced, fixed and
    /// unconfirmed. `scopes` says what the run checked: an issue none of them applies to
    /// (another layout, an invariant not checked) is out of the run's scope and neither
    /// reproduced nor fixed; one that only scopes stopped early apply to (a time budget, a
    /// campaign stopped at a failure) and that did not reproduce is unconfirmed, not fixed.
    public func triage(_ findings: [KnownIssue.Candidate], scopes: [KnownIssues.Scope]) -> KnownIssueOutcome {
        var outcome = KnownIssueOutcome(known: issues, whenFixed: whenFixed)
        var reproduced = Set<Int>()
        for finding in findings {
            let match = issue(matching: finding)
            outcome.matches.append(match)
            if let match { reproduced.insert(match) }
            // The same defect seen by another check reproduces that check's known issue.
            for other in finding.alsoBreaks {
                var seen = finding
                seen.invariant = other
                if let also = issue(matching: seen) { reproduced.insert(also) }
            }
        }
        for (index, issue) in issues.enumerated() where !reproduced.contains(index) {
            let applying = scopes.filter { $0.covers(issue) }
            if applying.contains(where: \.complete) {
                outcome.fixed.append(index)
            } else if !applying.isEmpty {
                outcome.unconfirmed.append(index)
            }
        }
        return outcome
    }
}

extension KnownIssues {
    /// What one campaign (or one checked spec) of a run could reproduce: its layout and
    /// implementation, the invariants it checked, and whether it ran in full.
    public struct Scope: Hashable, Sendable {
        /// The layout's name; empty for an index campaign.
        public var layout: String
        /// The layout's implementation.
        public var implementation: String
        /// The invariants checked.
        public var invariants: Set<Invariant>
        /// Whether it ran every case (no time budget cut it short).
        public var complete: Bool
        /// The one spec checked, for a check of a single spec (`tessera check SPEC.json`);
        /// `nil` for a campaign. A single spec can reproduce only the issues whose
        /// counterexample it is: it says nothing of the others.
        public var checkedSpec: JSONValue?
        /// The index of an index campaign (whose `layout` is empty); `nil` for a layout's check.
        public var index: String?

        /// A scope of these facts.
        public init(
            layout: String, implementation: String = "standard", invariants: Set<Invariant>, complete: Bool, checkedSpec: JSONValue? = nil,
            index: String? = nil
        ) {
            self.index = index
            self.layout = layout
            self.implementation = implementation
            self.invariants = invariants
            self.complete = complete
            self.checkedSpec = checkedSpec
        }

        /// Whether a run of this scope could have reproduced `issue`.
        func covers(_ issue: KnownIssue) -> Bool {
            guard invariants.contains(issue.invariant),
                  (issue.layout ?? layout) == layout, (issue.implementation ?? implementation) == implementation,
                  issue.index == nil || issue.index == index else { return false }
            guard let checkedSpec else { return true }
            return issue.matcher.counterexample == checkedSpec
        }
    }
}

/// How a run's findings and known issues sorted out (`KnownIssues.triage(_:scopes:)`).
public struct KnownIssueOutcome: Hashable, Sendable {
    /// The issues the run was given.
    public var known: [KnownIssue]
    /// What the run does with a fixed issue.
    public var whenFixed: KnownIssues.FixedPolicy
    /// For each finding, in order, the index of the issue it matched; `nil`: a new finding.
    public var matches: [Int?] = []
    /// Issues the run could have reproduced, ran in full, and did not: fixed.
    public var fixed: [Int] = []
    /// Issues that only campaigns stopped early (by a time budget, or at a failure) could have
    /// reproduced, and did not: not confirmed fixed.
    public var unconfirmed: [Int] = []

    /// An outcome of nothing yet.
    package init(known: [KnownIssue], whenFixed: KnownIssues.FixedPolicy) {
        self.known = known
        self.whenFixed = whenFixed
    }

    /// How many findings no issue matched.
    public var newFindings: Int { matches.count { $0 == nil } }

    /// Whether the run passes: no new finding, and no fixed issue unless fixed issues are only
    /// reported.
    public var passed: Bool { newFindings == 0 && (fixed.isEmpty || whenFixed == .report) }

    /// One line per fixed and unconfirmed issue: `fixed: remove it: noOverlap of feed (…)`.
    public var lines: [String] {
        fixed.map { "known issue \(whenFixed == .fail ? "FIXED" : "fixed"): remove it: \(known[$0].label)" }
            + unconfirmed.map { "known issue not reproduced, but the run stopped early (a time budget or a failure), so it is not called fixed: \(known[$0].label)" }
    }
}
