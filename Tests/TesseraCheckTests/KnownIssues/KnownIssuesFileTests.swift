import Foundation
import Testing
import TesseraCheck
import TesseraCore

/// The committed file: written and read back, and bad files refused naming entry, field and
/// value.
@Suite struct KnownIssuesFileTests {
    @Test func writtenAndReadBack() throws {
        let issues = KnownIssues([
            KnownIssue(
                .inBounds, layout: "feed", implementation: "roundThenMultiply",
                matching: .init(classes: [.subPixel, .pixel], maximumMagnitude: 1, elementKinds: ["cell"], options: .object([("scale", .number(3))])),
                reason: "round then multiply", link: "https://example.com/FEED-12"
            ),
            KnownIssue(.noOverlap, matching: .init(counterexample: KnownIssueMatcherTests.spec), reason: "a counterexample"),
        ])
        let text = issues.jsonString()
        #expect(text.split(separator: "\n").count == 6)  // braces, the array, one line an entry
        #expect(try KnownIssues(json: text) == issues)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("known-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try KnownIssues(contentsOfFile: file, whenFixed: .report) == KnownIssues(issues.issues, whenFixed: .report))
    }

    @Test(arguments: [
        (#"[]"#, "(document): expected an object with a knownIssues array, found array"),
        (#"{"known": []}"#, "known: unknown field (known: knownIssues)"),
        (#"{}"#, "knownIssues: required field is missing"),
        (#"{"knownIssues": [{"layout": "feed", "classes": ["pixel"], "reason": "r"}]}"#, "knownIssues[0].invariant: required field is missing"),
        (#"{"knownIssues": [{"invariant": "noOverlp", "classes": ["pixel"], "reason": "r"}]}"#, #"knownIssues[0].invariant: "noOverlp" is not an invariant"#),
        (#"{"knownIssues": [{"invariant": "noOverlap", "classes": ["pixels"], "reason": "r"}]}"#, #"knownIssues[0].classes[0]: "pixels" is not a class (one of: noise, sub-pixel, pixel, not geometric)"#),
        (#"{"knownIssues": [{"invariant": "noOverlap", "classes": [1], "reason": "r"}]}"#, "knownIssues[0].classes[0]: expected string, found number"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "maximumMagnitude": -1, "reason": "r"}]}"#, "knownIssues[0].maximumMagnitude: -1 is not a finite number ≥ 0"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "maxMagnitude": 1, "reason": "r"}]}"#, "knownIssues[0].maxMagnitude: unknown field"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "options": 3, "reason": "r"}]}"#, "knownIssues[0].options: expected object, found number"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "reason": "r"}]}"#, "knownIssues[0].matcher: names no condition"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "classes": ["pixel"]}]}"#, "knownIssues[0].reason: is empty and there is no link"),
        (#"{"knownIssues": [}"#, "line 1, column 18: malformed JSON"),
    ])
    func badFilesNameTheField(text: String, message: String) {
        Self.expectRefused(text, saying: message)
    }

    /// The fields whose wording is the file's own rather than the interchange reader's
    /// (`expected array`, `expected number`), and `null` read as absent like in every
    /// interchange file.
    @Test(arguments: [
        (#"{"knownIssues": [{"invariant": "noOverlap", "classes": "pixel", "reason": "r"}]}"#, "knownIssues[0].classes: expected array of strings, found string"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "elementKinds": [1], "reason": "r"}]}"#, "knownIssues[0].elementKinds[0]: expected string, found number"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "maximumMagnitude": "1", "reason": "r"}]}"#, "knownIssues[0].maximumMagnitude: expected number (points), found string"),
        (#"{"knownIssues": [{"invariant": "noOverlap", "counterexample": [], "reason": "r"}]}"#, "knownIssues[0].counterexample: expected object, found array"),
        (#"{"knownIssues": {}}"#, "knownIssues: expected array, found object"),
        (#"{"knownIssues": [3]}"#, "knownIssues[0]: expected object, found number"),
        (#"{"knownIssues": [{"invariant": null, "classes": ["pixel"], "reason": "r"}]}"#, "knownIssues[0].invariant: required field is missing"),
    ])
    func fieldsSayWhatTheFileExpects(text: String, message: String) {
        Self.expectRefused(text, saying: message)
    }

    /// `text` is refused with an error that starts `known issues: ` and `message`.
    static func expectRefused(_ text: String, saying message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try KnownIssues(json: text)
            Issue.record("accepted \(text)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.hasPrefix("known issues: " + message), "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFileNamesItsPath() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("known-\(UUID().uuidString).json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: KnownIssueError.invalid(path: file, .missingField("knownIssues"))) { _ = try KnownIssues(contentsOfFile: file) }
        #expect(throws: KnownIssueError.self) { _ = try KnownIssues(contentsOfFile: "/nonexistent/known.json") }
    }

    @Test func aLayoutsOwnInvariantIsNamedThroughItsCatalog() throws {
        let own = Invariant("feedRows", summary: "rows end at the inset")
        let text = #"{"knownIssues": [{"invariant": "feedRows", "classes": ["pixel"], "reason": "r"}]}"#
        #expect(throws: KnownIssueError.self) { _ = try KnownIssues(json: text) }
        #expect(try KnownIssues(json: text, invariants: Invariant.builtIn + [own]).issues.first?.invariant == own)
    }
}
