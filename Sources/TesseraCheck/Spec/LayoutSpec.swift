import TesseraCore

/// A complete, replayable layout problem: which layout, its options, the container, the
/// items and the batch updates applied to them afterwards (`updates`, often none). This is the interchange "layout spec" (docs/CONTRACT.md) — what the CLI reads, what
/// the property campaigns generate and shrink, and what a counterexample is saved as.
///
/// The layout is a `LayoutDefinition` value, so a spec's options are that layout's own
/// options type: `LayoutSpec(layout: .grid, container: size, options: .init(columns: 3),
/// items: items)` is a `LayoutSpec<GridDefinition>` whose options are a `GridLayout`.
public struct LayoutSpec<Definition: LayoutDefinition>: Sendable {
    /// Which layout.
    public var layout: Definition
    /// The collection view's size.
    public var container: Size
    /// The layout's options.
    public var options: Definition.Options
    /// The items, by section, before any update.
    public var items: ItemSet
    /// Batch updates applied to `items` in order after the first layout, each through a
    /// `LayoutSession` (the spec JSON's `"updates"`); the spec's result is the layout of the
    /// items after the last.
    public var updates: [BatchUpdate]
    /// Steps between the incremental engine's checkpoints while the spec's updates are checked
    /// (`CheckpointSpacing`; the spec JSON's `"checkpointSpacing"`), or `nil` for the engine's
    /// own. Set by the shrinker only: a defect in resuming from a checkpoint past the first
    /// then shows with a few items instead of the engine's 64 to 256 steps.
    package var checkpointSpacing: Int?

    /// Creates a spec.
    public init(layout: Definition, container: Size, options: Definition.Options, items: ItemSet, updates: [BatchUpdate] = []) {
        self.layout = layout
        self.container = container
        self.options = options
        self.items = items
        self.updates = updates
    }

    /// Creates a spec with the layout's default options.
    public init(layout: Definition, container: Size, items: ItemSet) {
        self.init(layout: layout, container: container, options: layout.defaultOptions, items: items)
    }

    /// The engine configured with the spec's options.
    public func makeLayout() -> any CollectionLayout {
        layout.makeLayout(options)
    }

    /// Lays the spec's items — after its updates, if any — out with its layout, from
    /// scratch. Throws `invalidUpdate` naming `updates[k]…` for an update inconsistent with
    /// the items.
    public func run() throws(LayoutError) -> LayoutResult {
        let layout = makeLayout()
        guard !updates.isEmpty else { return try layout.layout(items, in: container) }
        return try layout.layout(try updatedItems(), in: container)
    }

    /// The same problem with `transform` applied to the options.
    public func withOptions(_ transform: (inout Definition.Options) -> Void) -> LayoutSpec {
        var spec = self
        transform(&spec.options)
        return spec
    }
}

extension LayoutSpec: Hashable {
    /// Specs are equal when they name the same layout and implementation and have equal
    /// containers (bit for bit, so `-0.0` and NaN containers compare as written), options,
    /// items, updates and checkpoint spacing.
    public static func == (lhs: LayoutSpec, rhs: LayoutSpec) -> Bool {
        lhs.layout.name == rhs.layout.name && lhs.layout.implementation == rhs.layout.implementation
            && lhs.container.width.bitPattern == rhs.container.width.bitPattern
            && lhs.container.height.bitPattern == rhs.container.height.bitPattern
            && lhs.options == rhs.options && lhs.items == rhs.items && lhs.updates == rhs.updates
            && lhs.checkpointSpacing == rhs.checkpointSpacing
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layout.name)
        hasher.combine(container.width.bitPattern)
        hasher.combine(container.height.bitPattern)
        hasher.combine(options)
        hasher.combine(items)
        hasher.combine(updates)
        hasher.combine(checkpointSpacing)
    }
}
