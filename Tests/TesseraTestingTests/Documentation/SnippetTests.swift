import Foundation
import Testing

/// The README and the guides quote files that build: the quick start's test file (run by
/// Tessera's own `swift test`) and the example package's files (built and tested by
/// `.ci/run`). Each `<!-- snippet: PATH -->` block must be its file, verbatim, and each
/// `<!-- checked by: PATH -->` example must consist of lines of the test that runs it, so
/// the documentation cannot drift from code that builds.
@Suite struct SnippetTests {
    @Test func everyQuotedFileIsQuotedVerbatim() throws {
        var quoted: [String: [String]] = [:]
        for page in try Documentation.pages() {
            for snippet in try Documentation.markedBlocks("snippet", in: page) {
                quoted[page, default: []].append(snippet.argument)
                let file = try Documentation.text(snippet.argument)
                #expect(snippet.text == file, "\(page)'s quote of \(snippet.argument) differs from the file")
            }
        }
        #expect(quoted == [
            "README.md": ["Tests/TesseraTestingTests/QuickStartTests.swift"],
            "docs/TESTING_YOUR_LAYOUT.md": [
                "Examples/FlowLayout/Tests/FlowLayoutTests/QuickStartTests.swift", "Examples/FlowLayout/Sources/flow-bench/main.swift",
            ],
            "docs/UIKIT_LAYOUTS.md": ["Examples/UIKitStyleLayout/Sources/CardGridDefinition/CardGrid+Definition.swift"],
        ])
    }

    @Test func everyCheckedExampleIsPartOfItsTest() throws {
        var checked: [String] = []
        for page in try Documentation.pages() {
            for example in try Documentation.markedBlocks("checked by", in: page) {
                checked.append(page)
                let test = Set(try Documentation.text(example.argument).split(separator: "\n").map(Self.code))
                for line in example.text.split(separator: "\n").map(Self.code) where !line.isEmpty && !line.hasPrefix("import ") {
                    #expect(test.contains(line), "\(page): `\(line)` is not a line of \(example.argument)")
                }
            }
        }
        #expect(checked == ["README.md", "docs/LIBRARY.md", "docs/UPDATES.md"])
    }

    /// A line without its indentation and `//` comment.
    static func code(_ line: Substring) -> String {
        let uncommented = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        return uncommented.trimmingCharacters(in: .whitespaces)
    }

    /// The quick start tells a user to depend on Tessera as the example package does.
    @Test func theExampleDependsOnTesseraAsTheReadmeSays() throws {
        let manifest = try Documentation.text("Examples/FlowLayout/Package.swift")
        #expect(manifest.contains(#".package(name: "Tessera", path: "../..")"#))
        #expect(try Documentation.text("README.md").contains(#".package(name: "Tessera", path: "../Tessera")"#))
    }
}
