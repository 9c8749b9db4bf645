#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input, output and error (descriptors 0, 1 and 2), read and
/// written with `read(2)` and `write(2)` so that every failure — a closed descriptor, a full
/// disk, a closed pipe, a directory as input — is an error in words, never a trap.
package final class ProcessStreams: StandardStreams {
    package init() {}

    /// Makes the process safe for the streams: a write to a closed pipe returns `EPIPE`
    /// instead of killing the process with `SIGPIPE`, `SIGINT`, `SIGTERM` and `SIGHUP` are
    /// unblocked, and each closed standard descriptor is
    /// held by `/dev/null` opened the *other* way round, so that using it still fails
    /// (`EBADF`) while the next file the command opens cannot take its number — otherwise
    /// with `2>&-` an error message would be written into the output file. Call once, first.
    package static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
        // The signals an interrupted write cleans up after must arrive: a parent's thread
        // (a test runner's, say) may have left them blocked for its children.
        var deliverable = sigset_t()
        sigemptyset(&deliverable)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&deliverable, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &deliverable, nil)
        for descriptor: Int32 in 0 ... 2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", (descriptor == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    package func readInput(limit: Int) throws(CommandLineError) -> [UInt8] {
        try Self.readAll(descriptor: 0, name: MemoryStreams.inputName, limit: limit)
    }

    package func writeOutput(_ text: String) throws(CommandLineError) {
        try Self.writeAll(text, descriptor: 1, name: "standard output")
    }

    package func writeError(_ text: String) throws(CommandLineError) {
        try Self.writeAll(text, descriptor: 2, name: "standard error")
    }

    package var errorIsTerminal: Bool { isatty(2) == 1 }

    package var inputFile: FileIdentity? {
        var status = stat()
        return fstat(0, &status) == 0 ? FileIdentity(status) : nil
    }

    /// Reads `descriptor` to its end. Throws for a directory, a read error, or more than
    /// `limit` bytes (so `/dev/zero` as input is refused rather than read forever).
    static func readAll(descriptor: Int32, name: String, limit: Int) throws(CommandLineError) -> [UInt8] {
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .input(file: name, reason: "cannot read: it is a directory, not a file")
        }
        var bytes: [UInt8] = []
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(Int(min(Int64(status.st_size), Int64(limit))) + 1)
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN { waitUntilReady(descriptor, for: Int16(POLLIN)); continue }
                throw .input(file: name, reason: "cannot read: \(SystemError.describe(code))")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw InputFile.tooLarge(name, limit: limit) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
    }

    /// Writes all of `text` to `descriptor`, retrying short and interrupted writes.
    static func writeAll(_ text: String, descriptor: Int32, name: String) throws(CommandLineError) {
        var text = text
        let failure = text.withUTF8 { buffer in writeAll(UnsafeRawBufferPointer(buffer), descriptor: descriptor) }
        if let failure { throw .output(file: name, reason: SystemError.describe(failure)) }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
    static func writeAll(_ bytes: [UInt8], descriptor: Int32, name: String) throws(CommandLineError) {
        let failure = bytes.withUnsafeBytes { buffer in writeAll(buffer, descriptor: descriptor) }
        if let failure { throw .output(file: name, reason: SystemError.describe(failure)) }
    }

    /// The `errno` of the write that failed, or `nil`.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { waitUntilReady(descriptor, for: Int16(POLLOUT)); continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Blocks until a non-blocking `descriptor` is ready (a shell can hand one over).
    private static func waitUntilReady(_ descriptor: Int32, for events: Int16) {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// The system's words for an `errno` value.
package enum SystemError {
    /// `strerror(code)`, e.g. `No space left on device`, with the familiar cases phrased
    /// for a user (`it is a directory, not a file`).
    package static func describe(_ code: Int32) -> String {
        switch code {
        case EISDIR: return "it is a directory, not a file"
        case EBADF: return "the descriptor is closed (Bad file descriptor)"
        default: return strerror(code).map { String(cString: $0) } ?? "error \(code)"
        }
    }
}
