import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

extension GateRows {
    /// The size of the checked and serialized results.
    static let checkedSize = 100_000
    /// The size of the result written and read as JSON.
    static let jsonSize = 10_000
    /// The size of the spec-level check, which lays the spec out four times.
    static let specCheckSize = 10_000
    /// The size of the spec whose planted failure is shrunk.
    static let shrinkSize = 2_000

    /// TesseraCheck and the interchange on the paths users run: every invariant (index
    /// agreement with the interval tree included) over the grid's and the waterfall's 100k
    /// results; the spec-level check (determinism, transposition and scaling re-layouts) at
    /// 10k; shrinking a planted overlap from 2k items; writing and reading a 100k result's
    /// JSON. Every row's answer is checked first: no violation on the engines' results, the
    /// planted failure shrunk to two items, the JSON read back equal to what was written.
    static func checking(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        let checker = InvariantChecker(indexes: [IndexFactory(IntervalTreeIndex.self)])
        for layout in [LayoutSpec.Kind.grid, .waterfall] {
            let spec = BenchmarkInputs.spec(layout, size: checkedSize)
            let name = BenchmarkRow.name(workload: "check", index: "invariants", layout: layout.rawValue, size: checkedSize)
            let result = try GateLayout(name: layout.rawValue, engine: spec.makeLayout(), items: spec.items).result()
            let expectations = LayoutExpectations(spec: spec)
            try recorder.measure(name, verify: noViolations(name)) { checker.check(result, expecting: expectations) }
        }

        let specToCheck = BenchmarkInputs.spec(.grid, size: specCheckSize)
        let specRow = BenchmarkRow.name(workload: "check", index: "spec", layout: "grid", size: specCheckSize)
        try recorder.measure(specRow, verify: noViolations(specRow)) { checker.check(specToCheck) }

        try shrink(&recorder)

        let spec = BenchmarkInputs.spec(.grid, size: jsonSize)
        let result = try GateLayout(name: "grid", engine: spec.makeLayout(), items: spec.items).result()
        let json = result.jsonString()
        try recorder.measure(BenchmarkRow.name(workload: "write", index: "json", layout: "grid", size: jsonSize)) {
            result.jsonString()
        }
        let readRow = BenchmarkRow.name(workload: "read", index: "json", layout: "grid", size: jsonSize)
        try recorder.measure(readRow, verify: { read throws(BenchmarkError) in
            guard read == result else { throw .gateRowFailed(row: readRow, reason: "the result read back differs from the one written") }
        }) {
            try? LayoutResult(json: json)
        }
    }

    private static func noViolations(_ row: String) -> ([InvariantViolation]) throws(BenchmarkError) -> Void {
        { violations throws(BenchmarkError) in
            guard violations.isEmpty else { throw .gateRowFailed(row: row, reason: "violations: \(violations)") }
        }
    }

    /// A campaign's shrink of a failing case, as `Campaign.check` runs it: the checker
    /// focused on the failing invariant, judging each candidate with the broken layout.
    private static func shrink(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        let spec = BenchmarkInputs.spec(.grid, size: shrinkSize)
        let broken = LayoutFactory(name: "planted-overlap") { spec in
            PlantedOverlapLayout(grid: spec.makeLayout() as? GridLayout ?? GridLayout())
        }
        let name = BenchmarkRow.name(workload: "shrink", index: "planted-overlap", layout: "grid", size: shrinkSize)
        var checker = InvariantChecker()
        guard let violation = checker.check(spec, using: broken).first else {
            throw .gateRowFailed(row: name, reason: "the planted overlap was not found")
        }
        checker.invariants = [violation.invariant]
        let focused = checker
        func shrunk() -> SpecShrinker.Outcome {
            SpecShrinker().shrink(spec, violation: violation) { candidate in
                focused.check(candidate, using: broken).first { $0.isSameFailure(as: violation) }
            }
        }
        try recorder.measure(name, verify: { outcome throws(BenchmarkError) in
            guard outcome.spec.items.itemCount == 2 else {
                throw .gateRowFailed(row: name, reason: "shrunk to \(outcome.spec.items.itemCount) items, expected the 2 of the planted overlap")
            }
        }) {
            shrunk()
        }
    }
}
