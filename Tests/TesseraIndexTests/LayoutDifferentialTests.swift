import TesseraCheck
import Testing
import TesseraCore
import TesseraIndex

/// Every index answers the linear filter's set over the results of every layout engine and
/// seed port, for seeded item sets and options.
@Suite struct LayoutDifferentialTests {
    @Test(arguments: LayoutCatalog.builtIn.names)
    func indexesAgreeWithTheLinearFilterOnLayoutResults(_ name: String) throws {
        let layout = try #require(LayoutCatalog.builtIn.definition(named: name))
        check(layout)
    }

    /// Twenty-four photos-profile specs of `layout` (one or two sections of 10–300 items, with the
    /// layout's own options, supplements and spans), each queried at 40 rects by every index.
    private func check<Definition: LayoutDefinition>(_ layout: Definition) {
        var laidOut = 0
        var elements = 0
        for seed in UInt64(0)..<24 {
            var draws = Xoshiro256StarStar(seed: seed &* 7919 &+ UInt64(layout.name.utf8.count))
            let spec = SpecGenerator(layout: layout, profile: .photos).generate(using: &draws)
            guard let result = try? spec.run() else { continue }
            laidOut += 1
            elements += result.count
            var random = SplitMix64(seed: seed)
            let indexes = IndexKind.builtIn.map { ($0, $0.build(result)) }
            for rect in QueryRects.rects(for: result, count: 40, using: &random) {
                let expected = expectedIDs(result, rect)
                for (kind, index) in indexes {
                    let answered = answeredIDs(index, rect)
                    #expect(answered == expected, "\(kind.name) on \(layout.name), seed \(seed), rect \(rect)")
                    if answered != expected { return }
                }
            }
        }
        #expect(laidOut >= 20, "only \(laidOut) of 24 specs laid out")
        #expect(elements > 1_000, "only \(elements) elements laid out")
    }
}
