extension ABOptions {
    /// The `ab --help` text.
    static func usage(program: String) -> String {
        """
        USAGE: \(program) ab --base EXECUTABLE --head EXECUTABLE [selection] [flags]
               scripts/bench-ab.sh BASE [HEAD]     (builds both revisions, then runs this)

        Compares the wall time of two builds of \(program) row by row, interleaved: a worker
        process of each build walks the selected rows, and at each row the two run blocks back
        to back in a random order (one untimed run, then timed runs whose median is the
        block's time). A block's head/base ratio is one paired observation; per row, the
        Hodges–Lehmann estimate of the ratio with its exact signed-rank interval, and three
        one-sided tests against the threshold, Holm-corrected over the rows. Each round starts
        a fresh pair of workers over the rows still open and takes one block of each; a row
        stops once its verdict is settled, and rows still open when the budget runs out are
        reported inconclusive (not passed).

        SELECTION (as for a timed run; default: \(defaultSelection.joined(separator: " ")))
          --sizes LIST, --layouts LIST, --indexes LIST, --workloads LIST, --filter TEXT,
          --rows NAME,NAME       exact row names

        VERDICTS AND BUDGET
          --threshold PERCENT    a regression is a ratio confidently above 1 + this (default 5%)
          --alpha A              family-wise error rate of the verdicts (default 0.05)
          --budget DURATION      stop sampling after this long: 300, 300s, 5m (default 9m)
          --max-blocks N         a row's most blocks (default 60)
          --runs-per-block N     timed runs per revision per block (default 3)
          --blocks-per-visit N   blocks an open row gets per round (default 1: each block from
                                 a fresh pair of processes)
          --seed N               seeds the order within blocks (default 1)

        OUTPUT (files are written atomically; the markdown also goes to stdout)
          --json FILE            every row's blocks, ratio, interval, p-values and verdict
                                 (schema tessera-bench-ab/1)
          --markdown FILE        the table, fit for a pull-request comment
          --base-label TEXT, --head-label TEXT
                                 the revisions' names in the report

        EXIT STATUS: 0 no regression above the threshold (inconclusive rows included: the
                     table says which), 2 a regression, 1 a failure (a wrong answer in
                     either build, a worker that crashed or speaks another protocol)
        """
    }
}
