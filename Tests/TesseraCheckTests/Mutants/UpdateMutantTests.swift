import Testing
import TesseraCheck
import TesseraCore

/// Proof that the incremental-update property finds bugs in the engines' updates: every
/// update mutant — of an engine's updates or of an index's — is caught by the update
/// campaigns (`Mutant.huntUpdates`) and its counterexample shrinks to 1 update and at most 4
/// items (its own and those its updates insert). One needs a second update:
/// `waterfall.keptTailCheckpointsNotMoved` leaves stale checkpoints behind a kept tail, which
/// only a later update resuming from them shows. `waterfall.dueCheckpointColumnsStale`, wrong
/// only in checkpoints past the first (256 steps apart in a waterfall), stayed at 256 items
/// before the shrinker brought the checkpoints closer (`LayoutSpec.checkpointSpacing`).
@Suite("Update mutants")
struct UpdateMutantTests {
    /// The mutants whose failure only a second update shows (see the suite's doc).
    static let needsTwoUpdates: Set = ["waterfall.keptTailCheckpointsNotMoved"]

    @Test("every update mutant is caught by the update campaigns", arguments: Mutant.updates + Mutant.indexUpdates)
    func mutantIsCaught(_ mutant: Mutant) throws {
        let hunt = mutant.hunt()
        try #require(hunt.caught, "\(mutant.name) survived \(hunt.casesRun) cases")
        print("mutant \(mutant.name): caught by \(hunt.invariant ?? "") in \(hunt.profile?.rawValue ?? "") after \(hunt.casesRun) cases, \(hunt.seconds) s, shrunk to \(hunt.shrunkElementCount) updates and \(hunt.shrunkItemCount) items in \(hunt.shrinkAttempts) candidates")
        let expected = mutant.place == .index ? Invariant.indexAgreement : Invariant.incrementalUpdate
        #expect(hunt.invariant == expected.rawValue, "\(hunt.report)")
        #expect(hunt.shrunkElementCount <= (Self.needsTwoUpdates.contains(mutant.name) ? 2 : 1), "\(hunt.report)")
        #expect(hunt.shrunkItemCount <= 4, "\(hunt.report)")
    }
}
