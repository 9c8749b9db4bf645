import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// Known issues of index campaigns: an entry names the index and the ways its answer is wrong
/// (and whether only a scroll shows it); the same honesty rules as a layout's — a finding of
/// another kind of wrong answer or another index is new, an issue no longer reproduced fails as
/// fixed, and a known finding met first does not hide another.
@Suite struct IndexKnownIssuesTests {
    static func issue(_ ways: Set<KnownIssue.WrongAnswer>, index: String = "two-defects", scrollOnly: Bool? = nil) -> KnownIssue {
        KnownIssue(.indexAgreement, index: index, matching: .init(wrongAnswers: ways, scrollOnly: scrollOnly), reason: "IDX-\(ways.sorted().map(\.rawValue).joined())")
    }

    static func run(_ index: IndexKind, known: [KnownIssue], stopsAtFirstFailure: Bool = false, cases: Int = 200) -> (IndexCampaignReport, KnownIssueOutcome) {
        var campaign = IndexCampaign(index: index, cases: cases, seed: 9, stopsAtFirstFailure: stopsAtFirstFailure)
        campaign.knownIssues = KnownIssues(known)
        let report = campaign.run()
        var ledger = KnownIssueLedger(campaign.knownIssues)
        ledger.record(report)
        return (report, ledger.outcome)
    }

    @Test func aKnownWrongAnswerIsReportedAsKnownAndTheOtherStillFails() throws {
        let (report, outcome) = Self.run(IndexKind.twoDefects, known: [Self.issue([.missing])])
        #expect(report.failures.count == 2)
        #expect(outcome.matches.count == 2 && outcome.newFindings == 1, "\(report)")
        #expect(!outcome.passed)
        #expect(report.summary.contains("2 distinct findings (1 a known issue) in"), "\(report.summary)")
        #expect(report.description.contains("KNOWN ISSUE case "))
        #expect(report.description.contains("is a known issue (does not fail the run): indexAgreement of index two-defects (IDX-missing)"), "\(report)")
        // Both known: green, said as such.
        let (both, green) = Self.run(IndexKind.twoDefects, known: [Self.issue([.missing]), Self.issue([.extra])])
        #expect(green.passed && green.fixed.isEmpty, "\(green.lines)")
        #expect(both.summary.contains(": known issues only: 2 distinct findings"), "\(both.summary)")
    }

    @Test func anotherKindOfWrongAnswerOrAnotherIndexIsNew() {
        // Repeated ids are not missing ones; a wider entry (missing or repeated) still matches.
        #expect(Self.run(IndexKind.twoDefects, known: [Self.issue([.repeated])]).1.newFindings == 2)
        #expect(Self.run(IndexKind.twoDefects, known: [Self.issue([.missing, .repeated])]).1.newFindings == 1)
        // An entry of another index matches nothing here, and is out of this run's scope.
        let (_, other) = Self.run(IndexKind.twoDefects, known: [Self.issue([.missing], index: "packed-r-tree")])
        #expect(other.newFindings == 2 && other.fixed.isEmpty && other.unconfirmed.isEmpty)
        // Only a scroll shows neither defect.
        #expect(Self.run(IndexKind.twoDefects, known: [Self.issue([.missing], scrollOnly: true)]).1.newFindings == 2)
    }

    @Test func aScrollOnlyIssueMatchesACursorBug() {
        let cursor = IndexKind(CursorResumingAfterMovingBack.self, summary: "a cursor resuming after a move back")
        let (report, outcome) = Self.run(cursor, known: [Self.issue([.missing], index: cursor.name, scrollOnly: true)])
        #expect(report.failures.count == 1 && outcome.passed, "\(report)")
        #expect(Self.run(cursor, known: [Self.issue([.missing], index: cursor.name, scrollOnly: false)]).1.newFindings == 1)
    }

    @Test func anIssueOfARightIndexFailsAsFixed() {
        let (report, outcome) = Self.run(.linear, known: [Self.issue([.missing], index: "linear")], cases: 60)
        #expect(report.passed)
        #expect(outcome.fixed == [0] && !outcome.passed)
        #expect(outcome.lines == ["known issue FIXED: remove it: indexAgreement of index linear (IDX-missing)"])
        // A run cut short does not call it fixed.
        var short = IndexCampaign(index: .linear, cases: 60, timeBudget: .zero)
        short.knownIssues = KnownIssues([Self.issue([.missing], index: "linear")])
        var ledger = KnownIssueLedger(short.knownIssues)
        ledger.record(short.run())
        #expect(ledger.outcome.unconfirmed == [0] && ledger.outcome.passed)
    }

