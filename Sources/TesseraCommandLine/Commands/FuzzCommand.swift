import TesseraCheck
import TesseraCore
import TesseraIndex

/// `tessera fuzz --layout NAME|engines|seed-ports|all --profile NAME --cases N --seed S [--time 60s] [--shard i/n] [--out DIR]`
/// and `tessera fuzz --index NAME|all …`.
enum FuzzCommand {
    static let help = """
    usage: tessera fuzz --layout NAME|engines|seed-ports|all [--profile NAME|all] [--updates NAME|all] [--cases N] [--seed S]
                        [--time DURATION] [--hang-after DURATION] [--shard i/n] [--case N] [--out DIR]
                        [--tolerance T] [--display-scale S] [--tolerances L] [--invariants LIST] [--stop-at-first]
                        [--known FILE [--fixed-known fail|report]]
           tessera fuzz --index NAME|all [--cases N] [--seed S] [--time DURATION] [--hang-after DURATION] [--shard i/n]
                        [--case N] [--out DIR] [--stop-at-first] [--known FILE [--fixed-known fail|report]]
           tessera fuzz --complexity [--family NAME|engines|commands|all] [--cases N] [--seed S] [--case N] [--sizes FIRST:DOUBLINGS]

    Runs a seeded property-testing campaign per layout and profile: generates specs, checks
    every invariant — the built-in ones and the layout's own reference model — and that
    deliberately invalid specs throw the right LayoutError, and validates the checker on
    every passing case (a violation of each invariant is planted and must be reported);
    keeps going after a failure, groups the failing cases into distinct findings (the
    invariant, noise or visible, the kinds of the elements named), shrinks each and prints
    its violation, magnitude and class, minimal counterexample and one-line replay command.
    Case i depends only on (seed, i), so any case replays alone and shards run disjoint
    slices of one campaign. Exit 1 when a case fails.

      --layout NAME   \(LayoutCatalog.builtIn.names.joined(separator: ", ")); engines (Tessera's own,
                      what a CI job fuzzes), seed-ports (their known defects fail within a few
                      cases), or all
      --index NAME    \(IndexKind.checked.map(\.name).joined(separator: ", ")), or all: fuzz the index on
                      arbitrary frame sets (negative, huge, tiny, duplicate, zero-area, inverted,
                      out of scroll order, either axis) with queries aimed at their edges, an ulp
                      either side; every answer must be the linear filter's (default
                      \(IndexCampaign.defaultCases) cases; --profile does not apply)
      --profile NAME  \(Profile.allCases.map(\.rawValue).joined(separator: ", ")), or all (default phone);
                      also \(Profile.extreme.rawValue) (opt-in, not in all): signed zeros, subnormals, 1e300,
                      long shortest round-trip digits
      --updates NAME  \(BatchGenerator.Emphasis.allCases.map(\.rawValue).joined(separator: ", ")), or all: every
                      case also applies 1 to 4 random batch updates of that emphasis through a
                      LayoutSession, and each updated result must equal the layout of the
                      updated items from scratch, exactly, with every index agreeing
                      (incrementalUpdate); the other invariants hold on the last result
      --cases N       cases per layout and profile (default \(Profile.phone.defaultCases) per profile,
                      \(Profile.huge.defaultCases) of huge)
      --seed S        campaign seed, decimal or 0x-hex (default \(CampaignEnvironment.format(seed: CampaignEnvironment.defaultSeed)))
      --time D        bound the whole run to D (e.g. 90s, 5m, 500ms, 2h; at most \(maximumHours)h): no case
                      starts and no shrinking candidate is tried after it (a failure then
                      shows the smallest counterexample found so far); each campaign gets an
                      equal share of the time left when it starts
      --hang-after D  a case, or a candidate while shrinking one, that runs longer than D is a
                      hang: it is printed with its replay line and the run ends with exit 1
                      (default \(defaultHangLimit)); the campaigns run in a child process, so a case
                      that hangs or traps is then shrunk, each candidate in a child process of
                      at most D (at least 1s, at most 10s), \(FuzzSupervision.candidateBudget) candidates and
                      \(Int(FuzzSupervision.timeBudget.components.seconds))s at most
      --shard i/n     run the i-th of n slices (1-based), e.g. one per CI matrix job
      --case N        run only case N (replay)
      --out DIR       write each shrunk counterexample spec to DIR
      --stop-at-first end each campaign at its first failing case, shrunk (what a
                      mutant suite or a quick red/green check wants)
      --tolerance T   overlap tolerance (default 0 for engines, 1e-6 for seed ports)
      --invariants L  check only these (comma-separated; see `tessera check --help`)
      --limit N       report at most N violations per invariant (default 10)
    \(ToleranceOptions.help)
    \(KnownIssuesFile.help)
    \(ComplexityFuzzing.help)
    """

