#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif

/// Asks for the height of each card.
@MainActor
public protocol CardGridLayoutDelegate: AnyObject {
    /// The height of the card at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, layout: CardGridLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
}

/// Cards in columns, row by row, under a header per section, on a rounded background per
/// section — a layout written the way iOS teams write them:
/// - `prepare()` computes every attributes object once and caches them; the cells are kept in
///   row order, so `layoutAttributesForElements(in:)` finds the first row that reaches into
///   the rect by binary search and walks on until the rows start below it;
/// - each section's background is a decoration view (`sectionBackgroundKind`);
/// - a change of width invalidates the layout (`shouldInvalidateLayout(forBoundsChange:)`,
///   with a custom invalidation context saying the metrics changed); a batch update or a
///   reload invalidates the cache (`invalidateDataSourceCounts`, `invalidateEverything`);
/// - the attributes are `CardLayoutAttributes`, which carry the corner radius and column.
///
/// The column count is as many columns of at least `minimumColumnWidth` as fit between the
/// insets; column widths are whole points, so cards sit on pixel boundaries and edges are
/// exact. Each row is as tall as its tallest card; cards keep their own heights.
open class CardGridLayout: UICollectionViewLayout {
    /// A defect the example's tests plant on purpose (`PlantedDefectTests`); `.none` in an app.
    public enum PlantedDefect: String, Sendable, CaseIterable {
        /// The layout as written.
        case none
        /// The binary search compares the rows' tops with the rect's top, so a row straddling
        /// the rect's top edge is dropped.
        case queryDropsTopEdgeRow
        /// `invalidateLayout(with:)` ignores `invalidateDataSourceCounts`: after a batch
        /// update, `prepare()` keeps the old cache.
        case prepareKeepsCacheAfterUpdates
        /// A section's background runs on to where the next section's cards start, under the
        /// next section's header and top inset.
        case backgroundReachesIntoNextSection
    }

    /// The decoration kind of section backgrounds.
    public static let sectionBackgroundKind = "sectionBackground"

    /// The narrowest a column may be.
    public var minimumColumnWidth: CGFloat = 160
    /// The space between columns and between rows.
    public var spacing: CGFloat = 8
    /// The insets around each section's cards (under its header).
    public var sectionInsets = UIEdgeInsets(top: 8, left: 8, bottom: 16, right: 8)
    /// The height of each section's header.
    public var headerHeight: CGFloat = 40
    /// The corner radius of cards and backgrounds.
    public var cornerRadius: CGFloat = 12

