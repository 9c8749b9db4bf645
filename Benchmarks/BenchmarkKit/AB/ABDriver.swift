import Foundation
import TesseraCore

/// The driver of an A/B run: starts a worker of each revision, walks the rows with them, and
/// at each row runs blocks — the base's and the head's runs back to back, in a random order —
/// until every row is decided or the time budget is spent.
///
/// Each round starts a fresh pair of workers over the rows still open and gives each of them
/// `blocksPerVisit` blocks (one by default), so that what one process happens to get (where
/// its heap and stack landed, the pages the kernel gave it, the core it started on) is noise
/// between blocks rather than a bias shared by all of a row's blocks: measured, such a process
/// effect moved a row by up to 20% for as long as its processes lived, which blocks from one
/// pair of processes would have reported as a confident change. Each round's workers ask the
/// query draws of their own runs (`--first-run`). A row is settled (`ABAnalysis.decision`)
/// after each of its blocks from the end of the first round on, when the number of rows the
/// verdicts are corrected for is known.
package struct ABDriver {
    /// The base revision's `tessera-bench` executable.
    package var baseExecutable: String
    /// The head revision's.
    package var headExecutable: String
    /// The selection flags passed to both workers (`--sizes`, `--layouts`, …).
    package var selection: [String]
    package var criteria: ABCriteria
    /// Seconds after which no block starts; open rows are reported as they stand.
    package var budgetSeconds: Double
    /// Timed runs per revision per block, alternating (`order`); a side's time in the block is
    /// the median of its runs. Each worker's first run of a row is an untimed warm-up.
    package var runsPerBlock: Int
    /// Blocks an open row gets per round.
    package var blocksPerVisit: Int
    /// Seeds the order within each block.
    package var seed: UInt64
    /// Told about each round and row.
    package var progress: (String) -> Void

    /// A driver with the defaults of `tessera-bench ab`.
    package init(
        baseExecutable: String, headExecutable: String, selection: [String], criteria: ABCriteria = ABCriteria(),
        budgetSeconds: Double = 540, runsPerBlock: Int = 3, blocksPerVisit: Int = 1, seed: UInt64 = 1,
        progress: @escaping (String) -> Void = { _ in }
    ) {
        self.baseExecutable = baseExecutable
        self.headExecutable = headExecutable
        self.selection = selection
        self.criteria = criteria
        self.budgetSeconds = budgetSeconds
        self.runsPerBlock = runsPerBlock
        self.blocksPerVisit = blocksPerVisit
        self.seed = seed
        self.progress = progress
    }

    /// What a run gathered, before the analysis.
    package struct Gathered {
        /// Every row's blocks and why it stopped, in the order the workers reached them.
        package var rows: [ABAnalysis.Row]
        /// Rounds started (pairs of workers).
        package var rounds: Int
        /// Whether the budget ran out with rows still open.
        package var budgetExhausted: Bool
        /// Seconds from the start to the end of sampling.
        package var seconds: Double
    }

    /// Runs the rounds and returns every row's blocks. Throws when a worker fails (a wrong
    /// answer, a crash, a protocol it does not speak).
    package func gather() throws(BenchmarkError) -> Gathered {
        signal(SIGPIPE, SIG_IGN)
        let start = MonotonicClock.now()
        let deadline = start &+ UInt64(budgetSeconds * 1e9)
        var random = Xoshiro256StarStar(seed: seed)
        var book = ABRowBook()
        var rounds = 0
        var outOfTime = false
        while !outOfTime {
            let firstRound = rounds == 0
            let open = book.openNames
            if !firstRound, open.isEmpty { break }
            if MonotonicClock.now() >= deadline { outOfTime = true; break }
            rounds += 1
            progress("round \(rounds): \(firstRound ? "every selected row" : "\(open.count) open rows")")
            let runs = runsPerBlock * blocksPerVisit + 1
            let arguments = ["--runs", "\(runs)", "--first-run", "\((rounds - 1) * runs)"]
                + (firstRound ? selection : Self.selection(selection, narrowedTo: open))
            let paired = try round(
                rounds, arguments: arguments, book: &book, deadline: deadline, random: &random, outOfTime: &outOfTime
            )
            if firstRound { book.closeFirstRound(paired: paired, criteria: criteria) }
        }
        return Gathered(
            rows: book.rows, rounds: rounds, budgetExhausted: outOfTime && !book.openNames.isEmpty,
            seconds: Double(MonotonicClock.now() &- start) / 1e9
        )
    }

    /// A later round's selection: `selection` (flag, value pairs, as `ABOptions` keeps them)
    /// with `--rows` naming the `open` rows only. A `--rows` of the caller's is replaced (the
    /// open rows are among its names), because a worker takes each flag once.
    static func selection(_ selection: [String], narrowedTo open: [String]) -> [String] {
        var narrowed: [String] = []
        var index = selection.startIndex
        while index < selection.endIndex {
            if selection[index] == "--rows" {
                index += 2
            } else {
                narrowed.append(selection[index])
                index += 1
            }
        }
        return narrowed + ["--rows", open.joined(separator: ",")]
    }

    /// Round `round`: one pair of workers over `arguments`' rows; returns the names of the rows
    /// both ran.
    private func round(
        _ round: Int, arguments: [String], book: inout ABRowBook, deadline: UInt64, random: inout Xoshiro256StarStar, outOfTime: inout Bool
    ) throws(BenchmarkError) -> Set<String> {
        let base = try ABWorkerProcess(side: .base, executable: baseExecutable, arguments: arguments)
        let head: ABWorkerProcess
        do {
            head = try ABWorkerProcess(side: .head, executable: headExecutable, arguments: arguments)
        } catch {
            base.stop()
            throw error
        }
        var paired: Set<String> = []
        do throws(BenchmarkError) {
            let runs = min(base.runsPerRow, head.runsPerRow)
            var seenBase: Set<String> = [], seenHead: Set<String> = []
            var baseMessage = try base.nextMessage(), headMessage = try head.nextMessage()
            walk: while true {
                switch (baseMessage, headMessage) {
                case (.end, .end):
                    break walk
                case let (.row(name, baseUnits), .row(other, headUnits)) where name == other:
                    seenBase.insert(name); seenHead.insert(name)
                    paired.insert(name)
                    let index = book.index(of: name)
                    if book.isOpen(index) {
                        outOfTime = try visit(
                            index, round: round, base: base, head: head, units: (baseUnits, headUnits), runs: runs, book: &book,
                            deadline: deadline, random: &random
                        )
                        if outOfTime { break walk }
                    }
                    try base.next(); try head.next()
                    baseMessage = try base.nextMessage(); headMessage = try head.nextMessage()
                case let (.row(name, _), .row(other, _)):
                    // The revisions order these rows differently: skip whichever the other
                    // has passed already, or both when neither has.
                    _ = book.index(of: name); _ = book.index(of: other)
                    let skipBase = seenHead.contains(name) || !seenBase.contains(other)
                    let skipHead = seenBase.contains(other) || !seenHead.contains(name)
                    seenBase.insert(name); seenHead.insert(other)
                    if skipBase { try base.next(); baseMessage = try base.nextMessage() }
                    if skipHead { try head.next(); headMessage = try head.nextMessage() }
                case let (.row(name, _), .end):
                    _ = book.index(of: name)
                    try base.next(); baseMessage = try base.nextMessage()
                case let (.end, .row(name, _)):
                    _ = book.index(of: name)
                    try head.next(); headMessage = try head.nextMessage()
                }
            }
            if outOfTime {
                base.stop(); head.stop()
            } else {
                try base.finish(); try head.finish()
            }
        } catch {
            base.stop(); head.stop()
            throw error
        }
        return paired
    }

    /// The order of one block's runs, `runsPerBlock` per side: first, other, other, first,
    /// first, other, … (ABBA…), so that each side runs as often right after a switch of process
    /// as the other and a drift during the block (a compile starting beside it) weighs on both
    /// sides alike; which side goes first is drawn per block.
    static func order(runsPerBlock: Int, first: ABWorkerProcess.Side) -> [ABWorkerProcess.Side] {
        let other: ABWorkerProcess.Side = first == .base ? .head : .base
        return (0 ..< 2 * runsPerBlock).map { ((($0 + 1) / 2) % 2 == 0) ? first : other }
    }

    /// Runs up to `blocksPerVisit` blocks of the open row at `index`, fewer when it is settled,
    /// has its maximum, or its worker has no distinct runs left; returns `true` when the next
    /// block would not end before the deadline.
    private func visit(
        _ index: Int, round: Int, base: ABWorkerProcess, head: ABWorkerProcess, units: (base: Double, head: Double), runs: Int,
        book: inout ABRowBook, deadline: UInt64, random: inout Xoshiro256StarStar
    ) throws(BenchmarkError) -> Bool {
        progress(book.names[index])
        var used = 0
        var warmedUp: Set<ABWorkerProcess.Side> = []
        for _ in 0 ..< blocksPerVisit {
            guard book.isOpen(index), used + runsPerBlock + (used == 0 ? 1 : 0) <= runs else { break }
            let blockStart = MonotonicClock.now()
            let headFirst = random.next() & 1 == 1
            var samples: [ABWorkerProcess.Side: [Double]] = [:]
            for side in Self.order(runsPerBlock: runsPerBlock, first: headFirst ? .head : .base) {
                let worker = side == .base ? base : head
                samples[side, default: []] += try worker.sample(warmUps: warmedUp.insert(side).inserted ? 1 : 0, timed: 1)
            }
            let baseTime = ABAnalysis.median(samples[.base]!)! / units.base
            let headTime = ABAnalysis.median(samples[.head]!)! / units.head
            book.append(ABBlock(base: baseTime, head: headTime, headFirst: headFirst, round: round), to: index)
            used += runsPerBlock + (used == 0 ? 1 : 0)
            book.settle(index, criteria: criteria)
            let now = MonotonicClock.now()
            if now &+ (now &- blockStart) >= deadline { return true }
        }
        return false
    }
}
