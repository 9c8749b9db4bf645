/// The lines the A/B driver and a worker exchange. A worker is `tessera-bench ab-worker` of one
/// revision, running the suite over the selected rows; the driver talks to two at once.
///
/// ```
/// worker → driver   hello tessera-ab/1 runs=N       ready; N distinct runs per row
///                   row NAME UNITS                  at NAME's samples, UNITS work per run
///                   samples NS NS …                 the timed runs just asked for, in ns per run
///                   end                             every row done
///                   error MESSAGE                   the run failed (e.g. a wrong answer)
/// driver → worker   sample WARMUPS TIMED            run WARMUPS untimed runs, then TIMED timed ones
///                   next                            leave this row for the next
/// ```
///
/// Both workers run the same rows in the same order, and the runs of a row are numbered from
/// 0 in both, so the n-th run of the base and of the head ask the same queries.
enum ABProtocol {
    /// The version both sides must speak; a worker of another version is refused by name.
    static let version = "tessera-ab/1"
    /// The first word of each line.
    static let hello = "hello", row = "row", samples = "samples", end = "end", error = "error"
    static let sample = "sample", next = "next"
}
