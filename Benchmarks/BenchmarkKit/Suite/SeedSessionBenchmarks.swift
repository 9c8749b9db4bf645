import TesseraCore
import TesseraIndex
import TesseraCheck
import TesseraSeeds

extension BenchmarkSuite {
    /// The index name of a seed session's own queries and lookups in row names.
    static let seedIndexName = "seed"

    /// Budget for one timed pass of a seed's queries or lookups: their cost ranges from O(1)
    /// to an O(n) walk over objects, so the count is calibrated against it.
    static let seedPassNanoseconds: UInt64 = 30_000_000

    /// Runs the seed's own `prepare` for a seed-port spec, returning its session.
    static func prepareSession(_ spec: LayoutSpec<some LayoutDefinition>) throws(LayoutError) -> (any SeedLayoutSession)? {
        guard let layout = spec.makeLayout() as? any SeedLayout else { return nil }
        return try layout.prepare(spec.items, in: spec.container)
    }

    /// The rows of a seed port: its prepare (the session with its attributes objects), every
    /// index's build over the seed's frames (in the seed's order), its own visible-rect filter
    /// on each query workload, and its own item lookup — each query and lookup checked against
    /// the session's elements before it is timed.
    func measureSeedPort(
        _ spec: LayoutSpec<some LayoutDefinition>, prepareName: String, indexes: [IndexKind], wanted: Set<String>,
        into outcome: inout Outcome
    ) throws {
        let layout = spec.layout.name, size = spec.items.itemCount
        progress(wanted.contains(prepareName) ? prepareName : "prepare session \(layout)/\(SizeLabel.string(size))")
        // The counted run comes first: a seed that throws fails before timing, and it warms up.
        let (prepared, counts) = try AllocationCounter.count { () throws(LayoutError) in try Self.prepareSession(spec) }
        guard let session = prepared else {
            throw BenchmarkError.layoutFailed(layout: layout, size: size, error: "not a seed port")
        }
        if wanted.contains(prepareName) {
            outcome.rows.append(sessionPrepareRow(spec, name: prepareName, counts: counts))
        }
        guard wanted.contains(where: { $0 != prepareName }) else { return }
        let result = session.layoutResult()
        for candidate in indexes {
            let name = BenchmarkRow.name(workload: Workload.build.rawValue, index: candidate.name, layout: layout, size: size)
            guard wanted.contains(name) else { continue }
            progress(name)
            outcome.rows.append(buildRow(candidate, result: result, subject: BenchmarkSubject(spec), name: name))
        }
        var reference: ReferenceAnswers?
        for workload in Workload.queries {
            let name = BenchmarkRow.name(workload: workload.rawValue, index: Self.seedIndexName, layout: layout, size: size)
            guard wanted.contains(name) else { continue }
            progress(name)
            let answers = reference ?? ReferenceAnswers(result.frames)
            reference = answers
            let schedule = QuerySchedule(
                workload, over: result, runCount: plan.policy.runCount, firstRun: plan.firstRun, reference: answers
            )
            outcome.rows.append(try sessionQueryRow(session, result: result, spec: spec, schedule: schedule, name: name))
        }
        let lookupName = BenchmarkRow.name(workload: Workload.lookup.rawValue, index: Self.seedIndexName, layout: layout, size: size)
        if wanted.contains(lookupName) {
            progress(lookupName)
            outcome.rows.append(try sessionLookupRow(session, result: result, spec: spec, name: lookupName))
        }
    }

    /// Times the seed's prepare (ns/item); `counts` are the allocations of the untimed run
    /// just made, whose session is still alive (so its retained bytes are what it holds).
    private func sessionPrepareRow(_ spec: LayoutSpec<some LayoutDefinition>, name: String, counts: AllocationCounts) -> BenchmarkRow {
        let samples = plan.samples(
            of: name, units: Double(max(1, spec.items.itemCount)), policy: plan.policy.afterUntimedRun
        ) { _ in
            let start = MonotonicClock.now()
            let session = try? Self.prepareSession(spec)
            let elapsed = MonotonicClock.now() &- start
            blackHole(session)
            return elapsed
        }
        let perItem = Double(max(1, spec.items.itemCount))
        return BenchmarkRow(
            name: name, workload: Workload.prepare.rawValue, layout: spec.layout.name, index: nil,
            size: spec.items.itemCount, unit: "ns/item", time: SampleStatistics(samples)!.divided(by: perItem),
            metrics: [
                BenchmarkRow.Metric.heapBytesPerItem: Double(counts.bytesRetained) / perItem,
                BenchmarkRow.Metric.allocations: Double(counts.allocationCalls),
            ]
        )
    }

    /// One element of a seed session or a result, by identity rather than id (sessions hand
    /// out attributes objects, not ids).
    private struct ElementKey: Hashable {
        var kind: ElementKind
        var path: ItemPath
    }

