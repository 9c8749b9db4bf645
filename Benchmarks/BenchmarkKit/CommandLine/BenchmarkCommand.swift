import Foundation
import TesseraCheck
import TesseraIndex

/// The `tessera-bench` program — and a user's own benchmark program: parses the arguments,
/// runs, prints and writes the reports. Kept in the library so an executable is one call and
/// the behaviour is testable.
///
/// A user's `main.swift` registers their layouts and indexes and gets everything
/// `tessera-bench` has — the rows, statistics, table, `--json`, `--github-action-benchmark`,
/// `--csv`, `--chart`, baselines, `--compare` exit codes, `--result FILE.json`:
///
/// ```swift
/// exit(BenchmarkCommand.main(
///     Array(CommandLine.arguments.dropFirst()),
///     layouts: LayoutCatalog.engines + [FlowLayout.definition], indexes: IndexKind.builtIn + [.sortedBlocks]
/// ))
/// ```
///
/// This is BenchmarkKit's public API: one call is the whole program, so the flags, report
/// formats and exit codes are the promise (Benchmarks/README.md documents them). The types
/// behind it — the suite, rows, reports, baselines, the gate — are `package` plumbing that
/// `tessera-bench` and the tests share and may change.
public enum BenchmarkCommand {
    /// Runs the program with `arguments` (without the program name) over `layouts` and
    /// `indexes` (Tessera's own unless given) and returns its exit status: 0 success, 1 bad
    /// flags or a failed run, 2 a regression against `--compare`.
    public static func main(
        _ arguments: [String], layouts: LayoutCatalog = .builtIn, indexes: [IndexKind] = IndexKind.builtIn
    ) -> Int32 {
        let program = programName
        do {
            switch arguments.first {
            case "ab": return try ABCommand.run(Array(arguments.dropFirst()), layouts: layouts, indexes: indexes, program: program)
            case "ab-worker": return try ABCommand.worker(Array(arguments.dropFirst()), layouts: layouts, indexes: indexes)
            default: break
            }
            let options = try BenchmarkOptions.parse(arguments, layoutNames: layouts.names, indexNames: indexes.map(\.name))
            return try run(options, arguments: arguments, layouts: layouts, indexes: indexes, program: program)
        } catch {
            standardError("\(program): error: \(error)\n")
            return 1
        }
    }

    /// The running executable's name (`tessera-bench`, `flow-bench`), for messages and usage.
    static var programName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "tessera-bench"
    }

    static func run(
        _ options: BenchmarkOptions, arguments: [String], layouts: LayoutCatalog = .builtIn, indexes: [IndexKind] = IndexKind.builtIn,
        program: String = "tessera-bench"
    ) throws(BenchmarkError) -> Int32 {
        switch options.command {
        case .help:
            print(BenchmarkOptions.usage(program: program, layouts: layouts, indexes: indexes))
            return 0
        case .gateRun(let directory):
            var suite = GateSuite(layouts: layouts, candidates: indexes, progress: { standardError("gate: \($0)\n") })
            suite.filter = options.gateFilter
            let manifest = try suite.run()
            try AtomicFile.write(try JSONReport.encode(manifest), to: directory + "/" + GateManifest.fileName)
            return 0
        case .gateCheck(let directory, let baseline, let mode, let figures):
            return try GateCheck.run(
                directory: directory, baselinePath: baseline, mode: mode, figures: figures, filter: options.gateFilter,
                output: { print($0, terminator: "") }
            )
        case .run:
            return try timedRun(options, arguments: arguments, layouts: layouts, indexes: indexes, program: program)
        }
    }

    /// Throws `.debugBuild` when this is a debug build — whose timings mean nothing — and
    /// `--allow-debug` was not given.
    static func refuseDebugTiming(
        _ options: BenchmarkOptions, isDebugBuild: Bool = RunEnvironment.isDebugBuild
    ) throws(BenchmarkError) {
        if isDebugBuild, !options.allowDebug { throw .debugBuild }
    }

    static func timedRun(
        _ options: BenchmarkOptions, arguments: [String], layouts: LayoutCatalog, indexes: [IndexKind], program: String
    ) throws(BenchmarkError) -> Int32 {
        try refuseDebugTiming(options)
        // Read the baseline first: a typo in its path should fail before minutes of measuring.
        let baseline = try options.comparePath.map { path throws(BenchmarkError) in try JSONReport.readBaseline(path) }
        let environment = RunEnvironment.current()
        let progress = ProgressLine()
        let suite = BenchmarkSuite(plan: options.plan, layouts: layouts, indexes: indexes, progress: progress.show)
        let outcome: BenchmarkSuite.Outcome
        if let path = options.resultPath {
            outcome = try suite.run(result: BenchmarkSuite.readResult(path), named: BenchmarkSuite.label(ofResultFile: path))
        } else {
            outcome = try suite.run()
        }
        progress.finish(rowCount: outcome.rows.count)
        let run = BenchmarkRun(environment: environment, arguments: arguments, rows: outcome.rows, skipped: outcome.skipped)
        print(ResultTable.render(run, program: program), terminator: "")
        // The run's files land together: all are written before any replaces an old one.
        var files: [(path: String, data: Data)] = []
        if let path = options.jsonPath { files.append((path, Data(try JSONReport.encode(run).utf8))) }
        if let path = options.githubActionBenchmarkPath { files.append((path, Data(try GitHubActionBenchmarkReport.render(run).utf8))) }
        if let path = options.csvPath { files.append((path, Data(CSVReport.render(run).utf8))) }
        if let path = options.chartPath { files.append((path, Data(BenchmarkChart.svg(run).utf8))) }
        if let path = options.markdownPath {
            files.append((path, Data(MarkdownReport.render(run, seedPorts: Speedups.seedPorts(layouts.definitions)).utf8)))
        }
        if let path = options.saveBaselinePath { files.append((path, Data(try JSONReport.encode(Baseline(run: run)).utf8))) }
        try AtomicFile.writeAll(files)
        if let baseline {
            let comparison = BaselineComparison(baseline: baseline, current: Baseline(run: run), threshold: options.effectiveThreshold)
            print(comparison.report(), terminator: "")
            if !comparison.regressions.isEmpty { return 2 }
        }
        if !outcome.missedTargets.isEmpty { throw .targetsMissed(outcome.missedTargets) }
        return 0
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
