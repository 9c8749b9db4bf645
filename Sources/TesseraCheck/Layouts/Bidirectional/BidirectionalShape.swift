import TesseraCore
import TesseraLayouts
import TesseraSeeds

/// The options `BidirectionalLayout` and its seed port share: spacing between the items of a
/// row and between rows.
protocol BidirectionalShapedOptions: Hashable, Sendable {
    var itemSpacing: Double { get set }
    var rowSpacing: Double { get set }
}

extension BidirectionalLayout: BidirectionalShapedOptions {}
extension SeedBidirectionalLayout: BidirectionalShapedOptions {}

/// The shared half of the bidirectional definitions: one implementation of their JSON, draws,
/// checks, shrinks and benchmark input.
enum BidirectionalShape {
    static let optionNames = ["itemSpacing", "rowSpacing"]

    static func read<Options: BidirectionalShapedOptions>(_ field: JSONField?, into options: inout Options) throws(InterchangeError) {
        if let value = try field?.member("itemSpacing")?.double() { options.itemSpacing = value }
        if let value = try field?.member("rowSpacing")?.double() { options.rowSpacing = value }
    }

    static func members<Options: BidirectionalShapedOptions>(_ options: Options, defaults: Options) -> [(key: String, value: JSONValue)] {
        var members = OptionMembers(options, defaults: defaults)
        members.number("itemSpacing", \.itemSpacing)
        members.number("rowSpacing", \.rowSpacing)
        return members.members
    }

    /// No insets, no supplementary elements, nothing fixed across (it scrolls both ways).
    static func expectations(items: ItemSet, tolerance: Double) -> LayoutExpectations {
        var expectations = LayoutExpectations(tolerance: tolerance)
        expectations.items = items
        expectations.insets = .zero
        expectations.headers = false
        expectations.footers = false
        return expectations
    }

    static func scale<Options: BidirectionalShapedOptions>(_ options: Options, by factor: Double) -> Options? {
        var scaled = options
        guard let item = ScaledLength.of(options.itemSpacing, by: factor),
              let row = ScaledLength.of(options.rowSpacing, by: factor) else { return nil }
        scaled.itemSpacing = item
        scaled.rowSpacing = row
        return scaled
    }

    /// Spacings (often 0), rows of items with their own widths and heights, sometimes one very
    /// tall or very wide item when adversarial — the draws the campaigns always made.
    static func generate<Definition: LayoutDefinition>(_ layout: Definition, _ draw: inout SpecDraw) -> LayoutSpec<Definition>
    where Definition.Options: BidirectionalShapedOptions {
        var options = layout.defaultOptions
        options.itemSpacing = draw.random.nextBool(probability: 0.3) ? 0 : draw.spacingValue()
        options.rowSpacing = draw.random.nextBool(probability: 0.3) ? 0 : draw.spacingValue()
        var items = draw.items { draw in
            let width = draw.itemLength()
            return ItemSet.Item(width: width, height: draw.itemLength())
        }
        if draw.isAdversarial, !items.isEmpty, draw.random.nextBool(probability: 0.3) {
            let path = draw.anyItem(of: items)
            items[path] = draw.random.nextBool() ? ItemSet.Item(width: 10, height: 1_000_000) : ItemSet.Item(width: 1_000_000, height: 10)
        }
        let width = draw.containerWidth()
        let container = Size(width: width, height: draw.containerHeight())
        return LayoutSpec(layout: layout, container: container, options: options, items: items)
    }

    static func shrinks<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>) -> [[LayoutSpec<Definition>]]
    where Definition.Options: BidirectionalShapedOptions {
        [spec.shrinkingLength(\.itemSpacing), spec.shrinkingLength(\.rowSpacing)]
    }

    /// √n rows of √n items, widths 60…160 and heights 40…80 (whole points), spacing 4 both ways.
    static func benchmarkSpec<Definition: LayoutDefinition>(_ layout: Definition, itemCount: Int) -> LayoutSpec<Definition>
    where Definition.Options: BidirectionalShapedOptions {
        var random = Xoshiro256StarStar(seed: 0x6269_6469)
        let perRow = max(1, Int(Double(itemCount).squareRoot().rounded()))
        let items = BenchmarkItems.sections(itemCount, perSection: perRow) { _ in
            ItemSet.Item(width: random.nextDouble(in: 60 ... 160).rounded(), height: random.nextDouble(in: 40 ... 80).rounded())
        }
        var options = layout.defaultOptions
        options.itemSpacing = 4
        options.rowSpacing = 4
        return LayoutSpec(layout: layout, container: BenchmarkItems.container, options: options, items: items)
    }
}
