import Foundation
import TesseraCheck
import TesseraCore
import TesseraIndex

/// `tessera fuzz --layout NAME|all --profile NAME --cases N --seed S [--time 60s] [--shard i/n] [--out DIR]`.
enum FuzzCommand {
    static let help = """
    usage: tessera fuzz --layout NAME|all [--profile NAME|all] [--cases N] [--seed S] [--time DURATION]
                        [--shard i/n] [--case N] [--out DIR] [--tolerance T] [--invariants LIST]

    Runs a seeded property-testing campaign: generates specs, checks every invariant — the
    built-in ones and the layout's own reference model — and that deliberately invalid specs
    throw the right LayoutError, and validates the checker on every passing case (a violation
    of each invariant is planted and must be reported); stops at the first failure, shrinks it
    and prints the violation, the minimal counterexample and a one-line replay command. Case i
    depends only on (seed, i), so any case replays alone and shards run disjoint slices of one
    campaign. Exit 1 when a case fails.

      --layout NAME   \(LayoutCatalog.builtIn.names.joined(separator: ", ")); engines (Tessera's own),
                      seed-ports, or all
      --profile NAME  \(Profile.allCases.map(\.rawValue).joined(separator: ", ")), or all (default phone)
      --cases N       cases per layout and profile (default \(Profile.phone.defaultCases) per profile,
                      \(Profile.huge.defaultCases) of huge)
      --seed S        campaign seed, decimal or 0x-hex (default 0x7E55E8A0C4EC0001)
      --time D        stop starting cases after D (e.g. 90s, 5m, 500ms) per campaign
      --shard i/n     run the i-th of n slices (1-based), e.g. one per CI matrix job
      --case N        run only case N (replay)
      --out DIR       write each shrunk counterexample spec to DIR
      --tolerance T   overlap tolerance (default 0 for engines, 1e-6 for seed ports)
      --invariants L  check only these (comma-separated; see `tessera check --help`)
      --limit N       report at most N violations per invariant (default 10)
    """

    static func run(_ words: [String]) throws(CommandLineError) {
        let arguments = try Arguments(
            words,
            options: ["layout", "profile", "cases", "seed", "time", "shard", "case", "out", "tolerance", "invariants", "limit"],
            flags: []
        )
        guard arguments.positionals.isEmpty else { throw .usage("unexpected argument \(arguments.positionals[0])") }
        guard let layoutName = arguments.value("layout") else { throw .usage("missing --layout NAME|all") }
        let layouts = try layoutChoices(layoutName)
        let profiles = try choices(arguments.value("profile") ?? Profile.phone.rawValue, option: "profile", all: Profile.allCases)
        let cases = try arguments.integer("cases", in: 1 ... 100_000_000)
        let onlyCase = try arguments.integer("case", in: 0 ... Int(Int32.max))
        var seed = Campaign<GridDefinition>.defaultSeed
        if let text = arguments.value("seed") {
            guard let parsed = CampaignEnvironment.parseSeed(text) else { throw .usage("--seed \(text): expected a decimal or 0x-hex 64-bit integer") }
            seed = parsed
        }
        var shard = Shard.whole
        if let text = arguments.value("shard") {
            do { shard = try Shard(parsing: text) } catch { throw .usage("--shard \(text): \(error)") }
        }
        let timeBudget = try arguments.value("time").map { text throws(CommandLineError) in try duration(text) }
        let checker = try CheckCommand.makeChecker(arguments)
        let outputDirectory = arguments.value("out")

        var failures = 0
        for layout in layouts {
            for profile in profiles {
                let settings = Settings(
                    words: words, profile: profile, cases: cases ?? profile.defaultCases, onlyCase: onlyCase, seed: seed, timeBudget: timeBudget,
                    shard: shard, checker: checker, outputDirectory: outputDirectory
                )
                if try runCampaign(layout, settings) { failures += 1 }
            }
        }
        if failures > 0 {
            throw .failed("\(failures) of \(layouts.count * profiles.count) campaign(s) failed")
        }
    }

    /// What one campaign of the command needs besides its layout.
    private struct Settings {
        var words: [String]
        var profile: Profile
        var cases: Int
        var onlyCase: Int?
        var seed: UInt64
        var timeBudget: Duration?
        var shard: Shard
        var checker: InvariantChecker
        var outputDirectory: String?
    }

