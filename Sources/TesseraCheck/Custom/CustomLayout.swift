import TesseraCore

/// A layout Tessera did not write, made testable from closures: the `LayoutDefinition` a
/// user builds instead of conforming a type of their own.
///
/// It is tested by the same machinery as Tessera's layouts — generated cases of every
/// profile, every built-in invariant (`InvariantChecker`), shrinking, replay, regression
/// files, the benchmark — plus whatever it adds:
///
/// ```swift
/// let flow = CustomLayout(
///     name: "flow", defaultOptions: FlowOptions(),
///     drawOptions: { draw, container in FlowOptions(interitemSpacing: draw.spacingValue(), …) },
///     shrinkOptions: { options in options.simpler },
///     invariants: [.interitemSpacing],
///     expectations: { expectations, spec in expectations.fixedLength = spec.container.width }
/// ) { options in FlowLayout(options) }
/// ```
///
/// - The **engine** is any `CollectionLayout` built from the options (`makeLayout`), a fixed
///   layout (`init(name:layout:)`) or a function of the items and the container
///   (`init(name:layOut:)`).
/// - **Options** are `Codable`, so they appear in counterexample JSON (`"options"`) and read
///   back for replay, through `CodableOptions`; a layout without options uses `NoOptions`.
///   `drawOptions` draws them for each case, so the configuration space is fuzzed too;
///   `shrinkOptions` proposes simpler ones when a case fails (the items and the container
///   shrink without it).
/// - **Checks**: every built-in invariant applies except those in `inapplicable` (a carousel
///   that overlaps on purpose declares `.noOverlap`); `invariants` adds the layout's own
///   rules; `expectations` adds what the layout promises (insets, the width it fills, headers).
///
/// A real layout reads more than a width and a height; set what it reads:
/// - `sectionOptions`: per-section options (insets, spacing, header and footer modes) kept in
///   the options, drawn per section, shrunk and removed with their sections, written into
///   each section's JSON object (`CustomSectionOptions`);
/// - `itemPayloadCoding`: a per-item payload of the layout's own `Codable` type (a width mode,
///   a kind tag), drawn by `drawItem`, carried through batch updates and shrinking, written as
///   each item's `"payload"` (`CodablePayload.coding(_:)`);
/// - `overlapRules`: decoration and supplementary kinds that overlap by design (a section
///   background under its cells);
/// - `incrementalLayout`: the engine's own `IncrementalLayout`, held to a layout from scratch
///   by the `incrementalUpdate` invariant (`Campaign.updates`, `PropertyCheck.updates`);
/// - `benchmarkOptions`: the options the benchmark lays out with, when not the defaults.
///
/// An engine that conforms to `QueryingLayout` has its own `layoutAttributesForElements(in:)`
/// checked against the linear filter on every case and timed by the benchmark.
///
/// For anything else — JSON written by hand — conform a type to `LayoutDefinition` directly;
/// `CustomLayout` is one such conformer.
public struct CustomLayout<Options: Codable & Hashable & Sendable>: LayoutDefinition {
    /// The interchange name: the spec JSON's `"layout"`, row names in benchmarks.
    public var name: String
    /// `standard`, or the name of another implementation of the same layout (a candidate
    /// rewrite, a planted defect) so that reports and regression entries tell them apart.
    public var implementation: String
    /// The options a spec gets when it names none; also what `drawOptions` returns unless set.
    public var defaultOptions: Options
    /// Builds the engine from the options.
    public var makeEngine: @Sendable (Options) -> any CollectionLayout
    /// Draws the options of one generated case from the case's random source and profile,
    /// for its container (drawn first, so that insets or column counts can fit it). Draw only
    /// valid options: invalid ones belong in `invalidInputs`.
    public var drawOptions: @Sendable (inout SpecDraw, _ container: Size) -> Options
    /// Draws one item; `nil` draws widths and heights (the fields in `itemFields`) with the
    /// profile's `itemLength()`.
    public var drawItem: (@Sendable (inout SpecDraw) -> ItemSet.Item)?
    /// Simpler variants of failing options, as groups (see `LayoutDefinition.optionShrinks`):
    /// within a group simplest first; the shrinker keeps the first that still fails.
    public var shrinkOptions: @Sendable (Options) -> [[Options]]
    /// The layout's own invariants, checked with the built-in ones.
    public var invariants: [CustomInvariant<Options>]
    /// Built-in invariants that do not hold for this layout by design; never checked.
    public var inapplicable: Set<Invariant>
    /// Adds what the layout promises about a spec's result to the expectations, which arrive
    /// holding the items, `tolerance`, `tolerances`, `displayScale` and `inapplicable`.
    public var expectations: @Sendable (inout LayoutExpectations, LayoutSpec<CustomLayout>) -> Void
    /// Frames may overlap or leave the bounds by this many points (0: exact), at any scale;
    /// `tolerances` is the finer rule.
    public var tolerance: Double
    /// Which violations pass, per invariant and class: by default `userLayout` — rounding
    /// noise and anything smaller than half a device pixel pass, half a device pixel or more
    /// fails. `.exact` holds the layout to the ulp, as Tessera's own engines are.
    public var tolerances = ViolationTolerances.userLayout
    /// Device pixels per point of the screen the layout ships on (1, 2 or 3; 3 by default):
    /// what violations are classified at and `tolerances` count device pixels in. A layout
    /// whose options carry the scale sets `LayoutExpectations.displayScale` from them in
    /// `expectations`.
    public var displayScale = 3.0
    /// `options` with every length multiplied by a factor, for the `scaling` relation;
    /// `nil` (the default) when the layout does not promise that doubling every length
    /// doubles every frame.
    public var scaleOptions: (@Sendable (Options, Double) -> Options?)?
    /// Further metamorphic relations the layout obeys.
    public var relations: [MetamorphicRelation<CustomLayout>]
    /// Invalid inputs the layout promises to reject with a typed `LayoutError` (e.g.
    /// `InvalidInputFault.containerFaults`); none by default.
    public var invalidInputs: [InvalidInputFault<CustomLayout>]
    /// The item fields the layout reads: what the generator draws and invalid inputs corrupt.
    public var itemFields: ItemSet.Fields
    /// The names the spec's `"options"` object may hold (`CodableOptions.memberNames` of the
    /// defaults, less the member holding `sectionOptions`); add a key here when a custom
    /// `CodingKeys` renames an optional property.
    public var optionNames: [String]
    /// Per-section options kept in the options (see `CustomSectionOptions`); `nil` (the
    /// default) for a layout whose options are all layout-wide.
    public var sectionOptions: CustomSectionOptions<Options>? {
        didSet {
            let member = sectionOptions?.optionsMember(of: defaultOptions)
            sectionOptionsMember = member
            optionNames = CodableOptions.memberNames(defaultOptions).filter { $0 != member }
        }
    }
    /// The member of the options' encoding that `sectionOptions` writes into the section
    /// objects instead.
    private var sectionOptionsMember: String?
    /// How the items' payloads read and write as JSON (`CodablePayload.coding(MyPayload.self)`);
    /// `nil` (the default) for a layout that reads no payload. Draw payloads in `drawItem`.
    public var itemPayloadCoding: ItemPayloadCoding?
    /// Element kinds that overlap by design (a section background under its section's cells);
    /// `noOverlap` reports every other overlap. None by default.
    public var overlapRules: OverlapRules
    /// The engine's own incremental updates, built from the options; `nil` (the default) lays
    /// everything out again on each update (`FullRelayout`). Either way the
    /// `incrementalUpdate` invariant holds every update to the layout from scratch.
    public var incrementalLayout: (@Sendable (Options) -> any IncrementalLayout)?
    /// The options `tessera-bench`-style benchmarks lay out with (`benchmarkSpec`), when not
    /// `defaultOptions`: typically the configuration the app ships.
    public var benchmarkOptions: Options?

