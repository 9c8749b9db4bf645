import TesseraCore
import TesseraLayouts

/// `BidirectionalLayout` as the harness, the interchange and the benchmark see it — its one
/// home. Its options are the `BidirectionalLayout` itself (`itemSpacing`, `rowSpacing`);
/// each section is a row of items of their own widths and heights. Checked exactly, with no
/// insets or supplementary elements, and scaling.
public struct BidirectionalDefinition: LayoutDefinition {
    /// The definition.
    public init() {}

    /// `bidirectional`.
    public var name: String { "bidirectional" }

    /// `BidirectionalLayout()`: no spacing.
    public var defaultOptions: BidirectionalLayout { BidirectionalLayout() }

    /// The layout itself.
    public func makeLayout(_ options: BidirectionalLayout) -> any CollectionLayout { options }

    /// The layout itself: it updates from the first change on.
    public func makeIncrementalLayout(_ options: BidirectionalLayout) -> any IncrementalLayout { options }

    /// `itemSpacing` and `rowSpacing`.
    public var optionNames: [String] { BidirectionalShape.optionNames }

    /// Reads the options over the defaults.
    public func readOptions(_ field: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> BidirectionalLayout {
        var options = defaultOptions
        try BidirectionalShape.read(field, into: &options)
        return options
    }

    /// The options that differ from the defaults.
    public func optionMembers(_ options: BidirectionalLayout) -> [(key: String, value: JSONValue)] {
        BidirectionalShape.members(options, defaults: defaultOptions)
    }

    /// No insets, headers or footers.
    public func expectations(for spec: LayoutSpec<BidirectionalDefinition>) -> LayoutExpectations {
        BidirectionalShape.expectations(items: spec.items, tolerance: defaultTolerance)
    }

    /// `bidirectionalGeometry`: every frame where the layout's documentation puts it.
    public var layoutInvariants: [Invariant] { [.bidirectionalGeometry] }

    /// The differences between `result` and `BidirectionalReference`.
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<BidirectionalDefinition>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        guard invariants.contains(.bidirectionalGeometry) else { return [] }
        return BidirectionalReference(layout: spec.options).violations(of: result, items: spec.items, limit: limit)
    }

    /// An item with an edge moved by an ulp.
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<BidirectionalDefinition>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        [.movedByAnUlp(.bidirectionalGeometry, in: result, items: spec.items, using: &random)].compactMap { $0 }
    }

    /// Both spacings scaled.
    public func scale(_ options: BidirectionalLayout, by factor: Double) -> BidirectionalLayout? {
        BidirectionalShape.scale(options, by: factor)
    }

    /// Rows of items with widths and heights.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<BidirectionalDefinition> {
        BidirectionalShape.generate(self, &draw)
    }

    /// Bad container lengths, spacings, widths and heights, and spacings and widths that
    /// overflow the content.
    public var invalidInputFaults: [InvalidInputFault<BidirectionalDefinition>] {
        InvalidInputFault.containerFaults + [
            .option("itemSpacing") { $0.itemSpacing = $1 }, .option("rowSpacing") { $0.rowSpacing = $1 },
            .contentOverflow("itemSpacing") { $0.itemSpacing = $1 }, .contentOverflow("rowSpacing") { $0.rowSpacing = $1 },
            .widthOverflow,
        ] + InvalidInputFault.itemFaults(itemFields)
    }

    /// Both spacings toward 0 and round numbers.
    public func optionShrinks(of spec: LayoutSpec<BidirectionalDefinition>) -> [[LayoutSpec<BidirectionalDefinition>]] {
        BidirectionalShape.shrinks(spec)
    }

    /// √n rows of √n items, spacing 4.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<BidirectionalDefinition> {
        BidirectionalShape.benchmarkSpec(self, itemCount: itemCount)
    }
}

extension LayoutDefinition where Self == BidirectionalDefinition {
    /// `BidirectionalLayout`'s definition.
    public static var bidirectional: BidirectionalDefinition { BidirectionalDefinition() }
}

extension InvalidInputFault where Definition == BidirectionalDefinition {
    /// A new last row of two items of width 1e308 with no item spacing to blame: the second
    /// item, whose right edge reaches infinity, must be named.
    static var widthOverflow: InvalidInputFault {
        InvalidInputFault("width-overflow", expecting: .invalidItemLength) { spec, _, _ in
            spec.options.itemSpacing = 0
            spec.items.appendSection([ItemSet.Item(width: 1e308, height: 1), ItemSet.Item(width: 1e308, height: 1)])
            return ("sections[\(spec.items.sectionCount - 1)].items[1].width", "two items of width 1e308 in one row")
        }
    }
}
