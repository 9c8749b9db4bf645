/// How the command line names tolerances (`tessera check|fuzz --tolerances`), and writes
/// them back on a replay line so that the replay is held to what the run was.
extension ViolationTolerance {
    /// The tolerances a command line can name, by name: `exact` (nothing passes), `noise`
    /// (only rounding noise) and `half-pixel` (noise and less than half a device pixel: a
    /// user's layout by default).
    package static let commandLineNames: [(name: String, tolerance: ViolationTolerance)] = [
        ("exact", .exact), ("noise", .noise), ("half-pixel", .belowHalfDevicePixel),
    ]

    /// The name the command line gives this tolerance, or `nil` when it has none.
    package var commandLineName: String? {
        Self.commandLineNames.first { $0.tolerance == self }?.name
    }
}

extension ViolationTolerances {
    /// `PRESET[,INVARIANT=PRESET…]`, as `--tolerances` takes it (`half-pixel,incrementalUpdate=exact`),
    /// overrides in invariant order; `nil` when a tolerance has no command-line name.
    package var commandLineArgument: String? {
        guard let standard = standard.commandLineName else { return nil }
        var parts = [standard]
        for (invariant, tolerance) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let name = tolerance.commandLineName else { return nil }
            parts.append("\(invariant.rawValue)=\(name)")
        }
        return parts.joined(separator: ",")
    }
}
