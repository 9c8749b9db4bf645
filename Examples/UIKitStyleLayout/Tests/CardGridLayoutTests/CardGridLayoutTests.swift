import CardGridDefinition
import CardGridLayout
import Testing
import TesseraCheck
import TesseraCore
import TesseraTesting
import TesseraUIKit
import TesseraUIKitHost

/// The card grid, unchanged, through Tessera's UIKit host: every built-in and UIKit invariant
/// on generated cases, and batch updates held to a fresh layout of the updated items. Modest
/// case counts: a debug build in CI (`TESSERA_CASES` raises them).
@Suite struct CardGridLayoutTests {
    static let cardGrid = CardGridLayout.definition()

    @Test func theCardGridHoldsEveryInvariant() {
        expectInvariants(of: Self.cardGrid, cases: 10)
    }

    @Test(arguments: BatchGenerator.Emphasis.allCases)
    func itsBatchUpdatesEqualAFreshLayout(emphasis: BatchGenerator.Emphasis) {
        var campaign = Campaign(layout: Self.cardGrid, profile: .sections, cases: 10)
        campaign.updates = emphasis
        let report = campaign.run()
        #expect(report.passed, "\(report)")
    }

    /// The card grid is judged as a user layout at the scale the host gives its collection
    /// view (3): its backgrounds end an ulp past the content when `origin + height` rounds
    /// (noise, which passes), and a card moved into its neighbour fails from half a device
    /// pixel (a sixth of a point) on.
    @Test func noisePassesAndHalfADevicePixelFails() throws {
        var items = ItemSet()
        items.appendSection([ItemSet.Item(height: 100), ItemSet.Item(height: 50), ItemSet.Item(height: 70)])
        let container = Size(width: 390, height: 844)
        let spec = LayoutSpec(layout: Self.cardGrid, container: container, items: items)
        let expectations = Self.cardGrid.expectations(for: spec)
        #expect(expectations.tolerances == .userLayout && expectations.displayScale == 3)
        let result = try Self.cardGrid.makeLayout(CardGridOptions()).layout(items, in: container)
        // The third card, under the first, moved up into it.
        let third = try #require(result.cell(at: ItemPath(section: 0, item: 2)))
        func overlaps(by distance: Double) -> [InvariantViolation] {
            var frame = result.frames[third]
            frame.minY -= distance + 8  // the row spacing first
            frame.maxY -= distance + 8
            return InvariantChecker(invariants: [.noOverlap]).check(result.moving(third, to: frame, for: items), expecting: expectations)
        }
        #expect(overlaps(by: 148.0.ulp).isEmpty, "noise")
        #expect(overlaps(by: 0.15).isEmpty, "0.45 of a device pixel")
        let violations = overlaps(by: 0.2)
        #expect(violations.count == 1 && violations[0].classification == .subPixel, "0.6 of a device pixel: \(violations)")
    }

    /// The first display of three cards in two columns under a header, on a background, read
    /// back as a result.
    @Test func aSmallGridIsWhereItsDocumentationPutsIt() throws {
        var items = ItemSet()
        items.appendSection([ItemSet.Item(height: 100), ItemSet.Item(height: 50), ItemSet.Item(height: 70)])
        let result = try Self.cardGrid.makeLayout(CardGridOptions()).layout(items, in: Size(width: 390, height: 844))
        // Two columns of floor((374 − 8) / 2) = 183 points, 8 apart, under a 40-point header.
        #expect(result.frames[result.cell(at: ItemPath(section: 0, item: 1))!] == Rect(minX: 199, minY: 48, maxX: 382, maxY: 98))
        #expect(result.frames[result.cell(at: ItemPath(section: 0, item: 2))!] == Rect(minX: 8, minY: 156, maxX: 191, maxY: 226))
        #expect(result.frames[result.element(.header, at: ItemPath(section: 0, item: 0))!] == Rect(minX: 0, minY: 0, maxX: 390, maxY: 40))
        #expect(result.contentSize == Size(width: 390, height: 242))
        // The section background, a decoration view, from under the header to the bottom inset.
        let background = ElementKind.decoration(CardGridLayout.sectionBackgroundKind)
        #expect(result.frames[result.element(background, at: ItemPath(section: 0, item: 0))!] == Rect(minX: 0, minY: 40, maxX: 390, maxY: 242))
        #expect(result.count == 5, "three cards, a header and a background")
    }
}
