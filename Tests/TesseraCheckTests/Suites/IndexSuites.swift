import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// Every registered index against the linear filter, on results from Tessera's engines and
/// the seed ports, with probe queries along shared edges, through zero-size frames, inverted
/// and off-content.
@Suite("Indexes")
struct IndexSuites {
    /// A layout and profile whose results the indexes are checked on.
    struct Source: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// Runs the index-agreement campaign of `index` on this source's results.
        var run: @Sendable (IndexKind) -> (passed: Bool, report: String)

        init<Definition: LayoutDefinition>(_ layout: Definition, _ profile: Profile) {
            testDescription = "\(layout.implementation == "standard" ? layout.name : layout.implementation)/\(profile.rawValue)"
            run = { index in
                let report = CheckConfiguration.run(Campaign(
                    layout: layout, profile: profile, cases: 15, seed: CheckConfiguration.ciSeed,
                    checker: InvariantChecker(invariants: [.indexAgreement], indexes: [index]), invalidInputRate: 0,
                    testFilter: "IndexSuites"
                ))
                return (report.passed, "\(report)")
            }
        }
    }

    static let sources: [Source] = [
        Source(.grid, .spans),
        Source(.grid, .adversarial),
        Source(.waterfall, .photos),
        Source(.seedGrid, .sections),
        Source(.seedPinterest, .adversarial),
        Source(.seedBidirectional, .photos),
        Source(.grid, .phone),
        Source(.waterfall, .phone),
        Source(.bidirectional, .phone),
    ]

    @Test("every index answers the linear filter's set", arguments: IndexKind.checked, sources)
    func agreesWithTheLinearFilter(_ index: IndexKind, _ source: Source) {
        let outcome = source.run(index)
        #expect(outcome.passed, "\(outcome.report)")
    }
}
