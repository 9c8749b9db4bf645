import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct GateCheckTests {
    static func dump(part: Int, instructions: Int, copyInstructions: Int = 0, misses: Int = 10) -> String {
        """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        part: \(part)
        positions: line
        events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw
        summary: \(instructions) 0 0 0 0 0 0 \(misses) 0

        fn=(1) tessera_measured_region
        0 \(instructions - copyInstructions)
        cfn=(2) memcpy
        calls=1 0
        0 \(copyInstructions)

        totals: \(instructions) 0 0 0 0 0 0 \(misses) 0
        """
    }

    struct Row {
        var name: String
        var instructions: Int
        var copyInstructions = 0
        var bytesAllocated = 4096
        var misses = 10
    }

    /// A gate directory as valgrind, `gate-run` and the script leave it.
    static func makeDirectory(_ rows: [Row], leaf7ebx: String = "0x40328") throws -> String {
        let directory = try GateEnvironmentTests.directory(diagnostics: GateEnvironmentTests.diagnostics(leaf7ebx: leaf7ebx))
        let manifest = GateManifest(entries: rows.map {
            GateManifest.Entry(name: $0.name, allocations: 3, bytesAllocated: $0.bytesAllocated, bytesRetained: 2048, bytesCopied: 100, bytesFilled: 0)
        })
        try AtomicFile.write(try JSONReport.encode(manifest), to: directory + "/" + GateManifest.fileName)
        // Part 10 sorts before part 2 as text: the order must be numeric.
        for (part, row) in rows.enumerated() {
            try AtomicFile.write(
                dump(part: part + 1, instructions: row.instructions, copyInstructions: row.copyInstructions, misses: row.misses),
                to: directory + "/callgrind.out.\(part + 1)"
            )
        }
        try AtomicFile.write(dump(part: 0, instructions: 0), to: directory + "/callgrind.out")
        return directory
    }

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UInt64.random(in: 0 ... .max)).json").path
    }

    func run(_ directory: String, _ baseline: String, _ mode: GateCheck.Mode = .compare) throws -> (status: Int32, output: String) {
        var output = ""
        let status = try GateCheck.run(directory: directory, baselinePath: baseline, mode: mode) { output += $0 }
        return (status, output)
    }

    @Test func readsEveryFigureOfEveryRowInDumpOrder() throws {
        let rows = (1 ... 11).map { Row(name: "row\($0)", instructions: $0 * 1000, copyInstructions: $0 * 10) }
        let directory = try Self.makeDirectory(rows)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let measured = try GateCheck.measurements(directory: directory)
        for part in 1 ... 11 {
            #expect(measured["row\(part)"] == [
                "instructions": Double(part * 990), "copied-bytes": 100, "filled-bytes": 0, "allocations": 3,
                "allocated-bytes": 4096, "retained-bytes": 2048, "ll-misses": 10,
            ])
        }
    }

    @Test func aFilteredRunComparesOnlyItsRows() throws {
        let baseline = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let full = try Self.makeDirectory([Row(name: "prepare/grid/10k", instructions: 1000), Row(name: "lookup/result/grid/100k", instructions: 500)])
        defer { try? FileManager.default.removeItem(atPath: full) }
        #expect(try run(full, baseline, .update).status == 0)
        let partial = try Self.makeDirectory([Row(name: "prepare/grid/10k", instructions: 1100)])
        defer { try? FileManager.default.removeItem(atPath: partial) }
        var output = ""
        let status = try GateCheck.run(directory: partial, baselinePath: baseline, mode: .compare, filter: ["prepare/"]) { output += $0 }
        #expect(status == GateCheck.regressionStatus)
        #expect(output.contains("prepare/grid/10k") && !output.contains("MISSING"))
        let same = try Self.makeDirectory([Row(name: "prepare/grid/10k", instructions: 1000)])
        defer { try? FileManager.default.removeItem(atPath: same) }
        #expect(try GateCheck.run(directory: same, baselinePath: baseline, mode: .compare, filter: ["prepare/"]) { _ in } == 0)
        #expect(try run(same, baseline).status == GateCheck.regressionStatus)
    }

    @Test func theRecorderMeasuresOnlyTheFilteredRows() throws {
        var recorder = GateRecorder(progress: { _ in }, filter: ["grid"])
        var called: [String] = []
        for name in ["prepare/grid/10k", "prepare/waterfall/10k"] {
            try recorder.measure(name) { () throws(BenchmarkError) -> Int in
                called.append(name)
                return 1
            }
        }
        #expect(recorder.entries.map(\.name) == ["prepare/grid/10k"])
        #expect(called == ["prepare/grid/10k", "prepare/grid/10k"])
    }

    @Test func aDumpCountMismatchIsAnError() throws {
        let directory = try Self.makeDirectory([Row(name: "a", instructions: 1000)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.removeItem(atPath: directory + "/callgrind.out.1")
        #expect(throws: BenchmarkError.self) { try GateCheck.measurements(directory: directory) }
    }

    @Test func updatesThenPassesThenFailsNamingTheRowAndFigure() throws {
        let baseline = Self.temporaryPath()
        let first = try Self.makeDirectory([Row(name: "prepare/grid/10k", instructions: 100_000), Row(name: "random/linear/grid/100k", instructions: 50_000)])
        #expect(try run(first, baseline, .update).status == 0)
        let written = try JSONReport.readBaseline(baseline)
        #expect(written.rows["prepare/grid/10k"]?["instructions"] == 100_000)
        #expect(written.environment?["valgrind"] == "valgrind-3.19.0")
        #expect(try run(first, baseline).status == 0)

        // +1.5% instructions: past the 1% threshold. Copies growing instead would not count.
        let slower = try Self.makeDirectory([
            Row(name: "prepare/grid/10k", instructions: 101_500),
            Row(name: "random/linear/grid/100k", instructions: 60_000, copyInstructions: 10_000),
        ])
        let failed = try run(slower, baseline)
        #expect(failed.status == GateCheck.regressionStatus)
        #expect(failed.output.contains("REGRESSED (grew past the figure's threshold):\n  prepare/grid/10k [instructions] 100_000 → 101_500 (+1.5%)\n"))
        #expect(!failed.output.contains("random/linear/grid/100k [instructions]"))
        for path in [first, slower, baseline] { try FileManager.default.removeItem(atPath: path) }
    }

    @Test func refusesABaselineFromAnotherEnvironmentBeforeComparingAnything() throws {
        let baseline = Self.temporaryPath()
        let made = try Self.makeDirectory([Row(name: "a", instructions: 1000)])
        let elsewhere = try Self.makeDirectory([Row(name: "a", instructions: 5000)], leaf7ebx: "0x40128")
        defer { for path in [made, elsewhere, baseline] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try run(made, baseline, .update).status == 0)
        for mode in [GateCheck.Mode.compare, .environment, .tighten] {
            let refused = try run(elsewhere, baseline, mode)
            #expect(refused.status == GateCheck.environmentDiffersStatus)
            #expect(refused.output.hasPrefix("REFUSED: the baseline was measured in another environment"))
            #expect(refused.output.contains("cpu features glibc uses: only in the baseline: ERMS; only here: (none)"))
            #expect(refused.output.contains("scripts/bench-gate.sh --update"))
            #expect(!refused.output.contains("REGRESSED"))
        }
        var unrecorded = try JSONReport.readBaseline(baseline)
        unrecorded.environment = nil
        try AtomicFile.write(try JSONReport.encode(unrecorded), to: baseline)
        let old = try run(made, baseline)
        #expect(old.status == GateCheck.environmentDiffersStatus)
        #expect(old.output.contains("the baseline records no environment"))
    }

    @Test func aRowThatDisappearsOrAppearsFails() throws {
        let baseline = Self.temporaryPath()
        let two = try Self.makeDirectory([Row(name: "a", instructions: 1000), Row(name: "b", instructions: 1000)])
        let one = try Self.makeDirectory([Row(name: "a", instructions: 1000)])
        defer { for path in [two, one, baseline] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try run(two, baseline, .update).status == 0)
        let missing = try run(one, baseline)
        #expect(missing.status == GateCheck.regressionStatus)
        #expect(missing.output.contains("MISSING ROWS"))
        #expect(try run(two, baseline, .update).status == 0)
        #expect(try run(one, baseline, .update).status == 0)
        let new = try run(two, baseline)
        #expect(new.status == GateCheck.regressionStatus)
        #expect(new.output.contains("NEW ROWS (measured, not in the baseline, so not gated; regenerate the baseline to gate them): b"))
    }

    @Test func tightenTakesInImprovementsOnly() throws {
        let baseline = Self.temporaryPath()
        let before = try Self.makeDirectory([Row(name: "a", instructions: 100_000), Row(name: "b", instructions: 100_000)])
        // a got 10% faster, b 0.5% slower (within the threshold).
        let after = try Self.makeDirectory([Row(name: "a", instructions: 90_000), Row(name: "b", instructions: 100_500)])
        defer { for path in [before, after, baseline] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try run(before, baseline, .update).status == 0)
        let compared = try run(after, baseline)
        #expect(compared.status == 0)
        #expect(compared.output.contains("improved: 1 figures went down"))
        #expect(compared.output.contains("scripts/bench-gate.sh --tighten"))
        #expect(try run(after, baseline, .tighten).status == 0)
        let tightened = try JSONReport.readBaseline(baseline)
        #expect(tightened.rows["a"]?["instructions"] == 90_000)
        #expect(tightened.rows["b"]?["instructions"] == 100_000)
        #expect(tightened.environment != nil)
        // The ratchet holds: giving the gain back now fails.
        #expect(try run(before, baseline).status == GateCheck.regressionStatus)
    }
}
