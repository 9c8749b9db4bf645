import Foundation
import Testing

/// docs/RESULTS.md is what `scripts/measure-results.sh` writes: its header, then sections, each
/// opened by a stamp naming the command, the commit, the date, the machine and the load. A
/// section without a stamp, a quick trial, a run over uncommitted changes or text between the
/// sections fails, so no figure enters the file without a date and a command.
@Suite struct ResultsFileTests {
    /// The sections written by hand before the script existed, each part with its own command
    /// and date; they go as the script's sections measure them again.
    static let recordedByHand: Set<String> = ["earlier"]

    static func sections() throws -> (outside: [Substring], sections: [(name: String, lines: [Substring])]) {
        let lines = try Documentation.text("docs/RESULTS.md").split(separator: "\n", omittingEmptySubsequences: false)
        var outside: [Substring] = []
        var sections: [(name: String, lines: [Substring])] = []
        var open: String?
        for line in lines {
            if let name = line.wholeMatch(of: /<!-- section: ([\w-]+) -->/)?.output.1 {
                #expect(open == nil, "section \(name) opens inside \(open ?? "")")
                open = String(name)
                sections.append((String(name), []))
            } else if let name = line.wholeMatch(of: /<!-- end section: ([\w-]+) -->/)?.output.1 {
                #expect(open == String(name), "section \(name) ends but \(open ?? "none") is open")
                open = nil
            } else if open != nil {
                sections[sections.count - 1].lines.append(line)
            } else {
                outside.append(line)
            }
        }
        #expect(open == nil, "section \(open ?? "") never ends")
        return (outside, sections)
    }

    @Test func everySectionIsStampedWithItsCommandCommitDateAndMachine() throws {
        let (_, sections) = try Self.sections()
        #expect(!sections.isEmpty)
        #expect(Set(sections.map(\.name)).count == sections.count, "a section appears twice")
        for section in sections where !Self.recordedByHand.contains(section.name) {
            let stamp = section.lines.first { !$0.isEmpty && !$0.hasPrefix("## ") } ?? ""
            #expect(
                stamp.contains(/^Measured by `.+` at commit `[0-9a-f]{7,}`, \d{4}-\d\d-\d\d \d\d:\d\d–\d\d:\d\d UTC, on .+; load average .+ before, .+ after\.$/),
                "section \(section.name) does not open with its stamp: \(stamp)"
            )
        }
    }

    @Test func nothingButTheHeaderIsOutsideTheSections() throws {
        let (outside, _) = try Self.sections()
        let firstSection = try Documentation.text("docs/RESULTS.md").split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("<!-- section: ") } ?? 0
        #expect(outside.dropFirst(firstSection).allSatisfy { $0.isEmpty }, "text between the sections of docs/RESULTS.md")
    }

    @Test func theScriptListsTheSectionsTheFileHolds() throws {
        let script = try Documentation.text("scripts/measure-results.sh")
        for section in try Self.sections().sections where !Self.recordedByHand.contains(section.name) {
            #expect(script.contains("\"\(section.name)|"), "scripts/measure-results.sh has no section \(section.name)")
        }
    }
}
