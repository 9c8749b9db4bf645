import TesseraCore
import TesseraSeeds

/// `SeedPinterestLayout`, the faithful port of the Pinterest tutorial layout, as the harness
/// sees it: `columns` and `padding`, padded cells like the waterfall's, no headers or
/// footers, the seed-port tolerance and no invalid-input faults.
public struct SeedPinterestDefinition: LayoutDefinition {
    /// The definition.
    public init() {}

    /// `seed-pinterest`.
    public var name: String { "seed-pinterest" }

    /// `SeedPinterestLayout()`: two columns, padding 6.
    public var defaultOptions: SeedPinterestLayout { SeedPinterestLayout() }

    /// The port itself.
    public func makeLayout(_ options: SeedPinterestLayout) -> any CollectionLayout { options }

    /// `columns` and `padding`.
    public var optionNames: [String] { ["columns", "padding"] }

    /// Reads the options over the defaults.
    public func readOptions(_ field: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> SeedPinterestLayout {
        var options = defaultOptions
        if let value = try field?.member("columns")?.integer() { options.columns = value }
        if let value = try field?.member("padding")?.double() { options.padding = value }
        return options
    }

    /// The options that differ from the defaults.
    public func optionMembers(_ options: SeedPinterestLayout) -> [(key: String, value: JSONValue)] {
        var members = OptionMembers(options, defaults: defaultOptions)
        members.integer("columns", \.columns)
        members.number("padding", \.padding)
        return members.members
    }

    /// Padded cells in the container's width, no supplementary elements.
    public func expectations(for spec: LayoutSpec<SeedPinterestDefinition>) -> LayoutExpectations {
        var expectations = WaterfallShape.expectations(padding: spec.options.padding, container: spec.container, items: spec.items)
        expectations.tolerance = defaultTolerance
        expectations.headers = false
        expectations.footers = false
        return expectations
    }

    /// 1e-6, the seed ports' tolerance: their seeds compute neighbours as `origin + size`.
    public var defaultTolerance: Double { SeedPorts.tolerance }

    /// Padding scaled.
    public func scale(_ options: SeedPinterestLayout, by factor: Double) -> SeedPinterestLayout? {
        var scaled = options
        guard let padding = ScaledLength.of(options.padding, by: factor) else { return nil }
        scaled.padding = padding
        return scaled
    }

    /// Heights only.
    public var itemFields: ItemSet.Fields { .height }

    /// The waterfall's cases without spans, keeping the options the seed reads.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<SeedPinterestDefinition> {
        let drawn = WaterfallShape.generate(&draw, drawsSpans: false)
        let options = SeedPinterestLayout(columns: drawn.columns, padding: drawn.padding)
        return LayoutSpec(layout: self, container: drawn.container, options: options, items: drawn.items)
    }

    /// Columns, then padding.
    public func optionShrinks(of spec: LayoutSpec<SeedPinterestDefinition>) -> [[LayoutSpec<SeedPinterestDefinition>]] {
        [spec.shrinkingCount(\.columns), spec.shrinkingLength(\.padding)]
    }

    /// The waterfall's benchmark input: 3 columns, heights 40…200.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<SeedPinterestDefinition> {
        LayoutSpec(
            layout: self, container: BenchmarkItems.container, options: SeedPinterestLayout(columns: 3),
            items: WaterfallShape.benchmarkItems(itemCount)
        )
    }
}

extension LayoutDefinition where Self == SeedPinterestDefinition {
    /// `SeedPinterestLayout`'s definition.
    public static var seedPinterest: SeedPinterestDefinition { SeedPinterestDefinition() }
}
