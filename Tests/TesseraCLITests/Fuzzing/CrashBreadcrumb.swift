import Foundation

/// What the CLI fuzzer is running, kept where a dying process can still print it: a case
/// that traps takes the whole test process with it (the commands run in-process), so a
/// signal handler writes the case's replay line before the crash report, and a watchdog
/// thread does the same — then aborts — when a case runs past its time limit (a hang).
///
/// The line lives in a fixed C buffer and the handler calls only `write`, `sigaction` and
/// `raise`, all async-signal-safe. The previous handlers (the Swift runtime's backtracer) are
/// restored before the signal is raised again, so the usual crash report follows.
enum CrashBreadcrumb {
    private static let capacity = 4096
    nonisolated(unsafe) private static let line: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var length = 0
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static let previousTable = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    nonisolated(unsafe) private static var started = ContinuousClock.now
    nonisolated(unsafe) private static var running = false
    private static let lock = NSLock()

    /// Installs the handlers and the watchdog (once per process); a case running longer than
    /// `timeLimit` is reported as a hang.
    static func install(timeLimit: Duration) {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        _ = line
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                _ = write(2, CrashBreadcrumb.line, CrashBreadcrumb.length)
                sigaction(received, CrashBreadcrumb.previousTable + Int(received), nil)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            (previousTable + Int(signal)).initialize(to: old)
        }
        let watchdog = Thread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                lock.lock()
                let hung = running && ContinuousClock.now - started > timeLimit
                lock.unlock()
                if hung {
                    let message = "\nCLI fuzz: a case ran for more than \(timeLimit) (a hang):"
                    FileHandle.standardError.write(Data(message.utf8))
                    _ = write(2, line, length)
                    abort()
                }
            }
        }
        watchdog.start()
    }

    /// Remembers `text` as what is running now.
    static func begin(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        let bytes = Array(("\n" + text + "\n").utf8.prefix(capacity - 1))
        length = 0
        for (offset, byte) in bytes.enumerated() { line[offset] = CChar(bitPattern: byte) }
        length = bytes.count
        started = ContinuousClock.now
        running = true
    }

    /// The case finished.
    static func end() {
        lock.lock()
        running = false
        lock.unlock()
    }
}
