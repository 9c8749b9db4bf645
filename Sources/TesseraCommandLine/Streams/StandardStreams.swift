/// Where a command reads standard input and writes its output and diagnostics: the
/// process's file descriptors (`ProcessStreams`) or memory (`MemoryStreams`, which the tests
/// and the CLI fuzzer use to run commands in-process).
///
/// A read or write that fails throws a `CommandLineError` in words (`standard output: No
/// space left on device`); the command reports it and exits 1 instead of trapping or
/// dropping the failure.
package protocol StandardStreams: AnyObject {
    /// All of standard input; throws when it cannot be read or holds more than `limit` bytes.
    func readInput(limit: Int) throws(CommandLineError) -> [UInt8]
    /// Writes `text` to standard output.
    func writeOutput(_ text: String) throws(CommandLineError)
    /// Writes `text` to standard error.
    func writeError(_ text: String) throws(CommandLineError)
    /// Whether standard error is a terminal (progress is then rewritten in place).
    var errorIsTerminal: Bool { get }
    /// The file standard input reads, when it is one (so that `-o` cannot replace it).
    var inputFile: FileIdentity? { get }
}

/// Standard input, output and error held in memory.
package final class MemoryStreams: StandardStreams {
    /// What standard input holds; `nil` reads as a closed descriptor.
    package var input: [UInt8]?
    /// Everything written to standard output.
    package private(set) var output: [UInt8] = []
    /// Everything written to standard error.
    package private(set) var error: [UInt8] = []
    /// When set, writes to standard output fail with this reason (a full disk, a closed pipe).
    package var outputFailure: String?
    /// When set, writes to standard error fail with this reason.
    package var errorFailure: String?
    package var errorIsTerminal = false
    /// The file standard input stands for (`nil`: none), as a test redirecting it from one sets.
    package var inputFile: FileIdentity?

    /// Streams with `input` on standard input (`nil`: closed).
    package init(input: [UInt8]? = []) {
        self.input = input
    }

    package func readInput(limit: Int) throws(CommandLineError) -> [UInt8] {
        guard let input else { throw .input(file: Self.inputName, reason: "cannot read: standard input is closed") }
        guard input.count <= limit else { throw InputFile.tooLarge(Self.inputName, limit: limit) }
        return input
    }

    package func writeOutput(_ text: String) throws(CommandLineError) {
        if let outputFailure { throw .output(file: "standard output", reason: outputFailure) }
        output.append(contentsOf: text.utf8)
    }

    package func writeError(_ text: String) throws(CommandLineError) {
        if let errorFailure { throw .output(file: "standard error", reason: errorFailure) }
        error.append(contentsOf: text.utf8)
    }

    /// Standard output as text.
    package var outputText: String { String(decoding: output, as: UTF8.self) }
    /// Standard error as text.
    package var errorText: String { String(decoding: error, as: UTF8.self) }

    /// How errors name standard input.
    package static let inputName = "<stdin>"
}
