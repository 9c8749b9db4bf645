import Foundation

/// The second half of the CI gate: turns a gate directory (callgrind's dumps, the manifest of
/// `tessera-bench gate-run` and the environment files of `scripts/bench-gate.sh`) into
/// per-row figures and compares them with the committed baseline, or rewrites it.
package enum GateCheck {
    /// What to do with the measurements.
    package enum Mode: String, Hashable, Sendable {
        /// Compare with the baseline.
        case compare
        /// Rewrite the baseline from these measurements and this environment.
        case update
        /// Compare, and when the run passes, take its improvements into the baseline (no
        /// figure ever goes up).
        case tighten
        /// Compare only the environment (before measuring: a refusal then costs seconds, not
        /// the minutes of a measured run).
        case environment
    }

    /// Exit status of a run that regressed (or whose rows differ from the baseline's).
    package static let regressionStatus: Int32 = 2
    /// Exit status of a refusal: the baseline was measured in another environment.
    package static let environmentDiffersStatus: Int32 = 3

    /// The file name callgrind writes into the gate directory (`--callgrind-out-file`); its
    /// dumps are `callgrind.out.1`, `callgrind.out.2`, ….
    package static let dumpBaseName = "callgrind.out"

    /// The figures (`GateFigure` names) of every row of a gate directory. Throws when the
    /// dumps do not match the manifest or lack the cache simulation's events.
    package static func measurements(directory: String) throws(BenchmarkError) -> [String: [String: Double]] {
        let manifestPath = directory + "/" + GateManifest.fileName
        let manifest: GateManifest
        do {
            manifest = try JSONDecoder().decode(GateManifest.self, from: try AtomicFile.read(manifestPath))
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw .file(path: manifestPath, reason: "not a gate manifest: \(error)")
        }
        guard manifest.schema == GateManifest.schemaIdentifier else {
            throw .file(path: manifestPath, reason: "schema '\(manifest.schema)', expected '\(GateManifest.schemaIdentifier)'")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .file(path: directory, reason: "cannot list: \(error.localizedDescription)")
        }
        let dumps = names.compactMap { name in
            CallgrindDump.partNumber(fileName: name, base: dumpBaseName).map { (part: $0, name: name) }
        }.sorted { $0.part < $1.part }
        guard dumps.count == manifest.entries.count else {
            throw .file(
                path: directory,
                reason: "\(dumps.count) callgrind dumps for \(manifest.entries.count) measured regions; "
                    + "run under valgrind --tool=callgrind --dump-after=\(MeasuredRegion.symbol)"
            )
        }
        var rows: [String: [String: Double]] = [:]
        var functionNames: [Int: String] = [:]
        for (entry, dump) in zip(manifest.entries, dumps) {
            let path = directory + "/" + dump.name
            let text = String(decoding: try AtomicFile.read(path), as: UTF8.self)
            let profile = try CallgrindDump.profile(in: text, path: path, names: &functionNames)
            guard let instructions = profile.excludingBulkMemory("Ir") else {
                throw .file(path: path, reason: "no Ir event: not an instruction profile")
            }
            guard let readMisses = profile.totals["DLmr"], let writeMisses = profile.totals["DLmw"] else {
                throw .file(path: path, reason: "no DLmr/DLmw events: run callgrind with --cache-sim=yes")
            }
            guard rows[entry.name] == nil else { throw .file(path: manifestPath, reason: "row '\(entry.name)' measured twice") }
            rows[entry.name] = [
                GateFigure.instructions.name: Double(instructions),
                GateFigure.copiedBytes.name: Double(entry.bytesCopied),
                GateFigure.filledBytes.name: Double(entry.bytesFilled),
                GateFigure.allocations.name: Double(entry.allocations),
                GateFigure.allocatedBytes.name: Double(entry.bytesAllocated),
                GateFigure.retainedBytes.name: Double(entry.bytesRetained),
                GateFigure.cacheMisses.name: Double(readMisses + writeMisses),
            ]
        }
        return rows
    }

    /// Compares the directory's figures with the baseline at `baselinePath`, or rewrites it
    /// (`mode`), printing the report through `output`. Returns the exit status: 0 pass (or
    /// written), 2 a regression or a row set that differs from the baseline's, 3 a refusal
    /// because the baseline was measured in another environment. With a `filter` (a run of
    /// `gate-run --filter`), only the baseline's rows whose name contains one of its parts
    /// are compared.
    package static func run(
        directory: String, baselinePath: String, mode: Mode, figures: [GateFigure] = GateFigure.all,
        filter: [String]? = nil, output: (String) -> Void
    ) throws(BenchmarkError) -> Int32 {
        let environment = try GateEnvironment.read(directory: directory)
        if mode == .update {
            let current = try measurements(directory: directory)
            let baseline = Baseline(description: description, rows: current, environment: environment.entries)
            try AtomicFile.write(try JSONReport.encode(baseline), to: baselinePath)
            output("wrote \(current.count) rows × \(figures.count) figures and the environment to \(baselinePath)\n")
            return 0
        }
        let baseline: Baseline
        do {
            baseline = try JSONReport.readBaseline(baselinePath)
        } catch {
            throw .file(path: baselinePath, reason: "\(error); create it with scripts/bench-gate.sh --update")
        }
        let differences = baseline.environment.map { environment.differences(from: GateEnvironment(entries: $0)) }
            ?? ["the baseline records no environment (it predates recorded environments)"]
        guard differences.isEmpty else {
            output(refusal(differences, baselinePath: baselinePath))
            return environmentDiffersStatus
        }
        if mode == .environment { return 0 }
        let current = try measurements(directory: directory)
        // A filtered run compares the rows it measured; the baseline's others are not missing.
        let compared = filter.map { parts in baseline.rows.filter { row in parts.contains { row.key.contains($0) } } } ?? baseline.rows
        let comparison = GateComparison(baseline: compared, current: current, figures: figures)
        output(comparison.report(figures: figures, baselinePath: baselinePath))
        guard comparison.passes else { return regressionStatus }
        if mode == .tighten {
            let improved = comparison.improvements.count
            if improved > 0 {
                var tightened = baseline
                tightened.rows = comparison.tightened(baseline.rows)
                try AtomicFile.write(try JSONReport.encode(tightened), to: baselinePath)
            }
            output("tightened \(improved) figures in \(baselinePath)\n")
        }
        return 0
    }

    static let description = "The CI gate's figures of each row (GateFigure, Benchmarks/README.md): instructions "
        + "without memcpy/memmove/memset, bytes copied and filled, allocations, bytes allocated and retained, and "
        + "simulated last-level cache misses; measured under callgrind in the environment below. Regenerate with "
        + "scripts/bench-gate.sh --update."

    static func refusal(_ differences: [String], baselinePath: String) -> String {
        """
        REFUSED: the baseline was measured in another environment, and what differs changes the counts for \
        reasons other than the code, so no figure was compared:
        \(differences.map { "  " + $0 }.joined(separator: "\n"))
        Run the gate where the baseline was made, or move the baseline to this environment: check out the \
        commit the baseline describes (git log -1 -- \(baselinePath)), run scripts/bench-gate.sh --update there, \
        commit the baseline, then run the gate on your change.

        """
    }
}
