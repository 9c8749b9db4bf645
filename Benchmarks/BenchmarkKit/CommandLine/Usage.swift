import TesseraLayouts

extension BenchmarkOptions {
    /// The `--help` text.
    public static var usage: String {
        """
        USAGE: tessera-bench [flags]
               tessera-bench gate-run --output DIR
               tessera-bench gate-check --output DIR --baseline FILE [--threshold T]
                                  [--update|--tighten|--environment-only]

        Times prepare for every engine and seed port, index builds, visible-rect queries
        (random viewport jumps, a scroll sweep, a 3-viewport prefetch window) and ItemPath
        lookup at 10k, 100k and 1M items. Every index is checked against the linear filter
        before it is timed. Progress goes to stderr, the table to stdout.
        Run it in release: swift run -c release tessera-bench

        SELECTION
          --filter TEXT          only rows whose name contains TEXT (names read
                                 workload/[index/]layout/size, e.g. random/linear/grid/1M)
          --sizes LIST           item counts, e.g. 10k,100k,1M (up to 10M)
          --layouts LIST         \(LayoutSpec.Kind.allCases.map(\.rawValue).joined(separator: ","))
          --indexes LIST         \(IndexCandidate.all.map(\.name).joined(separator: ","))
          --workloads LIST       \(Workload.allCases.map(\.rawValue).joined(separator: ","))
          --samples N            timed samples per row (default 15; fewer when a row's
                                 samples exceed its time budget, never fewer than 3)

        OUTPUT (files are written atomically)
          --json FILE            full results, schema tessera-bench/1 (Benchmarks/README.md)
          --github-action-benchmark FILE
                                 customSmallerIsBetter entries for github-action-benchmark
          --csv FILE             one line per row
          --chart FILE.svg       log-log chart of time per element against size
          --save-baseline FILE   the medians, for a later --compare
          --compare FILE         compare medians with a saved baseline; exit 2 and name
                                 the rows that regressed
          --threshold PERCENT    regression threshold for --compare (default 5%)

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

        EXIT STATUS: 0 success, 1 bad flags or a failed run (e.g. a wrong answer), 2 regression,
                     3 (gate-check) the baseline was measured in another environment
        """
    }
}
