import Foundation
import Testing

/// `tessera fuzz` shrinks a case that traps or hangs, each candidate in a child process
/// (`FuzzSupervision`): with a defect planted in the executable (`TESSERA_FUZZ_PLANT`: the
/// layout traps, or loops forever, on a section of 3 items or more; or the index, built over 3
/// frames or more), the run reports the case shrunk to at most 4 items, or to 3 frames, with why
/// shrinking stopped and the replay line.
@Suite struct FuzzSupervisionTests {
    /// The items and sections of the shrunk counterexample, read from the report's
    /// `shrunk from … to N items in S sections (… each in a child process …)` line.
    static func shrunkSize(_ report: String) -> (items: Int, sections: Int)? {
        guard let line = report.split(separator: "\n").first(where: { $0.contains("shrunk from") }),
              let to = line.range(of: " to ") else { return nil }
        let words = line[to.upperBound...].split(separator: " ")
        guard words.count > 3, let items = Int(words[0]), let sections = Int(words[3]) else { return nil }
        return (items, sections)
    }

    @Test(arguments: [
        ("trap", ["--hang-after", "5m"], "trapped: "),
        ("hang", ["--hang-after", "300ms"], "hung: it ran for more than 1.0 s"),
    ])
    func aTrapOrAHangIsShrunkInChildProcesses(plant: String, options: [String], headline: String) throws {
        let outcome = try ProcessRunner.run(
            ["fuzz", "--layout", "grid", "--profile", "phone", "--cases", "50"] + options,
            environment: ["TESSERA_FUZZ_PLANT": plant, "SWIFT_BACKTRACE": "enable=no"], timeout: .seconds(300)
        )
        #expect(outcome.signal == nil && outcome.status == 1, "\(outcome.standardError.suffix(2000))")
        // The child said which case, as a run without supervision does.
        #expect(outcome.standardError.contains("replay: tessera fuzz --layout grid --profile phone --seed 0x7E55E8A0C4EC0001 --case "), "\(outcome.standardError.suffix(2000))")
        let report = outcome.standardOutput
        #expect(report.contains(headline), "\(report)")
        if plant == "trap" { #expect(report.contains("planted trap: a section of 3 items or more"), "\(report)") }
        let size = try #require(Self.shrunkSize(report), "\(report)")
        #expect(size.items <= 4 && size.items >= 3, "\(report)")
        #expect(report.contains("each in a child process of at most"), "\(report)")
        #expect(report.contains("stopped: no smaller candidate fails the same way"), "\(report)")
        #expect(report.contains("  replay:\n    tessera fuzz --layout grid --profile phone --seed 0x7E55E8A0C4EC0001 --case "), "\(report)")
        #expect(report.contains("\"layout\": \"grid\""), "\(report)")
    }

    /// An index campaign's trap or hang is shrunk the same way (`TESSERA_FUZZ_PLANT=index-trap`
    /// or `index-hang`: the index traps, or loops forever, when built over 3 frames or more):
    /// each candidate index case is checked in a child (`--index-candidate FILE`).
    @Test(arguments: [
        ("index-trap", ["--hang-after", "5m"], "trapped: "),
        ("index-hang", ["--hang-after", "300ms"], "hung: it ran for more than 1.0 s"),
    ])
    func anIndexCasesTrapOrHangIsShrunkInChildProcesses(plant: String, options: [String], headline: String) throws {
        let outcome = try ProcessRunner.run(
            ["fuzz", "--index", "interval-tree", "--cases", "50"] + options,
            environment: ["TESSERA_FUZZ_PLANT": plant, "SWIFT_BACKTRACE": "enable=no"], timeout: .seconds(300)
        )
        #expect(outcome.signal == nil && outcome.status == 1, "\(outcome.standardError.suffix(2000))")
        #expect(outcome.standardError.contains("replay: tessera fuzz --index interval-tree --seed 0x7E55E8A0C4EC0001 --case "), "\(outcome.standardError.suffix(2000))")
        let report = outcome.standardOutput
        let headlineLine = try #require(report.split(separator: "\n").first { $0.hasPrefix("tessera fuzz: index interval-tree case ") }, "\(report)")
        #expect(headlineLine.contains(headline), "\(report)")
        if plant == "index-trap" { #expect(report.contains("planted index trap: 3 frames or more"), "\(report)") }
        // The shape scripts/source-mutants.sh reads: `shrunk from … to N frames`.
        let shrunk = try #require(report.split(separator: "\n").first { $0.contains("shrunk from") }, "\(report)")
        #expect(shrunk.contains(" to 3 frames, 1 query and no scrolls"), "\(report)")
        #expect(shrunk.contains("each in a child process of at most"), "\(report)")
        #expect(shrunk.contains("stopped: no smaller candidate fails the same way"), "\(report)")
        #expect(report.contains("  replay:\n    tessera fuzz --index interval-tree --seed 0x7E55E8A0C4EC0001 --case "), "\(report)")
        #expect(report.contains("tessera fuzz --index interval-tree --index-candidate counterexample.json"), "\(report)")
        #expect(!report.contains("reported, not shrunk"), "\(report)")
    }

    /// Without a plant the supervised run passes as before: exit 0, the campaign's summary.
    @Test func aPassingRunIsUnchanged() throws {
        let outcome = try ProcessRunner.run(["fuzz", "--layout", "grid", "--profile", "phone", "--cases", "20"])
        #expect(outcome.status == 0, "\(outcome.standardError.suffix(2000))")
        #expect(outcome.standardOutput.contains("20 cases"), "\(outcome.standardOutput)")
    }
}
