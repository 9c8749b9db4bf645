import TesseraCheck
import TesseraCore
import TesseraIndex

/// `tessera check SPEC.json [--tolerance T]` and `tessera check --result RESULT.json`.
enum CheckCommand {
    static let help = """
    usage: tessera check SPEC.json [--tolerance T] [--display-scale S] [--tolerances L] [--invariants a,b,...]
                         [--known FILE [--fixed-known fail|report]]
           tessera check --result RESULT.json [--tolerance T] [--display-scale S] [--tolerances L] [--invariants a,b,...]
                         [--known FILE]

    Runs every invariant on a spec's layout (laying it out, and again for determinism,
    transposition and scaling) or on a layout result computed elsewhere — for instance a
    real UIKit layout dumped from an app — and prints each violation precisely: the
    invariant, the offending element ids, kinds, paths and frames. Exit 1 on any violation.
    A spec whose check would cost more than its budgets — (updates + 1) × (items + sections)
    above \(LayoutSpec<GridDefinition>.maximumCheckWork), or a reference model (the grid's walk over
    cells) above \(LayoutSpec<GridDefinition>.maximumReferenceWork) steps — is refused up front (exit 1),
    naming the budget.

      --tolerance T     frames may overlap or poke out by up to T points (default: 0 for
                        Tessera's engines and results, 1e-6 for seed ports)
      --invariants LIST check only these (comma-separated), from:
    \(LayoutCatalog.builtIn.invariants.map { "                          \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
      --limit N         report at most N violations per invariant (default 10); a report
                        that would pass \(CommandContext.defaultOutputLimit) bytes (256 MiB) stops there and
                        says how many violations it left out
    \(ToleranceOptions.help)
    \(KnownIssuesFile.help)
                      A single spec reproduces only the entries whose counterexample it is:
                      only those can fail as fixed.
    """

    static func run(_ words: [String], in context: CommandContext) throws(CommandLineError) {
        let arguments = try Arguments(words, options: ["tolerance", "display-scale", "tolerances", "result", "invariants", "limit", "known", "fixed-known"], flags: [])
        let checker = try makeChecker(arguments)
        let knownIssues = try KnownIssuesFile.load(arguments, in: context)
        let violations: [InvariantViolation]
        // For known issues: each violation as a finding, and what the check could reproduce.
        var candidates: [KnownIssue.Candidate] = []
        var scope: KnownIssues.Scope?
        let subject: String
        if let resultPath = try arguments.path("result") {
            guard arguments.positionals.isEmpty else { throw .usage("give either SPEC.json or --result RESULT.json, not both") }
            let result = try Documents.result(resultPath, in: context)
            violations = checker.check(result, expecting: LayoutExpectations(tolerance: checker.tolerance ?? 0))
            subject = "\(context.displayName(resultPath)) (\(result.count) elements)"
            // A result has no layout name or spec: only entries naming no layout and no
            // counterexample can match, and none can be called fixed.
            candidates = violations.map {
                KnownIssue.Candidate(
                    invariant: $0.invariant, layout: "", violationClass: $0.classification, magnitude: $0.magnitude.points,
                    elementKinds: $0.elements.map(\.kind)
                )
            }
        } else {
            let path = try arguments.onlyPositional("SPEC.json (or --result RESULT.json)")
            // A spec the layout rejects is bad input (exit 1, the field named on stderr), not a violation.
            let spec = try Documents.spec(path, in: context, resultHint: " (check it with --result)", checking: true)
            violations = spec.check(checker)
            subject = "\(context.displayName(path)) (\(spec.layoutName), \(spec.itemCount) items)"
            candidates = violations.map(spec.candidate)
            scope = spec.knownIssueScope(checker)
        }
        guard let knownIssues else {
            return try report(violations, subject: subject, invariants: checker.invariants, in: context)
        }
        var ledger = KnownIssueLedger(knownIssues)
        let matches = ledger.record(candidates, scope: scope ?? KnownIssues.Scope(layout: "", invariants: [], complete: false))
        var report = BoundedReport(in: context)
        for (violation, match) in zip(violations, matches) {
            try report.append("\(violation)\n" + (match.map { KnownIssuesFile.knownLine(knownIssues.issues[$0]) } ?? ""))
        }
        let outcome = ledger.outcome
        for line in outcome.lines { try report.append(line + "\n") }
        try report.finish(omitting: "violation(s) and lines")
        let known = matches.count { $0 != nil }
        if !outcome.passed {
            var reasons: [String] = []
            if outcome.newFindings > 0 {
                let names = Set(zip(violations, matches).filter { $0.1 == nil }.map(\.0.invariant.rawValue)).sorted().joined(separator: ", ")
                reasons.append("\(outcome.newFindings) violation(s) of \(names)")
            }
            if !outcome.fixed.isEmpty { reasons.append("\(outcome.fixed.count) known issue(s) fixed: remove them") }
            throw .failed("\(subject): " + reasons.joined(separator: "; ") + (known > 0 ? " (\(known) known)" : ""))
        }
        context.diagnostic("\(subject): \(invariants(checker.invariants)) invariants hold" + (known > 0 ? " but for \(known) known violation(s)" : ""))
    }

    /// `all` or `all 3 selected`.
    private static func invariants(_ selected: Set<Invariant>?) -> String {
        selected.map { "all \($0.count) selected" } ?? "all"
    }

    /// The checker the command's options describe; every index is checked against the
    /// linear filter.
    static func makeChecker(_ arguments: Arguments) throws(CommandLineError) -> InvariantChecker {
        var invariants: Set<Invariant>?
        if let list = arguments.value("invariants") {
            var chosen: Set<Invariant> = []
            // An empty list, or an empty name in it, is a mistake (an unset CI variable), not a
            // request to check nothing: a check that can switch itself off is a defect.
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                guard !name.isEmpty else {
                    throw .usage("--invariants \(Excerpt.quoted(list)): an empty invariant name; expected a comma-separated list from: \(LayoutCatalog.builtIn.invariants.map(\.rawValue).joined(separator: ", "))")
                }
                guard let invariant = LayoutCatalog.builtIn.invariant(named: String(name)) else {
                    throw .usage("--invariants: unknown invariant \(Excerpt.plain(name)) (one of: \(LayoutCatalog.builtIn.invariants.map(\.rawValue).joined(separator: ", ")))")
                }
                chosen.insert(invariant)
            }
            invariants = chosen
        }
        // Every index, the vectorised linear filter and the scroll cursor included, against
        // the plain filter.
        let indexes = IndexKind.checked
        var checker = InvariantChecker(
            invariants: invariants, tolerance: try arguments.nonNegativeNumber("tolerance"), indexes: indexes,
            violationLimit: try arguments.integer("limit", in: 1 ... 1_000_000) ?? 10
        )
        checker.displayScale = try ToleranceOptions.displayScale(arguments)
        checker.tolerances = try ToleranceOptions.tolerances(arguments)
        return checker
    }

    private static func report(
        _ violations: [InvariantViolation], subject: String, invariants: Set<Invariant>?, in context: CommandContext
    ) throws(CommandLineError) {
        var report = BoundedReport(in: context)
        for violation in violations {
            try report.append("\(violation)\n")
        }
        try report.finish(omitting: "violation(s)")
        guard violations.isEmpty else {
            let names = Set(violations.map(\.invariant.rawValue)).sorted().joined(separator: ", ")
            throw .failed("\(subject): \(violations.count) violation(s) of \(names)")
        }
        context.diagnostic("\(subject): \(Self.invariants(invariants)) invariants hold")
    }
}
