import TesseraCore
import TesseraLayouts
import TesseraSeeds

/// The options `GridLayout` and its seed port `SeedGridLayout` share — the same names,
/// meanings and defaults — so their definitions read, write, draw, shrink and check them with
/// one implementation, and each adds only its own option (`packing`, `revision`).
protocol GridShapedOptions: Hashable, Sendable {
    var columns: Int { get set }
    var spacing: Double { get set }
    var axis: ScrollAxis { get set }
    var itemAspect: Double { get set }
    var headerLength: Double { get set }
    var insets: Insets { get set }
}

extension GridLayout: GridShapedOptions {}
extension SeedGridLayout: GridShapedOptions {}

/// The shared half of the grid definitions.
enum GridShape {
    /// The option names both grids read, in writing order.
    static let optionNames = ["columns", "spacing", "axis", "itemAspect", "headerLength", "insets"]

    static func read<Options: GridShapedOptions>(_ field: JSONField, into options: inout Options) throws(InterchangeError) {
        if let value = try field.member("columns")?.integer() { options.columns = value }
        if let value = try field.member("spacing")?.double() { options.spacing = value }
        if let value = try field.member("axis")?.choice(ScrollAxis.self) { options.axis = value }
        if let value = try field.member("itemAspect")?.double() { options.itemAspect = value }
        if let value = try field.member("headerLength")?.double() { options.headerLength = value }
        if let insetsField = try field.member("insets") {
            try insetsField.rejectUnknownMembers(known: ["top", "left", "bottom", "right"])
            options.insets = Insets(
                top: try insetsField.member("top")?.double() ?? 0,
                left: try insetsField.member("left")?.double() ?? 0,
                bottom: try insetsField.member("bottom")?.double() ?? 0,
                right: try insetsField.member("right")?.double() ?? 0
            )
        }
    }

    static func members<Options: GridShapedOptions>(_ options: Options, defaults: Options) -> [(key: String, value: JSONValue)] {
        var members = OptionMembers(options, defaults: defaults)
        members.integer("columns", \.columns)
        members.number("spacing", \.spacing)
        members.string("axis", \.axis)
        members.number("itemAspect", \.itemAspect)
        members.number("headerLength", \.headerLength)
        members.insets("insets", \.insets)
        return members.members
    }

    static func expectations<Options: GridShapedOptions>(
        _ options: Options, container: Size, items: ItemSet, tolerance: Double
    ) -> LayoutExpectations {
        var expectations = LayoutExpectations(tolerance: tolerance)
        expectations.items = items
        expectations.insets = options.insets
        expectations.fixedLength = container.length(across: options.axis)
        expectations.headers = options.headerLength > 0
        expectations.footers = false
        return expectations
    }

    /// The `spansFitGrid` violations of `result`, laid out from `spec`, when `invariants`
    /// selects it: at most `limit`.
    static func spanViolations<Definition: LayoutDefinition>(
        of result: LayoutResult, for spec: LayoutSpec<Definition>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] where Definition.Options: GridShapedOptions {
        guard invariants.contains(.spansFitGrid) else { return [] }
        return result.spanViolations(items: spec.items, columns: spec.options.columns, limit: limit)
    }

