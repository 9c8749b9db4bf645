#if !canImport(UIKit)
import Foundation

/// A collection view as its layout sees it, as UIKit's `UICollectionView`: its counts, its
/// geometry and scrolling state, its traits, its delegate and data source, and the element
/// kind constants.
///
/// Modelled:
/// - `numberOfSections` and `numberOfItems(inSection:)`, read from the data source once and
///   kept until the layout is invalidated with `invalidateDataSourceCounts` (as UIKit keeps
///   them between updates). A section out of range is what UIKit raises an exception for; here
///   it is recorded for the host to report (`raisedExceptions`) and counts as 0 items, so that
///   nothing traps.
/// - `bounds`, `frame`, `contentOffset`, `contentSize`, the insets, `safeAreaInsets`,
///   `traitCollection` and `effectiveUserInterfaceLayoutDirection`, as set by the host
///   (`TesseraUIKitHost`), which plays UIKit's calls to the layout: the layout is prepared,
///   queried and invalidated by the host, not by this view.
/// - `collectionViewLayout` (setting one attaches it: its `collectionView` becomes this view),
///   `delegate` and `dataSource` (weak, as in UIKit), `indexPathsForVisibleItems` (the items the
///   host's last visible-rect query returned), and the attribute queries that forward to the
///   layout.
///
/// Not modelled: cells and reuse (`cellForItem(at:)` is `nil`, `visibleCells` empty), `reloadData`'s and `performBatchUpdates`' animations (the
/// host applies updates), selection, focus, drag and drop, prefetching, diffable data sources,
/// compositional and flow layouts.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical = 0
        /// Left to right.
        case horizontal = 1
    }

    /// What an element is, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view (a header, a footer, a badge) the data source provides.
        case supplementaryView = 1
        /// A decoration view the layout provides (a section background).
        case decorationView = 2
    }

    /// The supplementary kind of section headers (nonisolated: UIKit's is a C string constant).
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary kind of section footers (nonisolated: UIKit's is a C string constant).
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; setting one attaches it to this view and detaches the previous one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.attachedCollectionView === self { oldValue.attachedCollectionView = nil }
            collectionViewLayout.attachedCollectionView = self
        }
    }

    /// The data source (weak).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { cachedItemCounts = nil }
    }

    /// The delegate (weak): what a layout casts to its own delegate protocol.
    open weak var delegate: UICollectionViewDelegate?

    /// A collection view of `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
    }

    /// Collection views are not decoded here: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Counts

    /// The number of sections, from the data source (kept until the counts are invalidated).
    open var numberOfSections: Int {
        itemCounts.count
    }

    /// The number of items in `section`, from the data source (kept until the counts are
    /// invalidated). A section out of range is recorded as the exception UIKit raises and
    /// counts as 0.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        guard counts.indices.contains(section) else {
            raise(
                "NSInternalInconsistencyException",
                "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view"
            )
            return 0
        }
        return counts[section]
    }

    /// The index paths of the items the host's last visible-rect query returned.
    open var indexPathsForVisibleItems: [IndexPath] { visibleItems }

    /// The cell shown for the item at `indexPath`: always `nil`, since the host creates no
    /// cells (a layout reading a cell's state sees none on screen).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// The cells on screen: none, since the host creates no cells.
    open var visibleCells: [UICollectionViewCell] { [] }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: What the host reads and sets (not in UIKit)

    /// The counts as the data source gave them when last asked.
    package var cachedItemCounts: [Int]?

    /// Not in UIKit: the exceptions UIKit would have raised, in order (name and reason), for
    /// the host to report.
    package private(set) var raisedExceptions: [(name: String, reason: String)] = []

    /// Not in UIKit: the items of the host's last visible-rect query.
    package var visibleItems: [IndexPath] = []

    /// Not in UIKit: told of every invalidation after `layoutDidInvalidate(with:)` applied
    /// it, so that the host prepares the layout again before its next query.
    package var invalidationObserver: ((UICollectionViewLayoutInvalidationContext) -> Void)?

    /// Not in UIKit: what UIKit's collection view does when its layout is invalidated
    /// (`UICollectionViewLayout.invalidateLayout(with:)`'s default implementation calls it):
    /// forgets the counts when the context invalidates them, moves the content offset by the
    /// context's `contentOffsetAdjustment` and grows the content size by its
    /// `contentSizeAdjustment`, then tells `invalidationObserver`.
    package func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { cachedItemCounts = nil }
        let offset = context.contentOffsetAdjustment, growth = context.contentSizeAdjustment
        if offset != .zero { contentOffset = CGPoint(x: contentOffset.x + offset.x, y: contentOffset.y + offset.y) }
        if growth != .zero { contentSize = CGSize(width: contentSize.width + growth.width, height: contentSize.height + growth.height) }
        invalidationObserver?(context)
    }

    /// The item counts, asked of the data source when not kept.
    package var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 {
                raise("NSInternalInconsistencyException", "the data source returned \(sections) sections")
            }
            counts.reserveCapacity(max(sections, 0))
            for section in 0 ..< max(sections, 0) {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 {
                    raise("NSInternalInconsistencyException", "the data source returned \(items) items in section \(section)")
                }
                counts.append(max(items, 0))
            }
        }
        cachedItemCounts = counts
        return counts
    }

    /// Records an exception UIKit would raise.
    package func raise(_ name: String, _ reason: String) {
        raisedExceptions.append((name, reason))
    }

    /// Forgets the recorded exceptions.
    package func clearRaisedExceptions() {
        raisedExceptions.removeAll()
    }
}
#endif
