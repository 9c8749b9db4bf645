import TesseraCore

/// The harness's check of its regression lines (`harnessValidation`): the line a finding
/// prints for the user to append to a regression file (`RegressionEntry.jsonLine()`), read
/// back as the file reads it (`RegressionEntry(jsonLine:)`), must name the same invariant,
/// layout, implementation, seed and case, and hold a spec that reads as the counterexample it
/// records. Otherwise the replay the line promises checks another case, or none, and a fixed
/// bug can come back unnoticed.
///
/// A campaign checks the line of each of its first `checkedCases` valid specs, as if each had
/// failed: O(those specs' JSON).
package enum RegressionLineCheck {
    /// How many of a campaign's first cases have their line checked.
    package static var checkedCases: Int { 4 }

    /// The violation of the line recording `spec` (case `caseIndex` of campaign seed `seed`,
    /// failing `invariant`) written by `write` and read by `read` — by default the harness's own
    /// writer and reader — or `nil` when it reads back as written.
    package static func violation<Definition: LayoutDefinition>(
        recording spec: LayoutSpec<Definition>, as invariant: Invariant, seed: UInt64, caseIndex: Int,
        write: (RegressionEntry) -> String = { $0.jsonLine() },
        read: (String) throws(RegressionFileError) -> RegressionEntry = { line throws(RegressionFileError) in try RegressionEntry(jsonLine: line) }
    ) -> InvariantViolation? {
        let entry = RegressionEntry(invariant: invariant, seed: seed, caseIndex: caseIndex, spec: spec)
        let line = write(entry)
        func failure(_ detail: String) -> InvariantViolation {
            InvariantViolation(
                .harnessValidation, "the regression line of case \(caseIndex) does not read back as written: \(detail); its replay would check another case"
            )
        }
        let readBack: RegressionEntry
        do {
            readBack = try read(line)
        } catch {
            return failure("\(error)")
        }
        let fields: [(String, String, String)] = [
            ("invariant", entry.invariant, readBack.invariant), ("layout", entry.layout, readBack.layout),
            ("factory", entry.implementation, readBack.implementation),
            ("seed", "\(entry.seed.map(CampaignEnvironment.format(seed:)) ?? "none")", "\(readBack.seed.map(CampaignEnvironment.format(seed:)) ?? "none")"),
            ("case", "\(entry.caseIndex.map(String.init) ?? "none")", "\(readBack.caseIndex.map(String.init) ?? "none")"),
        ]
        if let (name, written, read) = fields.first(where: { $0.1 != $0.2 }) {
            return failure("\(name) \(written) reads as \(read)")
        }
        let readSpec: LayoutSpec<Definition>
        do {
            readSpec = try readBack.spec(for: spec.layout)
        } catch {
            return failure("\(error)")
        }
        let differences = RoundTrip.differences(written: spec, read: readSpec)
        return differences.isEmpty ? nil : failure("the spec reads back otherwise: \(differences.joined(separator: "; "))")
    }
}
