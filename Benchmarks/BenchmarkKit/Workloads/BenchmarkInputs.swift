import TesseraCheck
import TesseraCore
import TesseraLayouts

/// The benchmark's layout problems: for each layout and item count, one fixed, seeded spec in
/// a phone-sized container (390 × 844 points), drawn with TesseraCheck's seeded generator.
///
/// Why not `SpecGenerator`: its profiles draw the item count at random, and a benchmark
/// needs exact counts (10k, 100k, 1M) with inputs shaped like its profiles.
///
/// Each engine and its seed port get the same items, so their rows compare like for like:
/// - grid / seed-grid: 4 columns, spacing 2, 44-point headers, sections of 1000 items,
///   spans 1 (85%), 2 (12%) and 3 (3%);
/// - waterfall / seed-pinterest: 3 columns, one section (the seed lays out section 0 only),
///   heights uniform in 40…200 (about 25 cells per viewport);
/// - bidirectional / seed-bidirectional: √n rows of √n items, widths 60…160, heights 40…80.
public enum BenchmarkInputs {
    /// The container every benchmark lays out in: an iPhone-sized portrait screen.
    public static let container = Size(width: 390, height: 844)

    /// The spec of `layout` with `size` items. O(size).
    public static func spec(_ layout: LayoutSpec.Kind, size: Int) -> LayoutSpec {
        switch layout {
        case .grid, .seedGrid:
            LayoutSpec(
                layout: layout, container: container,
                options: .init(columns: 4, spacing: 2, headerLength: 44), items: gridItems(size)
            )
        case .waterfall, .seedPinterest:
            LayoutSpec(layout: layout, container: container, options: .init(columns: 3), items: waterfallItems(size))
        case .bidirectional, .seedBidirectional:
            LayoutSpec(
                layout: layout, container: container, options: .init(itemSpacing: 4, rowSpacing: 4),
                items: bidirectionalItems(size)
            )
        }
    }

    static func gridItems(_ size: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x6772_6964)
        return sections(size, perSection: 1000) { _ in
            let roll = random.nextInt(in: 0 ... 99)
            return ItemSet.Item(span: roll < 85 ? 1 : roll < 97 ? 2 : 3)
        }
    }

    static func waterfallItems(_ size: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x7761_7465)
        return sections(size, perSection: size) { _ in
            ItemSet.Item(width: 0, height: random.nextDouble(in: 40 ... 200).rounded())
        }
    }

    static func bidirectionalItems(_ size: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x6269_6469)
        let perRow = max(1, Int(Double(size).squareRoot().rounded()))
        return sections(size, perSection: perRow) { _ in
            ItemSet.Item(width: random.nextDouble(in: 60 ... 160).rounded(), height: random.nextDouble(in: 40 ... 80).rounded())
        }
    }

    /// `size` items made by `item`, in sections of `perSection` (the last one shorter).
    private static func sections(_ size: Int, perSection: Int, item: (Int) -> ItemSet.Item) -> ItemSet {
        var items = ItemSet()
        items.reserveCapacity(size)
        var made = 0
        while made < size {
            let count = min(perSection, size - made)
            items.appendSection((made ..< made + count).lazy.map(item))
            made += count
        }
        return items
    }
}
