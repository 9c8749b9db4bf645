import Foundation
import Testing

/// Runs the built `tessera` executable, as a user's script would.
struct CommandRunner {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The `tessera` binary built beside the test bundle.
    static let executable: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [besideTests, besideTests.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug")] {
            let candidate = directory.appendingPathComponent("tessera")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/tessera")
    }()

    /// Runs `tessera arguments…` with `input` on standard input.
    static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// A fresh empty directory for a test's output files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }
}
