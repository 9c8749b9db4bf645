import TesseraCheck
import Testing
import TesseraCore
import TesseraIndex
import TesseraLayouts

/// Every index answers the linear filter's set over the results of every layout engine and
/// seed port, for seeded item sets and options.
@Suite struct LayoutDifferentialTests {
    @Test(arguments: LayoutSpec.Kind.allCases)
    func indexesAgreeWithTheLinearFilterOnLayoutResults(_ layout: LayoutSpec.Kind) throws {
        var laidOut = 0
        var elements = 0
        for seed in UInt64(0)..<12 {
            var random = SplitMix64(seed: seed &* 7919 &+ UInt64(layout.rawValue.utf8.count))
            let spec = Self.spec(layout, using: &random)
            guard let result = try? spec.run() else { continue }
            laidOut += 1
            elements += result.count
            let indexes = IndexKind.allCases.map { ($0, $0.build(result)) }
            for rect in QueryRects.rects(for: result, count: 40, using: &random) {
                let expected = expectedIDs(result, rect)
                for (kind, index) in indexes {
                    let answered = answeredIDs(index, rect)
                    #expect(answered == expected, "\(kind.name) on \(layout.rawValue), seed \(seed), rect \(rect)")
                    if answered != expected { return }
                }
            }
        }
        #expect(laidOut >= 6, "only \(laidOut) of 12 specs laid out")
        #expect(elements > 1_000, "only \(elements) elements laid out")
    }

    /// A random spec for `layout`: a few sections of items of varied sizes and spans, and
    /// options drawn from their useful ranges.
    static func spec(_ layout: LayoutSpec.Kind, using random: inout SplitMix64) -> LayoutSpec {
        let sectionCount = Int.random(in: 1...4, using: &random)
        let sections = (0..<sectionCount).map { _ in
            (0..<Int.random(in: 0...300, using: &random)).map { _ in
                ItemSet.Item(
                    width: Double(Int.random(in: 1...120, using: &random)) * 2.5,
                    height: Double(Int.random(in: 1...160, using: &random)) * 2.5,
                    span: Int.random(in: 0..<6, using: &random) == 0 ? 2 : 1
                )
            }
        }
        var options = LayoutSpec.Options()
        options.columns = Int.random(in: 1...5, using: &random)
        options.spacing = Double(Int.random(in: 0...4, using: &random)) * 2.5
        options.axis = Bool.random(using: &random) ? .vertical : .horizontal
        options.headerLength = Bool.random(using: &random) ? 44 : 0
        options.footerLength = Bool.random(using: &random) ? 20 : 0
        options.placement = WaterfallLayout.Placement.allCases.randomElement(using: &random)
        options.padding = Double(Int.random(in: 0...3, using: &random)) * 3
        options.itemSpacing = Double(Int.random(in: 0...2, using: &random)) * 4
        options.rowSpacing = Double(Int.random(in: 0...2, using: &random)) * 4
        return LayoutSpec(
            layout: layout, container: Size(width: 390, height: 844), options: options,
            items: ItemSet(sections: sections)
        )
    }
}
