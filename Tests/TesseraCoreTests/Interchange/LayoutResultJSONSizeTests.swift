import Testing
import TesseraCore

@Suite struct LayoutResultJSONSizeTests {
    /// `count` elements of random kinds (own kinds with names that need escapes among them),
    /// paths and frames: whole points when `wholePoints`, any finite coordinates otherwise.
    static func randomResult(count: Int, wholePoints: Bool, seed: UInt64) throws -> LayoutResult {
        var random = Xoshiro256StarStar(seed: seed)
        let kinds: [ElementKind] = [.cell, .header, .footer, .decoration("background"), .supplementary("badge \"new\"\n\u{1}é")]
        func coordinate() -> Double {
            if wholePoints { return Double(Int.random(in: -100_000 ... 100_000, using: &random)) }
            return [1e-7, 0.1, 100.0 / 3.0, -2.5e15, 1e300, -0.0, 7].randomElement(using: &random)!
                * Double.random(in: 0.5 ... 2, using: &random)
        }
        var elements: [LayoutResult.Element] = []
        for index in 0 ..< count {
            let (x, y) = (coordinate(), coordinate())
            elements.append(LayoutResult.Element(
                kind: kinds.randomElement(using: &random)!,
                path: ItemPath(section: Int.random(in: 0 ... 1_000_000, using: &random), item: index),
                frame: Rect(minX: min(x, 0), minY: min(y, 0), maxX: max(x, 0), maxY: max(y, 0))
            ))
        }
        return try LayoutResult(
            contentSize: Size(width: wholePoints ? 390 : 390.5, height: wholePoints ? 844 : 1e-9),
            scrollAxis: seed.isMultiple(of: 2) ? .vertical : .horizontal, elements: elements
        )
    }

    @Test(arguments: [0, 1, 2, 100])
    func theBoundIsExactOnWholePoints(count: Int) throws {
        for seed in 0 ..< 8 as Range<UInt64> {
            let result = try Self.randomResult(count: count, wholePoints: true, seed: seed)
            #expect(result.jsonByteBound == result.jsonString().utf8.count)
        }
    }

    @Test func theBoundCoversAnyFrameWithinTwiceTheText() throws {
        for seed in 0 ..< 8 as Range<UInt64> {
            let result = try Self.randomResult(count: 200, wholePoints: false, seed: seed)
            let written = result.jsonString().utf8.count
            #expect(result.jsonByteBound >= written && result.jsonByteBound < 2 * written, "\(result.jsonByteBound) for \(written)")
        }
    }

    @Test func everyNumberIsWithinTheLongestANumberCanBe() {
        let values: [Double] = [0, -0.0, 1, -1, 9_007_199_254_740_991, -9_007_199_254_740_991, 9_007_199_254_740_992, 1e22,
                                -2.2250738585072014e-308, -1.7976931348623157e308, .leastNonzeroMagnitude, -(100.0 / 3.0), 1e-5, .nan, .infinity]
        for value in values {
            let length = JSONWriter.format(value).utf8.count
            #expect(length <= JSONWriter.formattedLengthBound(value) && length <= JSONWriter.longestNumber, "\(value)")
            if value.isFinite, value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
                #expect(length == JSONWriter.formattedLengthBound(value), "\(value)")
            }
        }
        for value in [0, 9, 10, -1, -10, Int.max, Int.min] {
            #expect(JSONWriter.formattedLength(value) == String(value).utf8.count, "\(value)")
        }
    }
}
