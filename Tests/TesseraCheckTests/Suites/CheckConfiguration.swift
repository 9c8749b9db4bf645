import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

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

    /// The committed regression file of Tessera's engines, replayed before their campaigns.
    static let engineRegressions = RegressionFile(
        url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Regressions/engines.jsonl")
    )

    /// Every registered index, as factories for the checker.
    static let allIndexes = IndexKind.allCases.map { kind in IndexFactory(name: kind.name) { kind.build($0) } }

    /// Runs `campaign` with the environment applied and prints the report when it fails.
    static func run(_ campaign: Campaign) -> CampaignReport {
        var campaign = campaign
        if let environment { campaign = campaign.applying(environment) }
        let report = campaign.run()
        if !report.passed { print(report) }
        return report
    }

    /// Whether Tessera's engine of `kind` is implemented yet (the API skeletons lay out
    /// nothing); its suites are enabled once it is.
    static func isImplemented(_ kind: LayoutSpec.Kind) -> Bool {
        let spec = LayoutSpec(layout: kind, container: Size(width: 100, height: 100), options: .init(columns: 1),
                              items: ItemSet(sections: [[ItemSet.Item(width: 10, height: 10)]]))
        return ((try? spec.run())?.count ?? 0) > 0
    }
}

@Suite("Environment")
struct EnvironmentTests {
    @Test func tesseraVariablesAreWellFormed() throws {
        _ = try CampaignEnvironment.current()
    }

    @Test func theRegressionFileReads() throws {
        _ = try CheckConfiguration.engineRegressions.entries()
    }
}
