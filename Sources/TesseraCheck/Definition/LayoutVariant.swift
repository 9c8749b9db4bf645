import TesseraCore

/// Another implementation of an existing layout: the same options, JSON, generator,
/// expectations, relations and shrinkers as `base`, with a different engine.
///
/// Use it to check a candidate rewrite or a port against a layout's definition
/// (`LayoutVariant(.waterfall, implementation: "v2") { MyWaterfall($0) }`), or to plant a
/// defect and prove the harness catches it. Its specs carry the base layout's name, so its
/// counterexamples read back with the base definition; reports and regression entries name
/// the `implementation`.
public struct LayoutVariant<Base: LayoutDefinition>: LayoutDefinition {
    /// The layout this is a variant of.
    public let base: Base
    /// The variant's name in reports and regression entries.
    public let implementation: String
    private let engine: @Sendable (Base.Options) -> any CollectionLayout
    private let incrementalEngine: (@Sendable (Base.Options) -> any IncrementalLayout)?

    /// A variant of `base` called `implementation`, whose engine `makeLayout` builds; its
    /// updates lay everything out again (`FullRelayout`).
    public init(_ base: Base, implementation: String, makeLayout: @escaping @Sendable (Base.Options) -> any CollectionLayout) {
        self.base = base
        self.implementation = implementation
        engine = makeLayout
        incrementalEngine = nil
    }

    /// A variant of `base` called `implementation`, whose incremental engine
    /// `makeIncrementalLayout` builds — it lays out from scratch too — e.g. a rewrite of a
    /// layout's updates, checked by the `incrementalUpdate` invariant.
    public init(
        _ base: Base, implementation: String, makeIncrementalLayout: @escaping @Sendable (Base.Options) -> any IncrementalLayout
    ) {
        self.base = base
        self.implementation = implementation
        engine = makeIncrementalLayout
        incrementalEngine = makeIncrementalLayout
    }

    /// The base layout's name.
    public var name: String { base.name }
    /// The base layout's defaults.
    public var defaultOptions: Base.Options { base.defaultOptions }
    /// The variant's engine.
    public func makeLayout(_ options: Base.Options) -> any CollectionLayout { engine(options) }
    /// The variant's incremental engine, or its engine laying everything out again.
    public func makeIncrementalLayout(_ options: Base.Options) -> any IncrementalLayout {
        incrementalEngine?(options) ?? FullRelayout(engine(options))
    }

    public var optionNames: [String] { base.optionNames }
    public var sectionOptionNames: [String] { base.sectionOptionNames }
    public func readOptions(_ options: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> Base.Options {
        try base.readOptions(options, sections: sections)
    }
    public func optionMembers(_ options: Base.Options) -> [(key: String, value: JSONValue)] { base.optionMembers(options) }
    public func sectionOptionMembers(_ options: Base.Options, section: Int) -> [(key: String, value: JSONValue)] {
        base.sectionOptionMembers(options, section: section)
    }
    public func expectations(for spec: LayoutSpec<LayoutVariant>) -> LayoutExpectations {
        base.expectations(for: spec.on(base))
    }
    public var defaultTolerance: Double { base.defaultTolerance }
    public var layoutInvariants: [Invariant] { base.layoutInvariants }
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<LayoutVariant>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        base.layoutViolations(of: result, for: spec.on(base), checking: invariants, limit: limit)
    }
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<LayoutVariant>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        base.plantedViolations(in: result, for: spec.on(base), using: &random)
    }
    public var metamorphicRelations: [MetamorphicRelation<LayoutVariant>] {
        let variant = self
        return base.metamorphicRelations.map { relation in
            MetamorphicRelation(
                invariant: relation.invariant, transform: { spec in relation.transform(spec.on(variant.base))?.on(variant) },
                expectedFrame: relation.expectedFrame
            )
        }
    }
    public func scale(_ options: Base.Options, by factor: Double) -> Base.Options? { base.scale(options, by: factor) }
    public var itemFields: ItemSet.Fields { base.itemFields }
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<LayoutVariant> { base.generateSpec(&draw).on(self) }
    public func generateOptions(_ draw: inout SpecDraw) -> Base.Options { base.generateOptions(&draw) }
    public var invalidInputFaults: [InvalidInputFault<LayoutVariant>] {
        let variant = self
        return base.invalidInputFaults.map { fault in
            InvalidInputFault(fault.name, expecting: fault.expectedCase, applies: { fault.applies($0.on(variant.base)) }) {
                spec, random, bad in
                var onBase = spec.on(variant.base)
                let planted = fault.plant(&onBase, &random, bad)
                spec = onBase.on(variant)
                return planted
            }
        }
    }
    public func optionShrinks(of spec: LayoutSpec<LayoutVariant>) -> [[LayoutSpec<LayoutVariant>]] {
        base.optionShrinks(of: spec.on(base)).map { group in group.map { $0.on(self) } }
    }
    public func options(_ options: Base.Options, removingSections removed: Range<Int>) -> Base.Options {
        base.options(options, removingSections: removed)
    }
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<LayoutVariant> { base.benchmarkSpec(itemCount: itemCount).on(self) }
}

extension LayoutSpec {
    /// The same problem for another definition with the same options type (a variant and its
    /// base).
    public func on<Other: LayoutDefinition>(_ layout: Other) -> LayoutSpec<Other> where Other.Options == Definition.Options {
        LayoutSpec<Other>(layout: layout, container: container, options: options, items: items, updates: updates)
    }
}
