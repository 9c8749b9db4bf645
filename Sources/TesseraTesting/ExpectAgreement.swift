import Testing
import TesseraCheck
import TesseraIndex

/// Checks `index` — a user's own `RectIndex`, as `IndexKind(MyIndex.self, summary: …)` —
/// against the linear filter inside a Swift Testing `@Test`: on the results of every layout
/// of `layouts` (Tessera's engines and seed ports unless given) from phone, photo, many-section
/// and adversarial cases, asked probe queries along shared edges, through zero-size frames,
/// inverted and off the content; then on 200 arbitrary frame sets (negative, huge, tiny,
/// duplicate, zero-area, inverted, out of order). Each disagreement is shrunk — to a small
/// spec, or to a few frames and one query — and recorded as an issue with its replay line;
/// the counterexample JSON is attached. The function checks itself (`harnessValidation`): what
/// it records for a planted failing report, and that every index was held to the linear filter
/// by every layout's campaign with the whole query budget and on arbitrary frames along both
/// axes; a difference is an issue that fails the test.
///
/// ```swift
/// @Test func myIndexAgreesWithTheLinearFilter() {
///     expectAgreement(of: IndexKind(RowIndex.self, summary: "rows of a flow layout"))
/// }
/// ```
@discardableResult
public func expectAgreement(
    of index: IndexKind, layouts: LayoutCatalog = .builtIn, cases: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [CheckReport] {
    expectAgreement(IndexAgreementCheck([index], layouts: layouts, cases: cases), sourceLocation: sourceLocation)
}

/// Runs `check` and records each failing campaign as an issue, as
/// `expectAgreement(of:layouts:cases:)` does.
@discardableResult
public func expectAgreement(_ check: IndexAgreementCheck, sourceLocation: SourceLocation = #_sourceLocation) -> [CheckReport] {
    guard let environment = TestRun.environment(sourceLocation: sourceLocation) else { return [] }
    var check = check
    check.testFilter = check.testFilter ?? TestRun.currentFilter
    if check.testArgument == nil, TestRun.isParameterized {
        check.testArgument = "index " + check.indexes.map(\.name).joined(separator: ", ")
    }
    let asked = check
    switch ExpectationSlip.current {
    case .arbitraryFramesSkipped: check.frameCases = 0
    case .fewerProbeQueries: check.queryBudget = 4
    default: break
    }
    var reported: [String: String] = [:]
    let reports = check.run(environment: environment) { report in
        TestRun.record(report, regressionError: nil, reported: &reported, sourceLocation: sourceLocation)
    }
    ExpectationValidation.record(
        ExpectationValidation.recordingProblems() + ExpectationValidation.agreementProblems(reports, asked: asked),
        of: "expectAgreement", sourceLocation: sourceLocation
    )
    return reports
}
