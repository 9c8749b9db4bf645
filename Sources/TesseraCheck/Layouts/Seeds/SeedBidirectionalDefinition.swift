import TesseraCore
import TesseraSeeds

/// `SeedBidirectionalLayout`, the faithful port of BidirectionalCollectionLayout, as the
/// harness sees it: the bidirectional options and checks at the seed-port tolerance, no
/// invalid-input faults.
public struct SeedBidirectionalDefinition: LayoutDefinition {
    /// The definition.
    public init() {}

    /// `seed-bidirectional`.
    public var name: String { "seed-bidirectional" }

    /// `SeedBidirectionalLayout()`: no spacing, a sizing delegate.
    public var defaultOptions: SeedBidirectionalLayout { SeedBidirectionalLayout() }

    /// The port itself.
    public func makeLayout(_ options: SeedBidirectionalLayout) -> any CollectionLayout { options }

    /// `itemSpacing` and `rowSpacing`.
    public var optionNames: [String] { BidirectionalShape.optionNames }

    /// Reads the options over the defaults.
    public func readOptions(_ field: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> SeedBidirectionalLayout {
        var options = defaultOptions
        try BidirectionalShape.read(field, into: &options)
        return options
    }

    /// The options that differ from the defaults.
    public func optionMembers(_ options: SeedBidirectionalLayout) -> [(key: String, value: JSONValue)] {
        BidirectionalShape.members(options, defaults: defaultOptions)
    }

    /// As the engine's, at the seed-port tolerance.
    public func expectations(for spec: LayoutSpec<SeedBidirectionalDefinition>) -> LayoutExpectations {
        BidirectionalShape.expectations(items: spec.items, tolerance: defaultTolerance)
    }

    /// 1e-6, the seed ports' tolerance: their seeds compute neighbours as `origin + size`.
    public var defaultTolerance: Double { SeedPorts.tolerance }

    /// Both spacings scaled.
    public func scale(_ options: SeedBidirectionalLayout, by factor: Double) -> SeedBidirectionalLayout? {
        BidirectionalShape.scale(options, by: factor)
    }

    /// The engine's cases.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<SeedBidirectionalDefinition> {
        BidirectionalShape.generate(self, &draw)
    }

    /// Both spacings toward 0 and round numbers.
    public func optionShrinks(of spec: LayoutSpec<SeedBidirectionalDefinition>) -> [[LayoutSpec<SeedBidirectionalDefinition>]] {
        BidirectionalShape.shrinks(spec)
    }

    /// The engine's benchmark input.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<SeedBidirectionalDefinition> {
        BidirectionalShape.benchmarkSpec(self, itemCount: itemCount)
    }
}

extension LayoutDefinition where Self == SeedBidirectionalDefinition {
    /// `SeedBidirectionalLayout`'s definition.
    public static var seedBidirectional: SeedBidirectionalDefinition { SeedBidirectionalDefinition() }
}
