import FlowLayout
import FlowLayoutDefinition
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraTesting

/// The flow layout's full definition — options drawn and shrunk, its own interitemSpacing
/// rule, typed errors for bad input, scaling — fuzzed with every invariant, and the
/// example's own index held to the linear filter on its results and on Tessera's layouts.
@Suite struct FlowPropertyTests {
    @Test func everyInvariantHoldsOverDrawnOptions() {
        expectInvariants(of: FlowLayout.definition, cases: 60)
    }

    @Test func theSortedBlocksIndexAgreesWithTheLinearFilter() {
        expectAgreement(of: .sortedBlocks, layouts: .builtIn + [FlowLayout.definition], cases: 10)
    }

    /// A counterexample's JSON reads back in a test or tool of the user's — the `tessera`
    /// command line knows only Tessera's own layouts.
    @Test func aSpecOfTheFlowLayoutReadsBackAndChecks() throws {
        let catalog = LayoutCatalog.builtIn + [FlowLayout.definition]
        let json = """
        { "layout": "flow", "container": { "width": 320, "height": 640 },
          "options": { "alignment": "centered", "sectionInset": { "left": 8, "right": 8 } },
          "sections": [ { "items": [{ "width": 100, "height": 40 }, { "width": 180, "height": 40 }, { "width": 90, "height": 20 }] } ] }
        """
        #expect(try catalog.check(specJSON: json).isEmpty)
        #expect(throws: InterchangeError.self) {
            try catalog.check(specJSON: json.replacingOccurrences(of: "alignment", with: "alignmnet"))
        }
    }
}
