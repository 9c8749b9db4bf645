import TesseraArguments
import TesseraCheck
import TesseraIndex

/// The parsed command line of `tessera-bench ab` (see `ABOptions.usage`).
package struct ABOptions: Sendable {
    /// `--base EXECUTABLE` and `--head EXECUTABLE`: the two revisions' `tessera-bench`.
    package var baseExecutable = ""
    package var headExecutable = ""
    /// `--base-label`, `--head-label`: their names in the report (default: the paths).
    package var baseLabel: String?
    package var headLabel: String?
    /// The selection flags, as given (checked, then passed to both workers); the default A/B
    /// set when none is given.
    package var selection: [String] = []
    package var criteria = ABCriteria()
    /// `--budget`: seconds of sampling (9 minutes by default, so that a run with its builds
    /// cached ends within 10).
    package var budgetSeconds = 540.0
    /// `--runs-per-block`, `--blocks-per-visit`.
    package var runsPerBlock = 3
    package var blocksPerVisit = 1
    /// `--seed`.
    package var seed: UInt64 = 1
    /// `--json FILE`, `--markdown FILE`.
    package var jsonPath: String?
    package var markdownPath: String?
    /// `--help`.
    package var help = false

    /// The rows of an `ab` run given no selection: the engines' prepare, the interval tree's
    /// build, cold and scrolling queries (with its cursor) and the result's lookup at 1M —
    /// where cold queries and real cache sizes live, which the callgrind gate does not
    /// measure — and the same at 10k, where everything fits in cache.
    package static let defaultSelection = [
        "--sizes", "10k,1M", "--layouts", "grid,waterfall,bidirectional", "--indexes", "interval-tree",
        "--workloads", "prepare,build,random,sweep,lookup",
    ]

    /// The selection flags, which take a value each and go to the workers as given.
    static let selectionFlags: Set<String> = ["--sizes", "--layouts", "--indexes", "--workloads", "--filter", "--rows"]

    /// Parses `arguments` (after `ab`). The selection is checked against `layoutNames` and
    /// `indexNames` here, so a typo fails before anything is started.
    package static func parse(
        _ arguments: [String], layoutNames: [String] = LayoutCatalog.builtIn.names, indexNames: [String] = IndexKind.builtIn.map(\.name)
    ) throws(BenchmarkError) -> ABOptions {
        var options = ABOptions()
        var scanner = ArgumentScanner(arguments)
        var seen: Set<String> = []
        var allowDebug = false
        while let token = scanner.next() {
            guard case let .option(name, inlineValue) = token else { throw .unknownFlag(token.text) }
            let flag = "--" + name
            guard seen.insert(flag).inserted else {
                throw .invalidValue(flag: flag, value: token.text, expected: "each flag at most once")
            }
            func value() throws(BenchmarkError) -> String {
                guard let value = scanner.value(inline: inlineValue), !value.isEmpty else { throw .missingValue(flag: flag) }
                return value
            }
            func count(_ range: ClosedRange<Int>) throws(BenchmarkError) -> Int {
                let text = try value()
                guard let count = ArgumentScanner.integer(text, in: range) else {
                    throw .invalidValue(flag: flag, value: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
                }
                return count
            }
            switch flag {
            case "--help":
                options.help = true
            case "--allow-debug":
                allowDebug = true
            case "--base": options.baseExecutable = try value()
            case "--head": options.headExecutable = try value()
            case "--base-label": options.baseLabel = try value()
            case "--head-label": options.headLabel = try value()
            case _ where selectionFlags.contains(flag):
                options.selection += [flag, try value()]
            case "--threshold":
                options.criteria.threshold = try Threshold(parsing: try value(), flag: flag).fraction
            case "--alpha":
                let text = try value()
                guard let alpha = Double(text), alpha > 0, alpha < 0.5 else {
                    throw .invalidValue(flag: flag, value: text, expected: "a family-wise error rate above 0 and below 0.5, such as 0.05")
                }
                options.criteria.familyErrorRate = alpha
            case "--budget":
                options.budgetSeconds = try parseDuration(try value(), flag: flag)
            case "--max-blocks": options.criteria.maximumBlocks = try count(6 ... 1000)
            case "--runs-per-block": options.runsPerBlock = try count(1 ... 15)
            case "--blocks-per-visit": options.blocksPerVisit = try count(1 ... 16)
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw .invalidValue(flag: flag, value: text, expected: "a whole number ≥ 0") }
                options.seed = seed
            case "--json": options.jsonPath = try value()
            case "--markdown": options.markdownPath = try value()
            default: throw .unknownFlag(token.text)
            }
        }
        if options.help { return options }
        if options.selection.isEmpty { options.selection = defaultSelection }
        // The workers parse these too; checking here names the flag before anything starts.
        _ = try BenchmarkOptions.parse(options.selection, layoutNames: layoutNames, indexNames: indexNames)
        if allowDebug { options.selection.append("--allow-debug") }
        guard !options.baseExecutable.isEmpty else { throw .missingValue(flag: "--base") }
        guard !options.headExecutable.isEmpty else { throw .missingValue(flag: "--head") }
        return options
    }

    /// `600`, `600s`, `10m`: seconds.
    static func parseDuration(_ text: String, flag: String) throws(BenchmarkError) -> Double {
        var digits = Substring(text)
        var scale = 1.0
        if digits.hasSuffix("m") { scale = 60; digits = digits.dropLast() } else if digits.hasSuffix("s") { digits = digits.dropLast() }
        guard let number = ArgumentScanner.nonNegativeNumber(String(digits)), number > 0 else {
            throw .invalidValue(flag: flag, value: text, expected: "a duration such as 300, 300s or 5m")
        }
        return number * scale
    }
}
