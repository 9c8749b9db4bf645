/// What one callgrind dump (one measured region) counted: its event totals and the part of
/// them spent in the C library's bulk copy and fill routines.
package struct CallgrindProfile: Hashable, Sendable {
    /// Event totals by callgrind's event name (`Ir`, `DLmr`, …), from the dump's `totals:`
    /// (or `summary:`) line.
    package var totals: [String: Int]
    /// The inclusive cost, by event name, of every call into a bulk copy or fill routine
    /// (`BulkMemoryRoutine`) made from outside those routines.
    package var bulkMemory: [String: Int]

    /// Creates a profile.
    package init(totals: [String: Int], bulkMemory: [String: Int] = [:]) {
        self.totals = totals
        self.bulkMemory = bulkMemory
    }

    /// An event's total outside the bulk copy and fill routines.
    package func excludingBulkMemory(_ event: String) -> Int? {
        totals[event].map { $0 - (bulkMemory[event] ?? 0) }
    }
}

/// Reading callgrind's output files (format: valgrind.org/docs/manual/cl-format.html).
package enum CallgrindDump {
    /// Reads one dump. `names` carries the compressed function names across the dumps of one
    /// run, read in order: callgrind spells a name out once, as `fn=(12) name`, and later
    /// refers to it as `fn=(12)`, possibly in a later dump. O(lines).
    ///
    /// Throws `BenchmarkError.file` (with `path`) when the text has no `events:` header, no
    /// totals, or a cost line that does not parse.
    package static func profile(in text: String, path: String, names: inout [Int: String]) throws(BenchmarkError) -> CallgrindProfile {
        var events: [String] = []
        var positionCount = 1
        var totals: [Int]?
        var bulk: [Int] = []
        var callerIsBulk = false
        var calleeIsBulk = false
        var nextCostIsCall = false
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                guard nextCostIsCall else { continue }
                nextCostIsCall = false
                guard calleeIsBulk, !callerIsBulk else { continue }
                let fields = line.split(separator: " ").dropFirst(positionCount)
                guard let costs = numbers(fields), costs.count <= events.count else {
                    throw .file(path: path, reason: "line \(lineNumber): not a callgrind cost line: \(line.prefix(80))")
                }
                for (event, cost) in costs.enumerated() { bulk[event] += cost }
            } else if line.hasPrefix("fn=") {
                callerIsBulk = BulkMemoryRoutine.contains(functionName(line.dropFirst(3), names: &names))
            } else if line.hasPrefix("cfn=") {
                calleeIsBulk = BulkMemoryRoutine.contains(functionName(line.dropFirst(4), names: &names))
            } else if line.hasPrefix("calls=") {
                nextCostIsCall = true
            } else if line.hasPrefix("events:") {
                events = line.dropFirst("events:".count).split(separator: " ").map(String.init)
                bulk = Array(repeating: 0, count: events.count)
            } else if line.hasPrefix("positions:") {
                positionCount = line.dropFirst("positions:".count).split(separator: " ").count
            } else if line.hasPrefix("totals:") || (totals == nil && line.hasPrefix("summary:")) {
                let prefixLength = line.hasPrefix("totals:") ? "totals:".count : "summary:".count
                totals = numbers(line.dropFirst(prefixLength).split(separator: " "))
            }
        }
        guard !events.isEmpty else { throw .file(path: path, reason: "no 'events:' line: not a callgrind dump") }
        guard let totals, totals.count <= events.count else {
            throw .file(path: path, reason: "no totals line: not a complete callgrind dump")
        }
        // Trailing zero events may be left out of a cost line.
        var totalsByEvent: [String: Int] = [:]
        var bulkByEvent: [String: Int] = [:]
        for (index, event) in events.enumerated() {
            totalsByEvent[event] = index < totals.count ? totals[index] : 0
            bulkByEvent[event] = bulk[index]
        }
        return CallgrindProfile(totals: totalsByEvent, bulkMemory: bulkByEvent)
    }

    /// The name of `fn=`/`cfn=`'s value: `(id) name` (defining `id`), `(id)` or a plain name.
    private static func functionName(_ value: Substring, names: inout [Int: String]) -> String {
        guard value.first == "(", let close = value.firstIndex(of: ")"),
              let id = Int(value[value.index(after: value.startIndex) ..< close]) else {
            return String(value)
        }
        let rest = value[value.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty { names[id] = String(rest) }
        return names[id] ?? ""
    }

    private static func numbers(_ fields: some Sequence<Substring>) -> [Int]? {
        var values: [Int] = []
        for field in fields {
            guard let value = Int(field) else { return nil }
            values.append(value)
        }
        return values
    }

    /// The dump part number of a file named `<base>.<part>` (callgrind numbers the dumps
    /// it writes during a run 1, 2, …), or `nil` for another name.
    package static func partNumber(fileName: String, base: String) -> Int? {
        guard fileName.hasPrefix(base + ".") else { return nil }
        return Int(fileName.dropFirst(base.count + 1))
    }
}
