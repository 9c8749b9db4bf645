import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// `tessera fuzz --layout NAME|engines|seeds|all --profile NAME --cases N --seed S [--time 60s] [--shard i/n] [--out DIR]`.
enum FuzzCommand {
    static let help = """
    usage: tessera fuzz --layout NAME|engines|seeds|all [--profile NAME|all] [--cases N] [--seed S]
                        [--time DURATION] [--shard i/n] [--case N] [--out DIR] [--tolerance T] [--invariants LIST]

    Runs a seeded property-testing campaign per layout and profile: generates specs, checks
    every invariant (and that deliberately invalid specs throw the right LayoutError), stops
    at the first violation, shrinks it and prints the violation, the minimal counterexample
    and a one-line replay command. Case i depends only on (seed, i), so any case replays
    alone and shards run disjoint slices of one campaign. Exit 1 when a case fails.

      --layout NAME   \(LayoutSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")),
                      engines (\(engines.map(\.rawValue).joined(separator: ", "))),
                      seeds (the seed ports: their known defects fail within a few cases), or all
      --profile NAME  \(Profile.allCases.map(\.rawValue).joined(separator: ", ")), or all (default phone)
      --cases N       cases per layout and profile (default 100)
      --seed S        campaign seed, decimal or 0x-hex (default 0x7E55E8A0C4EC0001)
      --time D        bound the whole run to D (e.g. 90s, 5m, 500ms, 2h; at most \(maximumHours)h): no case
                      starts and no shrinking candidate is tried after it (a failure then
                      shows the smallest counterexample found so far); each campaign gets an
                      equal share of the time left when it starts
      --shard i/n     run the i-th of n slices (1-based), e.g. one per CI matrix job
      --case N        run only case N (replay)
      --out DIR       write each shrunk counterexample spec to DIR
      --tolerance T   overlap tolerance (default 0 for engines, 1e-6 for seed ports)
      --invariants L  check only these (comma-separated; see `tessera check --help`)
      --limit N       report at most N violations per invariant (default 10)
    """

    /// Tessera's own engines: the layouts a CI fuzz job runs (`--layout engines`).
    static let engines = LayoutSpec.Kind.allCases.filter { !$0.isSeedPort }

    /// The longest `--time`, in hours (a year).
    static let maximumHours = 8760

    static func run(_ words: [String], in context: CommandContext) throws(CommandLineError) {
        let arguments = try Arguments(
            words,
            options: ["layout", "profile", "cases", "seed", "time", "shard", "case", "out", "tolerance", "invariants", "limit"],
            flags: []
        )
        guard arguments.positionals.isEmpty else { throw .usage("unexpected argument \(Excerpt.plain(arguments.positionals[0]))") }
        guard let layoutName = arguments.value("layout") else { throw .usage("missing --layout NAME|engines|seeds|all") }
        let layouts = try layoutChoices(layoutName)
        let profiles = try choices(arguments.value("profile") ?? Profile.phone.rawValue, option: "profile", all: Profile.allCases)
        let cases = try arguments.integer("cases", in: 1 ... 100_000_000) ?? 100
        let onlyCase = try arguments.integer("case", in: 0 ... Int(Int32.max))
        var seed = Campaign(layout: .grid, profile: .phone).seed
        if let text = arguments.value("seed") {
            guard let parsed = CampaignEnvironment.parseSeed(text) else {
                throw .usage("--seed \(Excerpt.plain(text)): expected a decimal or 0x-hex 64-bit integer")
            }
            seed = parsed
        }
        var shard = Shard.whole
        if let text = arguments.value("shard") {
            do { shard = try Shard(parsing: text) } catch { throw .usage("--shard \(Excerpt.plain(text)): \(error)") }
        }
        let timeLimit = try arguments.value("time").map { text throws(CommandLineError) in try duration(text) }
        let checker = try CheckCommand.makeChecker(arguments)
        let outputDirectory = arguments.value("out")
        if let outputDirectory { try OutputFile.createDirectory(outputDirectory, in: context) }

        let clock = ContinuousClock()
        let deadline = timeLimit.map { clock.now + $0 }
        let plan = layouts.flatMap { layout in profiles.map { (layout, $0) } }
        var failures = 0
        for (number, (layout, profile)) in plan.enumerated() {
            var campaign = Campaign(
                layout: layout, profile: profile, cases: max(cases, (onlyCase ?? 0) + 1), seed: seed, shard: shard,
                onlyCase: onlyCase, checker: checker
            )
            if let deadline {
                campaign.deadline = deadline
                campaign.timeBudget = (deadline - clock.now) / (plan.count - number)
            }
            let report = campaign.run(progress: progressPrinter(label: "\(layout.rawValue)/\(profile.rawValue)", in: context))
            try context.output("\(report)\n")
            guard let failure = report.failure else { continue }
            failures += 1
            if let outputDirectory {
                let name = "\(layout.rawValue)-\(profile.rawValue)-\(CampaignEnvironment.format(seed: seed))-case\(failure.caseIndex ?? 0).json"
                let path = outputDirectory.hasSuffix("/") ? outputDirectory + name : outputDirectory + "/" + name
                try OutputFile.write(failure.counterexampleJSON, to: path, in: context)
                try context.output("  counterexample written to \(context.displayName(path))\n")
            }
        }
        if failures > 0 {
            throw .failed("\(failures) of \(plan.count) campaign(s) failed")
        }
    }