    /// The same grid scrolling along the other axis: axis flipped, container and insets
    /// transposed. Its result must be this spec's result transposed.
    static func transposed<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) -> LayoutSpec<Definition>
    where Definition.Options: GridShapedOptions {
        var spec = spec
        spec.options.axis = spec.options.axis == .vertical ? .horizontal : .vertical
        spec.container = Size(width: spec.container.height, height: spec.container.width)
        spec.options.insets = spec.options.insets.transposed
        return spec
    }

    static func scale<Options: GridShapedOptions>(_ options: Options, by factor: Double) -> Options? {
        var scaled = options
        // The aspect is not scaled, but multiplies lengths: it must keep them in range too.
        guard ScaledLength.scales(options.itemAspect), let spacing = ScaledLength.of(options.spacing, by: factor),
              let headerLength = ScaledLength.of(options.headerLength, by: factor),
              let insets = ScaledLength.of(options.insets, by: factor) else { return nil }
        scaled.spacing = spacing
        scaled.headerLength = headerLength
        scaled.insets = insets
        return scaled
    }

    /// Draws a grid spec exactly as the campaigns always have (so a seed names the same case):
    /// axis, columns, the fixed length, insets that fit, spacing, aspect, headers, packing
    /// (returned, for the definition that reads it), spans, then the other container length.
    static func generate<Definition: LayoutDefinition>(
        _ layout: Definition, _ draw: inout SpecDraw
    ) -> (spec: LayoutSpec<Definition>, sparse: Bool) where Definition.Options: GridShapedOptions {
        var options = layout.defaultOptions
        options.axis = draw.random.nextBool(probability: 0.25) ? .horizontal : .vertical
        let columns = draw.columnCount()
        options.columns = columns
        let fixed = draw.containerWidth()
        if draw.random.nextBool(probability: draw.insetProbability) {
            options.insets = draw.insets()
        }
        var available = fixed - options.insets.horizontal
        if available < 0 {
            options.insets = .zero
            available = fixed
        }
        options.spacing = draw.spacing(columns: columns, available: available)
        options.itemAspect = draw.random.pick([1, 1, 1, 0.75, 1.5, 0.5, 2, 4.0 / 3])
        if draw.random.nextBool(probability: draw.headerProbability) {
            options.headerLength = draw.supplementaryLength()
        }
        let sparse = draw.random.nextBool(probability: 0.25)
        var items = draw.items { draw in ItemSet.Item(span: draw.span(columns: columns)) }
        if draw.isAdversarial, !items.isEmpty, columns <= 64, draw.random.nextBool(probability: 0.3) {
            // One item wider than the grid, which the layout must clamp. (Not with hundreds of
            // columns: a clamped 500-span covers 500 × 500 grid cells, which only slows the
            // campaign down.)
            let path = draw.anyItem(of: items)
            items[path] = ItemSet.Item(span: columns + draw.random.nextInt(in: 1 ... 3))
        }
        let other = draw.containerHeight()
        let container = options.axis == .vertical ? Size(width: fixed, height: other) : Size(width: other, height: fixed)
        if options.axis == .horizontal {
            options.insets = options.insets.transposed
        }
        return (LayoutSpec(layout: layout, container: container, options: options, items: items), sparse)
    }

    /// Columns, then each length toward its default and round numbers, insets, then the
    /// vertical axis (the grid transposed).
    static func shrinks<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) -> [[LayoutSpec<Definition>]]
    where Definition.Options: GridShapedOptions {
        var groups: [[LayoutSpec<Definition>]] = [spec.shrinkingCount(\.columns)]
        groups.append(spec.shrinkingLength(\.spacing))
        groups.append(spec.shrinkingLength(\.headerLength))
        groups.append(spec.shrinkingLength(\.itemAspect, includingZero: false))
        groups += spec.shrinkingInsets(\.insets)
        if spec.options.axis == .horizontal {
            groups.append([transposed(spec)])
        }
        return groups
    }

    /// The common 1,000-item-section grid the benchmark lays out (4 columns, spacing 2, 44-point
    /// headers; spans 1, 2, 3 at 85/12/3 %), for the engine and its seed port alike.
    static func benchmarkSpec<Definition: LayoutDefinition>(_ layout: Definition, itemCount: Int) -> LayoutSpec<Definition>
    where Definition.Options: GridShapedOptions {
        var random = Xoshiro256StarStar(seed: 0x6772_6964)
        let items = BenchmarkItems.sections(itemCount, perSection: 1000) { _ in
            let roll = random.nextInt(in: 0 ... 99)
            return ItemSet.Item(span: roll < 85 ? 1 : roll < 97 ? 2 : 3)
        }
        var options = layout.defaultOptions
        options.columns = 4
        options.spacing = 2
        options.headerLength = 44
        return LayoutSpec(layout: layout, container: BenchmarkItems.container, options: options, items: items)
    }
}

extension Insets {
    /// The insets of the same content with x and y swapped.
    var transposed: Insets { Insets(top: left, left: top, bottom: right, right: bottom) }
}
