import Foundation

/// One revision's worker process, seen from the driver: started with the row selection,
/// answering `ABProtocol` lines on its standard output.
final class ABWorkerProcess {
    /// Which revision a worker runs.
    enum Side: String, CaseIterable {
        case base, head
    }

    /// What a worker says between samples.
    enum Message: Equatable {
        /// It reached the samples of the row `name`, which does `units` work per run.
        case row(name: String, units: Double)
        /// It ran every row.
        case end
    }

    let side: Side
    private let process: Process
    private let channel: LineChannel
    /// Distinct runs a row offers (from the worker's hello).
    private(set) var runsPerRow = 0

    /// Starts `executable ab-worker arguments…`, its standard error passed through (it
    /// writes only failures there). Throws when it cannot start or does not say hello in
    /// this protocol's version.
    init(side: Side, executable: String, arguments: [String]) throws(BenchmarkError) {
        self.side = side
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["ab-worker"] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Hashing seeded per process would give each worker its own dictionary layouts.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        channel = LineChannel(
            input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor
        )
        do {
            try process.run()
        } catch {
            throw .file(path: executable, reason: "cannot start the \(side) worker: \(error)")
        }
        // Kept open by the pipes' owners; the process holds its own ends.
        self.pipes = (input, output)
        guard let hello = channel.readLine() else {
            throw failure("exited before saying hello (is `ab-worker` in this revision? It needs one with the A/B, \(ABProtocol.version))")
        }
        let words = hello.split(separator: " ").map(String.init)
        guard words.count == 3, words[0] == ABProtocol.hello, words[1] == ABProtocol.version,
              words[2].hasPrefix("runs="), let runs = Int(words[2].dropFirst(5)), runs > 0 else {
            throw failure("said '\(hello)', not '\(ABProtocol.hello) \(ABProtocol.version) runs=N'")
        }
        runsPerRow = runs
    }

    private var pipes: (Pipe, Pipe)?

    /// An error naming this worker.
    func failure(_ reason: String) -> BenchmarkError {
        .abWorkerFailed(side: side.rawValue, reason: reason)
    }

    /// The next row or the end; throws on an `error` line, an unexpected line or a worker gone.
    func nextMessage() throws(BenchmarkError) -> Message {
        guard let line = channel.readLine() else { throw failure("exited in the middle of the run\(exitDescription)") }
        var words = line.split(separator: " ").map(String.init)
        switch words.first {
        case ABProtocol.end: return .end
        case ABProtocol.row:
            guard words.count >= 3, let units = Double(words.removeLast()), units > 0 else { break }
            return .row(name: words.dropFirst().joined(separator: " "), units: units)
        case ABProtocol.error: throw failure(String(line.dropFirst(ABProtocol.error.count + 1)))
        default: break
        }
        throw failure("said '\(line)' where a row or the end was due")
    }

    /// Runs `warmUps` untimed and `timed` timed runs of the current row; returns the timed
    /// runs' nanoseconds.
    func sample(warmUps: Int, timed: Int) throws(BenchmarkError) -> [Double] {
        guard channel.write("\(ABProtocol.sample) \(warmUps) \(timed)") else { throw failure("is gone\(exitDescription)") }
        guard let line = channel.readLine() else { throw failure("exited while sampling\(exitDescription)") }
        let words = line.split(separator: " ")
        if words.first.map(String.init) == ABProtocol.error { throw failure(String(line.dropFirst(ABProtocol.error.count + 1))) }
        let values = words.dropFirst().compactMap { Double($0) }
        guard words.first.map(String.init) == ABProtocol.samples, values.count == timed else {
            throw failure("answered '\(line)' to a request for \(timed) samples")
        }
        return values
    }

    /// Leaves the current row.
    func next() throws(BenchmarkError) {
        guard channel.write(ABProtocol.next) else { throw failure("is gone\(exitDescription)") }
    }

    /// Ends the process (it may be mid-row, when the budget ran out) and waits for it. With
    /// SIGKILL, which nothing can block: a worker started from a thread that blocks signals
    /// (a dispatch thread, in a test) inherits that mask, and SIGTERM would wait forever.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Waits for a process that said `end`; throws when it then exits with a failure.
    func finish() throws(BenchmarkError) {
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw failure("exited with status \(process.terminationStatus) after its last row") }
    }

    /// `: exit status N` once the process has ended, else empty.
    private var exitDescription: String {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? ": killed by signal \(process.terminationStatus)" : ": exit status \(process.terminationStatus)"
    }
}
