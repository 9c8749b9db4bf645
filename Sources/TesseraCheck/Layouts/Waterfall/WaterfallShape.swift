import TesseraCore
import TesseraLayouts

/// What `WaterfallLayout` and its seed port `SeedPinterestLayout` share: padded column cells,
/// the generator's draws and the benchmark input, so that one seed gives both the same case
/// and the benchmark compares them like for like.
enum WaterfallShape {
    /// Everything a waterfall case draws, in draw order; the seed port keeps what it reads.
    struct Drawn {
        var columns: Int
        var sectionColumns: [Int: Int]
        var padding: Double
        var spacing: Double
        var placement: WaterfallLayout.Placement
        var headerLength: Double
        var footerLength: Double
        var items: ItemSet
        var container: Size
    }

    /// Draws a waterfall case exactly as the campaigns always have (so a seed names the same
    /// case): columns, width, per-section columns, padding and spacing that leave room in the
    /// section with the most columns, placement, supplements, then heights (and spans when
    /// `drawsSpans`), one very tall item when adversarial, and the container height.
    static func generate(_ draw: inout SpecDraw, drawsSpans: Bool) -> Drawn {
        let columns = draw.columnCount()
        let width = draw.containerWidth()
        var sectionColumns: [Int: Int] = [:]
        for section in 0 ..< draw.sectionCount where draw.random.nextBool(probability: 0.15) {
            sectionColumns[section] = draw.columnCount()
        }
        let mostColumns = max(columns, sectionColumns.values.max() ?? 1)
        var padding: Double = draw.random.pick([0, 0, 2, 4, 6, 8, 1.5])
        if 2 * Double(mostColumns) * padding >= width {
            padding = 0
        }
        let spacing = draw.spacing(columns: mostColumns, available: width - 2 * Double(mostColumns) * padding)
        let placement = draw.random.nextBool(probability: 0.6)
            ? WaterfallLayout.Placement.shortestColumn : draw.random.pick(WaterfallLayout.Placement.allCases)
        let headerLength = draw.random.nextBool(probability: draw.headerProbability) ? draw.supplementaryLength() : 0
        let footerLength = draw.random.nextBool(probability: draw.footerProbability) ? draw.supplementaryLength() : 0
        var items = draw.items { draw in
            let height = draw.itemLength()
            return ItemSet.Item(height: height, span: drawsSpans ? draw.span(columns: columns) : 1)
        }
        if draw.isAdversarial, !items.isEmpty, draw.random.nextBool(probability: 0.3) {
            items[draw.anyItem(of: items)] = ItemSet.Item(height: 1_000_000)
        }
        let container = Size(width: width, height: draw.containerHeight())
        return Drawn(
            columns: columns, sectionColumns: sectionColumns, padding: padding, spacing: spacing, placement: placement,
            headerLength: headerLength, footerLength: footerLength, items: items, container: container
        )
    }

    /// Each cell is its column cell inset by `padding` (headers and footers are not), the
    /// content has no insets, and no frame crosses the container's width.
    static func expectations(padding: Double, container: Size, items: ItemSet) -> LayoutExpectations {
        var expectations = LayoutExpectations()
        expectations.items = items
        expectations.insets = .zero
        expectations.cellOutset = padding
        expectations.fixedLength = container.width
        return expectations
    }

    /// One section of `itemCount` heights uniform in 40…200, whole points (about 25 cells per
    /// phone viewport at 3 columns); one section because the Pinterest seed lays out only
    /// section 0.
    static func benchmarkItems(_ itemCount: Int) -> ItemSet {
        var random = Xoshiro256StarStar(seed: 0x7761_7465)
        return BenchmarkItems.sections(itemCount, perSection: itemCount) { _ in
            ItemSet.Item(width: 0, height: random.nextDouble(in: 40 ... 200).rounded())
        }
    }
}
