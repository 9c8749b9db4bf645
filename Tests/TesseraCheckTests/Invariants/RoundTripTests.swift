import Testing
@testable import TesseraCheck
import TesseraCore

@Suite("Round trips")
struct RoundTripTests {
    /// The doubles a writer or reader most often loses, in one result.
    static let awkward: [Double] = [
        -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1 + 0.2, 1.0.nextUp, 1e300, 1.0 / 3,
        9_007_199_254_740_994, -1e-300,
    ]

    @Test func aResultOfAwkwardDoublesReadsBackBitIdentical() throws {
        let frames = Self.awkward.map { value in Rect(minX: value, minY: -0.0, maxX: value, maxY: Double.greatestFiniteMagnitude) }
        let result = LayoutResult(cells: frames, axis: .horizontal)
        let read = try LayoutResult(json: result.jsonString())
        #expect(RoundTrip.differences(written: result, read: read).isEmpty)
        #expect(InvariantChecker().roundTripViolations(of: result, readBack: read).isEmpty)
    }

    @Test func aLostSignOfZeroOrLastBitIsAViolation() {
        let result = LayoutResult(cells: [Rect(minX: 0, minY: 0, maxX: 1.0 / 3, maxY: 2)], axis: .vertical)
        var signLost = result.frames
        signLost[0].minX = -0.0
        var bitLost = result.frames
        bitLost[0].maxX = (1.0 / 3).nextDown
        let checker = InvariantChecker()
        let sign = checker.roundTripViolations(of: result, readBack: LayoutResult(cells: signLost, axis: .vertical))
        #expect(sign.first?.invariant == .roundTrip)
        #expect(sign.first?.message.contains("minX 0.0 (0x0) became -0.0 (0x8000000000000000)") == true, "\(sign)")
        let bit = checker.roundTripViolations(of: result, readBack: LayoutResult(cells: bitLost, axis: .vertical))
        #expect(bit.contains { $0.message.contains("element #0's maxX") }, "\(bit)")
    }

    @Test func stringsCompareByScalarsNotByCanonicalEquivalence() {
        let composed = JSONValue.string("caf\u{E9}"), decomposed = JSONValue.string("cafe\u{301}")
        #expect(composed == decomposed || composed != decomposed)  // whatever `==` says,
        #expect(RoundTrip.difference(composed, decomposed, at: "name") != nil)  // the round trip sees them differ
        let long = String(repeating: "🧱é\u{0}\"\\", count: 2000)
        #expect(RoundTrip.difference(.string(long), .string(long), at: "name") == nil)
        #expect(RoundTrip.difference(.number(0), .number(-0.0), at: "spacing")?.contains("spacing 0.0 (0x0) became -0.0") == true)
    }

    /// Every spec and result of the opt-in `extreme` profile reads back bit-identical, for
    /// each engine, and the profile does draw what it is for.
    @Test(arguments: ["grid", "waterfall", "bidirectional"])
    func extremeSpecsRoundTrip(_ name: String) throws {
        let layout = try #require(LayoutCatalog.builtIn.definition(named: name))
        try Self.roundTrips(layout)
    }

    static func roundTrips<Definition: LayoutDefinition>(_ layout: Definition) throws {
        let generator = SpecGenerator(layout: layout, profile: .extreme)
        var random = Xoshiro256StarStar(seed: 0xE7)
        var drawn: Set<String> = []
        let checker = InvariantChecker(invariants: [.roundTrip])
        for _ in 0 ..< 60 {
            let spec = generator.generate(using: &random)
            #expect(checker.roundTripViolations(ofSpec: spec).isEmpty, "\(spec.jsonString())")
            if let result = try? spec.run() {
                #expect(checker.roundTripViolations(of: result, spec: spec).isEmpty)
            }
            let numbers = (0 ..< spec.items.itemCount).flatMap { [spec.items[flatIndex: $0].width, spec.items[flatIndex: $0].height] }
                + [spec.container.width]
                + layout.optionMembers(spec.options).compactMap { member in if case let .number(value) = member.value { value } else { nil } }
            if numbers.contains(where: { $0 == 0 && $0.sign == .minus }) { drawn.insert("signed zero") }
            if numbers.contains(where: { $0.isSubnormal }) { drawn.insert("subnormal") }
            if numbers.contains(where: { $0 >= 1e300 }) { drawn.insert("huge") }
            if numbers.contains(where: { "\($0)".count >= 17 }) { drawn.insert("long digits") }
        }
        #expect(drawn == ["signed zero", "subnormal", "huge", "long digits"], "\(layout.name) drew only \(drawn.sorted())")
    }

    @Test func extremeIsOptIn() {
        #expect(!Profile.allCases.contains(.extreme))
        #expect(Profile(rawValue: "extreme") == .extreme)
    }
}
