import Foundation
import Testing
import TesseraCheck
import TesseraIndex
import TesseraLayouts
@testable import TesseraTesting

/// A one-line slip in the Swift Testing face of the harness — `expectInvariants` and
/// `expectAgreement`, planted through `ExpectationSlip.current` — and a call of the function
/// on a layout that holds, which must record the function's own check failing
/// (`harnessValidation`) and nothing else: the slip lets a test check less than it says, and
/// only the self-check can tell.
struct ExpectationMutant: Sendable, CustomTestStringConvertible {
    var name: String
    var slip: ExpectationSlip
    /// Calls the function as a user's `@Test` would.
    var call: @Sendable () -> Void

    var testDescription: String { name }

    /// A call of `expectInvariants` on the waterfall's phone cases.
    static func expectInvariants(_ name: String, _ slip: ExpectationSlip) -> ExpectationMutant {
        ExpectationMutant(name: name, slip: slip) {
            TesseraTesting.expectInvariants(PropertyCheck(WaterfallDefinition(), profiles: [.phone], cases: 5))
        }
    }

    /// A call of `expectAgreement` for the packed R-tree over the grid's phone cases and 60
    /// arbitrary frame sets (enough for the index campaign's own generator check).
    static func expectAgreement(_ name: String, _ slip: ExpectationSlip) -> ExpectationMutant {
        ExpectationMutant(name: name, slip: slip) {
            TesseraTesting.expectAgreement(
                IndexAgreementCheck([.packedRTree], layouts: LayoutCatalog([GridDefinition.grid]), profiles: [.phone], cases: 5, frameCases: 60)
            )
        }
    }

    static let all: [ExpectationMutant] = [
        .expectInvariants("expectInvariants.laterFindingsNotRecorded", .laterFindingsNotRecorded),
        .expectInvariants("expectInvariants.knownIssueCoversItsReport", .knownIssueCoversItsReport),
        .expectInvariants("expectInvariants.indexesDropped", .indexesDropped),
        .expectAgreement("expectAgreement.laterFindingsNotRecorded", .laterFindingsNotRecorded),
        .expectAgreement("expectAgreement.arbitraryFramesSkipped", .arbitraryFramesSkipped),
        .expectAgreement("expectAgreement.fewerProbeQueries", .fewerProbeQueries),
    ]
}

@Suite("Expectation mutants")
struct ExpectationMutantTests {
    /// Only issues of the function's self-check may be recorded, and at least one must be:
    /// `withKnownIssue` fails the test when none is.
    @Test("every slip in expectInvariants and expectAgreement is caught by their own self-check", arguments: ExpectationMutant.all)
    func expectationMutantIsCaught(_ mutant: ExpectationMutant) {
        let caught = CaughtComments()
        withKnownIssue("\(mutant.name) is caught by harnessValidation") {
            ExpectationSlip.$current.withValue(mutant.slip) { mutant.call() }
        } matching: { issue in
            guard let comment = issue.comments.first(where: { $0.rawValue.hasPrefix("harnessValidation: ") }) else { return false }
            caught.append(comment.rawValue)
            return true
        }
        print("mutant \(mutant.name): caught by \(caught.first.map { "harnessValidation: \($0.dropFirst("harnessValidation: ".count))" } ?? "nothing")")
    }

    /// The same calls without the slip record nothing: the self-check does not fail a sound
    /// function.
    @Test func theUnmutatedCallsRecordNothing() {
        ExpectationMutant.expectInvariants("expectInvariants", .indexesDropped).call()
        ExpectationMutant.expectAgreement("expectAgreement", .fewerProbeQueries).call()
    }

    /// The self-check's planted report is recorded as it must be by the sound function.
    @Test func thePlantedReportIsRecordedAsPromised() {
        #expect(ExpectationValidation.recordingProblems().isEmpty)
        let problems = ExpectationSlip.$current.withValue(.laterFindingsNotRecorded) { ExpectationValidation.recordingProblems() }
        #expect(problems.count == 2, "\(problems)")
    }
}

/// The self-check comments a mutant's call recorded, collected by `withKnownIssue`'s matcher
/// (which may run on another thread).
private final class CaughtComments: @unchecked Sendable {
    private let lock = NSLock()
    private var comments: [String] = []

    func append(_ comment: String) {
        lock.withLock { comments.append(comment) }
    }

    var first: String? {
        lock.withLock { comments.first }
    }
}
