import Foundation
import TesseraCheck

/// Reports a fuzz case that never finishes. Cases run in-process and cannot be interrupted,
/// so a layout, index or checker caught in an endless loop — a search bound off by one is
/// enough — would hold `tessera fuzz`, and the CI job running it, until something kills it,
/// with nothing said about which case. `--time` cannot help: it is checked between cases.
///
/// `tessera fuzz` tells the watchdog what runs now (a case, or a candidate while it shrinks
/// one) and how to replay it. A thread wakes a few times per limit; when the same thing has
/// run longer than `limit`, it writes that and the replay line to standard error and ends the
/// process with exit status 1 — a failure, like a violation. The process cannot shrink it (a
/// hang cannot be interrupted to try a smaller input); its parent does (`FuzzSupervision`). The message goes straight to descriptor 2, since the
/// command's own streams belong to the thread that is stuck.
final class HangWatchdog: @unchecked Sendable {
    /// How long one case or shrinking candidate may run.
    let limit: Duration
    /// `limit` as the user wrote it, for the message.
    private let limitText: String
    private let lock = NSLock()
    private var running: (what: String, replay: String, since: ContinuousClock.Instant)?
    private var stopped = false

    /// Starts watching; nothing is reported until `watch` names what runs.
    init(limit: Duration, text: String) {
        self.limit = limit
        limitText = text
        let seconds = limit.inSeconds
        let interval = min(1, max(0.001, seconds / 4))
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: interval)
                lock.lock()
                if stopped {
                    lock.unlock()
                    return
                }
                let hung = running.flatMap { ContinuousClock.now - $0.since > limit ? $0 : nil }
                lock.unlock()
                if let hung { report(hung.what, replay: hung.replay) }
            }
        }
    }

    /// From now on `what` is running; `replay` runs it alone. A crash meanwhile prints both
    /// (`CrashNote`).
    /// `note` names the case for a parent `tessera fuzz` (`FuzzSupervision`).
    func watch(_ what: String, replay: String, note: String = "") {
        CrashNote.record("\ntessera fuzz: the process died while running \(what)\n  replay: \(replay)\n", note: note)
        lock.lock()
        running = (what, replay, ContinuousClock.now)
        lock.unlock()
    }

    /// Nothing is running any more; the thread ends.
    func stop() {
        CrashNote.clear()
        lock.lock()
        stopped = true
        running = nil
        lock.unlock()
    }

    private func report(_ what: String, replay: String) -> Never {
        CrashNote.writeNote(kind: "hang")
        let message = "tessera fuzz: \(what) has run for more than \(limitText): a hang (an endless loop in the layout, index or checker?); it cannot be interrupted here\n  replay: \(replay)\n"
        message.utf8CString.withUnsafeBufferPointer { bytes in
            var offset = 0
            let count = bytes.count - 1
            while offset < count {
                let written = write(2, bytes.baseAddress! + offset, count - offset)
                guard written > 0 else { break }
                offset += written
            }
        }
        _exit(1)
    }
}
