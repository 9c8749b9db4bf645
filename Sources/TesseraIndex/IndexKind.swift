import TesseraCore

/// Every `RectIndex` Tessera implements, by its command-line name: what the CLI's
/// `--index NAME` / `--all-indexes` and the benchmark's `--indexes` enumerate.
///
/// Which to use (the measured times, cold and warm caches, are in README.md, "Measured
/// results", from `swift run -c release tessera-bench`):
/// - Layouts that scroll one way (grids, waterfalls): `interval-tree` — the fastest query of
///   them all there, cold and warm, about 2 bytes per element, built in O(n) when frames
///   arrive in scroll order. A scrolling view can query through an
///   `IntervalTreeIndex.ScrollCursor`, which resumes where the previous viewport started.
/// - Layouts that scroll both ways with wide rows (`BidirectionalLayout`): `page-table`, which
///   goes straight to the few pages a viewport covers where `packed-rtree` visits 16 children
///   per node. The price: a slower build and 6.5 bytes per element against 2.1; prefer
///   `packed-rtree` when the layout is rebuilt far more often than it is queried. The one-axis
///   indexes test every element of every row the viewport crosses there.
/// - `linear` is the baseline every index is checked against; `sorted-search` and
///   `block-union` are the approaches of MagazineLayout and CHTCollectionViewWaterfallLayout,
///   kept for comparison.
public enum IndexKind: String, Hashable, Sendable, CaseIterable {
    /// `LinearFilterIndex`.
    case linear
    /// `IntervalTreeIndex`.
    case intervalTree = "interval-tree"
    /// `SortedSearchIndex`.
    case sortedSearch = "sorted-search"
    /// `BlockUnionIndex`.
    case blockUnion = "block-union"
    /// `PackedRTreeIndex`.
    case packedRTree = "packed-rtree"
    /// `PageTableIndex`.
    case pageTable = "page-table"

    /// The kind named `name` on the command line (e.g. `interval-tree`), or `nil`.
    public init?(name: String) { self.init(rawValue: name) }

    /// The command-line name; equals the index type's `name`.
    public var name: String { rawValue }

    /// The index type.
    public var indexType: any RectIndex.Type {
        switch self {
        case .linear: LinearFilterIndex.self
        case .intervalTree: IntervalTreeIndex.self
        case .sortedSearch: SortedSearchIndex.self
        case .blockUnion: BlockUnionIndex.self
        case .packedRTree: PackedRTreeIndex.self
        case .pageTable: PageTableIndex.self
        }
    }

    /// One line on what the index does and what a query costs.
    public var summary: String {
        switch self {
        case .linear: "vectorized scan of every frame; Θ(n) per query (the baseline)"
        case .intervalTree: "implicit augmented interval tree along the scroll axis (cgranges); O(log n + k)"
        case .sortedSearch: "binary search plus a window back by the largest extent; slow when one element is tall"
        case .blockUnion: "bounding rects of 20-element blocks, then their members (CHT waterfall); Θ(n/20 + k)"
        case .packedRTree: "packed R-tree of 16-wide nodes in scroll order; prunes both axes (two-way layouts)"
        case .pageTable: "uniform grid of pages listing their elements (Texture's ASPageTable); O(pages + listings)"
        }
    }

    /// Builds this kind of index over `result`.
    public func build(_ result: LayoutResult) -> any RectIndex {
        indexType.init(result)
    }
}
