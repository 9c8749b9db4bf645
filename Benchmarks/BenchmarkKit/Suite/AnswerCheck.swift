import TesseraCore
import TesseraIndex

/// Proof that an index answers correctly before it is timed: every query of the workload is
/// compared, as a set, with the reference filter's answer. A benchmark of a wrong answer is
/// worthless, so a mismatch ends the run.
enum AnswerCheck {
    /// What the checked queries returned and cost, summed over the workload.
    struct Totals {
        var hits = 0
        var visited = 0
    }

    /// Checks `index` against `expected` (the reference's sorted answers to `rects`) and
    /// returns the workload's hit and visit totals; throws `BenchmarkError.wrongAnswer`
    /// naming the first query that differs.
    static func verify(
        _ index: any RectIndex, name: String, rects: [Rect], expected: [[Int32]],
        layout: String, size: Int, workload: Workload
    ) throws(BenchmarkError) -> Totals {
        var totals = Totals()
        var ids: [Int32] = []
        for (query, rect) in rects.enumerated() {
            ids.removeAll(keepingCapacity: true)
            totals.visited += index.query(rect, into: &ids)
            totals.hits += ids.count
            ids.sort()
            if ids != expected[query] {
                let missing = Set(expected[query]).subtracting(ids).sorted().prefix(5)
                let extra = Set(ids).subtracting(expected[query]).sorted().prefix(5)
                let duplicates = ids.count - Set(ids).count
                throw .wrongAnswer(
                    index: name, layout: layout, size: size, workload: workload.rawValue,
                    query: "#\(query) \(rect)",
                    detail: "returned \(ids.count) ids, the linear filter \(expected[query].count); "
                        + "missing \(Array(missing)), extra \(Array(extra)), duplicates \(duplicates)"
                )
            }
        }
        return totals
    }
}
