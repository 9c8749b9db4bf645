import Testing
@testable import TesseraLayouts

/// Which lengths let a kept tail move rather than be laid out again: multiples of 1/64 below
/// 2^40, and nothing else (NaN and the infinities included), one at a time (a slice of one) or a slice at once.
@Suite struct ExactMoveTests {
    static let allowed: [Double] = [0, -0.0, 1, -1, 0.5, 1.0 / 64, -3.25, 96, 0x1p40 - 1, -(0x1p40 - 1.0 / 64), 123_456_789.015625]
    static let refused: [Double] = [
        1.0 / 128, 1.0 / 3, 0.1, 0x1p40, -0x1p40, 0x1p52, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e300,
    ]

    @Test func singleValues() {
        for value in Self.allowed { #expect(ExactMove.allows([value][...]), "\(value)") }
        for value in Self.refused { #expect(!ExactMove.allows([value][...]), "\(value)") }
    }

    @Test func slicesAgreeWithTheirValues() {
        #expect(ExactMove.allows(Self.allowed[...]))
        #expect(ExactMove.allows([][...]))
        for value in Self.refused {
            for position in [0, 5, Self.allowed.count] {
                var values = Self.allowed
                values.insert(value, at: position)
                #expect(!ExactMove.allows(values[...]), "\(value) at \(position)")
                #expect(ExactMove.allows(values[..<position]))
            }
        }
    }
}
