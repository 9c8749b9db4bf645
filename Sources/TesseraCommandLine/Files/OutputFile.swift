#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing a command's output file all-or-nothing: the old file (or none) stays until the
/// new one is complete, and no temporary file is left behind by a failure or a kill.
///
/// The bytes go to an unnamed file in the destination's directory (`O_TMPFILE`), which the
/// kernel discards if the process dies, and only when complete and synced is the file given
/// a name and renamed over the destination. Where the file system has no unnamed files, a
/// hidden named temporary file is used instead, removed on failure and on `SIGINT`,
/// `SIGTERM` and `SIGHUP`. A destination that is not a regular file (`/dev/stdout`, a FIFO)
/// is written directly: renaming over it would replace the device.
package enum OutputFile {
    /// Where a producer hands its output, piece by piece.
    package typealias Sink = ([UInt8]) throws(CommandLineError) -> Void

    /// Writes `text` to `path` (resolved in `context`); `-` means standard output.
    package static func write(_ text: String, to path: String, in context: CommandContext) throws(CommandLineError) {
        try write(to: path, in: context) { (sink: Sink) throws(CommandLineError) in try sink(Array(text.utf8)) }
    }

    /// Writes what `produce` hands its sink, piece by piece, to `path` (resolved in
    /// `context`; `-` means standard output), so that a large output is never held whole.
    /// `produce` may be called twice (a file system without unnamed files).
    package static func write(
        to path: String, in context: CommandContext, producing produce: (Sink) throws(CommandLineError) -> Void
    ) throws(CommandLineError) {
        if path == "-" {
            return try produce { (bytes: [UInt8]) throws(CommandLineError) in try context.output(String(decoding: bytes, as: UTF8.self)) }
        }
        let name = context.displayName(path)
        let destination = context.resolve(path)
        var status = stat()
        if stat(destination, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw .output(file: name, reason: "it is a directory")
            case S_IFREG: break
            default: return try writeInPlace(produce, to: destination, name: name)
            }
        }
        // Through a symbolic link, the file it points to is replaced, not the link.
        let target = realPath(destination) ?? destination
        let directory = directoryName(of: target)
        let descriptor = open(directory, temporaryFileFlags | O_WRONLY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            if errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL {
                return try writeThroughNamedTemporary(produce, to: target, directory: directory, name: name)
            }
            throw .output(file: name, reason: SystemError.describe(errno))
        }
        defer { close(descriptor) }
        try writeAndSync(produce, descriptor: descriptor, name: name)
        let temporary = temporaryName(for: target, in: directory)
        TemporaryFileCleanup.register(temporary)
        defer { TemporaryFileCleanup.unregister() }
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
            // No /proc to name the unnamed file by: write it again the portable way.
            return try writeThroughNamedTemporary(produce, to: target, directory: directory, name: name)
        }
        try moveIntoPlace(temporary, target, name: name)
    }

    /// Refuses (as a usage error) an output path that names the file an input is read from:
    /// the command would replace its own input.
    package static func refuseOverwriting(input: String, with output: String?, in context: CommandContext) throws(CommandLineError) {
        guard let output, output != "-", input != "-" else { return }
        var inputStatus = stat(), outputStatus = stat()
        guard stat(context.resolve(input), &inputStatus) == 0, stat(context.resolve(output), &outputStatus) == 0 else { return }
        if inputStatus.st_dev == outputStatus.st_dev, inputStatus.st_ino == outputStatus.st_ino,
           inputStatus.st_mode & S_IFMT == S_IFREG {
            throw .usage("-o \(context.displayName(output)) is the input file \(context.displayName(input)); writing it would replace the input")
        }
    }

    /// Creates the directory `path` and any missing parents (as `mkdir -p`).
    package static func createDirectory(_ path: String, in context: CommandContext) throws(CommandLineError) {
        let full = context.resolve(path)
        var prefix = full.hasPrefix("/") ? "/" : ""
        for component in full.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw .output(file: context.displayName(path), reason: SystemError.describe(errno))
            }
            prefix += "/"
        }
        var status = stat()
        guard stat(full, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .output(file: context.displayName(path), reason: "it exists and is not a directory")
        }
    }

    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import.
    private static let temporaryFileFlags: Int32 = 0o20000000 | O_DIRECTORY

    private static func writeAndSync(
        _ produce: (Sink) throws(CommandLineError) -> Void, descriptor: Int32, name: String
    ) throws(CommandLineError) {
        try produce { (bytes: [UInt8]) throws(CommandLineError) in try ProcessStreams.writeAll(bytes, descriptor: descriptor, name: name) }
        guard fsync(descriptor) == 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
    }

    private static func writeThroughNamedTemporary(
        _ produce: (Sink) throws(CommandLineError) -> Void, to target: String, directory: String, name: String
    ) throws(CommandLineError) {
        let temporary = temporaryName(for: target, in: directory)
        TemporaryFileCleanup.register(temporary)
        defer { TemporaryFileCleanup.unregister() }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
        do {
            defer { close(descriptor) }
            try writeAndSync(produce, descriptor: descriptor, name: name)
        } catch {
            unlink(temporary)
            throw error
        }
        try moveIntoPlace(temporary, target, name: name)
    }

    private static func moveIntoPlace(_ temporary: String, _ target: String, name: String) throws(CommandLineError) {
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .output(file: name, reason: SystemError.describe(code))
        }
    }

    private static func writeInPlace(
        _ produce: (Sink) throws(CommandLineError) -> Void, to destination: String, name: String
    ) throws(CommandLineError) {
        let descriptor = open(destination, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
        defer { close(descriptor) }
        try produce { (bytes: [UInt8]) throws(CommandLineError) in try ProcessStreams.writeAll(bytes, descriptor: descriptor, name: name) }
    }

    /// `.<file name>.tessera-<pid>-<random>` beside the target: hidden, and unique per write.
    private static func temporaryName(for target: String, in directory: String) -> String {
        let file = target.split(separator: "/").last.map(String.init) ?? "output"
        let suffix = String(UInt32.random(in: 0 ... .max), radix: 36)
        return "\(directory)/.\(file).tessera-\(getpid())-\(suffix)"
    }

    private static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
