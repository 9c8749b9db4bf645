import TesseraCore
import TesseraLayouts

/// `WaterfallLayout` as the harness, the interchange and the benchmark see it — its one home.
/// Its options are the `WaterfallLayout` itself, read from `columns`, `padding`, `placement`,
/// `spacing`, `headerLength`, `footerLength` and each section's `columns`.
///
/// Checked exactly: each cell is its column cell inset by `padding` (so the content is the
/// union of the cells grown by `padding`), the width is the container's, headers and footers
/// exist exactly when their lengths are positive, shortest-column placement keeps columns
/// balanced (`waterfallBalance`), the documented rules (`waterfallPlacement`,
/// `waterfallStacking`), and frames scale.
public struct WaterfallDefinition: LayoutDefinition {
    /// The definition.
    public init() {}

    /// `waterfall`.
    public var name: String { "waterfall" }

    /// `WaterfallLayout()`: two columns, padding 6, shortest column, no spacing or supplements.
    public var defaultOptions: WaterfallLayout { WaterfallLayout() }

    /// The waterfall itself.
    public func makeLayout(_ options: WaterfallLayout) -> any CollectionLayout { options }

    /// The waterfall itself: it updates from the first change on.
    public func makeIncrementalLayout(_ options: WaterfallLayout) -> any IncrementalLayout { options }

    /// The waterfall options.
    public var optionNames: [String] { ["columns", "padding", "placement", "spacing", "headerLength", "footerLength"] }

    /// A section's own column count.
    public var sectionOptionNames: [String] { ["columns"] }

    /// Reads the options over the defaults, and each section's `columns`.
    public func readOptions(_ field: JSONField?, sections: JSONField.Elements) throws(InterchangeError) -> WaterfallLayout {
        var options = defaultOptions
        if let field {
            if let value = try field.member("columns")?.integer() { options.columns = value }
            if let value = try field.member("padding")?.double() { options.padding = value }
            if let value = try field.member("placement")?.choice(WaterfallLayout.Placement.self) { options.placement = value }
            if let value = try field.member("spacing")?.double() { options.spacing = value }
            if let value = try field.member("headerLength")?.double() { options.headerLength = value }
            if let value = try field.member("footerLength")?.double() { options.footerLength = value }
        }
        for (section, sectionField) in sections.enumerated() {
            if let columns = try sectionField.member("columns")?.integer() { options.sectionColumns[section] = columns }
        }
        return options
    }

    /// The options that differ from the defaults.
    public func optionMembers(_ options: WaterfallLayout) -> [(key: String, value: JSONValue)] {
        var members = OptionMembers(options, defaults: defaultOptions)
        members.integer("columns", \.columns)
        members.number("padding", \.padding)
        members.string("placement", \.placement)
        members.number("spacing", \.spacing)
        members.number("headerLength", \.headerLength)
        members.number("footerLength", \.footerLength)
        return members.members
    }

    /// `columns` of a section with its own count.
    public func sectionOptionMembers(_ options: WaterfallLayout, section: Int) -> [(key: String, value: JSONValue)] {
        options.sectionColumns[section].map { [("columns", .number(Double($0)))] } ?? []
    }

    /// Padded cells, the container's width, and headers and footers by their lengths.
    public func expectations(for spec: LayoutSpec<WaterfallDefinition>) -> LayoutExpectations {
        let options = spec.options
        var expectations = WaterfallShape.expectations(padding: options.padding, container: spec.container, items: spec.items)
        expectations.headers = options.headerLength > 0
        expectations.footers = options.footerLength > 0
        return expectations
    }

    /// `waterfallBalance`: shortest-column placement keeps the columns balanced (read from the
    /// result alone); `waterfallPlacement` and `waterfallStacking`: the documented rules,
    /// applied in order.
    public var layoutInvariants: [Invariant] { [.waterfallBalance, .waterfallPlacement, .waterfallStacking] }

    /// The unbalanced columns of a shortest-column waterfall, and the differences between
    /// `result` and `WaterfallReference`.
    public func layoutViolations(
        of result: LayoutResult, for spec: LayoutSpec<WaterfallDefinition>, checking invariants: Set<Invariant>, limit: Int
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        if invariants.contains(.waterfallBalance), let columns = balancedColumns(spec.options) {
            found = result.waterfallBalanceViolations(items: spec.items, columns: columns, padding: spec.options.padding, limit: limit)
        }
        return found + WaterfallReference(waterfall: spec.options, width: spec.container.width)
            .violations(of: result, items: spec.items, checking: invariants, limit: limit)
    }

