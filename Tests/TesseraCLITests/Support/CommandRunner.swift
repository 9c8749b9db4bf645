import Foundation
import TesseraCommandLine

/// Runs `tessera` commands in-process, on memory streams, as the executable would run them:
/// the same code path (`TesseraTool.run`), without the cost of a process per command.
/// `ProcessRunner` runs the built binary itself where a real process matters (signals,
/// closed descriptors, a memory cap).
enum CommandRunner {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// Runs `tessera arguments…` with `input` on standard input (`nil`: closed), resolving
    /// relative paths in `directory`; its output budget is `outputLimit`.
    static func run(
        _ arguments: [String], input: String? = "", in directory: URL? = nil, outputLimit: Int = CommandContext.defaultOutputLimit
    ) -> Outcome {
        run(arguments, streams: MemoryStreams(input: input.map { Array($0.utf8) }), in: directory, outputLimit: outputLimit)
    }

    /// Runs `tessera arguments…` on `streams`.
    static func run(
        _ arguments: [String], streams: MemoryStreams, in directory: URL? = nil, outputLimit: Int = CommandContext.defaultOutputLimit
    ) -> Outcome {
        let context = CommandContext(streams: streams, workingDirectory: directory?.path, outputLimit: outputLimit)
        let status = TesseraTool.run(arguments, in: context)
        return Outcome(status: status, standardOutput: streams.outputText, standardError: streams.errorText)
    }

    /// A fresh empty directory for a test's output files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The files in `directory`, hidden ones included.
    static func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }
}
