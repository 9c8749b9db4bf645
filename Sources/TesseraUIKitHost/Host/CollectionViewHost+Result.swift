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
    /// section and item, then the section headers, then the footers, then the layout's own
    /// supplementary and decoration kinds (`ElementKind.supplementary(_:)`, `.decoration(_:)`,
    /// named by their `elementKind` strings) by kind, section and item — so that two layout
    /// objects holding the same elements give identical results (a layout that keeps its
    /// attributes in a dictionary returns them in another order every time). A supplementary
    /// or decoration view's path is its index path (item 0 for a one-index path). Elements a
    /// result cannot hold are left out, each reported by the checks when they run: index paths
    /// outside the items or sections, an element returned twice (the first is kept), a kind
    /// without a name. Frames are kept as returned, NaN included.
    ///
    /// O(n + sections), plus O(m log m) for m elements of the layout's own kinds. A layout that
    /// returns its cells in item order (most do) has them appended as they come; any other
    /// order goes through a table of frames by item first.
    public func result(scrollAxis: ScrollAxis) -> LayoutResult {
        showOnScreen()
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
        var ownKinds = OwnKinds()
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
                if !Self.keepSupplementary(attributes, section: section, headers: &headers, footers: &footers) {
                    ownKinds.keep(attributes, section: section)
                }
            case .decorationView:
                ownKinds.keep(attributes, section: section)
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
        ownKinds.append(to: &result)
        let size = collectionView.contentSize
        result.contentSize = Size(width: Double(size.width), height: Double(size.height))
        return result
    }

    /// Keeps the first section header or footer of `section` that `attributes` is; `false`
    /// when it is a supplementary view of another kind.
    private static func keepSupplementary(
        _ attributes: UICollectionViewLayoutAttributes, section: Int, headers: inout [Rect?], footers: inout [Rect?]
    ) -> Bool {
        switch attributes.representedElementKind {
        case UICollectionView.elementKindSectionHeader?: if headers[section] == nil { headers[section] = Rect(attributes.frame) }
        case UICollectionView.elementKindSectionFooter?: if footers[section] == nil { footers[section] = Rect(attributes.frame) }
        default: return false
        }
        return true
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
/// The supplementary and decoration views of the layout's own kinds met in an answer, put in
/// the result in one order (by kind, section and item), the first of each element kept.
private struct OwnKinds {
    private var elements: [(kind: ElementKind, path: ItemPath, frame: Rect, order: Int)] = []
    /// One `ElementKind` per category and name, made once: an answer holds many views of few
    /// kinds.
    private var kinds: [String: (supplementary: ElementKind?, decoration: ElementKind?)] = [:]

    /// Keeps `attributes` (a supplementary view other than a header or footer, or a
    /// decoration view) of `section`, an existing section, unless its kind has no name or its
    /// index path no place in a result (more than two indices, an item outside `Int32`).
    @MainActor
    mutating func keep(_ attributes: UICollectionViewLayoutAttributes, section: Int) {
        let identity = ElementIdentity(attributes)
        guard let kind = kind(identity.category, identity.kind ?? ""), let path = identity.tesseraPath else { return }
        elements.append((kind, path, Rect(attributes.frame), elements.count))
    }

    private mutating func kind(_ category: UICollectionView.ElementCategory, _ name: String) -> ElementKind? {
        guard !name.isEmpty else { return nil }
        let decoration = category == .decorationView
        if let known = decoration ? kinds[name]?.decoration : kinds[name]?.supplementary { return known }
        let made = ElementKind(name: name, category: decoration ? .decoration : .supplementary)
        if decoration { kinds[name, default: (nil, nil)].decoration = made } else { kinds[name, default: (nil, nil)].supplementary = made }
        return made
    }

    /// Appends the kept views to `result`, by kind, section and item; of an element returned
    /// twice, the first.
    func append(to result: inout LayoutResult) {
        let sorted = elements.sorted {
            $0.kind != $1.kind ? $0.kind < $1.kind : $0.path != $1.path ? $0.path < $1.path : $0.order < $1.order
        }
        var previous: (kind: ElementKind, path: ItemPath)?
        for element in sorted {
            if let previous, previous.kind == element.kind, previous.path == element.path { continue }
            previous = (element.kind, element.path)
            result.append(element.frame, kind: element.kind, path: element.path)
        }
    }
}
#endif