    /// The longest `--time`, in hours (a year).
    static let maximumHours = 8760
    /// How long a case may run when `--hang-after` is not given: far above the slowest case of
    /// the `huge` profile (a million items, every index, the checker's validation) in a debug
    /// build, and well inside a CI job's limit.
    static let defaultHangLimit = "5m"

    static func run(_ words: [String], in context: CommandContext) throws(CommandLineError) {
        let arguments = try Arguments(
            words,
            options: [
                "layout", "index", "profile", "updates", "cases", "seed", "time", "hang-after", "shard", "case", "out", "tolerance", "display-scale", "tolerances", "invariants", "limit",
                "family", "sizes", "known", "fixed-known",
                // Hidden: a supervised child's note file, and one spec or one index case
                // checked in a child (`FuzzSupervision`).
                "note", "candidate", "index-candidate",
            ],
            flags: ["complexity", "stop-at-first"]
        )
        if arguments.flag("complexity") {
            for option in ["known", "fixed-known"] where arguments.value(option) != nil {
                throw .usage("--\(option) applies to --layout and --index campaigns")
            }
            return try ComplexityFuzzing.run(arguments, in: context)
        }
        for option in ["family", "sizes"] where arguments.value(option) != nil {
            throw .usage("--\(option) applies to --complexity")
        }
        guard arguments.positionals.isEmpty else { throw .usage("unexpected argument \(Excerpt.plain(arguments.positionals[0]))") }
        if let candidate = arguments.value("candidate") { return try checkCandidate(candidate, arguments, in: context) }
        if let candidate = arguments.value("index-candidate") { return try checkIndexCandidate(candidate, arguments, in: context) }
        let hangText = arguments.value("hang-after") ?? defaultHangLimit
        let hangLimit = try duration(hangText, option: "hang-after")
        if let note = arguments.value("note") {
            CrashNote.writeNotes(to: note)
        } else if context.streams is ProcessStreams {
            // The executable runs the campaigns in a child, so that a trap or a hang can be
            // shrunk (`FuzzSupervision`); tests run them in-process.
            let status = try FuzzSupervision.run(words, arguments: arguments, hangLimit: hangLimit, in: context)
            if status != 0 { throw .exit(status) }
            return
        }
        let indexes = try arguments.value("index").map { text throws(CommandLineError) in try indexChoices(text) } ?? []
        guard let layoutName = arguments.value("layout") ?? (indexes.isEmpty ? nil : "") else {
            throw .usage("missing --layout NAME|engines|seed-ports|all or --index NAME|all")
        }
        let layouts = layoutName.isEmpty ? [] : try layoutChoices(layoutName)
        if layouts.isEmpty, arguments.value("profile") != nil {
            throw .usage("--profile applies to --layout campaigns; --index draws its own frame sets")
        }
        let profiles = try choices(arguments.value("profile") ?? Profile.phone.rawValue, option: "profile", all: Profile.allCases)
        if layouts.isEmpty, arguments.value("updates") != nil {
            throw .usage("--updates applies to --layout campaigns")
        }
        let emphases: [BatchGenerator.Emphasis?] = try arguments.value("updates").map {
            text throws(CommandLineError) in try choices(text, option: "updates", all: BatchGenerator.Emphasis.allCases)
        } ?? [nil]
        let cases = try arguments.integer("cases", in: 1 ... 100_000_000)
        let onlyCase = try arguments.integer("case", in: 0 ... Int(Int32.max))
        var seed = CampaignEnvironment.defaultSeed
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
        let timeLimit = try arguments.value("time").map { text throws(CommandLineError) in try duration(text, option: "time") }
        let watchdog = HangWatchdog(limit: hangLimit, text: hangText)
        defer { watchdog.stop() }
        let checker = try CheckCommand.makeChecker(arguments)
        let outputDirectory = try arguments.path("out")
        if let outputDirectory { try OutputFile.createDirectory(outputDirectory, in: context) }
        let knownIssues = try KnownIssuesFile.load(arguments, in: context)
        var ledger = knownIssues.map(KnownIssueLedger.init)

        let clock = ContinuousClock()
        let deadline = timeLimit.map { clock.now + $0 }
        let plan = layouts.flatMap { layout in profiles.flatMap { profile in emphases.map { (layout, profile, $0) } } }
        let campaignCount = indexes.count + plan.count
        var failures = 0
        for (number, index) in indexes.enumerated() {
            var campaign = IndexCampaign(
                index: index, cases: max(cases ?? IndexCampaign.defaultCases, (onlyCase ?? 0) + 1), seed: seed,
                timeBudget: deadline.map { ($0 - clock.now) / (campaignCount - number) }, onlyCase: onlyCase,
                stopsAtFirstFailure: arguments.flag("stop-at-first")
            )
            campaign.shard = shard
            campaign.knownIssues = ledger?.knownIssues ?? .none
            if try runIndexCampaign(campaign, outputDirectory: outputDirectory, ledger: &ledger, watchdog: watchdog, in: context) { failures += 1 }
        }
        for (number, (layout, profile, updates)) in plan.enumerated() {
            var settings = Settings(
                profile: profile, updates: updates, cases: cases ?? profile.defaultCases, onlyCase: onlyCase, seed: seed, shard: shard,
                checker: checker, outputDirectory: outputDirectory, stopsAtFirstFailure: arguments.flag("stop-at-first")
            )
            if let deadline {
                settings.deadline = deadline
                settings.timeBudget = (deadline - clock.now) / (plan.count - number)
            }
            if try runCampaign(layout, settings, ledger: &ledger, watchdog: watchdog, in: context) { failures += 1 }
        }
        var fixed = ""
        if let outcome = ledger?.outcome {
            if !outcome.lines.isEmpty { try context.output(outcome.lines.joined(separator: "\n") + "\n") }
            if !outcome.passed, !outcome.fixed.isEmpty { fixed = "\(outcome.fixed.count) known issue(s) fixed: remove them from the file" }
        }
        if failures > 0 {
            throw .failed("\(failures) of \(campaignCount) campaign(s) failed" + (fixed.isEmpty ? "" : "; " + fixed))
        }
        if !fixed.isEmpty { throw .failed(fixed) }
    }

