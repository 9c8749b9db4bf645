import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// Proof that the harness finds bugs: every mutant is caught within a fixed seed and case
/// budget and shrinks to at most 4 items, and its correct counterpart passes the same cases.
@Suite("Mutants")
struct MutantTests {
    static let seed: UInt64 = 0x7E55_E8A0_0000_0001
    /// Every mutant must be caught within this many cases.
    static let caseBudget = 200
    /// How many of the same cases the correct counterparts must pass.
    static let counterpartCases = 60

    @Test("every mutant is caught and shrinks to ≤ 4 items", arguments: Mutant.all + Mutant.ofRealEngines)
    func mutantIsCaught(_ mutant: Mutant) throws {
        let campaign = Campaign(
            layout: mutant.layout, profile: mutant.profile, cases: Self.caseBudget, seed: Self.seed,
            factory: mutant.broken, checker: InvariantChecker(indexes: mutant.brokenIndexes), invalidInputRate: 0,
            testFilter: "MutantTests"
        )
        let report = campaign.run()
        let failure = try #require(report.failure, "\(mutant.name) survived \(report.casesRun) cases")
        print("\(mutant.name): caught at case \(failure.caseIndex ?? -1) (\(report.casesRun) cases), shrunk to \(failure.shrunkSpec.items.itemCount) items in \(failure.shrinkAttempts) tries: \(failure.violation.invariant.rawValue)")
        #expect(failure.shrunkSpec.items.itemCount <= 4, "\(failure)")
    }

    @Test("the correct counterparts pass the same cases", arguments: Mutant.all + Mutant.ofRealEngines)
    func counterpartPasses(_ mutant: Mutant) {
        let campaign = Campaign(
            layout: mutant.layout, profile: mutant.profile, cases: Self.counterpartCases, seed: Self.seed,
            factory: mutant.correct,
            checker: InvariantChecker(
                // A real engine's reported defects are checked by EngineSuites, not here.
                invariants: Set(Invariant.allCases).subtracting(EngineSuites.knownDefects[mutant.layout] ?? []),
                indexes: mutant.correctIndexes
            ),
            testFilter: "MutantTests"
        )
        let report = campaign.run()
        #expect(report.passed, "\(report)")
    }
}
