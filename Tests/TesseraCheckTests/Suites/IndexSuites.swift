import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// Every registered index against the linear filter, on results from the reference
/// engines, the seed ports and (once implemented) Tessera's engines, with probe queries
/// along shared edges, through zero-size frames, inverted and off-content.
@Suite("Indexes")
struct IndexSuites {
    struct Source: Sendable, CustomTestStringConvertible {
        var name: String
        var layout: LayoutSpec.Kind
        var profile: Profile
        var factory: LayoutFactory
        var testDescription: String { "\(name)/\(profile.rawValue)" }
    }

    static let sources: [Source] = [
        Source(name: "reference-grid", layout: .grid, profile: .spans, factory: LayoutFactory(name: "reference-grid") { ReferenceGrid(spec: $0) }),
        Source(name: "reference-grid", layout: .grid, profile: .adversarial, factory: LayoutFactory(name: "reference-grid") { ReferenceGrid(spec: $0) }),
        Source(name: "reference-waterfall", layout: .waterfall, profile: .photos, factory: LayoutFactory(name: "reference-waterfall") { ReferenceWaterfall(spec: $0) }),
        Source(name: "seed-grid", layout: .seedGrid, profile: .sections, factory: .standard),
        Source(name: "seed-pinterest", layout: .seedPinterest, profile: .adversarial, factory: .standard),
        Source(name: "seed-bidirectional", layout: .seedBidirectional, profile: .photos, factory: .standard),
    ] + EngineSuites.engines.filter(CheckConfiguration.isImplemented).map {
        Source(name: $0.rawValue, layout: $0, profile: .phone, factory: .standard)
    }

    @Test("every index answers the linear filter's set", arguments: IndexKind.allCases, sources)
    func agreesWithTheLinearFilter(_ index: IndexKind, _ source: Source) {
        let report = CheckConfiguration.run(Campaign(
            layout: source.layout, profile: source.profile, cases: 15, seed: CheckConfiguration.ciSeed, factory: source.factory,
            checker: InvariantChecker(invariants: [.indexAgreement], indexes: [IndexFactory(name: index.name) { index.build($0) }]),
            invalidInputRate: 0, testFilter: "IndexSuites"
        ))
        #expect(report.passed, "\(report)")
    }
}
