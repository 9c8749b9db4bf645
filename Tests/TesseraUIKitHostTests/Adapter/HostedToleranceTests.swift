import Testing
import TesseraCheck
import TesseraCore
import TesseraUIKit
import TesseraUIKitHost

/// A hosted layout is judged as a user layout: rounding noise and anything under half a device
/// pixel pass, half a device pixel or more fails — device pixels at the scale the host gives
/// the collection view's trait collection.
@MainActor @Suite struct HostedToleranceTests {
    static func list(displayScale: CGFloat) -> CustomLayout<NoOptions> {
        .uikit(name: "list", UIKitLayout(displayScale: displayScale, dataSource: { ListSource(items: $0) }) { ListLayout() })
    }

    static let items = ItemSet.heights([[10, 20]])
    static let container = Size(width: 100, height: 844)

    /// The list's result (a header 0–20, cells 20–30 and 30–50, a background 0–50) with the
    /// second cell moved up by `distance` into the first, or down past the content's end.
    static func violations(displayScale: CGFloat, movingUp distance: Double, invariant: Invariant) throws -> [InvariantViolation] {
        let definition = list(displayScale: displayScale)
        let spec = LayoutSpec(layout: definition, container: container, items: items)
        let result = try definition.makeLayout(NoOptions()).layout(items, in: container)
        let id = try #require(result.cell(at: ItemPath(section: 0, item: 1)))
        var frame = result.frames[id]
        frame.minY -= distance
        frame.maxY -= distance
        return InvariantChecker(invariants: [invariant]).check(result.moving(id, to: frame, for: items), expecting: definition.expectations(for: spec))
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func theScaleIsTheTraitCollections(displayScale: CGFloat) {
        let definition = Self.list(displayScale: displayScale)
        let host = UIKitLayout(displayScale: displayScale) { ListLayout() }.makeHost(Self.items, in: Self.container)
        let scale = host.collectionView.traitCollection.displayScale
        #expect(definition.displayScale == Double(scale))
        let expectations = definition.expectations(for: LayoutSpec(layout: definition, container: Self.container, items: Self.items))
        #expect(expectations.displayScale == Double(displayScale))
        #expect(expectations.tolerances == .userLayout)
    }

    @Test func noiseAndLessThanHalfADevicePixelPassAtTwoX() throws {
        // Half a device pixel at 2× is 0.25 points: 0.2 points is 0.4 of a pixel, 0.3 is 0.6.
        #expect(try Self.violations(displayScale: 2, movingUp: 30.0.ulp, invariant: .noOverlap).isEmpty)
        #expect(try Self.violations(displayScale: 2, movingUp: 0.2, invariant: .noOverlap).isEmpty)
        let overHalfAPixel = try Self.violations(displayScale: 2, movingUp: 0.3, invariant: .noOverlap)
        #expect(overHalfAPixel.count == 1 && overHalfAPixel[0].classification == .subPixel, "\(overHalfAPixel)")
        #expect(overHalfAPixel.first?.displayScale == 2)
        // Past the content's end, the same rule.
        #expect(try Self.violations(displayScale: 2, movingUp: -0.2, invariant: .inBounds).isEmpty)
        #expect(try Self.violations(displayScale: 2, movingUp: -0.3, invariant: .inBounds).count == 1)
    }

    @Test func theSameOverlapFailsAtThreeX() throws {
        // 0.2 points is 0.6 of a device pixel at 3× (0.4 at 2×, which passes); 0.16 is 0.48.
        #expect(try Self.violations(displayScale: 3, movingUp: 0.2, invariant: .noOverlap).count == 1)
        #expect(try Self.violations(displayScale: 3, movingUp: 0.16, invariant: .noOverlap).isEmpty)
    }
}
