import TesseraArguments
import TesseraCheck
import TesseraIndex

/// The parsed command line of `tessera-bench` (see `BenchmarkOptions.usage`).
package struct BenchmarkOptions: Sendable {
    /// What to do.
    package enum Command: Hashable, Sendable {
        /// Run the plan and write the reports.
        case run
        /// Print the usage and exit 0.
        case help
        /// Run the fixed gate set once under callgrind's region marks (see `GateSuite`),
        /// writing the manifest into the directory.
        case gateRun(directory: String)
        /// Read the callgrind dumps, manifest and environment in the directory and compare
        /// them with the baseline (or rewrite or tighten it, `mode`) with `figures`' thresholds.
        case gateCheck(directory: String, baseline: String, mode: GateCheck.Mode, figures: [GateFigure])
    }

    /// What to do.
    package var command: Command = .run
    /// The rows to measure.
    package var plan = BenchmarkPlan()
    /// `--json FILE`.
    package var jsonPath: String?
    /// `--github-action-benchmark FILE`.
    package var githubActionBenchmarkPath: String?
    /// `--csv FILE`.
    package var csvPath: String?
    /// `--chart FILE.svg`.
    package var chartPath: String?
    /// `--markdown FILE.md`.
    package var markdownPath: String?
    /// `--save-baseline FILE`.
    package var saveBaselinePath: String?
    /// `--compare FILE`.
    package var comparePath: String?
    /// `--result FILE.json`: time the indexes on this layout result instead of the layouts.
    package var resultPath: String?
    /// `--threshold` of a timed run (5% unless given); the gate's is in its command.
    package var threshold: Threshold?
    /// `--allow-debug`.
    package var allowDebug = false

    /// The defaults: a full run writing the table only.
    package init() {}

    /// The threshold in force for `--compare`: the given one, else 5%.
    package var effectiveThreshold: Threshold {
        threshold ?? Threshold(percent: 5)
    }

    /// Parses `arguments` (without the program name). Throws a `BenchmarkError` naming the
    /// flag for an unknown flag, a missing or invalid value, or a flag given twice.
    /// `layoutNames` and `indexNames` are what `--layouts` and `--indexes` accept.
    package static func parse(
        _ arguments: [String], layoutNames: [String] = LayoutCatalog.builtIn.names, indexNames: [String] = IndexKind.builtIn.map(\.name)
    ) throws(BenchmarkError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var scanner = ArgumentScanner(arguments)
        var seen: Set<String> = []
        var gateDirectory: String?
        var gateBaseline: String?
        var gateMode = GateCheck.Mode.compare
        var gateFigures = GateFigure.all
        var subcommand: String?
        if let first = arguments.first, !first.hasPrefix("-") {
            guard first == "gate-run" || first == "gate-check" else {
                throw .invalidValue(flag: "command", value: first, expected: "gate-run, gate-check or a flag")
            }
            subcommand = first
            _ = scanner.next()
        }
        while let token = scanner.next() {
            let argument = token.text
            var flag = argument
            var inlineValue: String?
            if case let .option(name, value) = token {
                flag = "--" + name
                inlineValue = value
            }
            guard seen.insert(flag).inserted else {
                throw .invalidValue(flag: flag, value: argument, expected: "each flag at most once")
            }
            func value() throws(BenchmarkError) -> String {
                guard let value = scanner.value(inline: inlineValue) else { throw .missingValue(flag: flag) }
                return value
            }
            func path() throws(BenchmarkError) -> String {
                let path = try value()
                guard !path.isEmpty else { throw .invalidValue(flag: flag, value: path, expected: "a file path") }
                return path
            }
            func noValue() throws(BenchmarkError) {
                guard inlineValue == nil else { throw .invalidValue(flag: flag, value: argument, expected: "\(flag) without a value") }
            }
            switch flag {
            case "--help", "-h":
                try noValue()
                options.command = .help
            case "--allow-debug":
                try noValue()
                options.allowDebug = true
            case "--filter": options.plan.filter = try value()
            case "--sizes": options.plan.sizes = try parseSizes(try value(), flag: flag)
            case "--layouts":
                options.plan.layouts = try parseList(try value(), flag: flag, allowed: layoutNames)
            case "--indexes": options.plan.indexes = try parseList(try value(), flag: flag, allowed: indexNames)
            case "--workloads":
                options.plan.workloads = try parseList(try value(), flag: flag, allowed: Workload.allCases.map(\.rawValue))
                    .map { Workload(rawValue: $0)! }
            case "--samples":
                let text = try value()
                guard let samples = ArgumentScanner.integer(text, in: 1 ... 1000) else {
                    throw .invalidValue(flag: flag, value: text, expected: "a whole number from 1 to 1000")
                }
                options.plan.policy = SamplingPolicy(
                    warmUpRuns: options.plan.policy.warmUpRuns, samples: samples,
                    minimumSamples: min(samples, options.plan.policy.minimumSamples),
                    budgetNanoseconds: options.plan.policy.budgetNanoseconds
                )
            case "--json": options.jsonPath = try path()
            case "--github-action-benchmark": options.githubActionBenchmarkPath = try path()
            case "--csv": options.csvPath = try path()
            case "--chart": options.chartPath = try path()
            case "--markdown": options.markdownPath = try path()
            case "--save-baseline": options.saveBaselinePath = try path()
            case "--compare": options.comparePath = try path()
            case "--result" where subcommand == nil: options.resultPath = try path()
            case "--threshold" where subcommand == "gate-check": gateFigures = try GateFigure.all(thresholds: try value(), flag: flag)
            case "--threshold": options.threshold = try Threshold(parsing: try value(), flag: flag)
            case "--output" where subcommand != nil: gateDirectory = try path()
            case "--baseline" where subcommand == "gate-check": gateBaseline = try path()
            case "--update" where subcommand == "gate-check", "--tighten" where subcommand == "gate-check",
                 "--environment-only" where subcommand == "gate-check":
                try noValue()
                guard gateMode == .compare else {
                    throw .invalidValue(flag: flag, value: argument, expected: "one of --update, --tighten and --environment-only")
                }
                gateMode = flag == "--update" ? .update : flag == "--tighten" ? .tighten : .environment
            default: throw .unknownFlag(argument)
            }
        }
        if options.resultPath != nil, let flag = ["--sizes", "--layouts"].first(where: seen.contains) {
            throw .invalidValue(flag: flag, value: flag, expected: "no \(flag) with --result (the result file is the input)")
        }
        if options.threshold != nil, options.comparePath == nil, subcommand != "gate-check" {
            throw .invalidValue(flag: "--threshold", value: options.threshold!.description, expected: "to be used with --compare")
        }
        if let subcommand, options.command != .help {
            guard let gateDirectory else { throw .missingValue(flag: "--output") }
            if subcommand == "gate-run" {
                options.command = .gateRun(directory: gateDirectory)
            } else {
                guard let gateBaseline else { throw .missingValue(flag: "--baseline") }
                options.command = .gateCheck(directory: gateDirectory, baseline: gateBaseline, mode: gateMode, figures: gateFigures)
            }
        }
        return options
    }

    /// A comma-separated list of sizes (`10k,100k,1M`).
    static func parseSizes(_ text: String, flag: String) throws(BenchmarkError) -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var sizes: [Int] = []
        for part in parts {
            guard let size = SizeLabel.parse(part), size <= 10_000_000 else {
                throw .invalidValue(flag: flag, value: part, expected: "item counts from 1 to 10M such as 10k,100k,1M")
            }
            sizes.append(size)
        }
        return sizes
    }

    /// A comma-separated list whose every entry is one of `allowed`.
    static func parseList(_ text: String, flag: String, allowed: [String]) throws(BenchmarkError) -> [String] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for part in parts where !allowed.contains(part) {
            throw .invalidValue(flag: flag, value: part, expected: "one of " + allowed.joined(separator: ", "))
        }
        return parts
    }
}
