import Foundation
import Testing

/// docs/COMMAND_LINE.md quotes each command's usage lines as `--help` prints them: a flag
/// added, renamed or removed changes `--help`, and this test then asks for the guide too.
@Suite struct HelpTests {
    @Test(arguments: ["layout", "query", "check", "fuzz", "render"])
    func theGuideQuotesTheUsageOf(_ command: String) throws {
        let help = CommandRunner.run([command, "--help"])
        #expect(help.status == 0)
        var usage: [Substring] = []
        for line in help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("usage:") || (!usage.isEmpty && line.hasPrefix(" ") && !line.allSatisfy(\.isWhitespace)) {
                usage.append(line)
            } else if !usage.isEmpty {
                break
            }
        }
        #expect(!usage.isEmpty)
        let guide = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/COMMAND_LINE.md"), encoding: .utf8)
        let quoted = "<!-- usage: \(command) -->\n```\n" + usage.joined(separator: "\n") + "\n```\n"
        #expect(guide.contains(quoted), "docs/COMMAND_LINE.md does not quote `tessera \(command) --help`'s usage:\n\(usage.joined(separator: "\n"))")
    }
}
