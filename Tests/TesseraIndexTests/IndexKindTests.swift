import TesseraCheck
import Testing
import TesseraCore
import TesseraIndex

@Suite struct IndexKindTests {
    @Test func namesAreUniqueAndMatchTheTypes() {
        let names = IndexKind.builtIn.map(\.name)
        #expect(Set(names).count == names.count)
        for kind in IndexKind.builtIn {
            #expect(IndexKind(name: kind.name) == kind)
            #expect(!kind.summary.isEmpty)
            #expect(type(of: kind.build(FrameSets.result([]))).name == kind.name)
        }
        #expect(IndexKind(name: "no-such-index") == nil)
    }

    @Test func intervalTreeStaysWithinSixteenBytesPerElement() {
        // The memory target (reported by the benchmark) holds for sorted and unsorted input.
        for roundRobinSeed in [UInt64(1), 2, 3, 4] {
            var random = SplitMix64(seed: roundRobinSeed)
            let result = FrameSets.masonry(count: 50_000, using: &random)
            #expect(IntervalTreeIndex(result).memoryBytes <= 16 * result.count)
        }
    }
}