    /// Prints progress on standard error: a terminal gets one line rewritten in place every
    /// 250 ms, a CI log a line every 10 s — while checking cases and while shrinking.
    private static func progressPrinter(label: String, in context: CommandContext) -> (CampaignProgress) -> Void {
        let interactive = context.streams.errorIsTerminal
        let interval: Duration = interactive ? .milliseconds(250) : .seconds(10)
        var lastPrint = ContinuousClock.now
        return { progress in
            let now = ContinuousClock.now
            guard now - lastPrint > interval else { return }
            lastPrint = now
            let line: String
            if let shrinking = progress.shrinking {
                let items = shrinking.spec.items
                line = "\(label): shrinking case \(progress.caseIndex): \(items.itemCount) items in \(items.sectionCount) sections after \(shrinking.attempts) candidates"
            } else {
                line = "\(label): \(progress.casesRun)/\(progress.casesPlanned) cases, case \(progress.caseIndex) had \(progress.itemCount) items"
            }
            if interactive { context.diagnostic("\r\(line)\u{1B}[K", terminator: "") } else { context.diagnostic(line) }
        }
    }

    /// The layouts `--layout` names: one, `engines`, `seeds` or `all`.
    private static func layoutChoices(_ text: String) throws(CommandLineError) -> [LayoutSpec.Kind] {
        switch text {
        case "engines": return engines
        case "seeds": return LayoutSpec.Kind.allCases.filter(\.isSeedPort)
        default:
            do {
                return try choices(text, option: "layout", all: LayoutSpec.Kind.allCases)
            } catch {
                throw .usage("--layout \(Excerpt.plain(text)): expected one of \(LayoutSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")), engines, seeds or all")
            }
        }
    }

    private static func choices<Choice: RawRepresentable & CaseIterable>(
        _ text: String, option: String, all: [Choice]
    ) throws(CommandLineError) -> [Choice] where Choice.RawValue == String {
        if text == "all" { return all }
        guard let choice = Choice(rawValue: text) else {
            throw .usage("--\(option) \(Excerpt.plain(text)): expected one of \(all.map(\.rawValue).joined(separator: ", ")), or all")
        }
        return [choice]
    }

    /// Parses `90s`, `5m`, `500ms`, `1h` or a bare number of seconds: from 1 ms to a year.
    static func duration(_ text: String) throws(CommandLineError) -> Duration {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("", 1)]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let value = Double(text.dropLast(unit.suffix.count)) else { continue }
            let milliseconds = (value * unit.seconds * 1000).rounded()
            // `!(…)` also refuses NaN; the bound keeps the conversion below from trapping.
            guard milliseconds >= 1, milliseconds <= Double(maximumHours) * 3_600_000 else { break }
            return .milliseconds(Int64(milliseconds))
        }
        throw .usage("--time \(Excerpt.plain(text)): expected a duration from 1ms to \(maximumHours)h, such as 90s, 5m or 500ms")
    }
}
