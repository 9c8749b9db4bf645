import TesseraCore

/// Everything Tessera knows about one layout, in one place: how to build the engine from
/// options, how the options read and write as interchange JSON, what the layout's results
/// must satisfy, how to draw and shrink its options, which metamorphic relations it obeys and
/// what the benchmark lays out and holds it to.
///
/// This is the extension point of the harness. The CLI, property campaigns, the checker, the
/// shrinker and the benchmark consult a layout only through its definition, so adding a
/// layout — one of Tessera's or a user's — is one conforming type (plus an entry in a
/// `LayoutCatalog` to make it reachable by name); nothing else switches on layout names.
///
/// Only `name`, `defaultOptions` and `makeLayout(_:)` are required. Every other requirement
/// has a default that is right for a layout with no options of its own: no JSON options, the
/// checks a bare result supports, items drawn with the fields in `itemFields`, no invalid
/// inputs, no option shrinking and only the `scaling` relation when `scale(_:by:)` says how.
///
/// Conformers are small value types (Tessera's own are empty structs); `name` must be unique
/// within a catalog and is the `"layout"` of the spec JSON.
public protocol LayoutDefinition: Sendable {
    /// The layout's options: everything a spec carries besides the container and the items.
    /// Tessera's engines use the engine struct itself, so the defaults live in its `init`.
    associatedtype Options: Hashable & Sendable

    /// The interchange name, e.g. `grid`: the spec JSON's `"layout"`, `--layout NAME`, row names.
    var name: String { get }

    /// Which implementation of the layout this definition runs: `standard`, or the name of a
    /// variant (a mutant, a candidate rewrite) that shares this layout's options and checks.
    /// Regression-file entries are replayed only for the implementation that recorded them.
    var implementation: String { get }

    /// The options a spec gets when it names none.
    var defaultOptions: Options { get }

    /// The engine configured with `options`. Laying out must be a pure function of the items
    /// and the container, must never trap, and should throw `LayoutError` on bad input.
    func makeLayout(_ options: Options) -> any CollectionLayout

    /// The engine configured with `options` as an `IncrementalLayout`, which a
    /// `LayoutSession` keeps up to date as batch updates arrive. It must lay out exactly as
    /// `makeLayout(options)` does, and its updates must equal that layout of the updated items
    /// (the `incrementalUpdate` invariant holds it to both). By default `FullRelayout`: every
    /// update lays everything out again.
    func makeIncrementalLayout(_ options: Options) -> any IncrementalLayout

    // MARK: Interchange

    /// The members of the spec JSON's `"options"` this layout reads, in the order they are
    /// written; any other member is an error naming its path.
    var optionNames: [String] { get }

    /// The members a section object may carry besides `"items"` (e.g. a waterfall's
    /// per-section `"columns"`).
    var sectionOptionNames: [String] { get }

    /// Reads the options from the spec's `"options"` object (`nil` when absent) and its
    /// section objects, whose members are already checked against `optionNames` and
    /// `sectionOptionNames`. Values are not range-checked here: the layout throws a
    /// `LayoutError` naming the same path, so both kinds of error read alike.
    func readOptions(_ options: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> Options

    /// The option members to write, in `optionNames` order, leaving out those at their
    /// defaults, so that `readOptions` reads them back to equal options.
    func optionMembers(_ options: Options) -> [(key: String, value: JSONValue)]

    /// The members to write into section `section`'s object before `"items"`.
    func sectionOptionMembers(_ options: Options, section: Int) -> [(key: String, value: JSONValue)]

    /// How the items' payloads (`ItemSet.Item.payload`: a width mode, a kind tag) read from and
    /// write to an item's `"payload"` member; `nil` (the default) for a layout that reads
    /// none, whose items may not carry one.
    var itemPayloadCoding: ItemPayloadCoding? { get }

    // MARK: Checking

    /// What `spec`'s result must satisfy beyond what any result must: insets, the length
    /// across the scroll axis, which supplementary elements exist, grid columns, which built-in
    /// invariants do not apply. The default knows only the items and `defaultTolerance`.
    func expectations(for spec: LayoutSpec<Self>) -> LayoutExpectations

    /// The overlap and bounds tolerance used unless the checker overrides it: 0 (exact) by
    /// default; Tessera's seed ports allow 1e-6, since their seeds compute `origin + size`.
    var defaultTolerance: Double { get }

    /// The layout's own invariants beyond the built-in ones (its reference semantics, a user's
    /// rule), so that `--invariants` and reports know their names.
    var layoutInvariants: [Invariant] { get }

    /// Those of `layoutInvariants` that play a spec's `updates` themselves (a hosted UIKit
    /// layout's batch updates: UIKit's count check, the answers after each update). The
    /// checker checks the layout's own invariants on the items after the last update; these
    /// it also checks on the spec as given — its first layout, with its updates. None by
    /// default.
    var updatePlayingInvariants: Set<Invariant> { get }

    /// The violations of the layout's own invariants by `result`, laid out from `spec`; at
    /// most `limit` per invariant. Called only with invariants the checker selected; a spec
    /// with `updates` only with `updatePlayingInvariants`, `result` being its first layout.
    func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<Self>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation]

