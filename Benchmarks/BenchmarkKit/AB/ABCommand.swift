import Foundation
import TesseraArguments
import TesseraCheck
import TesseraIndex

/// `tessera-bench ab` and `tessera-bench ab-worker`: the interleaved A/B comparison of two
/// builds (scripts/bench-ab.sh builds them from two revisions) and its worker.
enum ABCommand {
    /// Runs `ab` with `arguments` (after the word `ab`); returns the exit status: 0 no
    /// regression, 2 a regression, 1 a failure.
    static func run(_ arguments: [String], layouts: LayoutCatalog, indexes: [IndexKind], program: String) throws(BenchmarkError) -> Int32 {
        let options = try ABOptions.parse(arguments, layoutNames: layouts.names, indexNames: indexes.map(\.name))
        if options.help {
            print(ABOptions.usage(program: program))
            return 0
        }
        let environment = RunEnvironment.current()
        let loadAtStart = LoadAverage.current()
        let driver = ABDriver(
            baseExecutable: options.baseExecutable, headExecutable: options.headExecutable, selection: options.selection,
            criteria: options.criteria, budgetSeconds: options.budgetSeconds, runsPerBlock: options.runsPerBlock,
            blocksPerVisit: options.blocksPerVisit, seed: options.seed,
            progress: { BenchmarkCommand.standardError("ab: \($0)\n") }
        )
        let gathered = try driver.gather()
        let report = ABRunReport(
            arguments: arguments, base: options.baseLabel ?? options.baseExecutable, head: options.headLabel ?? options.headExecutable,
            criteria: options.criteria, environment: environment, loadAverageAtStart: loadAtStart,
            loadAverageAtEnd: LoadAverage.current(), budgetSeconds: options.budgetSeconds, seconds: gathered.seconds,
            rounds: gathered.rounds, budgetExhausted: gathered.budgetExhausted,
            rows: ABAnalysis.outcomes(gathered.rows, criteria: options.criteria)
        )
        let markdown = ABReport.markdown(report)
        print(markdown, terminator: "")
        var files: [(path: String, data: Data)] = []
        if let path = options.jsonPath { files.append((path, Data(try JSONReport.encode(report).utf8))) }
        if let path = options.markdownPath { files.append((path, Data(markdown.utf8))) }
        try AtomicFile.writeAll(files)
        return report.status
    }

    /// Runs `ab-worker --runs N --first-run R` followed by the selection flags; see `ABWorker`.
    static func worker(_ arguments: [String], layouts: LayoutCatalog, indexes: [IndexKind]) throws(BenchmarkError) -> Int32 {
        var arguments = arguments
        var runs = 8, firstRun = 0
        while let flag = arguments.first, flag == "--runs" || flag == "--first-run" {
            guard arguments.count >= 2, let value = ArgumentScanner.integer(arguments[1], in: flag == "--runs" ? 1 ... 1000 : 0 ... 1_000_000) else {
                throw .invalidValue(flag: flag, value: arguments.dropFirst().first ?? "", expected: "a whole number")
            }
            if flag == "--runs" { runs = value } else { firstRun = value }
            arguments.removeFirst(2)
        }
        var options = try BenchmarkOptions.parse(arguments, layoutNames: layouts.names, indexNames: indexes.map(\.name))
        try BenchmarkCommand.refuseDebugTiming(options)
        options.plan.firstRun = firstRun
        return ABWorker.run(plan: options.plan, runs: runs, layouts: layouts, indexes: indexes)
    }
}
