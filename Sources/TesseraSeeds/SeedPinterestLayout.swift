import TesseraCore

/// A faithful port of the Ray Wenderlich (Razeware, now Kodeco) Pinterest tutorial layout:
/// `numberOfColumns` equal columns, items of their own heights stacked into the columns in
/// turn (round-robin), each frame inset by `cellPadding`.
///
/// **Which seed.** The 2016 Swift 3 edition of the tutorial's `PinterestLayout.swift`
/// (Andre Goncalves, © Razeware): `var numberOfColumns = 2`, `cellPadding = 6`,
/// `var delegate: PinterestLayoutDelegate!` (force-unwrapped), `cache` of attributes,
/// `contentWidth = bounds.width − (inset.left + inset.right)`, height
/// `cellPadding + photoHeight + annotationHeight + cellPadding`, and the column step
/// `column >= numberOfColumns − 1 ? 0 : column + 1`. An item's `height` is the delegate's
/// photo height; the annotation height is 0 (adding it first keeps the seed's rounding
/// order). Widths and spans are not read. The 2016 edition has no `layoutAttributesForItem`;
/// the port's lookup is the later Kodeco edition's `cache[indexPath.item]`. A derived copy
/// with `column = 1 − column` (valid only for 2 columns) has the same column order at 2
/// columns, but sums `h + 2 × padding`, which can round differently.
///
/// **Arithmetic.** `columnWidth = contentWidth / columns`; `xOffset[c] = c × columnWidth`;
/// each item's frame is `CGRect(x: xOffset[c], y: yOffset[c], width: columnWidth, height:
/// (padding + h + 0) + padding)`, its attributes' frame that rect `insetBy(dx: padding, dy:
/// padding)` (standardised first, `CGRect.null` when negative); then `contentHeight =
/// max(contentHeight, frame.maxY)` and `yOffset[c] += height`. Content size is
/// `(contentWidth, contentHeight)` with `contentHeight` starting at 0.
///
/// **Traps** (the port throws `seedWouldTrap` where the seed would crash): negative `columns`
/// (`0 ..< numberOfColumns` traps); no sections at all (`numberOfItems(inSection: 0)` raises);
/// `columns == 0` with an item (`xOffset[0]` is out of range); a missing delegate with an item
/// (`hasDelegate == false`; the implicitly unwrapped delegate traps); a column narrower than
/// `2 × padding` with an item (the inset frame is `CGRect.null`, at an infinite origin); a
/// NaN or infinite frame or content size. Columns above 2²⁴ throw as well: the seed would
/// allocate that many offsets per prepare. Nothing else is validated.
///
/// **Known defects of the original** (1–5 are shown on inputs by `SeedPinterestLayoutTests`):
/// 1. Only section 0 is laid out: items of later sections get no attributes at all.
/// 2. Round-robin ignores heights: a tall item makes its column run far longer than the
///    others (a waterfall should pick the shortest column).
/// 3. A negative padding enlarges frames past their column: neighbours overlap and the first
///    column leaves the content (negative x).
/// 4. A negative item height is standardised by `insetBy`: the cell is drawn *above* its slot,
///    over the previous cell, and the column's offset goes back up.
/// 5. `layoutAttributesForItem` (later edition) is `cache[indexPath.item]`: it ignores the
///    section, so (1, 0) answers item (0, 0)'s attributes, and traps out of range (the port
///    returns `nil` there). The 2016 edition has none at all.
/// 6. The visible-rect query scans every attributes object (O(n) per call, allocating).
/// 7. `prepare` runs only while the cache is empty and nothing invalidates it on a width
///    change (no `invalidateLayout` override): the port is a fresh layout every time.
public struct SeedPinterestLayout: CollectionLayout, Hashable {
    /// The seed's `numberOfColumns`.
    public var columns: Int
    /// The seed's `cellPadding`.
    public var padding: Double
    /// Whether the seed's force-unwrapped `delegate` is set; `false` traps on the first item.
    public var hasDelegate: Bool

    /// The largest column count the port allocates offsets for.
    public static let maximumColumns = 1 << 24

