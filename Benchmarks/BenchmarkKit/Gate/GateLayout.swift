import TesseraCheck
import TesseraCore

/// A layout the gate measures: an engine configured as a catalog layout's benchmark input or
/// one of its `benchmarkVariants`, and its items.
struct GateLayout {
    /// The layout part of the row names, e.g. `waterfall` or `waterfall:round-robin`.
    var name: String
    var engine: any CollectionLayout
    var items: ItemSet
    var container: Size
    /// The index rows measured on its result besides building and querying every index;
    /// `nil` when only its `prepare` is measured.
    var queryRows: BenchmarkQueryRows?

    /// A catalog layout on its benchmark input of `itemCount` items, with the query rows its
    /// definition names.
    init<Definition: LayoutDefinition>(_ layout: Definition, itemCount: Int) {
        let spec = layout.benchmarkSpec(itemCount: itemCount)
        name = layout.name
        engine = spec.makeLayout()
        items = spec.items
        container = spec.container
        queryRows = layout.benchmarkQueryRows
    }

    /// One of a layout's variants: `LAYOUT:VARIANT`.
    init<Definition: LayoutDefinition>(_ variant: BenchmarkVariant<Definition>) {
        name = "\(variant.spec.layout.name):\(variant.name)"
        engine = variant.spec.makeLayout()
        items = variant.spec.items
        container = variant.spec.container
        queryRows = variant.queryRows
    }

    /// The variants `layout` defines at `itemCount` items each.
    static func variants<Definition: LayoutDefinition>(of layout: Definition, itemCount: Int) -> [GateLayout] {
        layout.benchmarkVariants(itemCount: itemCount).map(GateLayout.init)
    }

    /// The engine's result on the items, for the rows that query or check it.
    func result() throws(BenchmarkError) -> LayoutResult {
        do {
            return try engine.layout(items, in: container)
        } catch {
            throw .layoutFailed(layout: name, size: items.itemCount, error: "\(error)")
        }
    }
}