    /// What one campaign of the command needs besides its layout.
    private struct Settings {
        var profile: Profile
        var updates: BatchGenerator.Emphasis?
        var cases: Int
        var onlyCase: Int?
        var seed: UInt64
        var shard: Shard
        var checker: InvariantChecker
        var outputDirectory: String?
        /// Whether the campaign ends at its first failing case (`--stop-at-first`).
        var stopsAtFirstFailure: Bool
        /// This campaign's share of the time left.
        var timeBudget: Duration?
        /// The end of the whole run, shrinking included.
        var deadline: ContinuousClock.Instant?
    }

    /// Runs and reports one layout × profile campaign; returns whether it failed.
    private static func runCampaign<Definition: LayoutDefinition>(
        _ layout: Definition, _ settings: Settings, ledger: inout KnownIssueLedger?, watchdog: HangWatchdog, in context: CommandContext
    ) throws(CommandLineError) -> Bool {
        let profile = settings.profile
        var campaign = Campaign(
            layout: layout, profile: profile, cases: max(settings.cases, (settings.onlyCase ?? 0) + 1), seed: settings.seed,
            timeBudget: settings.timeBudget, onlyCase: settings.onlyCase, checker: settings.checker
        )
        campaign.shard = settings.shard
        campaign.deadline = settings.deadline
        campaign.updates = settings.updates
        campaign.stopsAtFirstFailure = settings.stopsAtFirstFailure
        campaign.knownIssues = ledger?.knownIssues ?? .none
        let label = "\(layout.name)/\(profile.rawValue)" + (settings.updates.map { " updates \($0.rawValue)" } ?? "")
        let printProgress = progressPrinter(label: label, in: context)
        let replay = { (caseIndex: Int) in
            "tessera fuzz --layout \(layout.name) --profile \(profile.rawValue)"
                + (settings.updates.map { " --updates \($0.rawValue)" } ?? "") + " --seed \(CampaignEnvironment.format(seed: settings.seed)) "
                + "--case \(caseIndex) --cases 1" + CampaignFailure<Definition>.commandLineOptions(of: settings.checker)
        }
        // What a supervising parent reads after a trap or a hang: layout, profile, updates, case.
        let note = { (caseIndex: Int) in "\(layout.name) \(profile.rawValue) \(settings.updates?.rawValue ?? "-") \(caseIndex)" }
        let first = campaign.caseIndices.lowerBound
        watchdog.watch("\(label) case \(first)", replay: replay(first), note: note(first))
        let report = campaign.run { progress in
            printProgress(progress)
            if progress.shrinking != nil {
                watchdog.watch("\(label), shrinking case \(progress.caseIndex),", replay: replay(progress.caseIndex), note: note(progress.caseIndex))
            } else {
                watchdog.watch("\(label) case \(progress.caseIndex + 1)", replay: replay(progress.caseIndex + 1), note: note(progress.caseIndex + 1))
            }
        }
        try context.output("\(report)\n")
        // A finding a known issue matches does not fail the campaign; the report says it is
        // known (the campaign holds the same issues as the ledger).
        let matches = ledger?.record(report) ?? []
        if report.failure == nil, report.stoppedByTimeBudget { return try nothingChecked(report.casesRun + report.regressionsReplayed, in: context) }
        guard !report.failures.isEmpty else { return false }
        if let outputDirectory = settings.outputDirectory {
            for failure in report.failures {
                let name = failure.counterexampleFileName(profile: profile, updates: settings.updates)
                let path = outputDirectory.hasSuffix("/") ? outputDirectory + name : outputDirectory + "/" + name
                try OutputFile.write(failure.counterexampleJSON, to: path, in: context)
                try context.output("  counterexample written to \(context.displayName(path))\n")
            }
        }
        return matches.isEmpty || matches.contains(nil)
    }

