import TesseraCore
import TesseraLayouts

/// `GridLayout` as the harness, the interchange and the benchmark see it — its one home.
/// Its options are the `GridLayout` itself (so its defaults are the engine's), read from
/// `columns`, `spacing`, `axis`, `itemAspect`, `headerLength`, `insets` and `packing`.
///
/// Checked exactly (tolerance 0): insets and the fixed length across the scroll axis,
/// headers on every non-empty section when `headerLength > 0`, spans within the columns
/// (`spansFitGrid`), the reference geometry (`gridGeometry`), transposition and scaling. Every option it validates is an invalid-input fault.
public struct GridDefinition: LayoutDefinition {
    /// The definition.
    public init() {}

    /// `grid`.
    public var name: String { "grid" }

    /// `GridLayout()`: one column, no spacing, vertical, square cells, dense packing.
    public var defaultOptions: GridLayout { GridLayout() }

    /// The grid itself.
    public func makeLayout(_ options: GridLayout) -> any CollectionLayout { options }

    /// The grid itself: it updates from the first change on.
    public func makeIncrementalLayout(_ options: GridLayout) -> any IncrementalLayout { options }

    /// The grid options and `packing`.
    public var optionNames: [String] { GridShape.optionNames + ["packing"] }

    /// Reads the options over the defaults.
    public func readOptions(_ field: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> GridLayout {
        var options = defaultOptions
        guard let field else { return options }
        try GridShape.read(field, into: &options)
        if let packing = try field.member("packing")?.choice(GridLayout.Packing.self) { options.packing = packing }
        return options
    }

    /// The options that differ from the defaults.
    public func optionMembers(_ options: GridLayout) -> [(key: String, value: JSONValue)] {
        var members = OptionMembers(options, defaults: defaultOptions)
        members.string("packing", \.packing)
        return GridShape.members(options, defaults: defaultOptions) + members.members
    }

    /// Insets, the fixed length, headers and no footers.
    public func expectations(for spec: LayoutSpec<GridDefinition>) -> LayoutExpectations {
        GridShape.expectations(spec.options, container: spec.container, items: spec.items, tolerance: defaultTolerance)
    }

    /// `spansFitGrid`: spans within the columns, covering their edges; `gridGeometry`: every
    /// frame where the grid's documentation puts it.
    public var layoutInvariants: [Invariant] { [.spansFitGrid, .gridGeometry] }

    /// The spans that do not fit their columns, and the differences between `result` and
    /// `GridReference`.
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<GridDefinition>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        let spans = GridShape.spanViolations(of: result, for: spec, checking: invariants, limit: limit)
        guard invariants.contains(.gridGeometry) else { return spans }
        return spans + GridReference(grid: spec.options, container: spec.container).violations(of: result, items: spec.items, limit: limit)
    }

