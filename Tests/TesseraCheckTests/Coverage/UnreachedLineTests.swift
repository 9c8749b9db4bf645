import Foundation
import Testing

/// `scripts/fuzz-coverage.sh --unreached` lists each line of TesseraLayouts, TesseraIndex and
/// TesseraCore/Updates that no fuzz case reached, and exits 1 when one has no `unreached:
/// <reason>` comment on it or on the line above. A coverage build is too slow for `swift test`,
/// so these tests hold the committed measurement (docs/RESULTS.md, section `update-coverage`,
/// written by `scripts/measure-results.sh update-coverage`) to the same rule: every line it lists
/// as unreached, in the files its campaigns answer for, must have a reason now — gained since,
/// or kept — or be gone from the sources (changed code, which the next measurement judges).
/// A measurement of the update campaigns alone (`--coverage-cases`) answers for the update code
/// only; the full one for every file it lists.
@Suite struct UnreachedLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The update code: what the update campaigns answer for.
    static func isUpdateCode(_ file: String) -> Bool {
        file.hasPrefix("Sources/TesseraCore/Updates/") || file.hasSuffix("+Incremental.swift")
            || ["CheckpointTrail", "ResumableStacker", "StackedLayout", "ExactMove"].contains { file == "Sources/TesseraLayouts/Shared/\($0).swift" }
            || file == "Sources/TesseraIndex/LayoutSession+Index.swift" || file.hasSuffix("IntervalTreeIndex+Update.swift")
    }

    /// The section's text.
    static func section() throws -> Substring {
        let results = try String(contentsOf: root.appendingPathComponent("docs/RESULTS.md"), encoding: .utf8)
        let start = try #require(results.range(of: "<!-- section: update-coverage -->"))
        let end = try #require(results.range(of: "<!-- end section: update-coverage -->", range: start.upperBound ..< results.endIndex))
        return results[start.upperBound ..< end.lowerBound]
    }

    /// Whether line `number` (1-based) of `lines`, or the one above, holds a reason.
    static func hasReason(_ lines: [Substring], at number: Int) -> Bool {
        lines[number - 1].contains("unreached:") || (number >= 2 && lines[number - 2].contains("unreached:"))
    }

    @Test func everyLineTheMeasurementFoundUnreachedHasAReason() throws {
        let section = try Self.section()
        let measuredUpdatesAlone = section.contains("--cases")
        let entries = section.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = entries.firstIndex(where: { $0.hasSuffix("unreached without a reason:") }) else {
            Issue.record("the update-coverage section lists no unreached lines: measure it with scripts/measure-results.sh update-coverage")
            return
        }
        var missing: [String] = []
        // Both lists: the lines without a reason must have gained one, and those that had one
        // must keep it.
        for entry in entries[(start + 1)...] {
            if entry.hasPrefix("```") { break }
            if entry.isEmpty || entry.hasSuffix("(an unreached: comment):") { continue }
            let parts = entry.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let number = Int(parts[1]) else { continue }
            let file = String(parts[0])
            guard !measuredUpdatesAlone || Self.isUpdateCode(file) else { continue }
            let text = parts[2].dropFirst()
            guard let source = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else { continue }
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            // The line where it was, or where the same text is now.
            let candidates = (number <= lines.count && lines[number - 1] == text ? [number] : [])
                + lines.indices.filter { lines[$0] == text }.map { $0 + 1 }
            guard let line = candidates.first else { continue }
            if !Self.hasReason(lines, at: line) { missing.append(String(entry)) }
        }
        #expect(missing.isEmpty, "unreached by the fuzzer, without an `unreached: <reason>` comment (reach them, delete them, or say why):\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyReasonSaysWhy() throws {
        var vague: [String] = []
        for directory in ["Sources/TesseraLayouts", "Sources/TesseraIndex", "Sources/TesseraCore/Updates"] {
            let url = Self.root.appendingPathComponent(directory)
            let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let source = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let range = line.range(of: "unreached:") else { continue }
                    let reason = line[range.upperBound...].split(separator: " ")
                    if reason.count < 4 { vague.append("\(file.lastPathComponent):\(number + 1): \(line)") }
                }
            }
        }
        #expect(vague.isEmpty, "an `unreached:` comment must say why the fuzzer cannot reach the line:\n\(vague.joined(separator: "\n"))")
    }
}