    /// Checks the spec in file `path` with the checker the options make (the hidden
    /// `--candidate`, one shrinking candidate of a trap or a hang run in a child by
    /// `FuzzSupervision`, which reads only how the process ends).
    private static func checkCandidate(_ path: String, _ arguments: Arguments, in context: CommandContext) throws(CommandLineError) {
        guard let name = arguments.value("layout"), let layout = layout(named: name) else {
            throw .usage("--candidate needs --layout NAME")
        }
        let checker = try CheckCommand.makeChecker(arguments)
        try checkCandidate(layout, path: path, checker: checker, in: context)
    }

    private static func checkCandidate<Definition: LayoutDefinition>(
        _ layout: Definition, path: String, checker: InvariantChecker, in context: CommandContext
    ) throws(CommandLineError) {
        let text = String(decoding: try InputFile.read(path, in: context), as: UTF8.self)
        let spec: LayoutSpec<Definition>
        do { spec = try LayoutSpec(json: text, layout: layout) } catch { throw .input(file: context.displayName(path), reason: error.description) }
        let violations = checker.check(spec)
        if let first = violations.first { throw .failed("\(first.invariant.rawValue): \(first.message)") }
    }

    /// Checks the index case in file `path` (`IndexCase.jsonString()`) as an index campaign
    /// checks each case, with the index `--index` names (the hidden `--index-candidate`, one
    /// shrinking candidate of a trap or a hang run in a child by `FuzzSupervision`, which reads
    /// only how the process ends).
    private static func checkIndexCandidate(_ path: String, _ arguments: Arguments, in context: CommandContext) throws(CommandLineError) {
        guard let name = arguments.value("index"), let index = index(named: name) else {
            throw .usage("--index-candidate needs --index NAME")
        }
        let text = String(decoding: try InputFile.read(path, in: context), as: UTF8.self)
        let input: IndexCase
        do { input = try IndexCase(json: text) } catch { throw .input(file: context.displayName(path), reason: error.description) }
        if let first = input.disagreements(of: index).first { throw .failed("\(first.violation.invariant.rawValue): \(first.violation.message)") }
    }

    /// Runs and reports one index campaign; returns whether it failed.
    private static func runIndexCampaign(
        _ campaign: IndexCampaign, outputDirectory: String?, ledger: inout KnownIssueLedger?, watchdog: HangWatchdog, in context: CommandContext
    ) throws(CommandLineError) -> Bool {
        let first = campaign.caseIndices.lowerBound
        let watch = { (caseIndex: Int) in
            watchdog.watch(
                "index \(campaign.index.name) case \(caseIndex)",
                replay: "tessera fuzz --index \(campaign.index.name) --seed \(CampaignEnvironment.format(seed: campaign.seed)) --case \(caseIndex) --cases 1",
                // What a supervising parent reads after a trap or a hang: `index`, the index, the case.
                note: "index \(campaign.index.name) \(caseIndex)"
            )
        }
        watch(first)
        // Called as each case starts, with the cases started so far: the one running is the last.
        let report = campaign.run { casesStarted in watch(first + casesStarted - 1) }
        try context.output("\(report)\n")
        // As for a layout campaign: a finding a known issue matches does not fail the campaign.
        let matches = ledger?.record(report) ?? []
        if report.failure == nil, report.stoppedByTimeBudget { return try nothingChecked(report.casesRun, in: context) }
        guard !report.failures.isEmpty else { return false }
        if let outputDirectory {
            for failure in report.failures {
                let name = failure.counterexampleFileName(index: campaign.index)
                let path = outputDirectory.hasSuffix("/") ? outputDirectory + name : outputDirectory + "/" + name
                try OutputFile.write(failure.counterexampleJSON, to: path, in: context)
                try context.output("  counterexample written to \(context.displayName(path))\n")
            }
        }
        return matches.isEmpty || matches.contains(nil)
    }

