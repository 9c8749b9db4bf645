import Foundation

/// What `tessera fuzz` is running, kept where a dying process can still print it. A case that
/// traps — an index out of range in a layout, an overflow — takes the whole process with it
/// (cases run in-process), and the crash report alone does not say which case to replay.
///
/// `HangWatchdog.watch` records the case and its replay line here; a handler for the signals
/// a trap raises writes it to standard error and then hands the signal to the handler that was
/// installed before (the Swift runtime's backtracer), so the usual crash report follows and
/// the process still ends by the signal. The note lives in a fixed C buffer and the handler
/// calls only `write`, `sigaction` and `raise`, which are async-signal-safe.
enum CrashNote {
    private static let capacity = 4096
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static let previousHandlers = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var installed = false
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// Where a crash or a hang also writes `trap ` or `hang ` and `note` (the parent of a
    /// `tessera fuzz` child reads it, `FuzzSupervision`); -1 for nowhere.
    nonisolated(unsafe) private static var noteDescriptor: Int32 = -1
    nonisolated(unsafe) private static let noteBuffer: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var noteLength = 0

    /// From now on a crash prints `text` first, and writes `note` to the note file.
    static func record(_ text: String, note: String = "") {
        install()
        // Empty while it is rewritten, so that a crash in between prints nothing half-written.
        length = 0
        let bytes = Array(text.utf8.prefix(capacity))
        for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        length = bytes.count
        noteLength = 0
        let noteBytes = Array(note.utf8.prefix(capacity))
        for (offset, byte) in noteBytes.enumerated() { noteBuffer[offset] = CChar(bitPattern: byte) }
        noteLength = noteBytes.count
    }

    /// From now on a crash or a hang writes its note to `path` (created now, empty until then).
    static func writeNotes(to path: String) {
        noteDescriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    }

    /// Writes `kind` (`trap` or `hang`) and the note to the note file, if there is one.
    /// Async-signal-safe: only `write`.
    static func writeNote(kind: StaticString) {
        guard noteDescriptor >= 0, noteLength > 0 else { return }
        _ = write(noteDescriptor, kind.utf8Start, kind.utf8CodeUnitCount)
        _ = write(noteDescriptor, " ", 1)
        _ = write(noteDescriptor, noteBuffer, noteLength)
        _ = write(noteDescriptor, "\n", 1)
    }

    /// Nothing is running any more: a crash prints no note.
    static func clear() {
        length = 0
        noteLength = 0
    }

    private static func install() {
        guard !installed else { return }
        installed = true
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if CrashNote.length > 0 { _ = write(2, CrashNote.buffer, CrashNote.length) }
                CrashNote.writeNote(kind: "trap")
                sigaction(received, CrashNote.previousHandlers + Int(received), nil)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previousHandlers + Int(signal))
        }
    }
}