    private let defect: PlantedDefect
    /// Every cell, section by section, row by row.
    private var cells: [CardLayoutAttributes] = []
    /// Where each section's cells start in `cells`.
    private var sectionStarts: [Int] = []
    /// Each row's vertical extent and cells, in order.
    private var rows: [(minY: CGFloat, maxY: CGFloat, cells: Range<Int>)] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var backgrounds: [CardLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    private var cacheIsValid = false

    public override class var layoutAttributesClass: AnyClass { CardLayoutAttributes.self }
    public override class var invalidationContextClass: AnyClass { CardGridInvalidationContext.self }

    /// A layout; `planting` is for the example's tests.
    public init(planting defect: PlantedDefect = .none) {
        self.defect = defect
        super.init()
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.sectionBackgroundKind)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard !cacheIsValid, let collectionView else { return }
        cacheIsValid = true
        cells.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        backgrounds.removeAll(keepingCapacity: true)

        let width = collectionView.bounds.width
        // A view narrower than the insets keeps its cards inside it, zero wide.
        let left = min(sectionInsets.left, width)
        let available = max(0, width - sectionInsets.left - sectionInsets.right)
        let columns = max(1, Int((available + spacing) / (minimumColumnWidth + spacing)))
        let columnWidth = max(0, ((available - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down))
        let delegate = collectionView.delegate as? CardGridLayoutDelegate

        var y: CGFloat = 0
        for section in 0 ..< collectionView.numberOfSections {
            sectionStarts.append(cells.count)
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section)
            )
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 1
            headers.append(header)
            y += headerHeight
            let backgroundTop = y
            y += sectionInsets.top

            let count = collectionView.numberOfItems(inSection: section)
            var item = 0
            while item < count {
                let rowStart = cells.count
                var rowHeight: CGFloat = 0
                for column in 0 ..< min(columns, count - item) {
                    let indexPath = IndexPath(item: item + column, section: section)
                    let height = delegate?.collectionView(collectionView, layout: self, heightForItemAt: indexPath) ?? 0
                    let attributes = CardLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = CGRect(
                        x: left + CGFloat(column) * (columnWidth + spacing), y: y, width: columnWidth, height: height
                    )
                    attributes.column = column
                    attributes.cornerRadius = cornerRadius
                    cells.append(attributes)
                    rowHeight = max(rowHeight, height)
                }
                rows.append((y, y + rowHeight, rowStart ..< cells.count))
                item += columns
                y += rowHeight
                if item < count { y += spacing }
            }
            y += sectionInsets.bottom

            let background = CardLayoutAttributes(
                forDecorationViewOfKind: Self.sectionBackgroundKind, with: IndexPath(item: 0, section: section)
            )
            let overrun = defect == .backgroundReachesIntoNextSection && section + 1 < collectionView.numberOfSections
                ? headerHeight + sectionInsets.top : 0
            background.frame = CGRect(x: 0, y: backgroundTop, width: width, height: y - backgroundTop + overrun)
            background.zIndex = -1
            background.cornerRadius = cornerRadius
            backgrounds.append(background)
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        // The first row that reaches below the rect's top.
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            let reach = defect == .queryDropsTopEdgeRow ? rows[middle].minY : rows[middle].maxY
            if reach <= rect.minY { low = middle + 1 } else { high = middle }
        }
        for row in rows[low...] {
            if row.minY >= rect.maxY { break }
            for attributes in cells[row.cells] where attributes.frame.intersects(rect) {
                found.append(attributes)
            }
        }
        Self.appendIntersecting(headers, rect, to: &found)
        Self.appendIntersecting(backgrounds, rect, to: &found)
        return found
    }

    /// Appends the attributes of `sorted` — one per section, down the content, not
    /// overlapping — that intersect `rect`: a binary search for the first that reaches below
    /// the rect's top, then a walk until one starts below its bottom. O(log sections + k), where
    /// filtering every section's header and background cost O(sections) a query.
    private static func appendIntersecting<Attributes: UICollectionViewLayoutAttributes>(
        _ sorted: [Attributes], _ rect: CGRect, to found: inout [UICollectionViewLayoutAttributes]
    ) {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].frame.maxY <= rect.minY { low = middle + 1 } else { high = middle }
        }
        for attributes in sorted[low...] {
            if attributes.frame.minY >= rect.maxY { break }
            if attributes.frame.intersects(rect) { found.append(attributes) }
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sectionStarts.count else { return nil }
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : cells.count
        let index = sectionStarts[indexPath.section] + indexPath.item
        return index < end ? cells[index] : nil
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, indexPath.section < headers.count else { return nil }
        return headers[indexPath.section]
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.sectionBackgroundKind, indexPath.section < backgrounds.count else { return nil }
        return backgrounds[indexPath.section]
    }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CardGridInvalidationContext)?.invalidateMetrics = newBounds.width != collectionView?.bounds.width
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let metrics = (context as? CardGridInvalidationContext)?.invalidateMetrics ?? false
        let counts = context.invalidateDataSourceCounts && defect != .prepareKeepsCacheAfterUpdates
        if context.invalidateEverything || counts || metrics {
            cacheIsValid = false
        }
        super.invalidateLayout(with: context)
    }
}

/// The card grid's invalidation context: whether the column metrics changed (a new width).
public final class CardGridInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the columns must be computed again.
    public var invalidateMetrics = false
}