    /// A layout named `name` whose engine `makeLayout` builds from its options; every other
    /// part has the default described on its property.
    public init(
        name: String, defaultOptions: Options, implementation: String = "standard",
        drawOptions: (@Sendable (inout SpecDraw, _ container: Size) -> Options)? = nil,
        drawItem: (@Sendable (inout SpecDraw) -> ItemSet.Item)? = nil,
        shrinkOptions: @escaping @Sendable (Options) -> [[Options]] = { _ in [] },
        invariants: [CustomInvariant<Options>] = [], inapplicable: Set<Invariant> = [],
        expectations: @escaping @Sendable (inout LayoutExpectations, LayoutSpec<CustomLayout>) -> Void = { _, _ in },
        tolerance: Double = 0, itemFields: ItemSet.Fields = [.width, .height],
        makeLayout: @escaping @Sendable (Options) -> any CollectionLayout
    ) {
        self.name = name
        self.implementation = implementation
        self.defaultOptions = defaultOptions
        makeEngine = makeLayout
        self.drawOptions = drawOptions ?? { _, _ in defaultOptions }
        self.drawItem = drawItem
        self.shrinkOptions = shrinkOptions
        self.invariants = invariants
        self.inapplicable = inapplicable
        self.expectations = expectations
        self.tolerance = tolerance
        scaleOptions = nil
        relations = []
        invalidInputs = []
        self.itemFields = itemFields
        optionNames = CodableOptions.memberNames(defaultOptions)
        overlapRules = OverlapRules()
    }

