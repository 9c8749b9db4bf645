import Testing
import TesseraCheck
import TesseraCore

/// The `expect…` functions' checks of themselves (`harnessValidation`), made on every call:
/// that what they record for a failing report is what it must be, and that the campaigns
/// they ran are the ones the check asked for. A slip in either would let a test pass while
/// it checks less than it says: a second bug never reported, a known issue hiding a finding
/// it does not describe, an index never held to the linear filter, a probe budget cut short.
/// Each problem is recorded as an issue that fails the test, its comment starting
/// `harnessValidation:`.
enum ExpectationValidation {
    /// The label of the planted report's campaign.
    private static let plantedLabel = "planted/phone"

    /// What goes wrong when the issues decided for a planted failing report are not what they
    /// must be. The report has two findings, of `noOverlap` and of `inBounds`, of a layout
    /// `planted`, and one known issue of `noOverlap` of `planted`: without the known issue,
    /// both findings must fail the test, each with its own report and counterexample; with it,
    /// the first must be the known issue's and the second must still fail the test. O(1).
    static func recordingProblems() -> [String] {
        let findings = [Invariant.noOverlap, .inBounds].enumerated().map { number, invariant in
            CheckReport.Finding(
                description: "planted finding \(number + 1): \(invariant.rawValue)", counterexampleJSON: "{\"planted\": \(number + 1)}",
                counterexampleName: "planted-\(number + 1).json"
            )
        }
        let report = CheckReport(label: plantedLabel, summary: "\(plantedLabel): planted report of 2 findings", findings: findings)
        let knownIssues = KnownIssues([KnownIssue(
            .noOverlap, layout: "planted", matching: .init(classes: Set(ViolationClass.allCases)), reason: "planted"
        )])
        let candidates = [Invariant.noOverlap, .inBounds].map { invariant in
            KnownIssue.Candidate(invariant: invariant, layout: "planted", violationClass: .pixel, magnitude: 1)
        }
        let known = candidates.map { knownIssues.issue(matching: $0).map { knownIssues.issues[$0] } }
        var problems: [String] = []
        for (name, known) in [("without known issues", [KnownIssue?]()), ("with a known issue of the first finding", known)] {
            var reported: [String: String] = [:]
            let issues = TestRun.issues(for: report, regressionError: nil, known: known, reported: &reported)
            let expected = findings.enumerated().map { number, finding in
                let comment = "\(report.summary)\nfinding \(number + 1) of 2:\n\(finding.description)"
                return number < known.count && known[number] != nil
                    ? RecordedIssue(comment, knownIssue: known[number]?.label)
                    : RecordedIssue(comment, attachment: (finding.counterexampleJSON, finding.counterexampleName))
            }
            if issues != expected {
                func counts(_ issues: [RecordedIssue]) -> String {
                    let failing = issues.filter { $0.knownIssue == nil }.count
                    return "\(failing) failing the test and \(issues.count - failing) known"
                }
                problems.append(
                    "a planted report of 2 findings (noOverlap, inBounds), \(name), was recorded as \(counts(issues)) issues, not \(counts(expected))"
                )
            }
        }
        return problems
    }

    /// What differs between the campaigns `reports` ran and those `asked` describes under
    /// `environment`: their profiles, the invariants each checks and the indexes it holds to
    /// the linear filter. O(campaigns × invariants).
    static func campaignProblems<Definition: LayoutDefinition>(
        _ reports: [CampaignReport<Definition>], asked: PropertyCheck<Definition>, environment: CampaignEnvironment
    ) -> [String] {
        let expected = asked.campaigns(environment: environment)
        guard reports.map(\.campaign.profile) == expected.map(\.profile) else {
            return ["the check asked for the profiles \(expected.map(\.profile.rawValue)), and campaigns of \(reports.map(\.campaign.profile.rawValue)) ran"]
        }
        var problems: [String] = []
        for (report, campaign) in zip(reports, expected) {
            let label = "\(campaign.label)/\(campaign.profile.rawValue)"
            let missing = Set(campaign.checkedInvariants).subtracting(report.campaign.checkedInvariants)
            if !missing.isEmpty {
                problems.append("\(label) did not check \(missing.map(\.rawValue).sorted().joined(separator: ", ")), which the check asked for")
            }
            let indexes = Set(campaign.checker.indexes.map(\.name)).subtracting(report.campaign.checker.indexes.map(\.name))
            if !indexes.isEmpty {
                problems.append("\(label) did not hold \(indexes.sorted().joined(separator: ", ")) to the linear filter, which the check asked for")
            }
        }
        return problems
    }

    /// What differs between the campaigns `reports` ran and those `asked` describes: one
    /// campaign per layout and profile whose checker holds every index of the check to the
    /// linear filter with the check's query budget, and — unless the check asks for none —
    /// one campaign of arbitrary frames per index, drawing both scroll axes and every shape of
    /// query. O(campaigns × indexes).
    static func agreementProblems(_ reports: [CheckReport], asked: IndexAgreementCheck) -> [String] {
        var problems: [String] = []
        let layoutCampaigns = reports.compactMap { report in report.checker.map { (report.label, $0) } }
        let expectedCount = asked.layouts.definitions.count * asked.profiles.count
        if layoutCampaigns.count != expectedCount {
            problems.append("the check asked for \(expectedCount) campaigns of layouts, and \(layoutCampaigns.count) ran")
        }
        let indexes = asked.indexes.map(\.name)
        for (label, checker) in layoutCampaigns {
            let missing = Set(indexes).subtracting(checker.indexes.map(\.name))
            if !missing.isEmpty {
                problems.append("\(label) did not hold \(missing.sorted().joined(separator: ", ")) to the linear filter")
            }
            if !checker.selects(.indexAgreement) { problems.append("\(label) did not check indexAgreement") }
            if checker.queryBudget < asked.queryBudget {
                problems.append("\(label) asked \(checker.queryBudget) probe queries per case, and the check asked for \(asked.queryBudget)")
            }
        }
        guard asked.frameCases > 0 else { return problems }
        let arbitrary = reports.compactMap(\.arbitraryFrames)
        for index in indexes {
            guard let generator = arbitrary.first(where: { $0.index == index })?.generator else {
                problems.append("no campaign of arbitrary frames held \(index) to the linear filter: only the layouts' axes and frames were checked")
                continue
            }
            if generator.axes.count < 2 || generator.queryShapes.count < IndexQueryShape.allCases.count {
                problems.append("\(index)'s arbitrary frames were drawn along \(generator.axes.count) axes with \(generator.queryShapes.count) shapes of query")
            }
        }
        return problems
    }

    /// Records each of `problems` as an issue that fails the test.
    static func record(_ problems: [String], of function: String, sourceLocation: SourceLocation) {
        for problem in problems {
            Issue.record(
                Comment(rawValue: "harnessValidation: \(function) checked less than it says: \(problem)"), sourceLocation: sourceLocation
            )
        }
    }
}