    /// Stopping at the first failure, a known finding met first does not end the run: the
    /// next finding is found, and fails it.
    @Test func aKnownFirstFindingDoesNotHideTheNext() throws {
        let (plain, _) = Self.run(IndexKind.twoDefects, known: [], stopsAtFirstFailure: true)
        let first = KnownIssue.Candidate(try #require(plain.failure), index: IndexKind.twoDefects.name).wrongAnswers
        let (report, outcome) = Self.run(IndexKind.twoDefects, known: [Self.issue(first)], stopsAtFirstFailure: true)
        #expect(report.failures.count == 2 && outcome.matches == [0, nil], "\(report)")
        #expect(report.summary.hasSuffix("stopped at the first"), "\(report.summary)")
    }

    /// A layout campaign's `indexAgreement` finding says how its answer is wrong too, so an
    /// entry of a layout's own query can name it.
    @Test func aLayoutsOwnQueryFindingSaysHowItIsWrong() throws {
        let report = Campaign(layout: CustomLayout.band(planting: .dropsStraddlingRow), profile: .phone, cases: 30).run()
        let position = try #require(report.failures.firstIndex { $0.violation.invariant == .indexAgreement }, "\(report)")
        let candidate = KnownIssue.Candidate(report.failures[position])
        #expect(candidate.wrongAnswers == [.missing] && candidate.index == nil && candidate.throughScroll == nil)
        let issue = KnownIssue(.indexAgreement, layout: "band", matching: .init(wrongAnswers: [.missing]), reason: "BAND-1")
        var ledger = KnownIssueLedger(KnownIssues([issue]))
        #expect(ledger.record(report)[position] == 0)
        // A layout's finding never matches an entry naming an index, nor one asking for a scroll.
        #expect(!Self.issue([.missing], index: "band-search").matches(candidate))
        #expect(!KnownIssue(.indexAgreement, matching: .init(scrollOnly: false), reason: "r").matches(candidate))
    }

    @Test func entriesNamingAnIndexAreCheckedAndWrittenBack() throws {
        let issues = KnownIssues([Self.issue([.missing, .overwritten], scrollOnly: true)])
        let text = issues.jsonString()
        #expect(text.contains(#""index":"two-defects""#) && text.contains(#""wrongAnswers":["missing","overwritten"]"#) && text.contains(#""scrollOnly":true"#), "\(text)")
        #expect(try KnownIssues(json: text) == issues)
        for (entry, message) in [
            (#"{"invariant": "indexAgreement", "index": "linear", "wrongAnswers": ["lost"], "reason": "r"}"#, #"knownIssues[0].wrongAnswers[0]: "lost" is not a wrong answer (one of: missing, extra, repeated, overwritten)"#),
            (#"{"invariant": "indexAgreement", "index": "linear", "wrongAnswers": [], "reason": "r"}"#, "knownIssues[0].wrongAnswers: [] is empty"),
            (#"{"invariant": "indexAgreement", "scrollOnly": "yes", "reason": "r"}"#, "knownIssues[0].scrollOnly: expected boolean, found string"),
            (#"{"invariant": "noOverlap", "wrongAnswers": ["missing"], "reason": "r"}"#, "knownIssues[0].wrongAnswers: names an index's wrong answer, but the invariant is noOverlap"),
            (#"{"invariant": "noOverlap", "index": "linear", "classes": ["pixel"], "reason": "r"}"#, "knownIssues[0].index: names an index's wrong answer, but the invariant is noOverlap"),
            (#"{"invariant": "indexAgreement", "index": "linear", "layout": "grid", "scrollOnly": true, "reason": "r"}"#, "knownIssues[0].index: is given with a layout"),
        ] {
            KnownIssuesFileTests.expectRefused(#"{"knownIssues": ["# + entry + "]}", saying: message)
        }
    }
}
