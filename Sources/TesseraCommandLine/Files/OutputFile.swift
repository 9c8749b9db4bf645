#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a command's output file all-or-nothing: the old file (or none) stays until the
/// new one is complete, and no temporary file is left behind by a failure or a kill.
///
/// The bytes go to a temporary file in the destination's directory, which only when complete
/// and synced is renamed over the destination, with the mode of the file it replaces. On
/// Linux the temporary file is unnamed (`O_TMPFILE`), so the kernel discards it if the process
/// dies, and is given a name through `/proc/self/fd` just before the rename. Elsewhere — or on
/// a Linux file system without unnamed files — it is a hidden named file, removed on failure
/// and on `SIGINT`, `SIGTERM` and `SIGHUP`. (This repository's CI runs on Linux only: the
/// portable path is exercised there, the Apple build of it is not.) The output is produced
/// once whichever path is taken.
///
/// A symbolic link is written through — the file it points to is replaced, or created when
/// the link dangles — never replaced itself. A destination that is not a regular file is
/// written directly, since renaming over it would replace the device: `/dev/stdout`, a device,
/// or a FIFO that a process is reading (one with no reader is refused rather than waited on).
package enum OutputFile {
    /// Where a producer hands its output, piece by piece.
    package typealias Sink = ([UInt8]) throws(CommandLineError) -> Void

    /// Writes `text` to `path` (resolved in `context`); `-` means standard output.
    package static func write(_ text: String, to path: String, in context: CommandContext) throws(CommandLineError) {
        try write(to: path, in: context) { (sink: Sink) throws(CommandLineError) in try sink(Array(text.utf8)) }
    }

    /// Writes what `produce` hands its sink, piece by piece, to `path` (resolved in
    /// `context`; `-` means standard output), so that a large output is never held whole.
    /// `produce` is called once.
    package static func write(
        to path: String, in context: CommandContext, producing produce: (Sink) throws(CommandLineError) -> Void
    ) throws(CommandLineError) {
        if path == "-" {
            return try produce { (bytes: [UInt8]) throws(CommandLineError) in try context.output(String(decoding: bytes, as: UTF8.self)) }
        }
        let name = context.displayName(path)
        var target = context.resolve(path)
        var status = stat()
        var replacedMode: mode_t?
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw .output(file: name, reason: "it is a directory")
            case S_IFREG:
                replacedMode = status.st_mode & 0o7777
                target = realPath(target) ?? target
            case S_IFIFO: return try writeToFIFO(produce, at: target, name: name)
            default: return try writeInPlace(produce, to: target, name: name)
            }
        } else if errno == ENOENT {
            target = try linkTarget(target, name: name)
        } else {
            throw .output(file: name, reason: SystemError.describe(errno))
        }
        try replace(target, mode: replacedMode, name: name, with: produce)
    }

    /// Refuses (as a usage error) an output path that names the file an input is read from,
    /// standard input (`-`) included: the command would replace its own input.
    package static func refuseOverwriting(input: String, with output: String?, in context: CommandContext) throws(CommandLineError) {
        guard let output, output != "-" else { return }
        var outputStatus = stat()
        guard stat(context.resolve(output), &outputStatus) == 0, outputStatus.st_mode & S_IFMT == S_IFREG else { return }
        let inputFile: FileIdentity?
        if input == "-" {
            inputFile = context.streams.inputFile
        } else {
            var inputStatus = stat()
            inputFile = stat(context.resolve(input), &inputStatus) == 0 ? FileIdentity(inputStatus) : nil
        }
        if let inputFile, inputFile.isRegularFile, inputFile == FileIdentity(outputStatus) {
            throw .usage("-o \(context.displayName(output)) is the input file \(input == "-" ? "(standard input)" : context.displayName(input)); writing it would replace the input")
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

    /// Writes a temporary file beside `target` and renames it over `target`, giving it `mode`
    /// (that of the file it replaces) when set.
    private static func replace(
        _ target: String, mode: mode_t?, name: String, with produce: (Sink) throws(CommandLineError) -> Void
    ) throws(CommandLineError) {
        let directory = directoryName(of: target)
        #if os(Linux)
        if let descriptor = try openUnnamedFile(in: directory, name: name) {
            defer { close(descriptor) }
            try writeAndSync(produce, descriptor: descriptor, mode: mode, name: name)
            let temporary = temporaryName(in: directory)
            TemporaryFileCleanup.register(temporary)
            defer { TemporaryFileCleanup.unregister() }
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
                throw .output(file: name, reason: SystemError.describe(errno))
            }
            return try moveIntoPlace(temporary, target, name: name)
        }
        #endif
        let temporary = temporaryName(in: directory)
        TemporaryFileCleanup.register(temporary)
        defer { TemporaryFileCleanup.unregister() }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
        do {
            defer { close(descriptor) }
            try writeAndSync(produce, descriptor: descriptor, mode: mode, name: name)
        } catch {
            unlink(temporary)
            throw error
        }
        try moveIntoPlace(temporary, target, name: name)
    }

    #if os(Linux)
    /// An unnamed file in `directory` (`O_TMPFILE`), or `nil` where the file system has none or
    /// `/proc` is missing to name it by (the named temporary file is used then).
    private static func openUnnamedFile(in directory: String, name: String) throws(CommandLineError) -> Int32? {
        guard access("/proc/self/fd", X_OK) == 0 else { return nil }
        // `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY`; Swift does not import it.
        let descriptor = open(directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o666)
        if descriptor >= 0 { return descriptor }
        if errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL { return nil }
        throw .output(file: name, reason: SystemError.describe(errno))
    }
    #endif

    private static func writeAndSync(
        _ produce: (Sink) throws(CommandLineError) -> Void, descriptor: Int32, mode: mode_t?, name: String
    ) throws(CommandLineError) {
        if let mode, fchmod(descriptor, mode) != 0 { throw .output(file: name, reason: SystemError.describe(errno)) }
        try produce { (bytes: [UInt8]) throws(CommandLineError) in try ProcessStreams.writeAll(bytes, descriptor: descriptor, name: name) }
        guard fsync(descriptor) == 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
    }

    private static func moveIntoPlace(_ temporary: String, _ target: String, name: String) throws(CommandLineError) {
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .output(file: name, reason: SystemError.describe(code))
        }
    }

    /// A FIFO is written only while a process reads it: opened without waiting, so that one no
    /// process reads fails at once (`ENXIO`) instead of blocking forever.
    private static func writeToFIFO(
        _ produce: (Sink) throws(CommandLineError) -> Void, at path: String, name: String
    ) throws(CommandLineError) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .output(file: name, reason: errno == ENXIO ? "it is a FIFO that no process is reading" : SystemError.describe(errno))
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try produce { (bytes: [UInt8]) throws(CommandLineError) in try ProcessStreams.writeAll(bytes, descriptor: descriptor, name: name) }
    }

    private static func writeInPlace(
        _ produce: (Sink) throws(CommandLineError) -> Void, to destination: String, name: String
    ) throws(CommandLineError) {
        let descriptor = open(destination, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
        defer { close(descriptor) }
        try produce { (bytes: [UInt8]) throws(CommandLineError) in try ProcessStreams.writeAll(bytes, descriptor: descriptor, name: name) }
    }

    /// Where a path that does not exist will be created: itself, or — when it is a dangling
    /// symbolic link, or a chain of them — the path the last link names.
    private static func linkTarget(_ path: String, name: String) throws(CommandLineError) -> String {
        var path = path
        for _ in 0 ..< 40 {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else { throw .output(file: name, reason: SystemError.describe(errno)) }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = link.hasPrefix("/") ? link : directoryName(of: path) + "/" + link
        }
        throw .output(file: name, reason: SystemError.describe(ELOOP))
    }

    /// `.tessera-<pid>-<random>` in `directory`: hidden, unique per write, and short, so that a
    /// destination whose own name is as long as the system allows still has one.
    private static func temporaryName(in directory: String) -> String {
        "\(directory)/.tessera-\(getpid())-\(String(UInt64.random(in: 0 ... .max), radix: 36))"
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

/// Which file a descriptor or path is (device and inode), and whether it is a regular file:
/// how a command tells that its output would replace its input.
package struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var isRegularFile: Bool

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
    }

    /// The file `path` names (following links), or `nil` when there is none.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    package static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode
    }
}
