import Foundation

/// The repository's documentation as the tests read it: README.md and the guides, by path
/// relative to the repository root.
enum Documentation {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path` (relative to the root).
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md, every Markdown file under docs/, Benchmarks/README.md and the example
    /// packages' READMEs: the pages a reader follows from the README.
    static func pages() throws -> [String] {
        let files = FileManager.default
        let guides = try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        let examples = try files.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path).sorted()
            .map { "Examples/\($0)/README.md" }.filter { files.fileExists(atPath: root.appendingPathComponent($0).path) }
        return ["README.md"] + guides + ["Benchmarks/README.md"] + examples
    }

    /// Each `<!-- NAME: ARGUMENT -->` marker of `page` and the fenced Swift block right after it.
    static func markedBlocks(_ marker: String, in page: String) throws -> [(argument: String, text: String)] {
        let text = try Self.text(page)
        return text.matches(of: /<!-- (\w[\w ]*): (\S+) -->\n```swift\n((?:.|\n)*?)```\n/)
            .filter { $0.output.1 == marker }
            .map { (String($0.output.2), String($0.output.3)) }
    }
}
