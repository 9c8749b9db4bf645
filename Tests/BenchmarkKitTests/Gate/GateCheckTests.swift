import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct GateCheckTests {
    static func dump(part: Int, instructions: Int) -> String {
        """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        part: \(part)
        desc: Trigger: --dump-after=tessera_measured_region
        positions: line
        events: Ir
        summary: \(instructions)

        fn=(1) tessera_measured_region
        0 \(instructions)

        totals: \(instructions)
        """
    }

    @Test func readsTheInstructionTotal() {
        #expect(CallgrindDump.instructions(in: Self.dump(part: 1, instructions: 83362)) == 83362)
        #expect(CallgrindDump.instructions(in: "events: Ir\nfn=(1) f\n0 5\n") == nil)
        #expect(CallgrindDump.partNumber(fileName: "callgrind.out.12", base: "callgrind.out") == 12)
        #expect(CallgrindDump.partNumber(fileName: "callgrind.out", base: "callgrind.out") == nil)
        #expect(CallgrindDump.partNumber(fileName: "manifest.json", base: "callgrind.out") == nil)
    }

    /// A gate directory with two rows, as valgrind and `gate-run` would leave it.
    func makeDirectory(instructions: [Int], allocations: [Int]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UInt64.random(in: 0 ... .max))").path
        let names = ["prepare/grid/10k", "random/linear/grid/100k"]
        let manifest = GateManifest(entries: zip(names, allocations).map {
            GateManifest.Entry(name: $0.0, allocations: $0.1, bytesAllocated: 0)
        })
        try AtomicFile.write(try JSONReport.encode(manifest), to: directory + "/" + GateManifest.fileName)
        // Part 10 sorts before part 2 as text: the order must be numeric.
        for (part, count) in instructions.enumerated() {
            try AtomicFile.write(Self.dump(part: part + 1, instructions: count), to: directory + "/callgrind.out.\(part + 1)")
        }
        try AtomicFile.write(Self.dump(part: 0, instructions: 0), to: directory + "/callgrind.out")
        return directory
    }

    @Test func updatesThenPassesThenFailsNamingTheRow() throws {
        let baselinePath = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UInt64.random(in: 0 ... .max)).json").path
        var printed = ""
        let first = try makeDirectory(instructions: [1000, 500], allocations: [7, 0])
        #expect(try GateCheck.run(directory: first, baselinePath: baselinePath, update: true, threshold: Threshold(percent: 3)) { printed += $0 } == 0)
        let baseline = try JSONReport.readBaseline(baselinePath)
        #expect(baseline.rows["prepare/grid/10k"] == ["instructions": 1000, "allocations": 7])
        #expect(baseline.rows["random/linear/grid/100k"] == ["instructions": 500, "allocations": 0])

        #expect(try GateCheck.run(directory: first, baselinePath: baselinePath, update: false, threshold: Threshold(percent: 3)) { printed += $0 } == 0)

        let slower = try makeDirectory(instructions: [1000, 520], allocations: [7, 0])
        printed = ""
        #expect(try GateCheck.run(directory: slower, baselinePath: baselinePath, update: false, threshold: Threshold(percent: 3)) { printed += $0 } == 2)
        #expect(printed.contains("REGRESSED over 3%: random/linear/grid/100k [instructions +4.0%]"))

        for path in [first, slower, baselinePath] { try FileManager.default.removeItem(atPath: path) }
    }

    @Test func aDumpCountMismatchIsAnError() throws {
        let directory = try makeDirectory(instructions: [1000], allocations: [7, 0])
        #expect(throws: BenchmarkError.self) { try GateCheck.measurements(directory: directory) }
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func readsDumpsInNumericOrder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UInt64.random(in: 0 ... .max))").path
        let names = (1 ... 11).map { "row\($0)" }
        let manifest = GateManifest(entries: names.map { GateManifest.Entry(name: $0, allocations: 0, bytesAllocated: 0) })
        try AtomicFile.write(try JSONReport.encode(manifest), to: directory + "/" + GateManifest.fileName)
        for part in 1 ... 11 {
            try AtomicFile.write(Self.dump(part: part, instructions: part * 100), to: directory + "/callgrind.out.\(part)")
        }
        let measured = try GateCheck.measurements(directory: directory)
        for part in 1 ... 11 {
            #expect(measured.rows["row\(part)"]?["instructions"] == Double(part * 100))
        }
        try FileManager.default.removeItem(atPath: directory)
    }
}
