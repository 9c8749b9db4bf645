import Foundation
import TesseraUIKit
import TesseraUIKitHost

/// The delegate protocol the test layout asks for heights, as an iOS team's layout does.
@MainActor
protocol ListLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

/// The data source answering the test layout's delegate from the items.
class ListSource: ItemSetDataSource, ListLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        height(at: indexPath)
    }
}

/// A defect planted into `ListLayout`, one per UIKit invariant.
enum ListDefect: String, CaseIterable, Sendable {
    case none
    /// The rect query drops the element straddling the rect's top edge.
    case dropsTopEdge
    /// `layoutAttributesForItem(at:)` is not overridden (UIKit's default `nil`).
    case noItemQuery
    /// An extra cell at the index path one past the last item.
    case cellPastTheEnd
    /// A decoration kind returned but never registered.
    case unregisteredDecoration
    /// An item of height 0 gets a NaN frame (a division by its height).
    case nanForEmptyItems
    /// The header sticks to the top of the queried rect by changing its cached attributes,
    /// without invalidating.
    case stickyHeaderInPlace
    /// The cache is built for the first width only: a size change keeps the old frames.
    case ignoresWidthChanges
    /// `prepare()` keeps the old cache after a batch update.
    case staleAfterUpdate
    /// Asks for the items of a section past the last.
    case asksPastTheLastSection
}

/// A vertical list, the way iOS teams write layouts: full-width rows of the delegate's
/// heights, a header per section, a background decoration per section, attributes cached in
/// `prepare()` and found by binary search, invalidation when the width changes.
class ListLayout: UICollectionViewLayout {
    static let backgroundKind = "background"

    let defect: ListDefect
    let headerHeight: CGFloat = 20
    private var cells: [UICollectionViewLayoutAttributes] = []
    private var byPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var backgrounds: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var preparedWidth: CGFloat?

    init(_ defect: ListDefect = .none) {
        self.defect = defect
        super.init()
        register(UICollectionReusableView.self, forDecorationViewOfKind: Self.backgroundKind)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView, let delegate = collectionView.delegate as? ListLayoutDelegate else { return }
        let width = collectionView.bounds.width
        if defect == .ignoresWidthChanges, preparedWidth != nil { return }
        if defect == .staleAfterUpdate, !cells.isEmpty { return }
        preparedWidth = width
        cells = []
        byPath = [:]
        headers = []
        backgrounds = []
        var y: CGFloat = 0
        let sections = collectionView.numberOfSections + (defect == .asksPastTheLastSection ? 1 : 0)
        for section in 0 ..< sections {
            let top = y
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section)
            )
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 1
            y += headerHeight
            if section < collectionView.numberOfSections || defect == .asksPastTheLastSection {
                let count = collectionView.numberOfItems(inSection: section)
                for item in 0 ..< count + (defect == .cellPastTheEnd && section == 0 ? 1 : 0) {
                    let path = IndexPath(item: item, section: section)
                    let height = item < count ? delegate.collectionView(collectionView, heightForItemAt: path) : 10
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                    let ratio = defect == .nanForEmptyItems ? height / height : 1
                    attributes.frame = CGRect(x: 0, y: y, width: width * ratio, height: height)
                    cells.append(attributes)
                    byPath[path] = attributes
                    y += height
                }
            }
            guard section < collectionView.numberOfSections else { continue }
            headers.append(header)
            let background = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: defect == .unregisteredDecoration ? "unregistered" : Self.backgroundKind,
                with: IndexPath(item: 0, section: section)
            )
            background.frame = CGRect(x: 0, y: top, width: width, height: y - top)
            background.zIndex = -1
            backgrounds.append(background)
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Binary search for the first cell that ends below the rect's top.
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let ends = defect == .dropsTopEdge ? cells[middle].frame.minY : cells[middle].frame.maxY
            if ends <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        for attributes in cells[low...] {
            if attributes.frame.minY >= rect.maxY { break }
            // "Not disjoint", edge by edge (Foundation's `intersects` traps on a NaN frame on
            // Linux); a NaN frame passes, as it would reach UIKit.
            let frame = attributes.frame
            if !(frame.maxY <= rect.minY || frame.minX >= rect.maxX || frame.maxX <= rect.minX) { found.append(attributes) }
        }
        for header in headers {
            if defect == .stickyHeaderInPlace, header.indexPath.section == 0 {
                header.frame.origin.y = max(0, rect.minY)
            }
            if header.frame.intersects(rect) { found.append(header) }
        }
        found += backgrounds.filter { $0.frame.intersects(rect) }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        defect == .noItemQuery ? nil : byPath[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        headers.first { $0.indexPath.section == indexPath.section }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        backgrounds.first { $0.indexPath.section == indexPath.section }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