    /// Violations of the layout's own invariants planted into `result`, laid out from `spec`,
    /// which passed them: each planted result is one the layout's own check must reject (an
    /// element moved by an ulp for a reference model). Campaigns require the checker to report
    /// every one, so that a weakened check of the layout's rules cannot pass unnoticed;
    /// `random` picks what to change. None by default.
    func plantedViolations(in result: LayoutResult, for spec: LayoutSpec<Self>, using random: inout Xoshiro256StarStar) -> [PlantedViolation]

    /// Transformations of a spec whose results must correspond frame for frame (scaling,
    /// transposition). The default has `scaling` when `scale(_:by:)` is implemented.
    var metamorphicRelations: [MetamorphicRelation<Self>] { get }

    /// `options` with every length multiplied by `factor` (counts, ratios and choices kept),
    /// for the `scaling` relation; `nil` when the layout does not scale (the default).
    func scale(_ options: Options, by factor: Double) -> Options?

    // MARK: Generation and shrinking

    /// The item fields the layout reads, which the generic generator draws and the generic
    /// invalid inputs corrupt; `[.width, .height]` by default.
    var itemFields: ItemSet.Fields { get }

    /// A random valid spec in the shape `draw` describes (its profile's containers, section
    /// shapes and item sizes). The default draws a container, sections of items with
    /// `itemFields`, and `generateOptions(_:)`.
    func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<Self>

    /// Random valid options for a generated spec; `defaultOptions` by default.
    func generateOptions(_ draw: inout SpecDraw) -> Options

    /// Faults the layout promises to reject with a typed `LayoutError`, planted one at a time
    /// into small valid specs by the campaign's invalid-input cases. None by default (a user's
    /// layout opts in); Tessera's engines list every option they validate.
    var invalidInputFaults: [InvalidInputFault<Self>] { get }

    /// Simpler variants of `spec`'s options for the shrinker, as groups: within a group the
    /// candidates go from simplest to least simple and the shrinker keeps the first that still
    /// fails, then moves to the next group. None by default.
    func optionShrinks(of spec: LayoutSpec<Self>) -> [[LayoutSpec<Self>]]

    /// `options` after sections `removed` are deleted from the items (per-section options of
    /// later sections move down with them); unchanged by default.
    func options(_ options: Options, removingSections removed: Range<Int>) -> Options

    // MARK: Benchmark

    /// The fixed, seeded input the benchmark lays out with `itemCount` items: exact counts,
    /// shaped like the profiles. The default draws phone-sized items with `itemFields`.
    func benchmarkSpec(itemCount: Int) -> LayoutSpec<Self>

    /// The performance targets of the layout's benchmark rows: after a run, each row a target
    /// names says in its note whether the run met it (`BenchmarkTarget`). None by default.
    var benchmarkTargets: [BenchmarkTarget] { get }

    /// The index rows the CI gate measures on the layout's benchmark result besides building
    /// and querying every index: its lookups by default (`BenchmarkQueryRows`).
    var benchmarkQueryRows: BenchmarkQueryRows { get }

    /// Configurations the CI gate lays out besides `benchmarkSpec`, `itemCount` items each: one
    /// per option family with a code path the benchmark input does not reach, so that each has
    /// a row (`BenchmarkVariant`). None by default.
    func benchmarkVariants(itemCount: Int) -> [BenchmarkVariant<Self>]
}
