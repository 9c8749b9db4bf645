import Testing
import TesseraCheck

/// Where invariants sort decides which of a case's failures a campaign shrinks and how reports
/// and `tessera check --help` list them; a layout's own invariant that names the built-in one
/// it is reported after sorts right there.
@Suite("Invariant order")
struct InvariantOrderTests {
    /// Every invariant of Tessera's layouts, in the order `--help` lists them and reports sort
    /// them (the grid's spans right after completeness, the waterfall's balance after scaling).
    static let listed = [
        "inputValidation", "noOverlap", "inBounds", "tightContentSize", "completeness", "spansFitGrid", "determinism",
        "lookup", "indexAgreement", "transposition", "scaling", "waterfallBalance", "incrementalUpdate",
        "roundTrip", "gridGeometry", "waterfallPlacement", "waterfallStacking", "bidirectionalGeometry",
    ]

    @Test func theCatalogListsEachLayoutsInvariantsAfterTheirBuiltInOne() {
        #expect(LayoutCatalog.builtIn.invariants.map(\.rawValue) == Self.listed)
    }

    @Test func sortingFollowsTheListingForTheAnchoredOnes() {
        let invariants = LayoutCatalog.builtIn.invariants
        let sorted = invariants.reversed().sorted().map(\.rawValue)
        // Built-in ones and those reported after them keep the listing's order; the rest follow by name.
        #expect(Array(sorted.prefix(14)) == Array(Self.listed.prefix(14)))
        #expect(Array(sorted.dropFirst(14)) == Self.listed.dropFirst(14).sorted())
        let custom = Invariant("aRule", summary: "a user's rule")
        #expect(Invariant.incrementalUpdate < custom && Invariant.roundTrip < custom)
        let refining = Invariant("noOverlapAtAll", summary: "a user's stricter overlap rule", reportedAfter: .noOverlap)
        #expect(Invariant.noOverlap < refining && refining < Invariant.inBounds)
    }
}
