#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the named temporary file an output is being written through when the process
/// is interrupted (`SIGINT`, `SIGTERM`, `SIGHUP`), then dies of the signal as it would have.
///
/// The path lives in a fixed C buffer, so the handler only calls `unlink` and `raise`, both
/// async-signal-safe. One temporary file at a time: commands write their outputs in turn.
enum TemporaryFileCleanup {
    private static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Installs the handlers; `ProcessStreams.prepareProcess` calls this once.
    static func installHandlers() {
        _ = path
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if TemporaryFileCleanup.path.pointee != 0 { unlink(TemporaryFileCleanup.path) }
                // A `tessera fuzz` child (`ChildProcess`) is interrupted with its parent.
                if ChildProcess.runningChild > 0 { kill(ChildProcess.runningChild, received) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Names the file to remove if a signal arrives now.
    static func register(_ file: String) {
        path.pointee = 0
        // A cut path could name another file: one too long is not registered.
        let bytes = Array(file.utf8)
        guard bytes.count < capacity else { return }
        for (offset, byte) in bytes.enumerated().dropFirst() { path[offset] = CChar(bitPattern: byte) }
        path[bytes.count] = 0
        if let first = bytes.first { path[0] = CChar(bitPattern: first) }
    }

    /// Forgets the file (it was renamed into place or removed).
    static func unregister() {
        path.pointee = 0
    }
}
