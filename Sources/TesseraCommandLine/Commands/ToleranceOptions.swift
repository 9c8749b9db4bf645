import TesseraCheck
import TesseraCore

/// `--display-scale 1|2|3` and `--tolerances LIST`, shared by `tessera check` and
/// `tessera fuzz`: the screen a layout is drawn on, which a violation's magnitude is
/// classified at, and which classes pass per invariant (`InvariantChecker.displayScale`,
/// `InvariantChecker.tolerances`; docs/TRIAGE.md). `--tolerance T` stays a distance in points.
enum ToleranceOptions {
    /// The options' help lines.
    static let help = """
      --display-scale S
                      1, 2 or 3: device pixels per point of the screen the layout is drawn on,
                      which each violation's class (noise, sub-pixel, pixel) and --tolerances
                      are measured at (default 3)
      --tolerances L  which classes pass: \(names) for every invariant, then INVARIANT=NAME
                      overrides, e.g. half-pixel,incrementalUpdate=exact (exact: nothing
                      passes, Tessera's layouts' default; noise: rounding noise only;
                      half-pixel: noise and less than half a device pixel, a user's layout's
                      default)
    """

    /// The tolerance names, comma-separated.
    private static var names: String { ViolationTolerance.commandLineNames.map(\.name).joined(separator: ", ") }

    /// `--display-scale`'s value; `nil` when not given.
    static func displayScale(_ arguments: Arguments) throws(CommandLineError) -> Double? {
        try arguments.integer("display-scale", in: 1 ... 3).map(Double.init)
    }

    /// `--tolerances`' value; `nil` when not given. Overrides alone leave every other
    /// invariant exact.
    static func tolerances(_ arguments: Arguments) throws(CommandLineError) -> ViolationTolerances? {
        guard let list = arguments.value("tolerances") else { return nil }
        func tolerance(_ name: Substring) throws(CommandLineError) -> ViolationTolerance {
            guard let found = ViolationTolerance.commandLineNames.first(where: { $0.name == name }) else {
                throw .usage("--tolerances \(Excerpt.plain(list)): unknown tolerance \(Excerpt.quoted(String(name))) (one of: \(names))")
            }
            return found.tolerance
        }
        var standard: ViolationTolerance?
        var overrides: [Invariant: ViolationTolerance] = [:]
        for entry in list.split(separator: ",", omittingEmptySubsequences: false) {
            // An empty entry is a mistake (an unset CI variable), not a request for the default.
            guard !entry.isEmpty else {
                throw .usage("--tolerances \(Excerpt.quoted(list)): an empty entry; expected NAME[,INVARIANT=NAME…], NAME one of: \(names)")
            }
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                guard standard == nil else {
                    throw .usage("--tolerances \(Excerpt.plain(list)): two tolerances for every invariant; give one, then INVARIANT=NAME overrides")
                }
                standard = try tolerance(entry)
                continue
            }
            guard let invariant = LayoutCatalog.builtIn.invariant(named: String(parts[0])) else {
                throw .usage("--tolerances: unknown invariant \(Excerpt.plain(parts[0])) (one of: \(LayoutCatalog.builtIn.invariants.map(\.rawValue).joined(separator: ", ")))")
            }
            guard overrides[invariant] == nil else {
                throw .usage("--tolerances \(Excerpt.plain(list)): \(invariant.rawValue) is given twice")
            }
            overrides[invariant] = try tolerance(parts[1])
        }
        return ViolationTolerances(standard ?? .exact, overrides: overrides)
    }
}