    /// Whether a campaign that found nothing failed for having checked nothing: `--time` too
    /// short for a single case must not pass as if every case had (a check that switches
    /// itself off is a defect).
    private static func nothingChecked(_ checked: Int, in context: CommandContext) throws(CommandLineError) -> Bool {
        guard checked == 0 else { return false }
        try context.output("  FAILED: no case finished within the time budget, so nothing was checked; give more --time\n")
        return true
    }

    /// The indexes `--index` names: one of the built-in ones, or `all`.
    private static func indexChoices(_ text: String) throws(CommandLineError) -> [IndexKind] {
        if text == "all" { return IndexKind.checked.map(PlantedIndexDefect.planted(in:)) }
        guard let kind = index(named: text) else {
            throw .usage("--index \(Excerpt.plain(text)): expected one of \(IndexKind.checked.map(\.name).joined(separator: ", ")), or all")
        }
        return [kind]
    }

    /// The checked index called `name` (with `PlantedIndexDefect`'s defect, when one is asked for).
    static func index(named name: String) -> IndexKind? {
        IndexKind.checked.first { $0.name == name }.map(PlantedIndexDefect.planted(in:))
    }

    /// Prints progress on standard error — while checking cases and while shrinking: a terminal
    /// gets one line rewritten in place several times a second, a CI log a new line now and then
    /// (the intervals are below), so that neither floods.
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
                line = "\(label): shrinking case \(progress.caseIndex): \(shrinking.itemCount) items in \(shrinking.sectionCount) sections after \(shrinking.attempts) candidates"
            } else {
                line = "\(label): \(progress.casesRun)/\(progress.casesPlanned) cases, case \(progress.caseIndex) had \(progress.itemCount) items"
            }
            if interactive { context.diagnostic("\r\(line)\u{1B}[K", terminator: "") } else { context.diagnostic(line) }
        }
    }

    /// The layouts `--layout` names: one of the catalog, `engines`, `seed-ports` or `all`.
    private static func layoutChoices(_ text: String) throws(CommandLineError) -> [any LayoutDefinition] {
        switch text {
        case "all": return LayoutCatalog.builtIn.definitions.map(PlantedDefect.planted(in:))
        case "engines": return LayoutCatalog.engines.definitions.map(PlantedDefect.planted(in:))
        case "seed-ports": return LayoutCatalog.seedPorts.definitions.map(PlantedDefect.planted(in:))
        default:
            guard let layout = layout(named: text) else {
                throw .usage("--layout \(Excerpt.plain(text)): expected one of \(LayoutCatalog.builtIn.names.joined(separator: ", ")), engines, seed-ports or all")
            }
            return [layout]
        }
    }

    /// The built-in layout called `name` (with `PlantedDefect`'s defect, when one is asked for).
    static func layout(named name: String) -> (any LayoutDefinition)? {
        LayoutCatalog.builtIn.definition(named: name).map(PlantedDefect.planted(in:))
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

    /// Parses the value of `--option`: a number with a unit (`ms`, `s`, `m`, `h`) or a bare
    /// number of seconds, from a millisecond to `maximumHours`.
    static func duration(_ text: String, option: String) throws(CommandLineError) -> Duration {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("", 1)]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let value = Double(text.dropLast(unit.suffix.count)) else { continue }
            let milliseconds = (value * unit.seconds * 1000).rounded()
            // Also refuses NaN; the bound keeps the conversion below from trapping.
            guard milliseconds >= 1, milliseconds <= Double(maximumHours) * 3_600_000 else { break }
            return .milliseconds(Int64(milliseconds))
        }
        throw .usage("--\(option) \(Excerpt.plain(text)): expected a duration from 1ms to \(maximumHours)h, such as 90s, 5m or 500ms")
    }
}