    /// Creates the port with the interchange defaults (the seed's own: 2 columns, padding 6).
    public init(columns: Int = 2, padding: Double = 6, hasDelegate: Bool = true) {
        self.columns = columns
        self.padding = padding
        self.hasDelegate = hasDelegate
    }

    /// Runs the seed's `prepare()` and converts its cache into a `LayoutResult` (section 0's
    /// cells; later sections' items have none). O(n).
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try prepare(items, in: container).layoutResult()
    }

    /// Runs the seed's `prepare()` on `items` in a collection view of size `container` (only
    /// its width is read) and returns its cache. O(items in section 0 + columns).
    public func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> SeedPinterestSession {
        guard columns >= 0 else {
            throw .seedWouldTrap(field: "options.columns", reason: "the seed's `0 ..< numberOfColumns` traps for \(columns)")
        }
        guard columns <= Self.maximumColumns else {
            throw .seedWouldTrap(
                field: "options.columns",
                reason: "the seed would allocate \(columns) column offsets; the port stops above \(Self.maximumColumns)"
            )
        }
        guard items.sectionCount > 0 else {
            throw .seedWouldTrap(
                field: "sections",
                reason: "there are no sections, and the seed's numberOfItems(inSection: 0) raises for a missing section"
            )
        }
        let itemCount = items.itemCount(inSection: 0)
        if itemCount > 0, columns == 0 {
            throw .seedWouldTrap(field: "options.columns", reason: "with 0 columns the seed's xOffset[0] is out of range")
        }
        if itemCount > 0, !hasDelegate {
            throw .seedWouldTrap(field: "delegate", reason: "the seed force-unwraps its missing delegate for item 0")
        }

        // `bounds.width − (insets.left + insets.right)`; the port has no insets.
        let contentWidth = container.width
        var contentHeight = 0.0
        let columnWidth = contentWidth / Double(columns)
        var xOffset: [Double] = []
        for column in 0 ..< columns {
            xOffset.append(Double(column) * columnWidth)
        }
        var column = 0
        var yOffset = [Double](repeating: 0, count: columns)
        var cache: [SeedLayoutAttributes] = []

        for item in 0 ..< itemCount {
            let path = ItemPath(section: 0, item: item)
            let photoHeight = items.heights[item]
            let annotationHeight = 0.0
            let height = padding + photoHeight + annotationHeight + padding
            let frame = SeedCGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: padding, dy: padding)
            if !insetFrame.isFinite {
                throw .seedWouldTrap(
                    field: nonFiniteInput(container: container, itemHeight: photoHeight, item: item)
                        ?? "sections[0].items[\(item)]",
                    reason: insetFrame.isNull && frame.isFinite
                        ? "insetBy(dx: \(padding), dy: \(padding)) of the \(columnWidth) × \(height) slot of item \(item) "
                            + "is CGRect.null, at an infinite origin UIKit cannot place"
                        : "item \(item) would get a NaN or infinite frame, which UIKit cannot place (CALayerInvalidGeometry)"
                )
            }
            cache.append(SeedLayoutAttributes(indexPath: path, frame: insetFrame.rect, kind: .cell))
            contentHeight = Swift.max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
            if column >= columns - 1 {
                column = 0
            } else {
                column += 1
            }
        }
        let contentSize = Size(width: contentWidth, height: contentHeight)
        guard contentWidth.isFinite, contentHeight.isFinite else {
            throw .seedWouldTrap(
                field: nonFiniteInput(container: container, itemHeight: 0, item: 0) ?? "sections[0]",
                reason: "the content size \(contentSize) is not finite; UIKit cannot scroll it"
            )
        }
        return SeedPinterestSession(items: items, contentSize: contentSize, cache: cache)
    }

    /// The first non-finite input behind a non-finite frame, as its JSON field path.
    private func nonFiniteInput(container: Size, itemHeight: Double, item: Int) -> String? {
        if !container.width.isFinite { return "container.width" }
        if !padding.isFinite { return "options.padding" }
        if !itemHeight.isFinite { return "sections[0].items[\(item)].height" }
        return nil
    }
}
