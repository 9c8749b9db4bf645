/// A report written to standard output in pieces, cut at the output budget
/// (`CommandContext.outputLimit`).
///
/// A check reports up to `--limit` violations of each invariant, and an invariant finds at most
/// a few per element, so the report grows with the input, not beyond it — but a large result
/// checked with a large `--limit` could still write gigabytes. Entries past the budget are
/// counted, not printed, and the report's last line says how many and why. Memory is one
/// piece of 64 KiB beyond the entries themselves.
struct BoundedReport {
    private let context: CommandContext
    private var pending = ""
    private var written = 0
    /// The entries not printed because the report reached the budget.
    private(set) var omitted = 0

    /// An empty report to `context`'s standard output.
    init(in context: CommandContext) {
        self.context = context
    }

    /// Appends `entry` (one or more whole lines), or counts it as omitted once the report
    /// would pass the budget.
    mutating func append(_ entry: String) throws(CommandLineError) {
        let size = entry.utf8.count
        guard omitted == 0, written + pending.utf8.count + size <= context.outputLimit else {
            omitted += 1
            return
        }
        pending += entry
        if pending.utf8.count >= 1 << 16 {
            try flush()
        }
    }

    /// Writes what is pending and, when entries were omitted, a last line saying how many.
    /// `what` names an entry in that line (`violation(s)`).
    mutating func finish(omitting what: String) throws(CommandLineError) {
        if omitted > 0 {
            pending += "… \(omitted) more \(what) not printed: the report reached the output budget of \(context.outputLimit) bytes; "
                + "give a smaller --limit or fewer --invariants\n"
        }
        try flush()
    }

    private mutating func flush() throws(CommandLineError) {
        guard !pending.isEmpty else { return }
        try context.output(pending)
        written += pending.utf8.count
        pending = ""
    }
}
