import TesseraCheck

/// What a row measures, as row names and reports know it: the layout's name and the input's
/// size — a layout's benchmark input, or a result read from a file (`--result`).
struct BenchmarkSubject: Hashable, Sendable {
    /// The layout's name in row names (for a result file, its name without `.json`).
    var layout: String
    /// Items (for a result file, elements).
    var size: Int

    /// The subject of `spec`.
    init(_ spec: LayoutSpec<some LayoutDefinition>) {
        layout = spec.layout.name
        size = spec.items.itemCount
    }

    /// A subject named `layout` of `size`.
    init(layout: String, size: Int) {
        self.layout = layout
        self.size = size
    }
}
