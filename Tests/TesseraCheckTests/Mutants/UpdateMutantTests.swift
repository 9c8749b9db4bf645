import Testing
import TesseraCheck
import TesseraCore

/// Proof that the incremental-update property finds bugs in the engines' updates: every
/// update mutant is caught by the update campaigns (`Mutant.huntUpdates`) and its
/// counterexample shrinks to at most 2 updates.
@Suite("Update mutants")
struct UpdateMutantTests {
    @Test("every update mutant is caught by the update campaigns", arguments: Mutant.updates)
    func mutantIsCaught(_ mutant: Mutant) throws {
        let hunt = mutant.hunt()
        try #require(hunt.caught, "\(mutant.name) survived \(hunt.casesRun) cases")
        print("mutant \(mutant.name): caught by \(hunt.invariant ?? "") in \(hunt.profile?.rawValue ?? "") after \(hunt.casesRun) cases, \(hunt.seconds) s, shrunk to \(hunt.shrunkElementCount) updates")
        #expect(hunt.invariant == Invariant.incrementalUpdate.rawValue, "\(hunt.report)")
        #expect(hunt.shrunkElementCount <= 2, "\(hunt.report)")
    }
}
