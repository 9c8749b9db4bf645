import Testing
@testable import TesseraCheck
import TesseraCore

@Suite("Violations measured in pixels")
struct ViolationMagnitudeTests {
    @Test func noiseIsWithinSixteenUlpsOfTheCoordinates() {
        let coordinate = 5000.0
        let ulp = coordinate.ulp
        #expect(ViolationMagnitude(points: 16 * ulp, coordinate: coordinate).classification(displayScale: 3) == .noise)
        #expect(ViolationMagnitude(points: 17 * ulp, coordinate: coordinate).classification(displayScale: 3) == .subPixel)
        // A coordinate below one point counts as one: 0 does not make every distance a bug.
        #expect(ViolationMagnitude(points: 1e-15, coordinate: 0).classification(displayScale: 3) == .noise)
        // The sum of 0.1 + 0.2 is noise; a tenth of a point is not.
        #expect(ViolationMagnitude.distance(from: 0.1 + 0.2, to: 0.3).classification(displayScale: 3) == .noise)
        #expect(ViolationMagnitude.distance(from: 100.1, to: 100).classification(displayScale: 3) == .subPixel)
    }

    @Test func aDevicePixelDependsOnTheDisplayScale() {
        let half = ViolationMagnitude(points: 0.5, coordinate: 100)
        #expect(half.classification(displayScale: 1) == .subPixel)
        #expect(half.classification(displayScale: 2) == .pixel)
        #expect(half.classification(displayScale: 3) == .pixel)
        // A scale that is not positive and finite counts as 3.
        #expect(ViolationMagnitude(points: 0.34, coordinate: 100).classification(displayScale: -1) == .pixel)
        #expect(ViolationMagnitude.notGeometric.classification(displayScale: 3) == .notGeometric)
        #expect(ViolationMagnitude(points: .nan, coordinate: 1) == .notGeometric)
        #expect(ViolationMagnitude(points: .infinity, coordinate: 1).classification(displayScale: 3) == .pixel)
    }

    @Test func aFramesDistanceIsItsLargestEdgeDifference() {
        let magnitude = ViolationMagnitude.distance(from: rect(0, 0, 10, 10), to: rect(0, 0.25, 10.5, 10))
        #expect(magnitude.points == 0.5)
        #expect(magnitude.coordinate == 10.5)
        #expect(ViolationMagnitude.distance(from: rect(0, .nan, 1, 1), to: rect(0, 0, 1, 1)) == .notGeometric)
    }

    @Test func theUserDefaultPassesNoiseAndFailsHalfADevicePixel() {
        let tolerance = ViolationTolerance.belowHalfDevicePixel
        #expect(tolerance.passes(ViolationMagnitude(points: 1e-12, coordinate: 10_000), displayScale: 3))
        #expect(tolerance.passes(ViolationMagnitude(points: 0.16, coordinate: 100), displayScale: 3))
        #expect(!tolerance.passes(ViolationMagnitude(points: 1.0 / 6, coordinate: 100), displayScale: 3))
        #expect(tolerance.passes(ViolationMagnitude(points: 0.24, coordinate: 100), displayScale: 2))
        #expect(!tolerance.passes(ViolationMagnitude(points: 0.25, coordinate: 100), displayScale: 2))
        #expect(!tolerance.passes(.notGeometric, displayScale: 3))
        #expect(!ViolationTolerance.exact.passes(ViolationMagnitude(points: 1e-15, coordinate: 1), displayScale: 3))
        #expect(ViolationTolerance.noise.passes(ViolationMagnitude(points: 1e-15, coordinate: 1), displayScale: 3))
        #expect(!ViolationTolerance.noise.passes(ViolationMagnitude(points: 0.01, coordinate: 1), displayScale: 3))
    }

    @Test func tolerancesArePerInvariant() {
        var tolerances = ViolationTolerances.userLayout
        tolerances[.incrementalUpdate] = .exact
        #expect(tolerances[.noOverlap] == .belowHalfDevicePixel)
        #expect(tolerances[.incrementalUpdate] == .exact)
        #expect(ViolationTolerances.exact.isExact)
        #expect(!tolerances.isExact)
        // Tessera's own definitions stay exact.
        #expect(LayoutExpectations().tolerances == .exact)
        let grid = LayoutSpec(layout: GridDefinition(), container: Size(width: 100, height: 100), items: ItemSet(sections: [[]]))
        #expect(LayoutExpectations(spec: grid).tolerances == .exact)
    }

    @Test func noiseFoundFirstDoesNotHideABugFoundLater() throws {
        // Rows touching by noise, then a row overlapping its neighbour by a whole point.
        let noisy = 0.1 + 0.2
        let frames = [rect(0, 0, 10, noisy), rect(0, 0.3, 10, 20), rect(0, 19, 10, 30)]
        var expectations = LayoutExpectations()
        expectations.tolerances = ViolationTolerances(.noise)
        let found = InvariantChecker(invariants: [.noOverlap]).check(result(frames), expecting: expectations)
        let violation = try #require(found.first)
        #expect(found.count == 1)
        #expect(violation.elements.map(\.id) == [1, 2])
        #expect(violation.magnitude.points == 1)
        #expect(violation.classification == .pixel)
        // Exact, the noise is the first finding.
        let exact = InvariantChecker(invariants: [.noOverlap]).check(result(frames))
        #expect(exact.first?.elements.map(\.id) == [0, 1])
        #expect(exact.first?.classification == .noise)
    }

    @Test func everyGeometricCheckMeasuresItsViolation() throws {
        let past = try #require(result([rect(0, 0, 10.5, 10)], contentSize: Size(width: 10, height: 10)).boundsViolations().first)
        #expect(past.magnitude.points == 0.5)
        let loose = try #require(result([rect(0, 0, 10, 10)], contentSize: Size(width: 10, height: 12)).contentSizeViolations(insets: Insets()).first)
        #expect(loose.magnitude.points == 2)
        let moved = try #require(result([rect(0, 0, 10, 10)]).determinismViolations(against: result([rect(0, 0.25, 10, 10)])).first)
        #expect(moved.magnitude.points == 0.25)
        let nonFinite = try #require(result([rect(0, 0, .infinity, 10)], contentSize: Size(width: 10, height: 10)).boundsViolations().first)
        #expect(nonFinite.classification == .notGeometric)
        let missing = result([rect(0, 0, 10, 10)]).completenessViolations(
            items: ItemSet(sections: [[ItemSet.Item(), ItemSet.Item()]]), headers: nil, footers: nil
        )
        #expect(missing.first?.classification == .notGeometric)
    }

    @Test func theReportSaysHowManyDevicePixels() {
        var violation = InvariantViolation(.noOverlap, "#0 and #1 overlap", magnitude: ViolationMagnitude(points: 0.5, coordinate: 100))
        #expect(violation.description.contains("magnitude 0.5 pt = 1.5 device pixels at @3x: pixel"))
        violation.displayScale = 1
        #expect(violation.description.contains("0.5 device pixels at @1x: sub-pixel"))
        violation.magnitude = ViolationMagnitude(points: 1e-13, coordinate: 100)
        #expect(violation.description.contains("noise (within 16 ulps of coordinates up to 100.0)"))
        #expect(!InvariantViolation(.completeness, "missing").description.contains("magnitude"))
    }
}
