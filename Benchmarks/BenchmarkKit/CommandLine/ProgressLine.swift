import Foundation

/// The progress line on stderr: the elapsed time and the row being measured, rewritten in
/// place on a terminal and one line per row otherwise (CI logs).
final class ProgressLine: Sendable {
    private let start = MonotonicClock.now()
    private let isTerminal = isatty(FileHandle.standardError.fileDescriptor) != 0

    /// Shows `status`.
    func show(_ status: String) {
        let seconds = Double(MonotonicClock.now() &- start) / 1e9
        let line = String(format: "[%6.1fs] ", seconds) + status
        BenchmarkCommand.standardError(isTerminal ? "\r\u{1B}[K" + line : line + "\n")
    }

    /// Ends the line with a summary.
    func finish(rowCount: Int) {
        let seconds = Double(MonotonicClock.now() &- start) / 1e9
        let line = String(format: "measured %d rows in %.1fs", rowCount, seconds)
        BenchmarkCommand.standardError((isTerminal ? "\r\u{1B}[K" : "") + line + "\n")
    }
}
