import Foundation
import Testing

/// Every relative link of the README and the guides leads somewhere: the file or directory
/// exists, and a `#fragment` names one of the target page's headings (GitHub's anchors: lower
/// case, punctuation dropped, spaces as hyphens). Guides move; links must follow them.
@Suite struct LinkTests {
    @Test func everyRelativeLinkResolves() throws {
        for page in try Documentation.pages() {
            let directory = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
            var text = try Documentation.text(page)
            text.replace(/```(?:.|\n)*?```/, with: "")
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if target.hasPrefix("http://") || target.hasPrefix("https://") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? page : Self.normalize(directory == "." ? String(parts[0]) : directory + "/" + parts[0])
                let exists = FileManager.default.fileExists(atPath: Documentation.root.appendingPathComponent(file).path)
                #expect(exists, "\(page): the link \(target) leads to no file")
                if exists, parts.count == 2, file.hasSuffix(".md") {
                    let anchors = try Self.anchors(of: Documentation.text(file))
                    #expect(anchors.contains(String(parts[1])), "\(page): \(file) has no heading #\(parts[1])")
                }
            }
        }
    }

    /// `a/b/../c` as `a/c`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// GitHub's anchors of the headings of `markdown`.
    static func anchors(of markdown: String) -> Set<String> {
        var text = markdown
        text.replace(/```(?:.|\n)*?```/, with: "")
        return Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                .replacingOccurrences(of: " ", with: "-")
        })
    }

    @Test func anchorsFollowGitHub() {
        #expect(Self.anchors(of: "## Quick start: test your own layout\n### `--json FILE` — schema `tessera-bench/1`\n")
            == ["quick-start-test-your-own-layout", "--json-file--schema-tessera-bench1"])
    }
}
