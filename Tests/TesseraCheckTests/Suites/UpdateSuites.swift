import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// The incremental-update property over Tessera's engines: random specs with random batch
/// updates of each emphasis, applied through a `LayoutSession`; after every update the result
/// must equal the layout of the updated items from scratch exactly, the reported change must
/// be truthful and every index must answer the linear filter's set (`incrementalUpdate`,
/// `indexAgreement`), and every other invariant holds on the last result. Failures shrink
/// (fewer updates, smaller batches, fewer items) and print their replay line.
@Suite("Updates")
struct UpdateSuites {
    static let engines = LayoutCatalog.engines.names
    static let profiles: [Profile] = [.phone, .sections, .spans]
    static let casesPerCampaign = 15

    @Test("incremental updates equal the layout from scratch", arguments: engines, BatchGenerator.Emphasis.allCases)
    func updatesEqualTheLayoutFromScratch(_ name: String, _ emphasis: BatchGenerator.Emphasis) throws {
        func check<Definition: LayoutDefinition>(_ layout: Definition) {
            for profile in Self.profiles {
                var campaign = Campaign(
                    layout: layout, profile: profile, cases: Self.casesPerCampaign, seed: CheckConfiguration.ciSeed,
                    checker: InvariantChecker(indexes: IndexKind.checked), testFilter: "UpdateSuites"
                )
                campaign.updates = emphasis
                let report = CheckConfiguration.run(campaign)
                #expect(report.passed, "\(report)")
            }
        }
        check(try builtInLayout(name))
    }
}
