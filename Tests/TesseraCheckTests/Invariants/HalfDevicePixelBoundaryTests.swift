import Testing
@testable import TesseraCheck
import TesseraCore

/// The user-layout rule at its boundary: a violation that reaches half a device pixel fails,
/// one an ulp short of it passes — for every kind of check that measures a magnitude. At a
/// display scale of 2 half a pixel is 0.25 pt, exact in binary, and so are the coordinates
/// 100 and 100.25: the boundary itself can be drawn, and the rounding of a check's own
/// arithmetic (a bound moved by the allowance, a frame shrunk by it) must not let it pass.
@Suite("Half a device pixel, exactly")
struct HalfDevicePixelBoundaryTests {
    /// Half a device pixel at @2x, and the largest distance short of it among coordinates
    /// near 100.
    static let half = 0.25
    static let justBelow = 100.25.nextDown - 100

    /// What a user's layout at @2x is held to, with what else the check needs.
    static func expectations(insets: Insets? = nil, fixedLength: Double? = nil) -> LayoutExpectations {
        var expectations = LayoutExpectations()
        expectations.tolerances = .userLayout
        expectations.displayScale = 2
        expectations.insets = insets
        expectations.fixedLength = fixedLength
        return expectations
    }

    static func check(_ invariant: Invariant, _ result: LayoutResult, _ expectations: LayoutExpectations = expectations()) -> [InvariantViolation] {
        InvariantChecker(invariants: [invariant]).check(result, expecting: expectations)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func anOverlapOfHalfADevicePixelFails(axis: ScrollAxis) throws {
        func frames(overlap end: Double) -> [Rect] {
            let frames = [rect(0, 0, 10, end), rect(0, 100, 10, 200)]
            return axis == .vertical ? frames : frames.map(\.transposed)
        }
        let found = try #require(Self.check(.noOverlap, result(frames(overlap: 100 + Self.half), axis: axis)).first)
        #expect(found.magnitude.points == Self.half)
        #expect(found.classification == .subPixel)
        #expect(Self.check(.noOverlap, result(frames(overlap: 100 + Self.justBelow), axis: axis)).isEmpty)
    }

    @Test func anOverlapOfHalfADevicePixelFailsAtAThirdOfAPointToo() throws {
        // At @3x half a pixel is 1/6 pt, which binary rounds; measured at least that, it fails.
        var expectations = Self.expectations()
        expectations.displayScale = 3
        let sixth = 0.5 / 3
        #expect(!Self.check(.noOverlap, result([rect(0, 0, 10, sixth), rect(0, 0, 10, 20)]), expectations).isEmpty)
        #expect(Self.check(.noOverlap, result([rect(0, 0, 10, sixth.nextDown), rect(0, 0, 10, 20)]), expectations).isEmpty)
    }

    @Test func aFrameHalfADevicePixelPastItsBoundsFails() throws {
        let content = Size(width: 10, height: 100)
        let past = try #require(Self.check(.inBounds, result([rect(0, 0, 10, 100 + Self.half)], contentSize: content)).first)
        #expect(past.magnitude.points == Self.half)
        #expect(Self.check(.inBounds, result([rect(0, 0, 10, 100 + Self.justBelow)], contentSize: content)).isEmpty)
        // Before the origin.
        #expect(!Self.check(.inBounds, result([rect(0, -Self.half, 10, 10)], contentSize: content)).isEmpty)
        #expect(Self.check(.inBounds, result([rect(0, -Self.half.nextDown, 10, 10)], contentSize: content)).isEmpty)
        // Across the container.
        let wide = Size(width: 200, height: 100)
        let container = Self.expectations(fixedLength: 100)
        #expect(!Self.check(.inBounds, result([rect(0, 0, 100 + Self.half, 10)], contentSize: wide), container).isEmpty)
        #expect(Self.check(.inBounds, result([rect(0, 0, 100 + Self.justBelow, 10)], contentSize: wide), container).isEmpty)
    }

    @Test func aContentSizeHalfADevicePixelOffFails() throws {
        // Smaller than the frames (no insets known).
        let short = try #require(Self.check(.tightContentSize, result([rect(0, 0, 10, 100 + Self.half)], contentSize: Size(width: 10, height: 100))).first)
        #expect(short.magnitude.points == Self.half)
        #expect(Self.check(.tightContentSize, result([rect(0, 0, 10, 100 + Self.justBelow)], contentSize: Size(width: 10, height: 100))).isEmpty)
        // Padded past the frames and insets.
        let insets = Self.expectations(insets: Insets())
        #expect(!Self.check(.tightContentSize, result([rect(0, 0, 10, 100)], contentSize: Size(width: 10, height: 100 + Self.half)), insets).isEmpty)
        #expect(Self.check(.tightContentSize, result([rect(0, 0, 10, 100)], contentSize: Size(width: 10, height: 100 + Self.justBelow)), insets).isEmpty)
    }

    @Test func aFrameHalfADevicePixelFromTheOneExpectedFails() {
        // The comparisons: determinism and the metamorphic relations, incremental updates, and
        // a layout's own invariants (measured, then held to the same allowance).
        let allowance = Self.expectations().allowance(for: .determinism)
        let first = result([rect(0, 100, 10, 200)])
        #expect(!first.determinismViolations(against: result([rect(0, 100 + Self.half, 10, 200)]), allowance: allowance).isEmpty)
        #expect(first.determinismViolations(against: result([rect(0, 100 + Self.justBelow, 10, 200)]), allowance: allowance).isEmpty)
        let updated = Self.expectations().allowance(for: .incrementalUpdate)
        #expect(InvariantChecker.difference(result([rect(0, 100 + Self.half, 10, 200)]), first, allowance: updated) != nil)
        #expect(InvariantChecker.difference(result([rect(0, 100 + Self.justBelow, 10, 200)]), first, allowance: updated) == nil)
        let own = Self.expectations().allowance(for: .gridGeometry)
        #expect(!own.passes(.distance(from: rect(0, 100 + Self.half, 10, 200), to: rect(0, 100, 10, 200))))
        #expect(own.passes(.distance(from: rect(0, 100 + Self.justBelow, 10, 200), to: rect(0, 100, 10, 200))))
    }
}