    /// A shortest-column section's first two cells swapped for `waterfallBalance`; two
    /// columns' cells swapped (or a cell moved by an ulp) for `waterfallPlacement`; a footer or
    /// header dropped — an empty section's first — or the content an ulp longer for
    /// `waterfallStacking`.
    public func plantedViolations(
        in result: LayoutResult, for spec: LayoutSpec<WaterfallDefinition>, using random: inout Xoshiro256StarStar
    ) -> [PlantedViolation] {
        let balance = balancedColumns(spec.options).flatMap {
            PlantedViolation.swappedFirstColumns(in: result, items: spec.items, columns: $0)
        }
        return [balance].compactMap { $0 }
            + WaterfallReference(waterfall: spec.options, width: spec.container.width).planted(in: result, items: spec.items, using: &random)
    }

    /// The column table the balance check judges, for shortest-column placement only (the
    /// other placements do not balance columns).
    private func balancedColumns(_ options: WaterfallLayout) -> WaterfallColumns? {
        options.placement == .shortestColumn ? WaterfallColumns(columns: options.columns, sectionColumns: options.sectionColumns) : nil
    }

    /// Padding, spacing and supplement lengths scaled.
    public func scale(_ options: WaterfallLayout, by factor: Double) -> WaterfallLayout? {
        var scaled = options
        guard let padding = ScaledLength.of(options.padding, by: factor), let spacing = ScaledLength.of(options.spacing, by: factor),
              let header = ScaledLength.of(options.headerLength, by: factor),
              let footer = ScaledLength.of(options.footerLength, by: factor) else { return nil }
        scaled.padding = padding
        scaled.spacing = spacing
        scaled.headerLength = header
        scaled.footerLength = footer
        return scaled
    }

    /// Heights and spans.
    public var itemFields: ItemSet.Fields { [.height, .span] }

    /// A waterfall of the profile: columns (some sections their own), padding and spacing
    /// that fit, a placement, supplements, heights and spans.
    public func generateSpec(_ draw: inout SpecDraw) -> LayoutSpec<WaterfallDefinition> {
        let drawn = WaterfallShape.generate(&draw, drawsSpans: true)
        var options = defaultOptions
        options.columns = drawn.columns
        options.sectionColumns = drawn.sectionColumns
        options.padding = drawn.padding
        options.spacing = drawn.spacing
        options.placement = drawn.placement
        options.headerLength = drawn.headerLength
        options.footerLength = drawn.footerLength
        return LayoutSpec(layout: self, container: drawn.container, options: options, items: drawn.items)
    }

    /// Bad container lengths, columns, padding, spacing, supplement lengths, padding or spacing
    /// that leaves no room, section columns, too many columns for the items, lengths and
    /// heights that overflow the content, and heights.
    public var invalidInputFaults: [InvalidInputFault<WaterfallDefinition>] {
        InvalidInputFault.containerFaults + [
            .count("columns") { $0.columns = $1 },
            .option("padding") { $0.padding = $1 }, .option("spacing") { $0.spacing = $1 },
            .option("headerLength") { $0.headerLength = $1 }, .option("footerLength") { $0.footerLength = $1 },
            .paddingOverflow, .columnSpacingOverflow, .sectionColumns, .columnWork, .heightOverflow,
            .contentOverflow("headerLength") { $0.headerLength = $1 },
            .contentOverflow("footerLength") { $0.footerLength = $1 },
        ] + InvalidInputFault.itemFaults(.height)
    }

    /// Columns, each section's own columns, then spacing, supplements and padding.
    public func optionShrinks(of spec: LayoutSpec<WaterfallDefinition>) -> [[LayoutSpec<WaterfallDefinition>]] {
        var groups = [spec.shrinkingCount(\.columns)]
        for section in spec.options.sectionColumns.keys.sorted() {
            groups.append([spec.withOptions { $0.sectionColumns[section] = nil }])
        }
        groups.append(spec.shrinkingLength(\.spacing))
        groups.append(spec.shrinkingLength(\.headerLength))
        groups.append(spec.shrinkingLength(\.footerLength))
        groups.append(spec.shrinkingLength(\.padding))
        return groups
    }