    /// This layout with its engine replaced by `makeLayout`, reported as `implementation`:
    /// a candidate rewrite, or a planted defect the harness must catch.
    public func replacingEngine(
        implementation: String, _ makeLayout: @escaping @Sendable (Options) -> any CollectionLayout
    ) -> CustomLayout {
        var variant = self
        variant.implementation = implementation
        variant.makeEngine = makeLayout
        return variant
    }

    // MARK: LayoutDefinition

    /// `makeEngine(options)`.
    public func makeLayout(_ options: Options) -> any CollectionLayout { makeEngine(options) }

    /// Reads the `"options"` object through `CodableOptions` over `defaultOptions`, then each
    /// section object's options (`sectionOptions`).
    public func readOptions(_ options: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> Options {
        var read = try CodableOptions.read(options, defaults: defaultOptions)
        try sectionOptions?.read(into: &read, from: sections)
        return read
    }

    /// The encoded members that differ from `defaultOptions`' (the per-section options are
    /// written into the sections).
    public func optionMembers(_ options: Options) -> [(key: String, value: JSONValue)] {
        let members = CodableOptions.members(options, defaults: defaultOptions)
        guard let sectionOptionsMember else { return members }
        return members.filter { $0.key != sectionOptionsMember }
    }

    /// The members of `sectionOptions`' encoding.
    public var sectionOptionNames: [String] { sectionOptions?.memberNames ?? [] }

    /// Section `section`'s options that differ from the default section's.
    public func sectionOptionMembers(_ options: Options, section: Int) -> [(key: String, value: JSONValue)] {
        sectionOptions?.members(options, section: section) ?? []
    }

    /// `options` with the per-section options of `removed` deleted.
    public func options(_ options: Options, removingSections removed: Range<Int>) -> Options {
        sectionOptions?.options(options, removingSections: removed) ?? options
    }

    /// `incrementalLayout(options)`; otherwise the engine itself when it is an
    /// `IncrementalLayout` (a hosted UIKit layout), or the engine laying everything out again.
    public func makeIncrementalLayout(_ options: Options) -> any IncrementalLayout {
        if let incremental = incrementalLayout?(options) { return incremental }
        let engine = makeLayout(options)
        return engine as? any IncrementalLayout ?? FullRelayout(engine)
    }

    /// The items, `tolerance`, `tolerances`, `displayScale`, `inapplicable`, `overlapRules`,
    /// then `expectations`' additions.
    public func expectations(for spec: LayoutSpec<CustomLayout>) -> LayoutExpectations {
        var expected = LayoutExpectations(tolerance: tolerance)
        expected.tolerances = tolerances
        expected.displayScale = displayScale
        expected.items = spec.items
        expected.inapplicable = inapplicable
        expected.overlapRules = overlapRules
        self.expectations(&expected, spec)
        return expected
    }

    /// `tolerance`.
    public var defaultTolerance: Double { tolerance }

    /// The invariants of `invariants`.
    public var layoutInvariants: [Invariant] { invariants.map(\.invariant) }

    /// The invariants of `invariants` whose rule plays the spec's updates (`playsUpdates`).
    public var updatePlayingInvariants: Set<Invariant> { Set(invariants.filter(\.playsUpdates).map(\.invariant)) }

    /// The violations of the selected custom invariants, at most `limit` each.
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<CustomLayout>, checking selected: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        invariants.filter { selected.contains($0.invariant) }.flatMap { $0.check(result, spec, limit: limit) }
    }

