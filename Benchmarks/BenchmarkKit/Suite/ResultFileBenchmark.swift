import Foundation
import TesseraCore
import TesseraCheck
import TesseraIndex

extension BenchmarkSuite {
    /// Measures every selected index over `result` — a layout computed elsewhere, such as
    /// attributes dumped from an app (`tessera-bench --result FILE.json`): each index's build
    /// and every selected query workload, in rows named `workload/index/<label>/<elements>`.
    ///
    /// Before anything is timed, every index is checked against the linear filter on 256
    /// probe queries (edges that coincide with frames', zero-size and inverted rects, the whole
    /// content and beyond), then, as for built-in inputs, on every query of every workload.
    /// Elements may come in any order (indexes sort along `result.scrollAxis`).
    package func run(result: LayoutResult, named label: String) throws(BenchmarkError) -> Outcome {
        let subject = BenchmarkSubject(layout: label, size: result.count)
        let indexes = plan.selectedIndexes(self.indexes)
        var random = Xoshiro256StarStar(seed: 0x7265_7375_6C74)
        let probes = result.probeQueries(random: &random, budget: 256)
        for kind in indexes {
            progress("probe queries \(kind.name)/\(label)")
            if let violation = result.indexAgreementViolations(index: kind.build(result), queries: probes).first {
                throw .wrongAnswer(
                    index: kind.name, layout: label, size: result.count, workload: "probe queries", query: "(see below)",
                    detail: violation.description
                )
            }
        }
        let wanted = plannedNames(label, isSeedPort: false, size: result.count, indexes: indexes).filter { name in
            !name.hasPrefix(Workload.prepare.rawValue + "/") && !name.hasPrefix(Workload.lookup.rawValue + "/")
        }
        let rows = try indexRows(result, subject: subject, indexes: indexes, wanted: wanted)
        return Outcome(rows: Speedups.annotate(rows, seedPorts: [:]))
    }

    /// The row label of a result file: its name without the directory and `.json`.
    static func label(ofResultFile path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.hasSuffix(".json") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// Reads the result file at `path`; throws naming the file and the offending field.
    static func readResult(_ path: String) throws(BenchmarkError) -> LayoutResult {
        let data = try AtomicFile.read(path)
        do {
            return try LayoutResult(json: String(decoding: data, as: UTF8.self))
        } catch {
            throw .file(path: path, reason: "not a layout result: \(error.description)")
        }
    }
}
