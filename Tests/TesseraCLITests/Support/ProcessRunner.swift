import Foundation
import Testing

/// Runs the `tessera` executable built with the tests (the test target depends on it, so
/// `swift test` builds it from the code under test; a missing binary fails the test rather
/// than falling back to a stale one) in a real process, through `/bin/sh` so that a test
/// can close or redirect its descriptors and cap its address space as a user's shell would.
enum ProcessRunner {
    /// What a process did.
    struct Outcome {
        /// The exit status, or `nil` when a signal ended the process.
        var status: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
        var standardOutput: String
        var standardError: String
    }

    /// The `tessera` built beside the test bundle.
    static func executable() throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // `swift test` runs `<config>/TesseraPackageTests.xctest`; the binary sits beside it.
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        let candidate = directory.appendingPathComponent("tessera")
        try #require(
            FileManager.default.isExecutableFile(atPath: candidate.path),
            "no tessera built beside the tests at \(candidate.path): the test target must depend on the executable"
        )
        return candidate
    }

    /// Runs `tessera arguments…` with `redirections` (shell syntax such as `<&-`,
    /// `>/dev/full`) and, when `memoryCap` is set, `ulimit -v memoryCap` (KiB), with
    /// `input` on standard input unless redirected and `environment` added to the process's.
    static func run(
        _ arguments: [String], redirections: String = "", memoryCap: Int? = nil, input: Data = Data(),
        in directory: URL? = nil, environment: [String: String] = [:], timeout: Duration = .seconds(120)
    ) throws -> Outcome {
        let (process, output, error) = try start(
            arguments, redirections: redirections, memoryCap: memoryCap, in: directory, environment: environment
        )
        let feeder = Thread {
            try? (process.standardInput as? Pipe)?.fileHandleForWriting.write(contentsOf: input)
            try? (process.standardInput as? Pipe)?.fileHandleForWriting.close()
        }
        feeder.start()
        return finish(process, output: output, error: error, timeout: timeout)
    }

    /// Starts `tessera arguments…` and returns the running process and its output pipes.
    static func start(
        _ arguments: [String], redirections: String = "", memoryCap: Int? = nil, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        var script = memoryCap.map { "ulimit -v \($0) || exit 99; " } ?? ""
        script += "exec \"$0\" \"$@\" \(redirections)"
        process.arguments = ["-c", script, try executable().path] + arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = Pipe()
        try process.run()
        return (process, output, error)
    }

    /// Waits for `process` (killing it after `timeout`) and collects its outputs.
    static func finish(_ process: Process, output: Pipe, error: Pipe, timeout: Duration = .seconds(120)) -> Outcome {
        let deadline = ContinuousClock.now + timeout
        let watchdog = Thread {
            while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        watchdog.start()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signaled = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: signaled ? nil : process.terminationStatus, signal: signaled ? process.terminationStatus : nil,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
