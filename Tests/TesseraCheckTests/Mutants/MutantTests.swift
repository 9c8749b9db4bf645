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
        let run = mutant.runBroken(Self.seed, Self.caseBudget)
        try #require(run.failed, "\(mutant.name) survived \(run.casesRun) cases")
        print("\(mutant.name): caught at case \(run.caseIndex ?? -1) (\(run.casesRun) cases), shrunk to \(run.shrunkItemCount) items in \(run.shrinkAttempts) tries: \(run.invariant ?? "")")
        #expect(run.shrunkItemCount <= 4, "\(run.report)")
    }

    @Test("the correct counterparts pass the same cases", arguments: Mutant.all + Mutant.ofRealEngines)
    func counterpartPasses(_ mutant: Mutant) {
        let run = mutant.runCorrect(Self.seed, Self.counterpartCases)
        #expect(!run.failed, "\(run.report)")
    }
}
