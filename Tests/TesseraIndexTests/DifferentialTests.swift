import TesseraCheck
import Testing
import TesseraCore
import TesseraIndex

/// Every index answers exactly the linear filter's set, for seeded frame sets of every shape
/// and sizes around the indexes' internal boundaries, and for every edge-case rect.
@Suite struct DifferentialTests {
    static let sizes = [0, 1, 2, 15, 16, 17, 31, 33, 100, 257, 1_000, 4_099]

    @Test(arguments: IndexKind.builtIn, FrameShape.allCases)
    func answersTheLinearFiltersSet(_ kind: IndexKind, _ shape: FrameShape) {
        for (sizeNumber, size) in Self.sizes.enumerated() {
                for trial in 0..<3 {
                    let seed = UInt64(sizeNumber * 10 + trial)
                    var random = SplitMix64(seed: seed)
                    let result = shape.make(count: size, using: &random)
                    let index = kind.build(result)
                    for rect in QueryRects.rects(for: result, count: 60, using: &random) {
                        let expected = expectedIDs(result, rect)
                        let answered = answeredIDs(index, rect)
                        #expect(
                            answered == expected,
                            "\(kind.name), \(shape), seed \(seed), \(size) frames, rect \(rect)"
                        )
                        if answered != expected { return }
                    }
                }
        }
    }

    @Test(arguments: IndexKind.builtIn)
    func answersNothingForAnEmptyResult(_ kind: IndexKind) {
        let index = kind.build(FrameSets.result([]))
        #expect(answeredIDs(index, Rect(minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9)).isEmpty)
    }

    @Test(arguments: IndexKind.builtIn)
    func appendsWithoutClearing(_ kind: IndexKind) {
        let result = FrameSets.result([Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)])
        var ids: [Int32] = [42]
        kind.build(result).query(Rect(minX: 5, minY: 5, maxX: 6, maxY: 6), into: &ids)
        #expect(ids == [42, 0])
    }
}
