import Foundation

/// The system's one-minute load average (`/proc/loadavg`): how many processes wanted a CPU,
/// on average — on a 2-core machine shared with compilers, what a timing was up against.
package enum LoadAverage {
    /// The one-minute figure now; `nil` where `/proc/loadavg` cannot be read.
    package static func current() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return parse(text)
    }

    /// The first field of a `/proc/loadavg` line.
    static func parse(_ text: String) -> Double? {
        text.split(separator: " ").first.flatMap { Double($0) }
    }
}
