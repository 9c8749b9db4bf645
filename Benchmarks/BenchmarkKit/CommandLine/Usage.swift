import TesseraCheck
import TesseraIndex

extension BenchmarkOptions {
    /// The `--help` text of `tessera-bench`.
    package static var usage: String { usage(program: "tessera-bench", layouts: .builtIn, indexes: IndexKind.builtIn) }

    /// The `--help` text of `program` over `layouts` and `indexes`.
    static func usage(program: String, layouts: LayoutCatalog, indexes: [IndexKind]) -> String {
        """
        USAGE: \(program) [flags]
               \(program) --result FILE.json [flags]
               \(program) ab --base EXECUTABLE --head EXECUTABLE [flags]   (see ab --help)
               \(program) gate-run --output DIR [--filter PARTS]
               \(program) gate-check --output DIR --baseline FILE [--threshold T]
                                  [--update|--tighten|--environment-only|--filter PARTS]

        Times prepare for every layout, index builds, visible-rect queries and ItemPath
        lookup at 10k, 100k and 1M items; with --result, every index's build and queries on
        a layout result JSON from elsewhere (e.g. attributes dumped from an app), after
        checking each index against the linear filter on it. Query workloads and caches:
          random        random viewport jumps, cold (caches emptied and fresh positions
                        every sample)
          random-warm   the same jumps every sample, warm
          sweep         a scroll, 1/8 viewport per frame, each sample continuing where the
                        previous one stopped (also through the interval tree's scroll cursor)
          prefetch      a 3-viewport prefetch window at random positions, cold
        With Tessera's own layouts and no --layouts, the run ends with the checker's triage
        rows (workload triage): the default property check of a sectioned feed, clean, with
        two planted defects stopping at the first and keeping going, and one shrink; a
        missed triage target fails the run.
        Every index is checked against the reference filter before it is timed. Progress goes
        to stderr, the table to stdout; the header names the caches and page size.
        Run it in release: swift run -c release \(program)

        SELECTION
          --filter TEXT          only rows whose name contains TEXT (names read
                                 workload/[index/]layout/size, e.g. random/linear/grid/1M)
          --rows NAME,NAME       only the rows of exactly these names
          --sizes LIST           item counts, e.g. 10k,100k,1M (up to 10M)
          --layouts LIST         \(layouts.names.joined(separator: ","))
          --indexes LIST         \(indexes.map(\.name).joined(separator: ","))
          --workloads LIST       \(Workload.allCases.map(\.rawValue).joined(separator: ","))
          --samples N            timed samples per row (default 15; fewer when a row's
                                 samples exceed its time budget, never fewer than 3)
          --result FILE.json     time the indexes on this layout result (tessera layout's
                                 output, or one written elsewhere) instead of the layouts;
                                 rows are named workload/index/FILE/elements

        OUTPUT (files are written atomically)
          --json FILE            full results, schema tessera-bench/1 (Benchmarks/README.md)
          --github-action-benchmark FILE
                                 customSmallerIsBetter entries for github-action-benchmark
          --csv FILE             one line per row
          --chart FILE.svg       log-log chart of time per element against size
          --markdown FILE.md     the tables of docs/RESULTS.md (scripts/measure-results.sh)
          --save-baseline FILE   the medians, for a later --compare
          --compare FILE         compare medians with a saved baseline; exit 2 and name
                                 the rows that regressed
          --threshold PERCENT    regression threshold for --compare (default 5%)
                                 --compare sees a change larger than the difference the
                                 machine's load makes between two runs: on a quiet machine
                                 used for nothing else, large regressions; on a shared or
                                 busy one, medians of runs minutes apart move by more than
                                 5% both ways, so it misses real regressions and reports
                                 false ones. To compare two commits, use the interleaved
                                 A/B (ab --help; scripts/bench-ab.sh BASE HEAD), which
                                 pairs runs of both builds taken back to back and says how
                                 sure it is.

        OTHER
          --allow-debug          run even in a debug build (timings are meaningless)
          -h, --help             this text

        GATE (used by scripts/bench-gate.sh under valgrind --tool=callgrind)
          gate-run               runs the fixed gate set once, each measured call inside
                                 the C function tessera_measured_region
          gate-check             reads the callgrind dumps and the environment files,
                                 compares each row's figures with --baseline; --threshold
                                 3% (every figure) or instructions=2%,ll-misses=5% (named
                                 ones) overrides the per-figure defaults; --update rewrites
                                 the baseline, --tighten takes in only the improvements,
                                 --environment-only compares only the environment
          --filter PARTS         (both) only the rows whose name contains one of the
                                 comma-separated PARTS: a proof's quick run

        EXIT STATUS: 0 success, 1 bad flags or a failed run (a wrong answer, a missed triage
                     target), 2 regression,
                     3 (gate-check) the baseline was measured in another environment
        """
    }
}
