import Testing
import TesseraCheck
import TesseraCore

/// Every invariant over Tessera's engines, every profile, with the CI seed. The regression
/// file's entries are replayed first; a failure is shrunk and printed with its replay line
/// and the regression line to add.
@Suite("Engines")
struct EngineSuites {
    static let engines = LayoutCatalog.engines.names
    static let profiles: [Profile] = Profile.allCases.filter { $0 != .huge }
    static let casesPerProfile = 30

    @Test("every invariant holds", arguments: engines, profiles)
    func invariantsHold(_ name: String, _ profile: Profile) throws {
        func check<Definition: LayoutDefinition>(_ layout: Definition) {
            let report = CheckConfiguration.run(Campaign(
                layout: layout, profile: profile, cases: Self.casesPerProfile, seed: CheckConfiguration.ciSeed,
                regressionFile: CheckConfiguration.engineRegressions,
                testFilter: "EngineSuites"
            ))
            #expect(report.passed, "\(report)")
        }
        check(try builtInLayout(name))
    }

    @Test("huge layouts hold every invariant", arguments: engines)
    func hugeLayouts(_ name: String) throws {
        // One case, capped at 20k items for the debug build; TESSERA_CASES raises the count.
        func check<Definition: LayoutDefinition>(_ layout: Definition) {
            let report = CheckConfiguration.run(Campaign(
                layout: layout, profile: .huge, cases: 1, seed: CheckConfiguration.ciSeed, maximumItemCount: 20_000,
                testFilter: "EngineSuites"
            ))
            #expect(report.passed, "\(report)")
        }
        check(try builtInLayout(name))
    }
}
