import Testing
import TesseraCheck

/// Runs a seeded property test of `layout` inside a Swift Testing `@Test`: one campaign per
/// profile that makes sense for any layout, every invariant (the built-in ones that apply and
/// the layout's own), every built-in index held to the linear filter. Each campaign keeps
/// going after a failure: every distinct finding (`Campaign.run`) is shrunk and recorded as an
/// issue that fails the test, with the seed, the violation (element ids, paths, frames, its
/// magnitude and class), the shrunk counterexample as interchange JSON and the replay line;
/// the counterexample JSON is also attached to the test (`swift test --attachments-path DIR`
/// saves it). A campaign that passes prints one line: its cases, invariants and time, and
/// whether the time budget cut it short. `PropertyCheck.stopsAtFirstFailure` ends each
/// campaign at its first failing case instead.
///
/// ```swift
/// @Test func flowLayoutHoldsEveryInvariant() {
///     expectInvariants(of: flow)
/// }
/// ```
///
/// A finding one of `knownIssues` matches is recorded as a known issue (Swift Testing's
/// `withKnownIssue`), which does not fail the test; a known issue that the whole run could have
/// reproduced and did not fails it as fixed ("remove it"), or is recorded as a warning when
/// `knownIssues.whenFixed` is `.report`.
///
/// `TESSERA_SEED`, `TESSERA_CASES`, `TESSERA_CASE` and `TESSERA_SHARD` replay or enlarge the
/// run without editing the test. Returns the campaigns' reports.
///
/// The function checks itself (`harnessValidation`): what it records for a planted failing
/// report must be what it promises (every finding fails the test, a known issue accepts only
/// the findings it matches), and the campaigns that ran must check every invariant and index
/// the check asked for; a difference is an issue that fails the test.
@discardableResult
public func expectInvariants<Definition: LayoutDefinition>(
    of layout: Definition, cases: Int = 50, seed: UInt64 = CampaignEnvironment.defaultSeed, knownIssues: KnownIssues = .none,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [CampaignReport<Definition>] {
    var check = PropertyCheck(layout, cases: cases, seed: seed)
    check.knownIssues = knownIssues
    return expectInvariants(check, sourceLocation: sourceLocation)
}

/// Runs `check` — profiles, case counts, checker, regression file as configured — and
/// records each failing campaign as an issue, as `expectInvariants(of:cases:seed:knownIssues:)`
/// does, holding the run to `check.knownIssues`.
/// Without a `testFilter`, the replay line filters by the current test's name; inside a
/// parameterised test it also names the argument, as the layout (`PropertyCheck.testArgument`).
@discardableResult
public func expectInvariants<Definition: LayoutDefinition>(
    _ check: PropertyCheck<Definition>, sourceLocation: SourceLocation = #_sourceLocation
) -> [CampaignReport<Definition>] {
    guard let environment = TestRun.environment(sourceLocation: sourceLocation) else { return [] }
    var check = check
    check.testFilter = check.testFilter ?? TestRun.currentFilter
    if check.testArgument == nil, TestRun.isParameterized {
        let layout = check.layout
        check.testArgument = "layout " + (layout.implementation == "standard" ? layout.name : "\(layout.name)[\(layout.implementation)]")
    }
    if !check.knownIssues.issues.isEmpty {
        do {
            try check.knownIssues.validate()
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return []
        }
    }
    let asked = check
    if ExpectationSlip.current == .indexesDropped { check.checker.indexes = [] }
    var reported: [String: String] = [:]
    var ledger = KnownIssueLedger(check.knownIssues)
    let reports = check.run(environment: environment) { report in
        let known = ledger.record(report).map { $0.map { ledger.knownIssues.issues[$0] } }
        TestRun.record(
            CheckReport(report), regressionError: report.regressionError, known: known, reported: &reported, sourceLocation: sourceLocation
        )
    }
    TestRun.record(ledger.outcome, sourceLocation: sourceLocation)
    ExpectationValidation.record(
        ExpectationValidation.recordingProblems() + ExpectationValidation.campaignProblems(reports, asked: asked, environment: environment),
        of: "expectInvariants", sourceLocation: sourceLocation
    )
    return reports
}
