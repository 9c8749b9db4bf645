import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// The fixed CI configuration of the property suites, and the environment variables that
/// change it: `TESSERA_CASES=n` runs n cases per campaign instead of the CI count (long
/// local or nightly runs), `TESSERA_SEED=0x…` another seed, `TESSERA_CASE=i` only case i
/// (replay), `TESSERA_SHARD=i/n` a slice.
enum CheckConfiguration {
    /// The seed every suite uses in CI.
    static let ciSeed: UInt64 = 0x7E55_E8A0_C1C1_0001

    /// The environment, or `nil` when a `TESSERA_*` variable is malformed (which
    /// `EnvironmentTests` reports as a failure).
    static let environment: CampaignEnvironment? = try? CampaignEnvironment.current()

    /// The committed regression file of Tessera's engines, replayed before their campaigns
    /// (read only: a failing campaign prints the line to add).
    static let engineRegressions = RegressionFile(
        url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Regressions/engines.jsonl")
    )

    /// Runs `campaign` with the environment applied and prints the report when it fails.
    static func run<Definition: LayoutDefinition>(_ campaign: Campaign<Definition>) -> CampaignReport<Definition> {
        var campaign = campaign
        if let environment { campaign = campaign.applying(environment) }
        let report = campaign.run()
        if !report.passed { print(report) }
        return report
    }
}

/// The built-in layout named `name`, for tests parameterised by layout name.
func builtInLayout(_ name: String) throws -> any LayoutDefinition {
    try #require(LayoutCatalog.builtIn.definition(named: name))
}

@Suite("Environment")
struct EnvironmentTests {
    @Test func tesseraVariablesAreWellFormed() throws {
        _ = try CampaignEnvironment.current()
    }

    @Test func theRegressionFileReads() throws {
        let entries = try CheckConfiguration.engineRegressions.entries()
        for entry in entries {
            let layout = try builtInLayout(entry.layout)
            func read<Definition: LayoutDefinition>(_ layout: Definition) throws { _ = try entry.spec(for: layout) }
            try read(layout)
        }
    }
}
