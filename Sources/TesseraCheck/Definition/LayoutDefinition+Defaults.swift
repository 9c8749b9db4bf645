import TesseraCore

/// The defaults of `LayoutDefinition`: right for a layout with no options of its own, and
/// for the parts a layout does not customise.
extension LayoutDefinition {
    /// `standard`: the layout's own implementation.
    public var implementation: String { "standard" }

    /// `makeLayout(options)` itself when it is an `IncrementalLayout` (a hosted UIKit layout
    /// keeps its layout object across updates), else laying everything out again on each update.
    public func makeIncrementalLayout(_ options: Options) -> any IncrementalLayout {
        let engine = makeLayout(options)
        return engine as? any IncrementalLayout ?? FullRelayout(engine)
    }

    /// No options in JSON.
    public var optionNames: [String] { [] }

    /// No per-section options.
    public var sectionOptionNames: [String] { [] }

    /// `defaultOptions` (the reader has already refused any member, since `optionNames` is
    /// empty by default).
    public func readOptions(_ options: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> Options {
        defaultOptions
    }

    /// Nothing to write.
    public func optionMembers(_ options: Options) -> [(key: String, value: JSONValue)] { [] }

    /// Nothing to write.
    public func sectionOptionMembers(_ options: Options, section: Int) -> [(key: String, value: JSONValue)] { [] }

    /// None: items carry no payload.
    public var itemPayloadCoding: ItemPayloadCoding? { nil }

    /// The items (for completeness and lookups) and `defaultTolerance`; nothing else known.
    public func expectations(for spec: LayoutSpec<Self>) -> LayoutExpectations {
        var expectations = LayoutExpectations(tolerance: defaultTolerance)
        expectations.items = spec.items
        return expectations
    }

    /// Exact: 0.
    public var defaultTolerance: Double { 0 }

    /// None.
    public var layoutInvariants: [Invariant] { [] }

    /// None.
    public var updatePlayingInvariants: Set<Invariant> { [] }

    /// None.
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<Self>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        []
    }

    /// None.
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<Self>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        []
    }

    /// `scaling` when `scale(_:by:)` scales the default options.
    public var metamorphicRelations: [MetamorphicRelation<Self>] {
        scale(defaultOptions, by: 2) == nil ? [] : [.scaling]
    }

    /// Not scalable.
    public func scale(_ options: Options, by factor: Double) -> Options? { nil }

    /// Widths and heights.
    public var itemFields: ItemSet.Fields { [.width, .height] }

    /// A container of the profile, `generateOptions(_:)`, then sections of items with
    /// `itemFields` drawn.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<Self> {
        let container = Size(width: draw.containerWidth(), height: draw.containerHeight())
        let options = generateOptions(&draw)
        let items = draw.items(fields: itemFields)
        return LayoutSpec(layout: self, container: container, options: options, items: items)
    }

    /// `defaultOptions`.
    public func generateOptions(_ draw: inout SpecDraw) -> Options { defaultOptions }

    /// None: a layout opts in to invalid-input checks by listing what it rejects.
    public var invalidInputFaults: [InvalidInputFault<Self>] { [] }

    /// None.
    public func optionShrinks(of spec: LayoutSpec<Self>) -> [[LayoutSpec<Self>]] { [] }

    /// Unchanged.
    public func options(_ options: Options, removingSections removed: Range<Int>) -> Options { options }

    /// `itemCount` items in sections of 1000 in a phone-sized container, with the `itemFields`
    /// drawn from a fixed seed: widths 60…160, heights 40…200, spans 1 (85 %), 2 or 3.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<Self> {
        defaultBenchmarkSpec(itemCount: itemCount)
    }

    /// The default `benchmarkSpec(itemCount:)`, for a definition that adds to it.
    package func defaultBenchmarkSpec(itemCount: Int) -> LayoutSpec<Self> {
        var random = Xoshiro256StarStar(seed: 0x7465_7373_6572_61)
        let fields = itemFields
        let items = BenchmarkItems.sections(itemCount, perSection: 1000) { _ in
            let roll = random.nextInt(in: 0 ... 99)
            return ItemSet.Item(
                width: fields.contains(.width) ? random.nextDouble(in: 60 ... 160).rounded() : 0,
                height: fields.contains(.height) ? random.nextDouble(in: 40 ... 200).rounded() : 0,
                span: fields.contains(.span) ? (roll < 85 ? 1 : roll < 97 ? 2 : 3) : 1
            )
        }
        return LayoutSpec(layout: self, container: BenchmarkItems.container, options: defaultOptions, items: items)
    }

    /// None.
    public var benchmarkTargets: [BenchmarkTarget] { [] }

    /// The lookups of cells by item path.
    public var benchmarkQueryRows: BenchmarkQueryRows { .lookups }

    /// None.
    public func benchmarkVariants(itemCount: Int) -> [BenchmarkVariant<Self>] { [] }
}

/// Building blocks of the benchmark inputs the definitions provide.
package enum BenchmarkItems {
    /// The container every benchmark lays out in: an iPhone-sized portrait screen, 390 × 844.
    package static let container = Size(width: 390, height: 844)

    /// `count` items made by `item` (given each item's flat index), in sections of
    /// `perSection` (the last one shorter). O(count).
    package static func sections(_ count: Int, perSection: Int, item: (Int) -> ItemSet.Item) -> ItemSet {
        var items = ItemSet()
        items.reserveCapacity(count)
        var made = 0
        while made < count {
            let sectionCount = min(max(perSection, 1), count - made)
            items.appendSection((made ..< made + sectionCount).lazy.map(item))
            made += sectionCount
        }
        return items
    }
}