    /// Runs and reports one layout × profile campaign; returns whether it failed.
    private static func runCampaign<Definition: LayoutDefinition>(_ layout: Definition, _ settings: Settings) throws(CommandLineError) -> Bool {
        let profile = settings.profile
        let campaign = Campaign(
            layout: layout, profile: profile, cases: max(settings.cases, (settings.onlyCase ?? 0) + 1), seed: settings.seed,
            timeBudget: settings.timeBudget, shard: settings.shard, onlyCase: settings.onlyCase, checker: settings.checker
        )
        let label = "\(layout.name)/\(profile.rawValue)"
        // A terminal gets one line rewritten in place; a CI log gets a line every 10 s.
        let interactive = isatty(STDERR_FILENO) == 1
        let interval: Duration = interactive ? .milliseconds(250) : .seconds(10)
        var lastPrint = ContinuousClock.now
        let report = campaign.run { progress in
            let now = ContinuousClock.now
            guard now - lastPrint > interval else { return }
            lastPrint = now
            let line = "\(label): \(progress.casesRun)/\(progress.casesPlanned) cases, case \(progress.caseIndex) had \(progress.itemCount) items"
            if interactive { standardError("\r\(line)\u{1B}[K", terminator: "") } else { standardError(line) }
        }
        if interactive { standardError("\r\u{1B}[K", terminator: "") }
        print(report)
        guard let failure = report.failure else { return false }
        if let caseIndex = failure.caseIndex {
            let replay = replayCommand(settings.words, layout: layout.name, profile: profile, seed: settings.seed, caseIndex: caseIndex)
            print("  replay with this run's options:\n    " + replay)
        }
        if let outputDirectory = settings.outputDirectory {
            let name = "\(layout.name)-\(profile.rawValue)-\(CampaignEnvironment.format(seed: settings.seed))-case\(failure.caseIndex ?? 0).json"
            let path = URL(fileURLWithPath: outputDirectory).appendingPathComponent(name).path
            do {
                try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            } catch {
                throw .output(file: outputDirectory, reason: error.localizedDescription)
            }
            try Files.write(failure.counterexampleJSON, to: path)
            print("  counterexample written to \(path)")
        }
        return true
    }

    /// The layouts `--layout` names: one of the catalog, `engines`, `seed-ports` or `all`.
    private static func layoutChoices(_ text: String) throws(CommandLineError) -> [any LayoutDefinition] {
        switch text {
        case "all": return LayoutCatalog.builtIn.definitions
        case "engines": return LayoutCatalog.engines.definitions
        case "seed-ports": return LayoutCatalog.seedPorts.definitions
        default:
            guard let layout = LayoutCatalog.builtIn.definition(named: text) else {
                throw .usage("--layout \(text): expected one of \(LayoutCatalog.builtIn.names.joined(separator: ", ")), engines, seed-ports or all")
            }
            return [layout]
        }
    }

    /// `tessera fuzz` with the options that shape a case's checks (tolerance, invariants,
    /// limit) kept from `words`, and those that select cases replaced by this one case.
    static func replayCommand(_ words: [String], layout: String, profile: Profile, seed: UInt64, caseIndex: Int) -> String {
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            let takesValue = !word.contains("=")
            if ["--tolerance", "--invariants", "--limit"].contains(name) {
                kept.append(word)
                if takesValue, index + 1 < words.count { kept.append(words[index + 1]) }
            }
            index += takesValue ? 2 : 1
        }
        return (["tessera", "fuzz", "--layout", layout, "--profile", profile.rawValue, "--seed",
                 CampaignEnvironment.format(seed: seed), "--case", String(caseIndex), "--cases", "1"] + kept)
            .joined(separator: " ")
    }

    private static func choices<Choice: RawRepresentable & CaseIterable>(
        _ text: String, option: String, all: [Choice]
    ) throws(CommandLineError) -> [Choice] where Choice.RawValue == String {
        if text == "all" { return all }
        guard let choice = Choice(rawValue: text) else {
            throw .usage("--\(option) \(text): expected one of \(all.map(\.rawValue).joined(separator: ", ")), or all")
        }
        return [choice]
    }

    /// Parses `90s`, `5m`, `500ms`, `1h` or a bare number of seconds.
    static func duration(_ text: String) throws(CommandLineError) -> Duration {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("", 1)]
        for unit in units where text.hasSuffix(unit.suffix) {
            if let value = Double(text.dropLast(unit.suffix.count)), value > 0, value.isFinite {
                return .milliseconds(Int64((value * unit.seconds * 1000).rounded()))
            }
        }
        throw .usage("--time \(text): expected a duration such as 90s, 5m or 500ms")
    }
}
