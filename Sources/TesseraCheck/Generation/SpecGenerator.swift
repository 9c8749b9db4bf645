import TesseraCore
import TesseraLayouts

/// Draws valid `LayoutSpec`s of one layout kind from one `Profile`.
///
/// A pure function of the generator's configuration and the random source: the same seed
/// gives the same spec on every machine and toolchain (integer and exact binary arithmetic
/// only). Grids get spans and grid options, waterfalls item heights and waterfall options,
/// bidirectional layouts item widths and heights; seed ports get the options their seed reads.
public struct SpecGenerator: Hashable, Sendable {
    /// The layout kind every spec names.
    public var layout: LayoutSpec.Kind
    /// Where the specs are drawn from.
    public var profile: Profile
    /// An upper bound on the items of one spec; `huge` draws up to it (default 1M). Lower it
    /// to run the `huge` profile in a debug build.
    public var maximumItemCount: Int

    /// Creates a generator.
    public init(layout: LayoutSpec.Kind, profile: Profile, maximumItemCount: Int = 1_000_000) {
        self.layout = layout
        self.profile = profile
        self.maximumItemCount = max(1, maximumItemCount)
    }

    /// The next spec. O(items).
    public func generate(using random: inout Xoshiro256StarStar) -> LayoutSpec {
        let shape = Shape(profile: profile, random: &random)
        var spec: LayoutSpec
        switch layout {
        case .grid, .seedGrid:
            spec = gridSpec(shape, random: &random)
        case .waterfall, .seedPinterest:
            spec = waterfallSpec(shape, random: &random)
        case .bidirectional, .seedBidirectional:
            spec = bidirectionalSpec(shape, random: &random)
        }
        if layout == .seedGrid {
            spec.options.packing = nil
        }
        if layout == .seedPinterest {
            spec.options = LayoutSpec.Options(columns: spec.options.columns, padding: spec.options.padding)
        }
        return spec
    }

    // MARK: - Per layout family

    private func gridSpec(_ shape: Shape, random: inout Xoshiro256StarStar) -> LayoutSpec {
        let axis: ScrollAxis = random.nextBool(probability: 0.25) ? .horizontal : .vertical
        let columns = shape.columnCount(random: &random)
        let fixed = shape.containerWidth(random: &random)
        var options = LayoutSpec.Options(columns: columns, axis: axis)
        options.insets = random.nextBool(probability: shape.insetProbability) ? shape.insets(random: &random) : nil
        var available = fixed - (options.insets?.horizontal ?? 0)
        if available < 0 {
            options.insets = nil
            available = fixed
        }
        options.spacing = shape.spacing(columns: columns, available: available, random: &random)
        options.itemAspect = random.pick([1, 1, 1, 0.75, 1.5, 0.5, 2, 4.0 / 3])
        options.headerLength = random.nextBool(probability: shape.headerProbability) ? shape.supplementaryLength(random: &random) : nil
        options.packing = random.nextBool(probability: 0.25) ? .sparse : .dense
        var items = items(shape, random: &random) { random in
            ItemSet.Item(span: shape.span(columns: columns, random: &random))
        }
        if shape.isAdversarial, !items.isEmpty, columns <= 64, random.nextBool(probability: 0.3) {
            // One item wider than the grid, which the layout must clamp. (Not with hundreds of
            // columns: a clamped 500-span covers 500 × 500 grid cells, which only slows the
            // campaign down.)
            let index = random.nextInt(in: 0 ... items.itemCount - 1)
            let path = items.path(ofFlatIndex: index)
            items[path] = ItemSet.Item(span: columns + random.nextInt(in: 1 ... 3))
        }
        let other = shape.containerHeight(random: &random)
        let container = axis == .vertical ? Size(width: fixed, height: other) : Size(width: other, height: fixed)
        if axis == .horizontal, let insets = options.insets {
            options.insets = Insets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
        }
        return LayoutSpec(layout: layout, container: container, options: options, items: items)
    }

    /// The shape's sections of items, each item drawn by `item` in flat order, section counts
    /// and item draws interleaved exactly as the generators always drew them.
    private func items(
        _ shape: Shape, random: inout Xoshiro256StarStar, item: (inout Xoshiro256StarStar) -> ItemSet.Item
    ) -> ItemSet {
        var items = ItemSet()
        items.reserveCapacity(shape.expectedItemCount)
        for section in 0 ..< shape.sectionCount {
            items.appendSection()
            let count = shape.itemCount(section: section, maximumItemCount: maximumItemCount, random: &random)
            for _ in 0 ..< count {
                items.append(item(&random))
            }
        }
        return items
    }

    private func waterfallSpec(_ shape: Shape, random: inout Xoshiro256StarStar) -> LayoutSpec {
        let columns = shape.columnCount(random: &random)
        let width = shape.containerWidth(random: &random)
        var options = LayoutSpec.Options(columns: columns)
        for section in 0 ..< shape.sectionCount where random.nextBool(probability: 0.15) {
            options.sectionColumns[section] = shape.columnCount(random: &random)
        }
        // Padding and spacing must leave room in the section with the most columns.
        let mostColumns = max(columns, options.sectionColumns.values.max() ?? 1)
        options.padding = random.pick([0, 0, 2, 4, 6, 8, 1.5])
        if 2 * Double(mostColumns) * (options.padding ?? 0) >= width {
            options.padding = 0
        }
        let available = width - 2 * Double(mostColumns) * (options.padding ?? 0)
        options.spacing = shape.spacing(columns: mostColumns, available: available, random: &random)
        options.placement = random.nextBool(probability: 0.6) ? .shortestColumn : random.pick(WaterfallLayout.Placement.allCases)
        options.headerLength = random.nextBool(probability: shape.headerProbability) ? shape.supplementaryLength(random: &random) : nil
        options.footerLength = random.nextBool(probability: shape.footerProbability) ? shape.supplementaryLength(random: &random) : nil
        var items = items(shape, random: &random) { random in
            let height = shape.itemLength(random: &random)
            return ItemSet.Item(height: height, span: layout == .waterfall ? shape.span(columns: columns, random: &random) : 1)
        }
        if shape.isAdversarial, !items.isEmpty, random.nextBool(probability: 0.3) {
            let path = items.path(ofFlatIndex: random.nextInt(in: 0 ... items.itemCount - 1))
            items[path] = ItemSet.Item(height: 1_000_000)
        }
        let container = Size(width: width, height: shape.containerHeight(random: &random))
        return LayoutSpec(layout: layout, container: container, options: options, items: items)
    }

    private func bidirectionalSpec(_ shape: Shape, random: inout Xoshiro256StarStar) -> LayoutSpec {
        var options = LayoutSpec.Options()
        options.itemSpacing = random.nextBool(probability: 0.3) ? 0 : shape.spacingValue(random: &random)
        options.rowSpacing = random.nextBool(probability: 0.3) ? 0 : shape.spacingValue(random: &random)
        var items = items(shape, random: &random) { random in
            ItemSet.Item(width: shape.itemLength(random: &random), height: shape.itemLength(random: &random))
        }
        if shape.isAdversarial, !items.isEmpty, random.nextBool(probability: 0.3) {
            // One very tall (or very wide) item.
            let path = items.path(ofFlatIndex: random.nextInt(in: 0 ... items.itemCount - 1))
            items[path] = random.nextBool() ? ItemSet.Item(width: 10, height: 1_000_000) : ItemSet.Item(width: 1_000_000, height: 10)
        }
        let container = Size(width: shape.containerWidth(random: &random), height: shape.containerHeight(random: &random))
        return LayoutSpec(layout: layout, container: container, options: options, items: items)
    }
}
