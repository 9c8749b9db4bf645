import TesseraCore
import TesseraSeeds

/// `SeedGridLayout`, the faithful port of the grid seed, as the harness sees it. It reads the
/// grid options `GridLayout` reads (except `packing`: the seed always back-fills) and
/// `revision`, and is checked like the grid but with the seed-port tolerance, since the seed
/// computes frames as `origin + size`. It lists no invalid-input faults: the seed validates
/// almost nothing, which is one of its findings.
public struct SeedGridDefinition: LayoutDefinition {
    /// The definition.
    public init() {}

    /// `seed-grid`.
    public var name: String { "seed-grid" }

    /// `SeedGridLayout()`.
    public var defaultOptions: SeedGridLayout { SeedGridLayout() }

    /// The port itself.
    public func makeLayout(_ options: SeedGridLayout) -> any CollectionLayout { options }

    /// The grid options and `revision`.
    public var optionNames: [String] { GridShape.optionNames + ["revision"] }

    /// Reads the options over the defaults.
    public func readOptions(_ field: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> SeedGridLayout {
        var options = defaultOptions
        guard let field else { return options }
        try GridShape.read(field, into: &options)
        if let revision = try field.member("revision")?.choice(SeedGridLayout.Revision.self) { options.revision = revision }
        return options
    }

    /// The options that differ from the defaults.
    public func optionMembers(_ options: SeedGridLayout) -> [(key: String, value: JSONValue)] {
        var members = OptionMembers(options, defaults: defaultOptions)
        members.string("revision", \.revision)
        return GridShape.members(options, defaults: defaultOptions) + members.members
    }

    /// As the grid's, at the seed-port tolerance.
    public func expectations(for spec: LayoutSpec<SeedGridDefinition>) -> LayoutExpectations {
        GridShape.expectations(spec.options, container: spec.container, items: spec.items, tolerance: defaultTolerance)
    }

    /// 1e-6, the seed ports' tolerance: their seeds compute neighbours as `origin + size`.
    public var defaultTolerance: Double { SeedPorts.tolerance }

    /// `spansFitGrid`, as the grid's (the seed's own geometry is what the port is checked
    /// for, not the grid's).
    public var layoutInvariants: [Invariant] { [.spansFitGrid] }

    /// The spans that do not fit their columns.
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<SeedGridDefinition>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        GridShape.spanViolations(of: result, for: spec, checking: invariants, limit: limit)
    }

    /// A cell ending an ulp short of its column's edge.
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<SeedGridDefinition>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        [PlantedViolation.offColumnEdge(in: result, items: spec.items, columns: spec.options.columns, using: &random)].compactMap { $0 }
    }

    /// Transposition and scaling.
    public var metamorphicRelations: [MetamorphicRelation<SeedGridDefinition>] {
        [.transposition { GridShape.transposed($0) }, .scaling]
    }

    /// Spacing, header length and insets scaled.
    public func scale(_ options: SeedGridLayout, by factor: Double) -> SeedGridLayout? {
        GridShape.scale(options, by: factor)
    }

    /// Spans only.
    public var itemFields: ItemSet.Fields { .span }

    /// The grid's cases (the draw for `packing` is made and ignored, so both grids get the
    /// same cases from one seed).
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<SeedGridDefinition> {
        GridShape.generate(self, &draw).spec
    }

    /// The grid shrinks.
    public func optionShrinks(of spec: LayoutSpec<SeedGridDefinition>) -> [[LayoutSpec<SeedGridDefinition>]] {
        GridShape.shrinks(spec)
    }

    /// The grid's benchmark input, so the two compare like for like.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<SeedGridDefinition> {
        GridShape.benchmarkSpec(self, itemCount: itemCount)
    }
}

extension LayoutDefinition where Self == SeedGridDefinition {
    /// `SeedGridLayout`'s definition.
    public static var seedGrid: SeedGridDefinition { SeedGridDefinition() }
}

/// What the seed-port definitions share.
package enum SeedPorts {
    /// The overlap and bounds tolerance of the seed ports: they compute neighbours as
    /// `origin + size` and overlap by an ulp or so, which is a finding, not a crash.
    package static let tolerance = 1e-6
}

/// A definition of a faithful seed port: the benchmark times its seed's own session and
/// compares it with the engine that replaces it.
public protocol SeedPortDefinition: LayoutDefinition {
    /// The name of Tessera's engine for the same layout (the seed grid's is `grid`).
    var engineName: String { get }
}

extension SeedGridDefinition: SeedPortDefinition {
    /// `grid`.
    public var engineName: String { "grid" }
}

extension SeedPinterestDefinition: SeedPortDefinition {
    /// `waterfall`.
    public var engineName: String { "waterfall" }
}

extension SeedBidirectionalDefinition: SeedPortDefinition {
    /// `bidirectional`.
    public var engineName: String { "bidirectional" }
}
