import Foundation

/// The `tessera-bench` program: parses the arguments, runs, prints and writes the reports.
/// Kept in the library so the executable is one line and the behaviour is testable.
public enum BenchmarkCommand {
    /// Runs the program with `arguments` (without the program name) and returns its exit
    /// status: 0 success, 1 bad flags or a failed run, 2 a regression against `--compare`.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchmarkOptions.parse(arguments)
            return try run(options, arguments: arguments)
        } catch {
            standardError("tessera-bench: error: \(error)\n")
            return 1
        }
    }

    static func run(_ options: BenchmarkOptions, arguments: [String]) throws(BenchmarkError) -> Int32 {
        switch options.command {
        case .help:
            print(BenchmarkOptions.usage)
            return 0
        case .gateRun(let directory):
            let manifest = try GateSuite(progress: { standardError("gate: \($0)\n") }).run()
            try AtomicFile.write(try JSONReport.encode(manifest), to: directory + "/" + GateManifest.fileName)
            return 0
        case .gateCheck(let directory, let baseline, let mode, let figures):
            return try GateCheck.run(
                directory: directory, baselinePath: baseline, mode: mode, figures: figures,
                output: { print($0, terminator: "") }
            )
        case .run:
            return try timedRun(options, arguments: arguments)
        }
    }

    static func timedRun(_ options: BenchmarkOptions, arguments: [String]) throws(BenchmarkError) -> Int32 {
        if RunEnvironment.isDebugBuild, !options.allowDebug { throw .debugBuild }
        // Read the baseline first: a typo in its path should fail before minutes of measuring.
        let baseline = try options.comparePath.map { path throws(BenchmarkError) in try JSONReport.readBaseline(path) }
        let environment = RunEnvironment.current()
        let progress = ProgressLine()
        let outcome = try BenchmarkSuite(plan: options.plan, progress: progress.show).run()
        progress.finish(rowCount: outcome.rows.count)
        let run = BenchmarkRun(environment: environment, arguments: arguments, rows: outcome.rows, skipped: outcome.skipped)
        print(ResultTable.render(run), terminator: "")
        if let path = options.jsonPath { try AtomicFile.write(try JSONReport.encode(run), to: path) }
        if let path = options.githubActionBenchmarkPath { try AtomicFile.write(try GitHubActionBenchmarkReport.render(run), to: path) }
        if let path = options.csvPath { try AtomicFile.write(CSVReport.render(run), to: path) }
        if let path = options.chartPath { try AtomicFile.write(BenchmarkChart.svg(run), to: path) }
        if let path = options.saveBaselinePath { try AtomicFile.write(try JSONReport.encode(Baseline(run: run)), to: path) }
        if let baseline {
            let comparison = BaselineComparison(baseline: baseline, current: Baseline(run: run), threshold: options.effectiveThreshold)
            print(comparison.report(), terminator: "")
            if !comparison.regressions.isEmpty { return 2 }
        }
        return 0
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
