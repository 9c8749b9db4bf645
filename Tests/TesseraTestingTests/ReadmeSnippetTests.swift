import Foundation
import Testing

/// README.md's "Test your own layout" quotes files of the example package, which `.ci/run`
/// compiles and tests: each quoted block must be its file, verbatim, so the README cannot
/// drift from code that builds.
@Suite struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each `<!-- snippet: PATH -->` marker and the fenced block after it.
    static func snippets() throws -> [(path: String, text: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.matches(of: /<!-- snippet: (\S+) -->\n```swift\n((?:.|\n)*?)```\n/).map { (String($0.output.1), String($0.output.2)) }
    }

    @Test func everyQuotedFileIsQuotedVerbatim() throws {
        let snippets = try Self.snippets()
        #expect(snippets.map(\.path) == [
            "Examples/FlowLayout/Tests/FlowLayoutTests/QuickStartTests.swift", "Examples/FlowLayout/Sources/flow-bench/main.swift",
        ])
        for snippet in snippets {
            let file = try String(contentsOf: Self.root.appendingPathComponent(snippet.path), encoding: .utf8)
            #expect(snippet.text == file, "README.md's quote of \(snippet.path) differs from the file")
        }
    }

    /// The example depends on Tessera the way the README tells a user to.
    @Test func theExampleDependsOnTesseraAsTheReadmeSays() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Examples/FlowLayout/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(name: "Tessera", path: "../..")"#))
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(#".package(name: "Tessera", path: "../Tessera")"#))
    }
}
