/// Reading callgrind's output files: the instruction total of one dump.
package enum CallgrindDump {
    /// The `Ir` total of a callgrind output file: its `summary:` line (older format) or its
    /// `totals:` line, whose first number is Ir when Ir is the first event. `nil` when the
    /// text has neither.
    package static func instructions(in text: String) -> Int? {
        var totals: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            for prefix in ["summary:", "totals:"] where line.hasPrefix(prefix) {
                let numbers = line.dropFirst(prefix.count).split(separator: " ")
                if let first = numbers.first, let value = Int(first) { totals = value }
            }
        }
        return totals
    }

    /// The dump part number of a file named `<base>.<part>` (callgrind numbers the dumps
    /// it writes during a run 1, 2, …), or `nil` for another name.
    package static func partNumber(fileName: String, base: String) -> Int? {
        guard fileName.hasPrefix(base + ".") else { return nil }
        return Int(fileName.dropFirst(base.count + 1))
    }
}
