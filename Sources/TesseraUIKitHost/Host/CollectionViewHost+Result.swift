#if !canImport(UIKit)
import Foundation
import TesseraCore
import TesseraUIKit

extension CollectionViewHost {
    /// The layout as Tessera's `LayoutResult` for the data source's items: every element its
    /// `layoutAttributesForElements(in:)` returns over the whole content (`everythingRect`),
    /// after preparing it if needed, and its `collectionViewContentSize`.
    ///
    /// Elements are put in one order whatever order the layout returns them in — by section;
    /// within a section the header, the cells by item, the footer — so that two layout objects
    /// holding the same elements give identical results (a layout that keeps its attributes in
    /// a dictionary returns them in another order every time). Elements a result cannot hold
    /// are left out, each reported by the checks when they run: index paths outside the items,
    /// an element returned twice (the first is kept), and supplementary and decoration kinds
    /// other than the section header and footer. Frames are kept as returned, NaN included.
    /// O(n) when the layout returns elements in that order, O(n log n) otherwise.
    public func result(scrollAxis: ScrollAxis) -> LayoutResult {
        ensurePrepared()
        let answer = timedQuery(everythingRect)
        if recordsAnswers {
            pass.queries.append((everythingRect, answer.map { handOut($0, by: "layoutAttributesForElements(in: the whole content)") }))
        }
        let items = dataSource.items
        var entries: [ResultEntry] = []
        entries.reserveCapacity(answer.count)
        var sorted = true
        for attributes in answer {
            guard let entry = ResultEntry(attributes, items: items) else { continue }
            if let last = entries.last, entry.order < last.order { sorted = false }
            entries.append(entry)
        }
        if !sorted { entries.sort { $0.order < $1.order } }
        var result = LayoutResult(scrollAxis: scrollAxis, items: items, expectedElementCount: entries.count)
        for entry in entries where result.element(entry.kind, at: entry.path) == nil {
            result.append(entry.frame, kind: entry.kind, path: entry.path)
        }
        let size = collectionView.contentSize
        result.contentSize = Size(width: Double(size.width), height: Double(size.height))
        return result
    }
}

/// One element on its way into a `LayoutResult`.
private struct ResultEntry {
    var kind: ElementKind
    var path: ItemPath
    var frame: Rect
    /// Section, then header, cells, footer, then item.
    var order: (Int, Int, Int)

    @MainActor
    init?(_ attributes: UICollectionViewLayoutAttributes, items: ItemSet) {
        let indexPath = attributes.indexPath
        guard let section = indexPath.first, section >= 0, section < items.sectionCount else { return nil }
        switch attributes.representedElementCategory {
        case .cell:
            guard indexPath.count == 2, indexPath[1] >= 0, indexPath[1] < items.itemCount(inSection: section) else { return nil }
            kind = .cell
            path = ItemPath(section: section, item: indexPath[1])
            order = (section, 1, indexPath[1])
        case .supplementaryView:
            switch attributes.representedElementKind {
            case UICollectionView.elementKindSectionHeader?: kind = .header
            case UICollectionView.elementKindSectionFooter?: kind = .footer
            default: return nil
            }
            path = ItemPath(section: section, item: 0)
            order = (section, kind == .header ? 0 : 2, 0)
        case .decorationView:
            return nil
        }
        frame = Rect(attributes.frame)
    }
}
#endif
