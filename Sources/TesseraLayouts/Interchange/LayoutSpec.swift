import TesseraCore

/// A complete, replayable layout problem: which layout, its options, the container and the
/// items. This is the interchange "layout spec" of DESIGN.md — what the CLI reads, what the
/// property tests generate and shrink, and what a counterexample is saved as.
public struct LayoutSpec: Hashable, Sendable {
    /// The layouts a spec can name, by their interchange names.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `GridLayout`.
        case grid
        /// `WaterfallLayout`.
        case waterfall
        /// `BidirectionalLayout`.
        case bidirectional
        /// `SeedGridLayout`.
        case seedGrid = "seed-grid"
        /// `SeedPinterestLayout`.
        case seedPinterest = "seed-pinterest"
        /// `SeedBidirectionalLayout`.
        case seedBidirectional = "seed-bidirectional"

        /// Whether this is a faithful port of a seed layout (checked with a tolerance).
        public var isSeedPort: Bool {
            switch self {
            case .seedGrid, .seedPinterest, .seedBidirectional: true
            case .grid, .waterfall, .bidirectional: false
            }
        }
    }

    /// Every option any layout reads; `nil` takes the layout's documented default. A layout
    /// ignores options it does not read.
    public struct Options: Hashable, Sendable {
        /// Grid and waterfall column count.
        public var columns: Int?
        /// Grid item spacing; waterfall spacing between columns and items.
        public var spacing: Double?
        /// Grid scroll axis.
        public var axis: ScrollAxis?
        /// Grid item aspect (flexible length = aspect × item width).
        public var itemAspect: Double?
        /// Grid and waterfall section header length.
        public var headerLength: Double?
        /// Waterfall section footer length.
        public var footerLength: Double?
        /// Grid content insets.
        public var insets: Insets?
        /// Grid packing.
        public var packing: GridLayout.Packing?
        /// Waterfall cell padding.
        public var padding: Double?
        /// Waterfall placement.
        public var placement: WaterfallLayout.Placement?
        /// Bidirectional spacing between items of a row.
        public var itemSpacing: Double?
        /// Bidirectional spacing between rows.
        public var rowSpacing: Double?
        /// Waterfall per-section column counts (`sections[i].columns` in JSON).
        public var sectionColumns: [Int: Int]

        /// Creates options; everything unset.
        public init(
            columns: Int? = nil, spacing: Double? = nil, axis: ScrollAxis? = nil, itemAspect: Double? = nil,
            headerLength: Double? = nil, footerLength: Double? = nil, insets: Insets? = nil,
            packing: GridLayout.Packing? = nil, padding: Double? = nil, placement: WaterfallLayout.Placement? = nil,
            itemSpacing: Double? = nil, rowSpacing: Double? = nil, sectionColumns: [Int: Int] = [:]
        ) {
            self.columns = columns
            self.spacing = spacing
            self.axis = axis
            self.itemAspect = itemAspect
            self.headerLength = headerLength
            self.footerLength = footerLength
            self.insets = insets
            self.packing = packing
            self.padding = padding
            self.placement = placement
            self.itemSpacing = itemSpacing
            self.rowSpacing = rowSpacing
            self.sectionColumns = sectionColumns
        }
    }

    /// Which layout.
    public var layout: Kind
    /// The collection view's size.
    public var container: Size
    /// The layout's options.
    public var options: Options
    /// The items, by section.
    public var items: ItemSet

    /// Creates a spec.
    public init(layout: Kind, container: Size, options: Options = Options(), items: ItemSet) {
        self.layout = layout
        self.container = container
        self.options = options
        self.items = items
    }

    /// The configured layout engine this spec names.
    public func makeLayout() -> any CollectionLayout {
        switch layout {
        case .grid:
            GridLayout(
                columns: options.columns ?? 1, spacing: options.spacing ?? 0, axis: options.axis ?? .vertical,
                itemAspect: options.itemAspect ?? 1, headerLength: options.headerLength ?? 0,
                insets: options.insets ?? .zero, packing: options.packing ?? .dense
            )
        case .seedGrid:
            SeedGridLayout(
                columns: options.columns ?? 1, spacing: options.spacing ?? 0, axis: options.axis ?? .vertical,
                itemAspect: options.itemAspect ?? 1, headerLength: options.headerLength ?? 0,
                insets: options.insets ?? .zero
            )
        case .waterfall:
            WaterfallLayout(
                columns: options.columns ?? 2, padding: options.padding ?? 6,
                placement: options.placement ?? .shortestColumn, spacing: options.spacing ?? 0,
                headerLength: options.headerLength ?? 0, footerLength: options.footerLength ?? 0,
                sectionColumns: options.sectionColumns
            )
        case .seedPinterest:
            SeedPinterestLayout(columns: options.columns ?? 2, padding: options.padding ?? 6)
        case .bidirectional:
            BidirectionalLayout(itemSpacing: options.itemSpacing ?? 0, rowSpacing: options.rowSpacing ?? 0)
        case .seedBidirectional:
            SeedBidirectionalLayout(itemSpacing: options.itemSpacing ?? 0, rowSpacing: options.rowSpacing ?? 0)
        }
    }

    /// Lays the spec's items out with its layout.
    public func run() throws(LayoutError) -> LayoutResult {
        try makeLayout().layout(items, in: container)
    }
}
