import Foundation
import Testing

/// The transcripts of docs/COMMAND_LINE.md's tour (`<!-- transcript -->` blocks) are what the
/// commands print: each `$ tessera …` line is run in-process from the package root, and its
/// standard output followed by its standard error must be the lines after it. Files the
/// commands write (`-o`, `--out`) go to a temporary directory, named in the output as written.
@Suite struct TranscriptTests {
    struct Step {
        var arguments: [String]
        var expected: [Substring]
    }

    static func steps() throws -> [Step] {
        let guide = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/COMMAND_LINE.md"), encoding: .utf8)
        var steps: [Step] = []
        for block in guide.matches(of: /<!-- transcript -->\n```\n((?:.|\n)*?)```\n/) {
            for line in block.output.1.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("$ tessera ") {
                    let command = line.dropFirst(2).split(separator: "#", maxSplits: 1)[0]
                    steps.append(Step(arguments: command.split(separator: " ").dropFirst().map(String.init), expected: []))
                } else if !line.isEmpty {
                    steps[steps.count - 1].expected.append(line)
                }
            }
        }
        return steps
    }

    /// `line` with its durations (`in 0.1 s`, `12 ms`) blanked: they differ from run to run.
    static func timeless(_ line: Substring) -> String {
        String(line.replacing(/\d+(\.\d+)?\s?(s|ms|µs)\b/, with: "…"))
    }

    @Test func theTourPrintsWhatTheGuideShows() throws {
        let steps = try Self.steps()
        #expect(steps.count >= 4)
        let scratch = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var written: [String: String] = [:]  // the path as written → its temporary stand-in
        for step in steps {
            var arguments = step.arguments
            for (position, flag) in arguments.enumerated() where ["-o", "--out"].contains(flag) && position + 1 < arguments.count {
                let path = arguments[position + 1]
                written[path] = scratch.appendingPathComponent(path.replacingOccurrences(of: "/", with: "-")).path
            }
            arguments = arguments.map { argument in
                written[argument] ?? written.first { argument.hasPrefix($0.key + "/") }.map { $0.value + argument.dropFirst($0.key.count) } ?? argument
            }
            let outcome = CommandRunner.run(arguments, in: CommandRunner.packageRoot)
            var printed = outcome.standardOutput + outcome.standardError
            for (path, standIn) in written { printed = printed.replacingOccurrences(of: standIn, with: path) }
            let lines = printed.split(separator: "\n", omittingEmptySubsequences: true).map(Self.timeless)
            // A command with no lines after it is shown for what it does; its output is not shown.
            if step.expected.isEmpty { continue }
            #expect(lines == step.expected.map(Self.timeless), "tessera \(step.arguments.joined(separator: " ")) printed:\n\(printed)")
        }
    }
}
