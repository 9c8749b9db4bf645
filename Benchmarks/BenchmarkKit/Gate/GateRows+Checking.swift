import TesseraCheck
import TesseraCore
import TesseraIndex

extension GateRows {
    /// The size of the checked results: 20k, not 100k, because checking every invariant
    /// costs about 13,000 instructions per element (1.3 billion at 100k, a minute of the gate).
    static let checkedSize = 20_000
    /// The size of the result written and read as JSON.
    static let jsonSize = 10_000
    /// The size of the spec-level check, which lays the spec out several times.
    static let specCheckSize = 10_000
    /// The size of the spec whose planted failure is shrunk.
    static let shrinkSize = 2_000

    /// TesseraCheck and the interchange on the paths users run: every invariant of a result
    /// (index agreement with the interval tree and the layout's own invariants included) over
    /// the grid's and the waterfall's 20k results; the spec-level check (determinism and the metamorphic re-layouts) at 10k;
    /// shrinking a planted overlap from 2k items; writing and reading a 10k result's JSON.
    /// Every row's answer is checked on its unmeasured call: no violation on the engines'
    /// results, the planted failure shrunk to two items, the JSON read back equal to what was
    /// written.
    static func checking(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        let checker = InvariantChecker(indexes: [.intervalTree])
        try checkResult(GridDefinition(), checker, &recorder)
        try checkResult(WaterfallDefinition(), checker, &recorder)

        let specToCheck = GridDefinition().benchmarkSpec(itemCount: specCheckSize)
        let specRow = BenchmarkRow.name(workload: "check", index: "spec", layout: specToCheck.layout.name, size: specCheckSize)
        try recorder.measure(specRow, verify: noViolations(specRow)) { checker.check(specToCheck) }

        try shrink(&recorder)

        let result = try GateLayout(GridDefinition(), itemCount: jsonSize).result()
        let json = result.jsonString()
        try recorder.measure(BenchmarkRow.name(workload: "write", index: "json", layout: GridDefinition().name, size: jsonSize)) {
            result.jsonString()
        }
        let readRow = BenchmarkRow.name(workload: "read", index: "json", layout: GridDefinition().name, size: jsonSize)
        try recorder.measure(readRow, verify: { read throws(BenchmarkError) in
            guard read == result else { throw .gateRowFailed(row: readRow, reason: "the result read back differs from the one written") }
        }) {
            try? LayoutResult(json: json)
        }
    }

    private static func checkResult<Definition: LayoutDefinition>(
        _ layout: Definition, _ checker: InvariantChecker, _ recorder: inout GateRecorder
    ) throws(BenchmarkError) {
        let spec = layout.benchmarkSpec(itemCount: checkedSize)
        let name = BenchmarkRow.name(workload: "check", index: "invariants", layout: layout.name, size: checkedSize)
        let result = try GateLayout(layout, itemCount: checkedSize).result()
        try recorder.measure(name, verify: noViolations(name)) { checker.check(result, for: spec) }
    }

    private static func noViolations(_ row: String) -> ([InvariantViolation]) throws(BenchmarkError) -> Void {
        { violations throws(BenchmarkError) in
            guard violations.isEmpty else { throw .gateRowFailed(row: row, reason: "violations: \(violations)") }
        }
    }

    /// A campaign's shrink of a failing case, as `Campaign.check` runs it: the checker
    /// focused on the failing invariant, judging each candidate laid out by the broken layout.
    private static func shrink(_ recorder: inout GateRecorder) throws(BenchmarkError) {
        let broken = LayoutVariant(GridDefinition(), implementation: "PlantedOverlapLayout") { PlantedOverlapLayout(grid: $0) }
        let spec = GridDefinition().benchmarkSpec(itemCount: shrinkSize).on(broken)
        let name = BenchmarkRow.name(workload: "shrink", index: "planted-overlap", layout: GridDefinition().name, size: shrinkSize)
        var checker = InvariantChecker()
        guard let violation = checker.check(spec).first else {
            throw .gateRowFailed(row: name, reason: "the planted overlap was not found")
        }
        checker.invariants = [violation.invariant]
        let focused = checker
        try recorder.measure(name, verify: { outcome throws(BenchmarkError) in
            guard outcome.spec.items.itemCount == 2 else {
                throw .gateRowFailed(row: name, reason: "shrunk to \(outcome.spec.items.itemCount) items, expected the 2 of the planted overlap")
            }
        }) {
            SpecShrinker().shrink(spec, violation: violation) { candidate in
                focused.check(candidate).first { $0.isSameFailure(as: violation) }
            }
        }
    }
}
