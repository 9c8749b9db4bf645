import TesseraCore
import TesseraLayouts

/// What the checkers know about the input a result was laid out from. Everything is
/// optional: a bare result (say, dumped from an app) is checked for what needs no input —
/// overlap, bounds, lookups, indexes — and every known fact enables more checks.
public struct LayoutExpectations: Hashable, Sendable {
    /// Frames may overlap (and poke out of bounds) by this much; 0 is exact.
    public var tolerance: Double
    /// The insets the layout adds around the union of its frames; with them the content size
    /// must be exactly that union plus these insets. `nil`: only "never smaller" is checked.
    public var insets: Insets?
    /// How far each cell frame is grown on every side before the union is taken, for layouts
    /// whose cells keep padding inside the content (waterfalls: `padding`); 0 by default.
    public var cellOutset: Double = 0
    /// The container's length across the scroll axis, which no frame may cross (`nil` for
    /// layouts that scroll both ways).
    public var fixedLength: Double?
    /// The items laid out: enables completeness and the item-side lookups.
    public var items: ItemSet?
    /// Whether each non-empty section must have a header (`true`), must have none (`false`),
    /// or either (`nil`).
    public var headers: Bool?
    /// As `headers`, for footers.
    public var footers: Bool?
    /// The grid's column count, for `spansFitGrid`; `nil` for layouts without a grid.
    public var gridColumns: Int?
    /// For a `shortestColumn` waterfall, each section's column count; `nil` otherwise.
    public var waterfallColumns: WaterfallColumns?

    /// A waterfall's column count by section.
    public struct WaterfallColumns: Hashable, Sendable {
        /// Columns of a section without an override.
        public var columns: Int
        /// Per-section overrides.
        public var sectionColumns: [Int: Int]

        /// Creates a column table.
        public init(columns: Int, sectionColumns: [Int: Int] = [:]) {
            self.columns = columns
            self.sectionColumns = sectionColumns
        }

        /// The column count of `section`.
        public func columns(inSection section: Int) -> Int { sectionColumns[section] ?? columns }
    }

    /// The tolerance used for seed ports by default: they compute neighbours as
    /// `origin + size` and overlap by an ulp or so, which is a finding, not a crash.
    public static let seedPortTolerance = 1e-6

    /// Nothing known: the checks a bare result supports, with `tolerance`.
    public init(tolerance: Double = 0) {
        self.tolerance = tolerance
    }

    /// Everything `spec` implies about its result. `tolerance` defaults to 0 for Tessera's
    /// engines and `seedPortTolerance` for seed ports.
    public init(spec: LayoutSpec, tolerance: Double? = nil) {
        self.tolerance = tolerance ?? (spec.layout.isSeedPort ? Self.seedPortTolerance : 0)
        items = spec.items
        let options = spec.options
        switch spec.layout {
        case .grid, .seedGrid:
            let axis = options.axis ?? .vertical
            insets = options.insets ?? .zero
            fixedLength = spec.container.length(across: axis)
            headers = (options.headerLength ?? 0) > 0
            footers = false
            gridColumns = options.columns ?? 1
        case .waterfall, .seedPinterest:
            // Each cell is its column cell inset by the padding; headers and footers are not.
            insets = .zero
            cellOutset = options.padding ?? 6
            fixedLength = spec.container.width
            let isSeed = spec.layout == .seedPinterest
            headers = isSeed ? false : (options.headerLength ?? 0) > 0
            footers = isSeed ? false : (options.footerLength ?? 0) > 0
            if !isSeed, (options.placement ?? .shortestColumn) == .shortestColumn {
                waterfallColumns = WaterfallColumns(columns: options.columns ?? 2, sectionColumns: options.sectionColumns)
            }
        case .bidirectional, .seedBidirectional:
            insets = .zero
            headers = false
            footers = false
        }
    }
}
