import TesseraCore

/// The queries of one workload over one result, run by run (warm-up runs first, then the
/// samples), with the reference filter's answer to each: what `CacheRegime` asks of the
/// workload made concrete.
struct QuerySchedule {
    let workload: Workload
    /// The rects of each distinct run: one array for a warm workload (every run asks it),
    /// one per run otherwise.
    private let runs: [[Rect]]
    /// `answers[run][query]`: the reference's sorted ids.
    private let answers: [[[Int32]]]

    /// The schedule of `runCount` runs of `workload` over `result`, answered by `reference`;
    /// its run r asks the queries of the workload's run `firstRun + r`.
    init(_ workload: Workload, over result: LayoutResult, runCount: Int, firstRun: Int = 0, reference: ReferenceAnswers) {
        self.workload = workload
        let distinct = workload.cacheRegime == .warm ? 1 : max(1, runCount)
        runs = (0 ..< distinct).map { run in
            QueryRects.rects(workload, contentSize: result.contentSize, axis: result.scrollAxis, run: firstRun + run)
        }
        answers = runs.map(reference.answers)
    }

    /// The cache regime the workload runs in.
    var regime: CacheRegime { workload.cacheRegime ?? .warm }

    /// How many runs ask rects of their own (1 when every run asks the same).
    var distinctRunCount: Int { runs.count }

    /// The rects of run `run`.
    func rects(run: Int) -> [Rect] { runs[min(run, runs.count - 1)] }

    /// The reference answers to the rects of run `run`.
    func answers(run: Int) -> [[Int32]] { answers[min(run, runs.count - 1)] }
}
