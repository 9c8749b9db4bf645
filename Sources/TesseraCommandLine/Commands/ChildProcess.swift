import Foundation
import TesseraCheck

/// `tessera` run again as a child process: how `tessera fuzz` survives a case that traps or
/// hangs (Swift cannot catch a trap, and a case cannot be interrupted), so that it can shrink
/// that case by running each candidate in a child of its own.
struct ChildProcess {
    /// How a child ended.
    enum Ending: Hashable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it (a trap raises `SIGILL`, `SIGTRAP`, `SIGABRT`, `SIGSEGV`, …).
        case signaled(Int32)
        /// It ran past its time limit and was killed.
        case timedOut
    }

    /// How it ended.
    var ending: Ending
    /// Its standard error, when captured.
    var standardError: String

    /// The signals a trap ends a process with.
    static let trapSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The child running now, for the termination handlers (`TemporaryFileCleanup`) to pass
    /// an interrupt on to; 0 when none.
    nonisolated(unsafe) static var runningChild: pid_t = 0

    /// The path of the running executable (`/proc/self/exe` on Linux), else the command's own
    /// first word.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `tessera arguments…` and waits for it. Standard output and error are inherited
    /// unless `capturesError` (then standard output is discarded and standard error kept);
    /// after `timeLimit` the child is killed (`SIGKILL`). `environment` is added to the
    /// process's own.
    static func run(
        _ arguments: [String], capturesError: Bool, timeLimit: Duration?, environment: [String: String] = [:]
    ) throws(CommandLineError) -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let errorPipe = Pipe()
        if capturesError {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorPipe
        }
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw .failed("could not start \(executablePath) as a child process: \(error.localizedDescription)")
        }
        runningChild = process.processIdentifier
        defer { runningChild = 0 }
        // Read while the child runs, so that a full pipe cannot stop it.
        let collected = ErrorText()
        let reader = capturesError ? Thread {
            collected.set(errorPipe.fileHandleForReading.readDataToEndOfFile())
        } : nil
        reader?.start()
        var timedOut = false
        if let timeLimit {
            let seconds = timeLimit.inSeconds
            if ended.wait(timeout: .now() + seconds) == .timedOut {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
        } else {
            ended.wait()
        }
        process.waitUntilExit()
        if capturesError { collected.wait() }
        let ending: Ending = timedOut ? .timedOut
            : process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
        return ChildProcess(ending: ending, standardError: collected.text)
    }

    /// The runtime's message for a trap (`file:line: Fatal error: …`, `Precondition failed`,
    /// `Assertion failed`), the first such line of `standardError`, or `nil`.
    var trapMessage: String? {
        standardError.split(separator: "\n").first { line in
            ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"].contains { line.contains($0) }
        }.map(String.init)
    }
}

/// Standard error read on another thread.
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ data: Data) {
        lock.lock()
        self.data = data
        lock.unlock()
        done.signal()
    }

    func wait() { done.wait() }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
