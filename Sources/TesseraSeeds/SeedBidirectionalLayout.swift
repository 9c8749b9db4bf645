import TesseraCore

/// A faithful port of `BidirectionalCollectionLayout`, a `UICollectionViewFlowLayout` subclass
/// that scrolls both ways: each section is a row, its items side by side at their own sizes,
/// rows stacked top to bottom; content size = widest row × sum of row heights.
///
/// **Which seed.** The 2017 `BidirectionalCollectionLayout.swift` (ProjectManager, 長谷川勇斗),
/// whose three passes compute exactly "widest row × sum of row heights" with items touching.
/// A later copy adds constant 1-point margins between items (`marginInterItemsForSection`)
/// and rows (`marginInterSection`); the port takes those as `itemSpacing` and `rowSpacing`,
/// computed as that copy computes them, so spacing 0 (the default) is exactly the 2017 seed
/// and spacing 1/1 exactly the later copy. Items' `width` and `height` are the delegate's
/// `sizeForItemAt`; spans are not read. The container is not read at all.
///
/// **Arithmetic.** Pass 1: `maxRowsWidth = max(0, max over rows of Σ widths) + itemSpacing ×
/// (sections − 1)`. Pass 2: `maxColumnHeight = Σ over rows of max(0, max height) + rowSpacing ×
/// (sections − 1)`. Pass 3: `originX` starts at 0 per row and grows by `width + itemSpacing`
/// after each item, `originY` grows by `rowHeight + rowSpacing` after each row; each frame is
/// `CGRect(x: originX, y: originY, width:, height:)` stored in `layoutInfo[indexPath]`.
///
/// **Delegate.** The seed reads `collectionView.delegate as? UICollectionViewDelegateFlowLayout`
/// in every `prepare()`; `Delegate` says what the port assumes it finds: `.sizing` (the
/// usual case), `.missing` (every pass returns early: no attributes, content size 0 × 0 —
/// silently) or `.withoutSizeForItem` (the force-unwrapped optional method traps on the first
/// item: the port throws `seedWouldTrap`). A NaN or infinite frame or content size also throws
/// `seedWouldTrap` (UIKit cannot place it). Nothing else is validated.
///
/// **Known defects of the original** (1–4 and 7 are shown on inputs by
/// `SeedBidirectionalLayoutTests`; 5 and 6 are the data structures and passes the port keeps):
/// 1. With item spacing, the content width adds `itemSpacing × (sections − 1)` — the number of
///    *rows* — instead of `itemSpacing × (items in the widest row − 1)`: a row with more items
///    than there are sections ends beyond the content, one with fewer leaves slack.
/// 2. With no sections the spacing terms go negative: content size `−itemSpacing ×
///    −rowSpacing` (−1 × −1 in the later copy).
/// 3. Negative widths or heights are not rejected: negative-width items pull later ones left
///    (past x = 0), and a row of only negative heights counts as height 0 while its frames
///    are inverted.
/// 4. Empty sections are rows of height 0 that still add `rowSpacing`.
/// 5. `layoutInfo` is a `[IndexPath: attributes]` dictionary: the visible-rect query walks
///    `layoutInfo.values` (every element, hash order — a different order every process — and
///    a pointer chase per element), O(n) and allocating. Lookup is a hash, O(1).
/// 6. `prepare()` asks the delegate for every size three times (one pass per quantity) and
///    rebuilds everything on every call; a `UICollectionViewFlowLayout` subclass that
///    ignores every flow-layout property (`itemSize`, `minimumLineSpacing`, insets, headers).
/// 7. A missing delegate fails silently (empty layout) rather than loudly.
public struct SeedBidirectionalLayout: CollectionLayout, Hashable {
    /// What the seed finds when it asks the collection view for its flow-layout delegate.
    public enum Delegate: String, Hashable, Sendable, CaseIterable {
        /// A delegate implementing `collectionView(_:layout:sizeForItemAt:)`.
        case sizing
        /// No flow-layout delegate: the seed's guards return early and it lays out nothing.
        case missing
        /// A delegate without `sizeForItemAt`: the seed's `delegate.collectionView!(…)` traps.
        case withoutSizeForItem
    }

    /// Space added after each item of a row (the later copy's `marginInterItemsForSection`).
    public var itemSpacing: Double
    /// Space added after each row (the later copy's `marginInterSection`).
    public var rowSpacing: Double
    /// The delegate the seed finds.
    public var delegate: Delegate

    /// Creates the port with the interchange defaults (no spacing: the 2017 seed).
    public init(itemSpacing: Double = 0, rowSpacing: Double = 0, delegate: Delegate = .sizing) {
        self.itemSpacing = itemSpacing
        self.rowSpacing = rowSpacing
        self.delegate = delegate
    }

