import TesseraCheck
import TesseraCore
import TesseraIndex

/// `tessera check SPEC.json [--tolerance T]` and `tessera check --result RESULT.json`.
enum CheckCommand {
    static let help = """
    usage: tessera check SPEC.json [--tolerance T] [--invariants a,b,...]
           tessera check --result RESULT.json [--tolerance T] [--invariants a,b,...]

    Runs every invariant on a spec's layout (laying it out, and again for determinism,
    transposition and scaling) or on a layout result computed elsewhere — for instance a
    real UIKit layout dumped from an app — and prints each violation precisely: the
    invariant, the offending element ids, kinds, paths and frames. Exit 1 on any violation.

      --tolerance T     frames may overlap or poke out by up to T points (default: 0 for
                        Tessera's engines and results, 1e-6 for seed ports)
      --invariants LIST check only these (comma-separated), from:
    \(LayoutCatalog.builtIn.invariants.map { "                          \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
      --limit N         report at most N violations per invariant (default 10)
    """

    static func run(_ words: [String]) throws(CommandLineError) {
        let arguments = try Arguments(words, options: ["tolerance", "result", "invariants", "limit"], flags: [])
        let checker = try makeChecker(arguments)
        let violations: [InvariantViolation]
        let subject: String
        if let resultPath = arguments.value("result") {
            guard arguments.positionals.isEmpty else { throw .usage("give either SPEC.json or --result RESULT.json, not both") }
            let result = try readResult(resultPath)
            violations = checker.check(result, expecting: LayoutExpectations(tolerance: checker.tolerance ?? 0))
            subject = "\(Files.displayName(resultPath)) (\(result.count) elements)"
        } else {
            let path = try arguments.onlyPositional("SPEC.json (or --result RESULT.json)")
            // A spec the layout rejects is bad input (exit 1, the field named on stderr), not a violation.
            let spec = try Files.spec(path)
            violations = spec.check(checker)
            subject = "\(Files.displayName(path)) (\(spec.layoutName), \(spec.itemCount) items)"
        }
        try report(violations, subject: subject, invariants: checker.invariants)
    }

    /// The checker the command's options describe; every index is checked against the
    /// linear filter.
    static func makeChecker(_ arguments: Arguments) throws(CommandLineError) -> InvariantChecker {
        var invariants: Set<Invariant>?
        if let list = arguments.value("invariants") {
            var chosen: Set<Invariant> = []
            for name in list.split(separator: ",") {
                guard let invariant = LayoutCatalog.builtIn.invariant(named: String(name)) else {
                    throw .usage("--invariants: unknown invariant \(name) (one of: \(LayoutCatalog.builtIn.invariants.map(\.rawValue).joined(separator: ", ")))")
                }
                chosen.insert(invariant)
            }
            invariants = chosen
        }
        let indexes = IndexKind.builtIn.filter { $0 != .linear }
        return InvariantChecker(
            invariants: invariants, tolerance: try arguments.nonNegativeNumber("tolerance"), indexes: indexes,
            violationLimit: try arguments.integer("limit", in: 1 ... 1_000_000) ?? 10
        )
    }

    static func readResult(_ path: String) throws(CommandLineError) -> LayoutResult {
        let text = try Files.read(path)
        do {
            return try LayoutResult(json: text)
        } catch {
            throw .input(file: Files.displayName(path), reason: error.description)
        }
    }

    private static func report(_ violations: [InvariantViolation], subject: String, invariants: Set<Invariant>?) throws(CommandLineError) {
        var output = ""
        for violation in violations {
            output += "\(violation)\n"
        }
        try Files.write(output, to: nil)
        guard violations.isEmpty else {
            let names = Set(violations.map(\.invariant.rawValue)).sorted().joined(separator: ", ")
            throw .failed("\(subject): \(violations.count) violation(s) of \(names)")
        }
        standardError("\(subject): \(invariants.map { "all \($0.count) selected" } ?? "all") invariants hold")
    }
}
