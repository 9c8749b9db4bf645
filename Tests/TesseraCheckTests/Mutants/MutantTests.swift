import Testing
import TesseraCheck
import TesseraCore

/// Proof that the fuzzer alone finds bugs: every mutant of the suite is caught by
/// `tessera fuzz --profile all`'s default run (every profile, `Profile.defaultCases` each, the
/// default seed) and shrinks to at most 4 elements.
@Suite("Mutants")
struct MutantTests {
    @Test("every mutant is caught by the default fuzz run and shrinks to ≤ 4 elements", arguments: Mutant.all)
    func mutantIsCaught(_ mutant: Mutant) throws {
        let hunt = mutant.hunt()
        try #require(hunt.caught, "\(mutant.name) survived \(hunt.casesRun) cases")
        print("mutant \(mutant.name): caught by \(hunt.invariant ?? "") in \(hunt.profile?.rawValue ?? "") after \(hunt.casesRun) cases, \(hunt.seconds) s, shrunk to \(hunt.shrunkElementCount) in \(hunt.shrinkAttempts) candidates")
        #expect(hunt.shrunkElementCount <= 4, "\(hunt.report)")
        #expect(hunt.shrunkScrollSteps <= 2, "a scroll shrinks to the fewest queries that show the bug: \(hunt.report)")
        if let huntFrames = mutant.huntFrames {
            let frames = huntFrames()
            try #require(frames.caught, "\(mutant.name) survived \(frames.casesRun) arbitrary frame sets")
            print("mutant \(mutant.name) on arbitrary frames: caught after \(frames.casesRun) cases, \(frames.seconds) s, shrunk to \(frames.shrunkElementCount) frames")
            #expect(frames.shrunkElementCount <= 4, "\(frames.report)")
        }
    }

    @Test func theSuiteCoversEveryKindOfBugInEveryPlace() {
        for place in [Mutant.Place.engine, .index, .checker] {
            let kinds = Set(Mutant.all.filter { $0.place == place }.map(\.kind))
            #expect(kinds == Set(Mutant.Kind.allCases), "\(place): \(kinds)")
        }
    }
}
