/// A run's findings and scopes, collected campaign by campaign (of layouts and of indexes), and
/// what its known issues make of them: how `tessera fuzz --known` and `expectInvariants(…, knownIssues:)` run several
/// campaigns against one set of known issues. An issue is fixed only when no campaign of the
/// whole run reproduced it, so a bug found from one profile is not called fixed by another.
public struct KnownIssueLedger: Sendable {
    /// The issues the run is held to.
    public let knownIssues: KnownIssues
    /// Every finding so far, in report order.
    package private(set) var candidates: [KnownIssue.Candidate] = []
    /// What each campaign so far could reproduce.
    package private(set) var scopes: [KnownIssues.Scope] = []

    /// An empty ledger of `knownIssues`.
    public init(_ knownIssues: KnownIssues) {
        self.knownIssues = knownIssues
    }

    /// Adds `report`'s findings and scope; returns, for each of its findings in order, the
    /// index of the issue it matched (`nil`: new).
    @discardableResult
    public mutating func record<Definition: LayoutDefinition>(_ report: CampaignReport<Definition>) -> [Int?] {
        let found = report.knownIssueCandidates
        candidates += found
        scopes.append(report.knownIssueScope)
        return found.map(knownIssues.issue(matching:))
    }

    /// Adds an index campaign's findings and scope (`tessera fuzz --index … --known FILE`);
    /// returns, for each of its findings in order, the index of the issue it matched (`nil`:
    /// new).
    @discardableResult
    public mutating func record(_ report: IndexCampaignReport) -> [Int?] {
        record(report.knownIssueCandidates, scope: report.knownIssueScope)
    }

    /// Adds findings and a scope of another kind of check (a spec checked alone).
    public mutating func record(_ found: [KnownIssue.Candidate], scope: KnownIssues.Scope) -> [Int?] {
        candidates += found
        scopes.append(scope)
        return found.map(knownIssues.issue(matching:))
    }

    /// The outcome of the run so far (`KnownIssues.triage(_:scopes:)`).
    public var outcome: KnownIssueOutcome {
        knownIssues.triage(candidates, scopes: scopes)
    }
}
