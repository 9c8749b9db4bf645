import Testing
import TesseraCheck

/// The summary line's outcome counts findings, known issues and failing cases in plain words,
/// the same for layout and index campaigns.
@Suite struct FindingsOutcomeTests {
    private func outcome(
        findings: Int, known: Int = 0, failingCases: Int, beyond: Int = 0, stoppedAtFirst: Bool = false
    ) -> String {
        FindingsOutcome(
            findings: findings, knownFindings: known, failingCases: failingCases,
            failingCasesBeyondFindingLimit: beyond, findingLimit: 10, stoppedAtFirstFailure: stoppedAtFirst
        ).text
    }

    @Test func countsFindingsAndCases() {
        #expect(outcome(findings: 1, failingCases: 1) == "FAILED: 1 finding in 1 failing case")
        #expect(outcome(findings: 3, failingCases: 7) == "FAILED: 3 distinct findings in 7 failing cases")
    }

    @Test func saysHowManyFindingsAreKnownIssues() {
        #expect(outcome(findings: 3, known: 1, failingCases: 4) == "FAILED: 3 distinct findings (1 a known issue) in 4 failing cases")
        #expect(outcome(findings: 3, known: 2, failingCases: 4) == "FAILED: 3 distinct findings (2 known issues) in 4 failing cases")
        #expect(outcome(findings: 2, known: 2, failingCases: 4) == "known issues only: 2 distinct findings in 4 failing cases")
    }

    @Test func aKnownIssueOnlyRunPastTheLimitStillFails() {
        #expect(outcome(findings: 2, known: 2, failingCases: 15, beyond: 3)
            == "FAILED: 2 distinct findings in 15 failing cases, 3 more beyond the limit of 10 findings")
    }

    @Test func namesAStopAtTheFirstFailure() {
        #expect(outcome(findings: 1, failingCases: 1, stoppedAtFirst: true) == "FAILED: 1 finding in 1 failing case, stopped at the first")
    }

    @Test func aFailureOfTheHarnessItselfHasNoCaseToCount() {
        #expect(outcome(findings: 1, failingCases: 0) == "FAILED")
    }
}
