import Foundation

/// The second half of the CI gate: turns a gate directory (callgrind's dumps plus the
/// manifest of `tessera-bench gate-run`) into per-row instruction and allocation counts and
/// compares them with the committed baseline, or rewrites it.
package enum GateCheck {
    /// The file name callgrind writes into the gate directory (`--callgrind-out-file`); its
    /// dumps are `callgrind.out.1`, `callgrind.out.2`, ….
    package static let dumpBaseName = "callgrind.out"

    /// The measured counts of a gate directory, as a baseline: for each row, `instructions`
    /// (callgrind's Ir inside the measured region) and `allocations`.
    package static func measurements(directory: String) throws(BenchmarkError) -> Baseline {
        let manifestPath = directory + "/" + GateManifest.fileName
        let manifest: GateManifest
        do {
            manifest = try JSONDecoder().decode(GateManifest.self, from: try AtomicFile.read(manifestPath))
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw .file(path: manifestPath, reason: "not a gate manifest: \(error)")
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
        for (entry, dump) in zip(manifest.entries, dumps) {
            let path = directory + "/" + dump.name
            let text = String(decoding: try AtomicFile.read(path), as: UTF8.self)
            guard let instructions = CallgrindDump.instructions(in: text) else {
                throw .file(path: path, reason: "no totals line: not a callgrind dump")
            }
            rows[entry.name] = ["instructions": Double(instructions), "allocations": Double(entry.allocations)]
        }
        return Baseline(
            description: "Instructions (callgrind Ir inside tessera_measured_region) and malloc-family calls of the "
                + "gate rows; regenerate with scripts/bench-gate.sh --update",
            rows: rows
        )
    }

    /// Compares the directory's counts with the baseline at `baselinePath` and prints the
    /// report; or, with `update`, writes them as the new baseline. Returns the exit status:
    /// 0 when nothing regressed (or after an update), 2 on a regression.
    package static func run(directory: String, baselinePath: String, update: Bool, threshold: Threshold,
                           output: (String) -> Void) throws(BenchmarkError) -> Int32 {
        let current = try measurements(directory: directory)
        if update {
            try AtomicFile.write(try JSONReport.encode(current), to: baselinePath)
            output("wrote \(current.rows.count) rows to \(baselinePath)\n")
            return 0
        }
        let comparison = BaselineComparison(
            baseline: try JSONReport.readBaseline(baselinePath), current: current, threshold: threshold
        )
        output(comparison.report())
        return comparison.regressions.isEmpty ? 0 : 2
    }
}