    /// What each invariant's `plant` breaks in `result`.
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<CustomLayout>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        invariants.compactMap { rule in
            guard let plant = rule.plant, let planted = plant(result, spec, &random) else { return nil }
            return PlantedViolation(rule.invariant, "the result with \(rule.invariant.rawValue) broken by its plant", .result(planted))
        }
    }

    /// `scaling` when `scaleOptions` is set, then `relations`.
    public var metamorphicRelations: [MetamorphicRelation<CustomLayout>] {
        (scaleOptions == nil ? [] : [.scaling]) + relations
    }

    /// `scaleOptions(options, factor)`, or `nil`.
    public func scale(_ options: Options, by factor: Double) -> Options? { scaleOptions?(options, factor) }

    /// A container of the profile, `drawOptions`, then the profile's sections of items made
    /// by `drawItem` (or with `itemFields` drawn), then each section's options.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<CustomLayout> {
        let container = Size(width: draw.containerWidth(), height: draw.containerHeight())
        var options = drawOptions(&draw, container)
        let items = drawItem.map { drawItem in draw.items { drawItem(&$0) } } ?? draw.items(fields: itemFields)
        sectionOptions?.draw(&draw, container: container, into: &options, sectionCount: items.sectionCount)
        return LayoutSpec(layout: self, container: container, options: options, items: items)
    }

    /// `drawOptions` for a container of the profile, drawn first.
    public func generateOptions(_ draw: inout SpecDraw) -> Options {
        let container = Size(width: draw.containerWidth(), height: draw.containerHeight())
        return drawOptions(&draw, container)
    }

    /// `invalidInputs`.
    public var invalidInputFaults: [InvalidInputFault<CustomLayout>] { invalidInputs }

    /// `shrinkOptions` of the spec's options, then each section's options back to the default
    /// and simpler (`sectionOptions`), as specs.
    public func optionShrinks(of spec: LayoutSpec<CustomLayout>) -> [[LayoutSpec<CustomLayout>]] {
        let groups = shrinkOptions(spec.options) + (sectionOptions?.shrinks(of: spec.options) ?? [])
        return groups.map { group in group.filter { $0 != spec.options }.map { options in spec.withOptions { $0 = options } } }
    }

    /// `itemCount` items in sections of 1000 in a phone-sized container, with
    /// `benchmarkOptions` (else the defaults): items made by `drawItem` from a fixed seed of
    /// the `phone` profile when it is set (payloads included), else the default's; each
    /// section's options drawn when the layout has them.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<CustomLayout> {
        var draw = SpecDraw(profile: .phone, random: Xoshiro256StarStar(seed: 0x7465_7373_6572_61))
        var spec: LayoutSpec<CustomLayout>
        if let drawItem {
            let items = BenchmarkItems.sections(itemCount, perSection: 1000) { _ in drawItem(&draw) }
            spec = LayoutSpec(layout: self, container: BenchmarkItems.container, options: defaultOptions, items: items)
        } else {
            spec = defaultBenchmarkSpec(itemCount: itemCount)
        }
        spec.options = benchmarkOptions ?? defaultOptions
        sectionOptions?.draw(&draw, container: spec.container, into: &spec.options, sectionCount: spec.items.sectionCount)
        return spec
    }
}

extension CustomLayout where Options == NoOptions {
    /// A layout without options whose engine is `layout`.
    public init(name: String, layout: some CollectionLayout) {
        self.init(name: name, defaultOptions: NoOptions()) { _ in layout }
    }

    /// A layout without options computed by `layOut` from the items and the container.
    /// `layOut` must be a pure function, must not trap, and should throw `LayoutError` on bad
    /// input.
    public init(name: String, layOut: @escaping @Sendable (ItemSet, Size) throws(LayoutError) -> LayoutResult) {
        self.init(name: name, layout: LayoutFunction(body: layOut))
    }
}

/// The options of a layout that has none: encodes as `{}`.
public struct NoOptions: Codable, Hashable, Sendable {
    /// No options.
    public init() {}
}

/// A `CollectionLayout` that is a function.
struct LayoutFunction: CollectionLayout {
    let body: @Sendable (ItemSet, Size) throws(LayoutError) -> LayoutResult

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try body(items, container)
    }
}
