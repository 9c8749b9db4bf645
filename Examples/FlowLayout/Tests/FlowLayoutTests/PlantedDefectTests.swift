import FlowLayout
import FlowLayoutDefinition
import Testing
import TesseraCheck
import TesseraTesting

/// What a failure looks like: the flow layout with a defect planted on purpose (a justified
/// section's last line loses its interitemSpacing). The harness must catch it through the
/// layout's own interitemSpacing rule and shrink it to a handful of items; the report it
/// records — seed, violation, counterexample JSON, replay line — is printed below the test.
@Suite struct PlantedDefectTests {
    static let defective = FlowLayout.definition(planting: .lastLineDropsSpacing)

    @Test func theHarnessCatchesTheDefectAndShrinksIt() throws {
        var reports: [CampaignReport<CustomLayout<FlowOptions>>] = []
        withKnownIssue("the planted defect: a justified last line without interitemSpacing") {
            reports = expectInvariants(of: Self.defective, cases: 60)
        }
        let failure = try #require(reports.lazy.compactMap(\.failure).first)
        print(failure)
        #expect(failure.violation.invariant.rawValue == "interitemSpacing")
        #expect(failure.shrunkSpec.items.itemCount <= 3, "shrunk to \(failure.shrunkSpec.items.itemCount) items")
        #expect(failure.shrunkSpec.items.sectionCount == 1)
        #expect(failure.shrunkSpec.options.alignment == .justified)
        #expect(failure.violation.elements.count == 2)

        // The counterexample replays: the defective engine still fails it, the correct one passes.
        let json = failure.counterexampleJSON
        #expect(try !LayoutCatalog([Self.defective]).check(specJSON: json).isEmpty)
        #expect(try LayoutCatalog([FlowLayout.definition]).check(specJSON: json).isEmpty)
    }
}
