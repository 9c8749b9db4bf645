import TesseraCore

/// Why a command failed; `exitCode` tells scripts which kind of failure it was.
package enum CommandLineError: Error, CustomStringConvertible {
    /// The command line itself is wrong (unknown option, missing argument). Exit 2.
    case usage(String)
    /// An input could not be read or is not valid interchange JSON. Exit 1.
    case input(file: String, reason: String)
    /// The layout rejected the spec's values. Exit 1.
    case layout(file: String, LayoutError)
    /// An output could not be written. Exit 1.
    case output(file: String, reason: String)
    /// The command ran and found a problem (violations, disagreeing indexes). Exit 1.
    case failed(String)
    /// A child process ran the command and said why it failed; end with its status, saying
    /// nothing more (`tessera fuzz`'s `FuzzSupervision`).
    case exit(Int32)

    package var exitCode: Int32 {
        if case .usage = self { return 2 }
        if case let .exit(status) = self { return status }
        return 1
    }

    package var description: String {
        switch self {
        case let .usage(message): "usage: \(message)"
        case let .input(file, reason): "\(file): \(reason)"
        case let .layout(file, error): "\(file): \(error)"
        case let .output(file, reason): "cannot write \(file): \(reason)"
        case let .failed(message): message
        case let .exit(status): "exit status \(status)"
        }
    }
}
