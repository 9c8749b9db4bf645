import Foundation
import Testing

/// `scripts/source-mutants.sh` plants each line of `scripts/source-mutants.tsv` by replacing a
/// text that must occur exactly once in its file, and stops at the first line whose text does
/// not: a source edit that moves a line would end the whole run there. Each line is checked
/// against today's sources.
@Suite struct SourceMutantListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyPlantedTextOccursOnceInItsFile() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("scripts/source-mutants.tsv"), encoding: .utf8)
        var checked = 0
        for line in list.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 6, "\(line): expected 6 tab-separated fields")
            let (name, file, find) = (fields[0], fields[2], fields[3].replacingOccurrences(of: "\\n", with: "\n"))
            let source = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let occurrences = source.components(separatedBy: find).count - 1
            #expect(occurrences == 1, "\(name): the text to replace occurs \(occurrences) times in \(file)")
            checked += 1
        }
        #expect(checked >= 40)
    }
}
