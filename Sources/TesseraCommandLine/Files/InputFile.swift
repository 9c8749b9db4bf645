#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a command's input: a file, or standard input for `-`.
///
/// Inputs are capped at `maximumSize` bytes: memory grows with the input (a parsed
/// document costs several times its text), and a device such as `/dev/zero` would otherwise
/// be read forever.
package enum InputFile {
    /// The largest input a command reads: 1 GiB.
    package static let maximumSize = 1 << 30

    /// The bytes of `path` (resolved in `context`), or of standard input when `path` is `-`.
    package static func read(_ path: String, in context: CommandContext) throws(CommandLineError) -> [UInt8] {
        if path == "-" { return try context.streams.readInput(limit: maximumSize) }
        let name = context.displayName(path)
        let descriptor = open(context.resolve(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .input(file: name, reason: "cannot read: \(SystemError.describe(errno))")
        }
        defer { close(descriptor) }
        return try ProcessStreams.readAll(descriptor: descriptor, name: name, limit: maximumSize)
    }

    /// The error for an input of more than `limit` bytes.
    static func tooLarge(_ name: String, limit: Int) -> CommandLineError {
        .input(file: name, reason: "larger than \(limit >> 20) MiB, the most a command reads")
    }
}
