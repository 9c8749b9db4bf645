#if !canImport(UIKit)
import Dispatch
import Foundation
import TesseraCore
import TesseraUIKit

extension CollectionViewHost {
    /// The layout as Tessera's `LayoutResult` for the data source's items: every element its
    /// `layoutAttributesForElements(in:)` returns over the whole content (`everythingRect`),
    /// after preparing it if needed, and its `collectionViewContentSize`.
    ///
    /// Elements are put in one order whatever order the layout returns them in — the cells by
    /// section and item, then the section headers, then the footers — so that two layout
    /// objects holding the same elements give identical results (a layout that keeps its
    /// attributes in a dictionary returns them in another order every time). Elements a result
    /// cannot hold are left out, each reported by the checks when they run: index paths outside
    /// the items, an element returned twice (the first is kept), and supplementary and
    /// decoration kinds other than the section header and footer. Frames are kept as returned,
    /// NaN included.
    ///
    /// O(n + sections). A layout that returns its cells in item order (most do) has them
    /// appended as they come; any other order goes through a table of frames by item first.
    public func result(scrollAxis: ScrollAxis) -> LayoutResult {
        ensurePrepared()
        let answer = timedQuery(everythingRect)
        if recordsAnswers {
            pass.queries.append((everythingRect, answer.map { handOut($0, by: "layoutAttributesForElements(in: the whole content)") }))
        }
        let start = timesLayoutCalls ? DispatchTime.now().uptimeNanoseconds : 0
        defer { if timesLayoutCalls { readingNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start } }
        let items = dataSource.items
        let sectionCount = items.sectionCount
        var headers = [Rect?](repeating: nil, count: sectionCount), footers = [Rect?](repeating: nil, count: sectionCount)
        var result = LayoutResult(scrollAxis: scrollAxis, items: items, expectedElementCount: answer.count)
        var lastFlat = -1
        var inItemOrder = true
        let starts = items.sectionStarts
        for attributes in answer {
            let indexPath = attributes.indexPath
            let indexCount = indexPath.count
            guard indexCount > 0 else { continue }
            let section = indexPath[0]
            guard section >= 0, section < sectionCount else { continue }
            switch attributes.representedElementCategory {
            case .cell:
                guard indexCount == 2 else { continue }
                let item = indexPath[1], flat = starts[section] &+ item
                guard item >= 0, flat < starts[section &+ 1] else { continue }
                if flat > lastFlat {
                    result.append(Rect(standardizing: attributes.frame), kind: .cell, path: ItemPath(section: section, item: item))
                    lastFlat = flat
                } else if result.cell(at: ItemPath(section: section, item: item)) == nil {
                    inItemOrder = false
                }
            case .supplementaryView:
                Self.keepSupplementary(attributes, section: section, headers: &headers, footers: &footers)
            case .decorationView:
                continue
            }
            if !inItemOrder { break }
        }
        if !inItemOrder {
            result = LayoutResult(scrollAxis: scrollAxis, items: items, expectedElementCount: answer.count)
            Self.appendCellsByItem(answer, items: items, to: &result)
        }
        for section in 0 ..< sectionCount {
            if let header = headers[section] { result.appendHeader(header, section: section) }
        }
        for section in 0 ..< sectionCount {
            if let footer = footers[section] { result.appendFooter(footer, section: section) }
        }
        let size = collectionView.contentSize
        result.contentSize = Size(width: Double(size.width), height: Double(size.height))
        return result
    }

    /// Keeps the first section header or footer of `section` that `attributes` is.
    private static func keepSupplementary(
        _ attributes: UICollectionViewLayoutAttributes, section: Int, headers: inout [Rect?], footers: inout [Rect?]
    ) {
        switch attributes.representedElementKind {
        case UICollectionView.elementKindSectionHeader?: if headers[section] == nil { headers[section] = Rect(attributes.frame) }
        case UICollectionView.elementKindSectionFooter?: if footers[section] == nil { footers[section] = Rect(attributes.frame) }
        default: break
        }
    }

    /// Appends the cells of `answer`, given in any order, by section and item: their frames
    /// are put in a table by item first (the first of an item returned twice wins). O(n).
    private static func appendCellsByItem(_ answer: [UICollectionViewLayoutAttributes], items: ItemSet, to result: inout LayoutResult) {
        var cellFrames = [Rect](repeating: .zero, count: items.itemCount)
        var hasCell = [Bool](repeating: false, count: items.itemCount)
        for attributes in answer where attributes.representedElementCategory == .cell {
            let indexPath = attributes.indexPath
            guard indexPath.count == 2, let section = indexPath.first, section >= 0, section < items.sectionCount else { continue }
            let item = indexPath[1]
            guard item >= 0, item < items.itemCount(inSection: section) else { continue }
            let flat = items.sectionStarts[section] + item
            if !hasCell[flat] {
                hasCell[flat] = true
                cellFrames[flat] = Rect(attributes.frame)
            }
        }
        for section in 0 ..< items.sectionCount {
            let range = items.flatRange(ofSection: section)
            for flat in range where hasCell[flat] {
                result.append(cellFrames[flat], kind: .cell, path: ItemPath(section: section, item: flat - range.lowerBound))
            }
        }
    }
}
#endif
