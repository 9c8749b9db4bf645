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
/// the counterexample JSON is attached.
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
    var reported: [String: String] = [:]
    return check.run(environment: environment) { report in
        TestRun.record(report, regressionError: nil, reported: &reported, sourceLocation: sourceLocation)
    }
}