    /// Runs the seed's `prepare()` and converts `layoutInfo` into a `LayoutResult`, cells in
    /// section and item order (the dictionary has none). O(n).
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try prepare(items, in: container).layoutResult()
    }

    /// Runs the seed's `prepare()` (three passes over every item) and returns its
    /// `layoutInfo` and content size. `container` is not read, as in the seed. O(n).
    public func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> SeedBidirectionalSession {
        switch delegate {
        case .sizing:
            break
        case .missing:
            return SeedBidirectionalSession(items: items, contentSize: .zero, layoutInfo: [:])
        case .withoutSizeForItem:
            if !items.isEmpty {
                let path = items.path(ofFlatIndex: 0)
                throw .seedWouldTrap(
                    field: "delegate",
                    reason: "the delegate lacks sizeForItemAt, which the seed force-unwraps for item \(path)"
                )
            }
        }
        let sectionCount = items.sectionCount
        let maxRowsWidth = Self.maximumRowWidth(items) + itemSpacing * Double(sectionCount - 1)
        let maxColumnHeight = Self.sumOfRowHeights(items) + rowSpacing * Double(sectionCount - 1)

        var layoutInfo: [ItemPath: SeedLayoutAttributes] = [:]
        var originY = 0.0
        for section in 0 ..< sectionCount {
            var height = 0.0
            var originX = 0.0
            for flatIndex in items.flatRange(ofSection: section) {
                let path = ItemPath(section: section, item: flatIndex - items.sectionStarts[section])
                let width = items.widths[flatIndex], itemHeight = items.heights[flatIndex]
                let frame = SeedCGRect(x: originX, y: originY, width: width, height: itemHeight)
                guard frame.isFinite else {
                    throw .seedWouldTrap(
                        field: nonFiniteInput(width: width, height: itemHeight, path: path),
                        reason: "item \(path) would get the frame (x: \(originX), y: \(originY), width: \(width), "
                            + "height: \(itemHeight)); UIKit cannot place a NaN or infinite frame (CALayerInvalidGeometry)"
                    )
                }
                layoutInfo[path] = SeedLayoutAttributes(indexPath: path, frame: frame.rect, kind: .cell)
                originX += width + itemSpacing
                height = height > itemHeight ? height : itemHeight
            }
            originY += height + rowSpacing
        }
        let contentSize = Size(width: maxRowsWidth, height: maxColumnHeight)
        guard maxRowsWidth.isFinite, maxColumnHeight.isFinite else {
            throw .seedWouldTrap(
                field: !itemSpacing.isFinite ? "options.itemSpacing" : !rowSpacing.isFinite ? "options.rowSpacing" : "sections",
                reason: "the content size \(contentSize) is not finite; UIKit cannot scroll it"
            )
        }
        return SeedBidirectionalSession(items: items, contentSize: contentSize, layoutInfo: layoutInfo)
    }

    /// The seed's `calcMaxRowsWidth` before the spacing term: the largest Σ widths of a row,
    /// starting from 0.
    private static func maximumRowWidth(_ items: ItemSet) -> Double {
        var maxRowWidth = 0.0
        for section in 0 ..< items.sectionCount {
            var maxWidth = 0.0
            for flatIndex in items.flatRange(ofSection: section) {
                maxWidth += items.widths[flatIndex]
            }
            maxRowWidth = maxWidth > maxRowWidth ? maxWidth : maxRowWidth
        }
        return maxRowWidth
    }

    /// The seed's `calcMaxColumnHeight` before the spacing term: Σ of each row's tallest item,
    /// each starting from 0.
    private static func sumOfRowHeights(_ items: ItemSet) -> Double {
        var maxHeight = 0.0
        for section in 0 ..< items.sectionCount {
            var maxRowHeight = 0.0
            for flatIndex in items.flatRange(ofSection: section) {
                let height = items.heights[flatIndex]
                maxRowHeight = height > maxRowHeight ? height : maxRowHeight
            }
            maxHeight += maxRowHeight
        }
        return maxHeight
    }

    /// The first non-finite input behind a non-finite frame, as its JSON field path.
    private func nonFiniteInput(width: Double, height: Double, path: ItemPath) -> String {
        if !width.isFinite { return "sections[\(path.section)].items[\(path.item)].width" }
        if !height.isFinite { return "sections[\(path.section)].items[\(path.item)].height" }
        if !itemSpacing.isFinite { return "options.itemSpacing" }
        if !rowSpacing.isFinite { return "options.rowSpacing" }
        return "sections[\(path.section)].items[\(path.item)]"
    }
}
