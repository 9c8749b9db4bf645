import TesseraCheck
import TesseraCore
import TesseraLayouts

/// A layout the gate measures: an engine configured for one option family, and its items.
struct GateLayout {
    /// The layout part of the row names, e.g. `waterfall:round-robin`.
    var name: String
    var engine: any CollectionLayout
    var items: ItemSet
    var container = BenchmarkItems.container

    init(name: String, engine: any CollectionLayout, items: ItemSet) {
        self.name = name
        self.engine = engine
        self.items = items
    }

    /// A catalog layout on its benchmark input of `itemCount` items.
    init<Definition: LayoutDefinition>(_ layout: Definition, itemCount: Int) {
        let spec = layout.benchmarkSpec(itemCount: itemCount)
        self.init(name: layout.name, engine: spec.makeLayout(), items: spec.items)
        container = spec.container
    }

    /// The engine's result on the items, for the rows that query or check it.
    func result() throws(BenchmarkError) -> LayoutResult {
        do {
            return try engine.layout(items, in: container)
        } catch {
            throw .layoutFailed(layout: name, size: items.itemCount, error: "\(error)")
        }
    }
}

/// The gate's inputs beyond the catalog's benchmark inputs: one layout per engine option
/// family, so each code path of Tessera's engines has a row, at sizes where a per-item
/// regression dominates the row. Seeded: the same items on every machine.
enum GateInputs {
    /// Items of the option-family rows.
    static let optionFamilySize = 100_000

    /// The engine option families the benchmark inputs do not reach:
    /// - waterfall with 16 columns (more than `ColumnHeights.treeThreshold`, so the shortest
    ///   column comes from the tournament tree), without and with spanning items;
    /// - waterfall spanning items on 4 columns under each placement (the lowest window for
    ///   `shortestColumn`, the turn rules of the other three);
    /// - waterfall sections with headers, footers, spacing and per-section column counts;
    /// - the grid scrolling horizontally, and with sparse packing.
    static func optionFamilies(size: Int = optionFamilySize) -> [GateLayout] {
        let heights = WaterfallDefinition().benchmarkSpec(itemCount: size).items
        let spanning = waterfallSpanningItems(size)
        var layouts = [
            GateLayout(name: "waterfall:tree", engine: WaterfallLayout(columns: 16, padding: 2), items: heights),
            GateLayout(name: "waterfall:tree+spans", engine: WaterfallLayout(columns: 16, padding: 2), items: spanning),
        ]
        for placement in WaterfallLayout.Placement.allCases {
            let name = placement == .shortestColumn ? "waterfall:spans" : "waterfall:\(placementName(placement))"
            layouts.append(GateLayout(name: name, engine: WaterfallLayout(columns: 4, placement: placement), items: spanning))
        }
        let sectionCount = (size + 999) / 1000
        let sectionColumns = Dictionary(uniqueKeysWithValues: stride(from: 0, to: sectionCount, by: 2).map { ($0, 2 + $0 % 5) })
        layouts.append(GateLayout(
            name: "waterfall:sections",
            engine: WaterfallLayout(columns: 3, spacing: 4, headerLength: 44, footerLength: 20, sectionColumns: sectionColumns),
            items: waterfallSectionedItems(size)
        ))
        let grid = horizontalGrid(size: size)
        layouts.append(grid)
        layouts.append(GateLayout(
            name: "grid:sparse", engine: GridLayout(columns: 4, spacing: 2, headerLength: 44, packing: .sparse), items: grid.items
        ))
        return layouts
    }

    /// The name of `horizontalGrid`'s rows.
    static let horizontalGridName = "grid:horizontal"

    /// The benchmark's grid scrolling horizontally: 4 rows across the container's height.
    static func horizontalGrid(size: Int) -> GateLayout {
        GateLayout(
            name: horizontalGridName, engine: GridLayout(columns: 4, spacing: 2, axis: .horizontal, headerLength: 44),
            items: GridDefinition().benchmarkSpec(itemCount: size).items
        )
    }

    /// `leftToRight` → `left-to-right`.
    static func placementName(_ placement: WaterfallLayout.Placement) -> String {
        placement.rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }

    /// One section of waterfall items, heights 40…200, spans 1 (85%), 2 (12%) and 3 (3%).
    static func waterfallSpanningItems(_ size: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x7370_616E)
        return BenchmarkItems.sections(size, perSection: size) { _ in
            let height = random.nextDouble(in: 40 ... 200).rounded()
            let roll = random.nextInt(in: 0 ... 99)
            return ItemSet.Item(width: 0, height: height, span: roll < 85 ? 1 : roll < 97 ? 2 : 3)
        }
    }

    /// Waterfall items in sections of 1000, heights 40…200.
    static func waterfallSectionedItems(_ size: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x7365_6374)
        return BenchmarkItems.sections(size, perSection: 1000) { _ in
            ItemSet.Item(width: 0, height: random.nextDouble(in: 40 ... 200).rounded())
        }
    }
}