    /// A cell ending an ulp short of its column's edge for `spansFitGrid`; a cell (or header)
    /// with an edge moved by an ulp, or a header dropped, for `gridGeometry`.
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<GridDefinition>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        let spans = PlantedViolation.offColumnEdge(in: result, items: spec.items, columns: spec.options.columns, using: &random)
        if let header = result.kinds.firstIndex(of: .header), random.nextBool() {
            return [spans, PlantedViolation(.gridGeometry, "the first header dropped", .result(result.removing(header, for: spec.items)))]
                .compactMap { $0 }
        }
        return [spans, .movedByAnUlp(.gridGeometry, in: result, items: spec.items, kinds: [.cell, .header], using: &random)].compactMap { $0 }
    }

    /// Transposition and scaling.
    public var metamorphicRelations: [MetamorphicRelation<GridDefinition>] {
        [.transposition { GridShape.transposed($0) }, .scaling]
    }

    /// Spacing, header length and insets scaled.
    public func scale(_ options: GridLayout, by factor: Double) -> GridLayout? {
        GridShape.scale(options, by: factor)
    }

    /// Spans only: a grid cell's size comes from the columns and `itemAspect`.
    public var itemFields: ItemSet.Fields { .span }

    /// A grid of the profile: axis, columns, insets, spacing, aspect, headers, packing, spans.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<GridDefinition> {
        var (spec, sparse) = GridShape.generate(self, &draw)
        spec.options.packing = sparse ? .sparse : .dense
        return spec
    }

    /// Bad container lengths, columns, spacing, aspect, header length, insets, spacing or insets
    /// that leave no room, a square of too many cells, lengths that overflow the content, and
    /// spans.
    public var invalidInputFaults: [InvalidInputFault<GridDefinition>] {
        InvalidInputFault.containerFaults + [
            .count("columns") { $0.columns = $1 }, .option("spacing") { $0.spacing = $1 }, .option("itemAspect", values: [0]) { $0.itemAspect = $1 },
            .option("headerLength") { $0.headerLength = $1 }, .option("insets.left") { $0.insets.left = $1 },
            .spacingOverflow, .insetsOverflow, .spanCells, .contentOverflow("headerLength") { $0.headerLength = $1 },
        ] + InvalidInputFault.itemFaults(itemFields)
    }

    /// The grid shrinks, then dense packing.
    public func optionShrinks(of spec: LayoutSpec<GridDefinition>) -> [[LayoutSpec<GridDefinition>]] {
        GridShape.shrinks(spec) + [spec.shrinking(\.packing, to: [.dense])]
    }

    /// 4 columns, spacing 2, 44-point headers, sections of 1000 items with spans 1–3.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<GridDefinition> {
        GridShape.benchmarkSpec(self, itemCount: itemCount)
    }
}

extension LayoutDefinition where Self == GridDefinition {
    /// `GridLayout`'s definition.
    public static var grid: GridDefinition { GridDefinition() }
}

extension InvalidInputFault where Definition.Options: GridShapedOptions {
    /// Spacing between the columns that eats more than the whole fixed length.
    static var spacingOverflow: InvalidInputFault {
        InvalidInputFault("spacing-overflow", expecting: .negativeItemLength) { spec, random, _ in
            let columns = max(spec.options.columns, 2)
            spec.options.columns = columns
            let fixed = spec.container.length(across: spec.options.axis)
            spec.options.spacing = (fixed / Double(columns - 1)).rounded(.up) + random.pick([1, 10, 1000])
            return ("options.spacing", "options.spacing = \(spec.options.spacing) with \(columns) columns in \(fixed)")
        }
    }
}

extension InvalidInputFault where Definition == GridDefinition {
    /// Insets wider than the container across the scroll axis.
    static var insetsOverflow: InvalidInputFault {
        InvalidInputFault("insets-overflow", expecting: .negativeItemLength) { spec, random, _ in
            let inset = (spec.container.length(across: spec.options.axis) + random.pick([1, 10, 1000])).rounded(.up)
            if spec.options.axis == .vertical { spec.options.insets.left = inset } else { spec.options.insets.top = inset }
            return ("options.insets", "a leading inset of \(inset) across a container of \(spec.container.length(across: spec.options.axis))")
        }
    }

    /// A new last section holding a square of more than `GridLayout.maximumSpanCells` cells:
    /// 2048 columns and an item spanning them all.
    static var spanCells: InvalidInputFault {
        InvalidInputFault("span-cells", expecting: .invalidSpan) { spec, _, _ in
            spec.options.columns = 2048
            spec.options.spacing = 0
            spec.options.insets = .zero
            spec.items.appendSection([ItemSet.Item(span: 2048)])
            let field = "sections[\(spec.items.sectionCount - 1)].items[0].span"
            return (field, "\(field) = 2048 in 2048 columns (\(2048 * 2048) cells)")
        }
    }
}

extension GridDefinition: ReferenceWorkEstimating {
    /// `gridGeometry`'s reference walks the seed's cells: about `GridLayout.cellWalkSteps(_:)`.
    package func referenceWork(items: ItemSet, options: GridLayout) -> Int {
        options.cellWalkSteps(items)
    }

    /// `gridGeometry`'s.
    package var referenceModel: String { "the reference model of gridGeometry (a walk over cells)" }
}