    /// Checks then times the session's `layoutAttributesForElements(in:)` on a workload, in
    /// its cache regime. The seed scans every element (through one object each) per query, so
    /// a first query is timed as a probe and only as many queries of each run as fit in
    /// `seedPassNanoseconds` (at least 3) are checked and timed; the row's note says so.
    private func sessionQueryRow(
        _ session: any SeedLayoutSession, result: LayoutResult, spec: LayoutSpec<some LayoutDefinition>, schedule: QuerySchedule, name: String
    ) throws(BenchmarkError) -> BenchmarkRow {
        let first = schedule.rects(run: 0)
        let probe = MonotonicClock.measure { blackHole(session.layoutAttributesForElements(in: first[0])) }
        let affordable = max(3, Int(Self.seedPassNanoseconds / max(1, probe)))
        let timed = (0 ..< schedule.distinctRunCount).map { Array(schedule.rects(run: $0).prefix(affordable)) }
        var totals = AnswerCheck.Totals()
        for run in timed.indices {
            let expected = schedule.answers(run: run)
            for (query, rect) in timed[run].enumerated() {
                let answer = session.layoutAttributesForElements(in: rect).map { ElementKey(kind: $0.kind, path: $0.indexPath) }
                let reference = expected[query].map { ElementKey(kind: result.kinds[Int($0)], path: result.path(ofElement: Int($0))) }
                totals += AnswerCheck.Totals(queries: 1, hits: answer.count, examined: result.count)
                if answer.count != reference.count || Set(answer) != Set(reference) {
                    throw .wrongAnswer(
                        index: Self.seedIndexName, layout: spec.layout.name, size: spec.items.itemCount,
                        workload: schedule.workload.rawValue, query: "#\(query) of run \(run) \(rect)",
                        detail: "the seed returned \(answer.count) elements, the linear filter over its own frames \(reference.count)"
                    )
                }
            }
        }
        let samples = timeRuns(schedule, row: name, units: Double(timed[0].count)) { run in
            var found = 0
            let start = MonotonicClock.now()
            for rect in timed[min(run, timed.count - 1)] { found &+= session.layoutAttributesForElements(in: rect).count }
            let elapsed = MonotonicClock.now() &- start
            blackHole(found)
            return elapsed
        }
        let counted = AllocationCounter.count {
            for rect in timed[0] { blackHole(session.layoutAttributesForElements(in: rect)) }
        }
        return queryRow(
            samples: samples, totals: totals, timedPerRun: timed[0].count, allocations: counted.counts.allocationCalls,
            name: name, subject: BenchmarkSubject(spec), workload: schedule.workload, indexName: Self.seedIndexName,
            note: timed[0].count < first.count ? "first \(timed[0].count) of \(first.count) queries (O(n) each)" : nil
        )
    }

    /// Checks then times the session's `layoutAttributesForItem(at:)` over random paths. Its
    /// cost depends on the seed (a `first { }` scan or an O(1) lookup), so a first timed pass
    /// of ten lookups decides how many fit in `seedPassNanoseconds`.
    private func sessionLookupRow(
        _ session: any SeedLayoutSession, result: LayoutResult, spec: LayoutSpec<some LayoutDefinition>, name: String
    ) throws(BenchmarkError) -> BenchmarkRow {
        let paths = QueryRects.lookupPaths(spec.items, count: QueryRects.count(.lookup))
        for path in paths {
            let expected = result.cell(at: path).map { result.frames[$0] }
            let found = session.layoutAttributesForItem(at: path)?.frame
            if found != expected {
                throw .wrongAnswer(
                    index: Self.seedIndexName, layout: spec.layout.name, size: spec.items.itemCount,
                    workload: Workload.lookup.rawValue, query: "item \(path)",
                    detail: "the seed's lookup returned \(found.map { "\($0)" } ?? "nil"), its own layout \(expected.map { "\($0)" } ?? "nil")"
                )
            }
        }
        let probe = Array(paths.prefix(10))
        let probeTime = MonotonicClock.measure { for path in probe { blackHole(session.layoutAttributesForItem(at: path)) } }
        let perLookup = max(1, probeTime / UInt64(max(1, probe.count)))
        let affordable = max(10, Int(Self.seedPassNanoseconds / perLookup))
        let timed = Array(paths.prefix(affordable))
        let samples = plan.samples(of: name, units: Double(max(1, timed.count))) { _ in
            var sum = 0.0
            let start = MonotonicClock.now()
            for path in timed { sum += session.layoutAttributesForItem(at: path)?.frame.minY ?? 0 }
            let elapsed = MonotonicClock.now() &- start
            blackHole(sum)
            return elapsed
        }
        return BenchmarkRow(
            name: name, workload: Workload.lookup.rawValue, layout: spec.layout.name, index: Self.seedIndexName,
            size: spec.items.itemCount, unit: "ns/lookup",
            time: SampleStatistics(samples)!.divided(by: Double(max(1, timed.count))),
            metrics: [BenchmarkRow.Metric.queries: Double(timed.count)],
            note: timed.count < paths.count ? "first \(timed.count) of \(paths.count) lookups (O(n) each)" : nil
        )
    }
}
