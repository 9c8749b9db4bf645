import TesseraCore
import TesseraIndex

/// Proof that an index answers correctly before it is timed: every query of the workload is
/// compared, as a set, with the reference filter's answer. A benchmark of a wrong answer is
/// worthless, so a mismatch ends the run.
enum AnswerCheck {
    /// What the checked queries returned and cost, summed over the workload.
    struct Totals {
        var queries = 0
        var hits = 0
        var examined = 0

        static func += (totals: inout Totals, other: Totals) {
            totals.queries += other.queries
            totals.hits += other.hits
            totals.examined += other.examined
        }
    }

    /// Checks `index` against `expected` (the reference's sorted answers to `rects`) and
    /// returns the workload's hit and examined totals; throws `BenchmarkError.wrongAnswer`
    /// naming the first query that differs.
    static func verify(
        _ index: any RectIndex, name: String, rects: [Rect], expected: [[Int32]],
        layout: String, size: Int, workload: Workload
    ) throws(BenchmarkError) -> Totals {
        try verify(name: name, rects: rects, expected: expected, layout: layout, size: size, workload: workload) {
            index.query($0, into: &$1)
        }
    }

    /// Checks the answers of `query` (which appends a rect's ids and returns the elements it
    /// examined) to `rects`, asked in order, against `expected`.
    static func verify(
        name: String, rects: [Rect], expected: [[Int32]], layout: String, size: Int, workload: Workload,
        query: (Rect, inout [Int32]) -> Int
    ) throws(BenchmarkError) -> Totals {
        var totals = Totals()
        var ids: [Int32] = []
        for (number, rect) in rects.enumerated() {
            ids.removeAll(keepingCapacity: true)
            totals.examined += query(rect, &ids)
            totals.hits += ids.count
            totals.queries += 1
            ids.sort()
            if ids != expected[number] {
                let missing = Set(expected[number]).subtracting(ids).sorted().prefix(5)
                let extra = Set(ids).subtracting(expected[number]).sorted().prefix(5)
                let duplicates = ids.count - Set(ids).count
                throw .wrongAnswer(
                    index: name, layout: layout, size: size, workload: workload.rawValue,
                    query: "#\(number) \(rect)",
                    detail: "returned \(ids.count) ids, the linear filter \(expected[number].count); "
                        + "missing \(Array(missing)), extra \(Array(extra)), duplicates \(duplicates)"
                )
            }
        }
        return totals
    }
}
