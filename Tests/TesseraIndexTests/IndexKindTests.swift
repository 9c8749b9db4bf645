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

    /// `callingBeforeEachBuild` (how `tessera fuzz`'s tests plant a defect in an index) keeps
    /// the kind — its name, node size and smallest node size — and sees the frames of every
    /// build, with a node size or without.
    @Test func aKindCallingBeforeEachBuildIsTheSameKind() {
        final class Builds: @unchecked Sendable { var counts: [Int] = [] }
        let builds = Builds()
        for kind in IndexKind.builtIn {
            builds.counts = []
            let watched = kind.callingBeforeEachBuild { builds.counts.append($0.count) }
            #expect(watched == kind && watched.summary == kind.summary)
            #expect(watched.hasNodeSize == kind.hasNodeSize && watched.smallestNodeSize == kind.smallestNodeSize)
            let frames = FrameSets.result([Rect(minX: 0, minY: 0, maxX: 1, maxY: 1), Rect(minX: 0, minY: 1, maxX: 1, maxY: 2)])
            #expect(type(of: watched.build(frames)).name == kind.name)
            _ = watched.build(frames, nodeSize: 2)
            #expect(builds.counts == [2, 2], "\(kind.name)")
        }
    }

    /// The bytes per element each index's documentation states, rounded up a little: frames
    /// in scroll order, and out of it (where the sorting indexes keep a 4-byte permutation).
    /// Measured at 50k elements: linear 8.0; interval tree 2.47 / 6.47; sorted search 8.0 /
    /// 12.0; block union 1.6; packed R-tree 2.14 / 6.14; page table 5.3–6.8 (wide rows the most).
    static let documentedBytesPerElement: [String: (inOrder: Double, permuted: Double)] = [
        "linear": (8.01, 8.01), "interval-tree": (2.5, 6.5), "sorted-search": (8.01, 12.01),
        "block-union": (1.61, 1.61), "packed-rtree": (2.2, 6.2), "page-table": (7, 7),
    ]

    @Test func everyIndexHoldsTheMemoryItsDocumentationStates() {
        #expect(Set(Self.documentedBytesPerElement.keys) == Set(IndexKind.builtIn.map(\.name)))
        var random = SplitMix64(seed: 9)
        let inOrder = [FrameSets.grid(count: 50_000, using: &random), FrameSets.wideRows(count: 50_000, using: &random)]
        let anyOrder = [UInt64(1), 2, 3, 4, 5, 6, 7, 8].map { seed in
            var random = SplitMix64(seed: seed)
            return FrameSets.masonry(count: 50_000, using: &random)
        }
        for kind in IndexKind.builtIn {
            guard let bound = Self.documentedBytesPerElement[kind.name] else { continue }
            for (results, limit) in [(inOrder, bound.inOrder), (anyOrder, bound.permuted)] {
                for result in results {
                    let bytesPerElement = Double(kind.build(result).memoryBytes) / Double(result.count)
                    #expect(bytesPerElement <= limit, "\(kind.name): \(bytesPerElement) bytes per element")
                }
            }
        }
    }
}
