/// Everything besides the code that changes what the gate counts: the toolchain that built
/// the benchmark, valgrind and the way it is run, glibc and the CPU glibc sees under valgrind.
///
/// Recorded in the baseline and compared before any figure: counts from different
/// environments differ for reasons other than the code (a different glibc picks other
/// routines and its malloc runs other instructions; a different compiler inlines
/// differently), so a comparison across environments would report regressions, or hide
/// them, for the wrong reason. The gate refuses instead (`GateCheck.environmentDiffers`).
package struct GateEnvironment: Hashable, Sendable {
    /// Readable values by name (`toolchain`, `valgrind`, `glibc`, `cpu features glibc uses`, …).
    package var entries: [String: String]

    /// Creates an environment.
    package init(entries: [String: String]) {
        self.entries = entries
    }

    /// The file of `key=value` lines `scripts/bench-gate.sh` writes into the gate directory:
    /// tool versions, the valgrind options and the environment variables of the run.
    package static let fileName = "environment.txt"
    /// The file holding `ld.so --list-diagnostics` as run under valgrind (`GlibcCPUReport`).
    package static let glibcDiagnosticsFileName = "glibc-diagnostics.txt"

    /// Names whose values are space-separated sets, compared member by member.
    static let setValued: Set<String> = ["cpu features glibc uses", "glibc preferences"]

    /// Reads the environment files of a gate directory.
    package static func read(directory: String) throws(BenchmarkError) -> GateEnvironment {
        let path = directory + "/" + fileName
        var entries: [String: String] = [:]
        let text = String(decoding: try AtomicFile.read(path), as: UTF8.self)
        for (number, line) in text.split(separator: "\n").enumerated() {
            guard let equals = line.firstIndex(of: "="), equals != line.startIndex else {
                throw .file(path: path, reason: "line \(number + 1) is not key=value: \(line.prefix(80))")
            }
            entries[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let diagnosticsPath = directory + "/" + glibcDiagnosticsFileName
        let diagnostics = String(decoding: try AtomicFile.read(diagnosticsPath), as: UTF8.self)
        let cpu = GlibcCPUReport(diagnostics: diagnostics).environmentEntries
        guard !cpu.isEmpty else {
            throw .file(
                path: diagnosticsPath,
                reason: "no x86.cpu_features lines: the gate needs glibc 2.33 or later on x86-64 to record the CPU glibc sees"
            )
        }
        entries.merge(cpu) { _, cpu in cpu }
        return GateEnvironment(entries: entries)
    }

    /// One line per entry that differs between `baseline` and this environment, naming it
    /// and both values (for a set, the members on each side only); empty when equal.
    package func differences(from baseline: GateEnvironment) -> [String] {
        var lines: [String] = []
        for name in Set(entries.keys).union(baseline.entries.keys).sorted() {
            let before = baseline.entries[name], now = entries[name]
            guard before != now else { continue }
            guard let before else { lines.append("\(name): not recorded in the baseline; here \(Self.quoted(now!))"); continue }
            guard let now else { lines.append("\(name): baseline \(Self.quoted(before)); not recorded here"); continue }
            if Self.setValued.contains(name) {
                let old = Set(before.split(separator: " ")), new = Set(now.split(separator: " "))
                func list(_ members: Set<Substring>) -> String { members.isEmpty ? "(none)" : members.sorted().joined(separator: " ") }
                lines.append("\(name): only in the baseline: \(list(old.subtracting(new))); only here: \(list(new.subtracting(old)))")
            } else {
                lines.append("\(name): baseline \(Self.quoted(before)), here \(Self.quoted(now))")
            }
        }
        return lines
    }

    private static func quoted(_ value: String) -> String { "'\(value)'" }
}
