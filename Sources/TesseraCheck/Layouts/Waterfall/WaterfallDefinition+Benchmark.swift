import TesseraCore
import TesseraLayouts

/// What the benchmark measures of the waterfall besides its benchmark input, and the targets
/// its rows are held to (Benchmarks/README.md, "Targets").
extension WaterfallDefinition {
    /// The issues' targets at 1M items, stated once here as the rows' limits, including the
    /// speedup over the Pinterest seed; the tree build's is tight because shortest-column frames
    /// come in scroll order.
    public var benchmarkTargets: [BenchmarkTarget] {
        let size = 1_000_000
        return [
            BenchmarkTarget(workload: "prepare", size: size, maximumMedian: 10),
            BenchmarkTarget(workload: "prepare", size: size, minimumSpeedup: 10, over: .seed),
            BenchmarkTarget(workload: "build", index: "interval-tree", size: size, maximumMedian: 4),
            BenchmarkTarget(workload: "random", index: "interval-tree", size: size, maximumMedian: 400),
            BenchmarkTarget(workload: "sweep", index: "interval-tree-cursor", size: size, maximumMedian: 80),
        ] + BenchmarkTarget.updates(size: size, appendWithin: 5_000)
    }

    /// Lookups, and the scroll cursor on the sweep and on random jumps (where it descends).
    public var benchmarkQueryRows: BenchmarkQueryRows { [.lookups, .scrollCursorSweeps, .scrollCursorJumps] }

    /// One layout per option family the benchmark input does not reach, prepare rows only:
    /// - `tree`, `tree+spans`: 16 columns (more than the tournament tree's threshold, so the
    ///   shortest column comes from the tree), without and with spanning items;
    /// - `spans`, `round-robin`, `left-to-right`, `right-to-left`: spanning items on 4 columns
    ///   under each placement (the lowest window for the shortest column, the turn rules of the
    ///   other three);
    /// - `sections`: sections with headers, footers, spacing and per-section column counts.
    public func benchmarkVariants(itemCount: Int) -> [BenchmarkVariant<WaterfallDefinition>] {
        let heights = benchmarkSpec(itemCount: itemCount).items
        let spanning = Self.spanningItems(itemCount)
        func variant(_ name: String, _ options: WaterfallLayout, _ items: ItemSet) -> BenchmarkVariant<WaterfallDefinition> {
            BenchmarkVariant(name: name, spec: LayoutSpec(layout: self, container: BenchmarkItems.container, options: options, items: items))
        }
        var variants = [
            variant("tree", WaterfallLayout(columns: 16, padding: 2), heights),
            variant("tree+spans", WaterfallLayout(columns: 16, padding: 2), spanning),
        ]
        for placement in WaterfallLayout.Placement.allCases {
            let name = placement == .shortestColumn ? "spans" : Self.placementName(placement)
            variants.append(variant(name, WaterfallLayout(columns: 4, placement: placement), spanning))
        }
        let sectionCount = (itemCount + 999) / 1000
        let sectionColumns = Dictionary(uniqueKeysWithValues: stride(from: 0, to: sectionCount, by: 2).map { ($0, 2 + $0 % 5) })
        variants.append(variant(
            "sections",
            WaterfallLayout(columns: 3, spacing: 4, headerLength: 44, footerLength: 20, sectionColumns: sectionColumns),
            Self.sectionedItems(itemCount)
        ))
        return variants
    }

    /// `leftToRight` → `left-to-right`.
    static func placementName(_ placement: WaterfallLayout.Placement) -> String {
        placement.rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }

    /// One section of items, heights 40…200, spans 1 (85 %), 2 (12 %) and 3 (3 %).
    static func spanningItems(_ count: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x7370_616E)
        return BenchmarkItems.sections(count, perSection: count) { _ in
            let height = random.nextDouble(in: 40 ... 200).rounded()
            let roll = random.nextInt(in: 0 ... 99)
            return ItemSet.Item(width: 0, height: height, span: roll < 85 ? 1 : roll < 97 ? 2 : 3)
        }
    }

    /// Items in sections of 1000, heights 40…200.
    static func sectionedItems(_ count: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x7365_6374)
        return BenchmarkItems.sections(count, perSection: 1000) { _ in
            ItemSet.Item(width: 0, height: random.nextDouble(in: 40 ... 200).rounded())
        }
    }
}