    /// Per-section columns of later sections move down.
    public func options(_ options: WaterfallLayout, removingSections removed: Range<Int>) -> WaterfallLayout {
        var options = options
        var columns: [Int: Int] = [:]
        for (section, count) in options.sectionColumns where !removed.contains(section) {
            columns[section >= removed.upperBound ? section - removed.count : section] = count
        }
        options.sectionColumns = columns
        return options
    }

    /// 3 columns, one section of heights 40…200.
    public func benchmarkSpec(itemCount: Int) -> LayoutSpec<WaterfallDefinition> {
        var options = defaultOptions
        options.columns = 3
        return LayoutSpec(
            layout: self, container: BenchmarkItems.container, options: options, items: WaterfallShape.benchmarkItems(itemCount)
        )
    }
}

extension LayoutDefinition where Self == WaterfallDefinition {
    /// `WaterfallLayout`'s definition.
    public static var waterfall: WaterfallDefinition { WaterfallDefinition() }
}

extension InvalidInputFault where Definition == WaterfallDefinition {
    /// Padding on both sides of every column that eats more than the whole width.
    static var paddingOverflow: InvalidInputFault {
        InvalidInputFault("padding-overflow", expecting: .negativeItemLength) { spec, random, _ in
            spec.options.sectionColumns = [:]
            let columns = spec.options.columns
            spec.options.padding = (spec.container.width / Double(2 * columns)).rounded(.up) + random.pick([1, 10, 1000])
            return ("options.padding", "options.padding = \(spec.options.padding) with \(columns) columns in \(spec.container.width)")
        }
    }

    /// Spacing between the columns that eats more than the whole width.
    static var columnSpacingOverflow: InvalidInputFault {
        InvalidInputFault("spacing-overflow", expecting: .negativeItemLength) { spec, random, _ in
            spec.options.sectionColumns = [:]
            let columns = max(spec.options.columns, 2)
            spec.options.columns = columns
            spec.options.spacing = (spec.container.width / Double(columns - 1)).rounded(.up) + random.pick([1, 10, 1000])
            return ("options.spacing", "options.spacing = \(spec.options.spacing) with \(columns) columns in \(spec.container.width)")
        }
    }

    /// A new last section of 70 spanning items in 2²⁰ columns of its own: more column work than
    /// `WaterfallLayout.maximumColumnWork`.
    static var columnWork: InvalidInputFault {
        InvalidInputFault("column-work", expecting: .invalidSectionOption) { spec, _, _ in
            spec.options.padding = 0
            spec.options.spacing = 0
            spec.items.appendSection(Array(repeating: ItemSet.Item(height: 1, span: 2), count: 70))
            let section = spec.items.sectionCount - 1
            spec.options.sectionColumns[section] = GridLayout.maximumColumns
            return ("sections[\(section)].columns", "sections[\(section)].columns = 2^20 with 70 spanning items")
        }
    }

    /// A new last section of one column holding two items of height 1e308, whose bottoms add
    /// up to infinity: the second item must be named.
    static var heightOverflow: InvalidInputFault {
        InvalidInputFault("height-overflow", expecting: .invalidItemLength) { spec, _, _ in
            spec.items.appendSection([ItemSet.Item(height: 1e308), ItemSet.Item(height: 1e308)])
            let section = spec.items.sectionCount - 1
            spec.options.sectionColumns[section] = 1
            return ("sections[\(section)].items[1].height", "two items of height 1e308 in one column")
        }
    }

    /// A new last section of one item whose own column count is 0, negative or above the maximum.
    static var sectionColumns: InvalidInputFault {
        InvalidInputFault("section-columns", expecting: .invalidSectionOption) { spec, random, _ in
            spec.items.appendSection([ItemSet.Item(height: 10)])
            let section = spec.items.sectionCount - 1
            let columns = random.pick([0, -2, 1 << 21])
            spec.options.sectionColumns[section] = columns
            return ("sections[\(section)].columns", "sections[\(section)].columns = \(columns)")
        }
    }
}
