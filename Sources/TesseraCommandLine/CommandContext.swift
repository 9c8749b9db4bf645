import TesseraCore

/// What a command runs in: its standard streams and the directory relative paths are
/// resolved against. The process passes its own (`ProcessStreams`, the current directory);
/// tests and the CLI fuzzer pass memory streams and a scratch directory, and run commands
/// in-process.
package final class CommandContext {
    /// Standard input, output and error.
    package let streams: any StandardStreams
    /// The directory relative paths are resolved against; `nil` is the process's current one.
    package let workingDirectory: String?
    /// The most bytes a command writes as its output (a result, a sweep), estimated before it
    /// writes any: a larger output is refused up front, naming this budget. 256 MiB, lowered by
    /// tests to show a refusal on a small input.
    package let outputLimit: Int
    /// The output budget of a command run by the executable, 256 MiB.
    package static let defaultOutputLimit = 1 << 28
    /// Whether a write to standard error failed (the command then exits 1: it could not say
    /// everything it had to).
    package private(set) var diagnosticsFailed = false

    /// A context over `streams`, resolving relative paths in `workingDirectory`, whose
    /// commands write at most `outputLimit` bytes of output.
    package init(streams: any StandardStreams, workingDirectory: String? = nil, outputLimit: Int = defaultOutputLimit) {
        self.streams = streams
        self.workingDirectory = workingDirectory
        self.outputLimit = outputLimit
    }

    /// Writes `text` to standard output.
    package func output(_ text: String) throws(CommandLineError) {
        try streams.writeOutput(text)
    }

    /// Writes a line (or `text` and `terminator`) to standard error. A failure is recorded,
    /// not thrown: progress and summaries must not abort the work they describe.
    package func diagnostic(_ text: String, terminator: String = "\n") {
        do {
            try streams.writeError(text + terminator)
        } catch {
            diagnosticsFailed = true
        }
    }

    /// `path` as the system should open it: relative paths are taken in `workingDirectory`.
    package func resolve(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/") else { return path }
        return workingDirectory + "/" + path
    }

    /// How messages name `path`: as given (escaped and cut if hostile), `<stdin>` for `-`.
    package func displayName(_ path: String) -> String {
        path == "-" ? MemoryStreams.inputName : Excerpt.plain(path, limit: 256)
    }
}
