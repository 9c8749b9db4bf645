import TesseraCore

/// A kind of `RectIndex`: its name, one line on how it works, and how to build it. The one way
/// to name and build an index — the CLI's `--index NAME` / `--all-indexes`, the checker's
/// `indexAgreement` and the benchmark's `--indexes` all take `IndexKind`s, and a user's own
/// index joins them as `IndexKind(MyIndex.self, summary: …)`.
///
/// Which to use (the measured times, cold and warm caches, are in docs/RESULTS.md, from
/// `swift run -c release tessera-bench`):
/// - Layouts that scroll one way (grids, waterfalls): `interval-tree` — the fastest query of
///   them all there, cold and warm, about 2 bytes per element, built in O(n) when frames
///   arrive in scroll order. A scrolling view can query through an
///   `IntervalTreeIndex.ScrollCursor`, which resumes where the previous viewport started.
/// - Layouts that scroll both ways with wide rows (`BidirectionalLayout`): `page-table`, which
///   goes straight to the few pages a viewport covers where `packed-rtree` visits 16 children
///   per node. The price: a slower build and more bytes per element (docs/RESULTS.md); prefer
///   `packed-rtree` when the layout is rebuilt far more often than it is queried. The one-axis
///   indexes test every element of every row the viewport crosses there.
/// - `linear` is the baseline every index is checked against; `sorted-search` and
///   `block-union` are the approaches of MagazineLayout and CHTCollectionViewWaterfallLayout,
///   kept for comparison.
public struct IndexKind: Hashable, Sendable, CustomStringConvertible {
    /// The name in reports and on the command line (e.g. `interval-tree`).
    public let name: String
    /// One line on what the index does and what a query costs.
    public let summary: String
    private let make: @Sendable (LayoutResult) -> any RectIndex
    /// Builds the index with nodes of about the given number of elements (blocks, leaves,
    /// pages' sides), for the kinds that have such a size: the index campaign draws and shrinks
    /// it so that a wrong block or node summary shows on the smallest tree.
    private var makeWithNodeSize: (@Sendable (LayoutResult, Int) -> any RectIndex)?

    /// A kind built by `build`, named `name`.
    public init(name: String, summary: String, build: @escaping @Sendable (LayoutResult) -> any RectIndex) {
        self.name = name
        self.summary = summary
        make = build
    }

    /// The kind of `Index`: named `Index.name`, built by `Index(result)`.
    public init<Index: RectIndex>(_ type: Index.Type, summary: String) {
        self.init(name: Index.name, summary: summary) { Index($0) }
    }

    /// The built-in kind named `name` on the command line (e.g. `interval-tree`), or `nil`.
    public init?(name: String) {
        guard let kind = Self.builtIn.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// Builds this kind of index over `result`.
    public func build(_ result: LayoutResult) -> any RectIndex {
        make(result)
    }

    /// The kind `Index`, which also builds with nodes of a given size (`build(_:nodeSize:)`),
    /// `smallestNodeSize` at least (a smaller one builds as that).
    package init<Index: RectIndex>(
        _ type: Index.Type, summary: String, smallestNodeSize: Int = 1,
        nodeSize build: @escaping @Sendable (LayoutResult, Int) -> any RectIndex
    ) {
        self.init(type, summary: summary)
        makeWithNodeSize = build
        self.smallestNodeSize = smallestNodeSize
    }

    /// The smallest node size the kind builds with: a smaller one builds as this one.
    package private(set) var smallestNodeSize = 1

    /// Whether the kind builds with a node size of the campaign's choosing.
    package var hasNodeSize: Bool { makeWithNodeSize != nil }

    /// This kind of index over `result`, with nodes of about `nodeSize` elements (each kind
    /// clamps it to its own smallest) when the kind has a node size and `nodeSize` is not
    /// `nil`; as `build(_:)` builds it otherwise. The index campaign's builds.
    package func build(_ result: LayoutResult, nodeSize: Int?) -> any RectIndex {
        guard let nodeSize, let makeWithNodeSize else { return make(result) }
        return makeWithNodeSize(result, nodeSize)
    }

    /// This kind, its name, summary and node size kept, calling `beforeBuilding` with the frames
    /// before each build: how the tests of `tessera fuzz` plant a trap or a hang in a checked
    /// index (the executable's `TESSERA_FUZZ_PLANT`).
    package func callingBeforeEachBuild(_ beforeBuilding: @escaping @Sendable (LayoutResult) -> Void) -> IndexKind {
        var kind = IndexKind(name: name, summary: summary) { [make] result in
            beforeBuilding(result)
            return make(result)
        }
        kind.smallestNodeSize = smallestNodeSize
        if let makeWithNodeSize {
            kind.makeWithNodeSize = { (result: LayoutResult, nodeSize: Int) -> any RectIndex in
                beforeBuilding(result)
                return makeWithNodeSize(result, nodeSize)
            }
        }
        return kind
    }

    /// Kinds are the same when their names are.
    public static func == (lhs: IndexKind, rhs: IndexKind) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The name.
    public var description: String { name }

    /// `LinearFilterIndex`: the baseline every index is checked against.
    public static let linear = IndexKind(
        LinearFilterIndex.self, summary: "vectorized scan of every frame; Θ(n) per query (the baseline)"
    )
    /// `IntervalTreeIndex`.
    public static let intervalTree = IndexKind(
        IntervalTreeIndex.self, summary: "implicit augmented interval tree along the scroll axis (cgranges); O(log n + k)",
        nodeSize: { IntervalTreeIndex.WithNodeSize($0, nodeSize: $1) }
    )
    /// `SortedSearchIndex`.
    public static let sortedSearch = IndexKind(
        SortedSearchIndex.self, summary: "binary search plus a window back by the largest extent; slow when one element is tall"
    )
    /// `BlockUnionIndex`.
    public static let blockUnion = IndexKind(
        BlockUnionIndex.self, summary: "bounding rects of 20-element blocks, then their members (CHT waterfall); Θ(n/20 + k)",
        nodeSize: { BlockUnionIndex.WithBlockSize($0, blockSize: $1) }
    )
    /// `PackedRTreeIndex`.
    public static let packedRTree = IndexKind(
        PackedRTreeIndex.self, summary: "packed R-tree of 16-wide nodes in scroll order; prunes both axes (two-way layouts)",
        smallestNodeSize: 2, nodeSize: { PackedRTreeIndex($0, nodeSize: $1) }
    )
    /// `PageTableIndex`.
    public static let pageTable = IndexKind(
        PageTableIndex.self, summary: "uniform grid of pages listing their elements (Texture's ASPageTable); O(pages + listings)",
        // A node size of 16 is the default page side of 4 elements: a page holds about 16.
        nodeSize: { PageTableIndex($0, elementsPerPageSide: Double($1) / 4) }
    )

    /// Every index Tessera implements, the linear filter first.
    public static let builtIn: [IndexKind] = [.linear, .intervalTree, .sortedSearch, .blockUnion, .packedRTree, .pageTable]
}
