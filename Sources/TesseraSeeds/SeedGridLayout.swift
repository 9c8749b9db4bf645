import TesseraCore

/// A faithful port of stable|kernel's `GridLayout` (PrimeGrid, 2016): N columns (rows when
/// scrolling horizontally) of equal cells, each item a square block of `span × span` cells,
/// placed at a cursor or, when it does not fit there, in the first free position after it.
///
/// **Which seed.** `Revision.seedDocument` (the default) follows the seed document Tessera was
/// built from, stable|kernel's `GridLayout.swift` (2016): `fixedDivisionCount`, the delegate's
/// `scaleForItem`, `itemFlexibleDimension(fixedDimension:)` and
/// `headerFlexibleDimension(fixedDimension:)`; the 2018 InstagridLayout fork keeps its section
/// spacing. `Revision.primeGridMaster` follows a later PrimeGrid master revision (commit
/// 28745c2), identical except for the section spacing (see `Revision`). A third, later fork (`sizeForItem`, no headers, content padded by `2 × itemSpacing`) is a
/// different algorithm and is not ported. The mapping: `columns` is `fixedDivisionCount`,
/// `spacing` `itemSpacing`, `axis` `scrollDirection`, `insets` the collection view's
/// `contentInset`, `itemAspect × itemFixedDimension` the delegate's item flexible dimension
/// (the PrimeGrid demo returns `0.8 ×`), `headerLength` its header flexible dimension, and each
/// item's `span` its `scaleForItem`. Item widths and heights are not read: every cell has the
/// seed's uniform size.
///
/// **Arithmetic, exactly as the seed's.** `fixed = container − (inset + inset)` across the
/// axis; `cell = (fixed − columns × spacing + spacing) / columns`; `length = itemAspect × cell`;
/// an item at column `c`, row `r` with `scale = span − 1` has origin
/// `(c × (spacing + cell), r × (spacing + length) + sectionOffset)` and size
/// `(cell + scale × (spacing + cell), length + scale × (spacing + length))` (x and y swapped
/// when horizontal), stored as `Rect(x:y:width:height:)`, as a `CGRect` is. Content size is
/// `fixed` across the axis and the running maximum of the items' `CGRect.maxY` (`maxX`) along
/// it, starting from 0. Frames are in content coordinates from 0: the insets are outside the
/// content, as in UIKit.
///
/// **Clamps and traps.** `columns == 0` becomes 1, as the seed's `fixedDivisionCount` setter
/// does; a span above the column count becomes the column count, as `indexableScale` does. A
/// span of 0 makes the seed compute `Int(itemScale - 1)` on a `UInt` and trap: the port throws
/// `LayoutError.invalidSpan` for it (and for negative spans, which the seed's `UInt` cannot
/// hold). Negative `columns` cannot be converted to the seed's `UInt` and throws
/// `seedWouldTrap`. A NaN or infinite frame or content size (from NaN/infinite options or an
/// overflow) throws `seedWouldTrap` naming the input: UIKit cannot place it. Nothing else is
/// validated: negative sizes, out-of-bounds and overlapping frames are what the seed produces.
/// The seed's search has no bound; the port throws `seedWouldTrap` once it has touched
/// `workLimit` occupancy cells.
///
/// **Known defects of the original** (1–5 and 8–10 are shown on inputs by
/// `SeedGridLayoutDefectTests`; 6 and 7 are the data structures the port keeps):
/// 1. Neighbouring frames can overlap by one ulp: a frame's far edge is `origin + size`,
///    rounded on its own, while the next row's (column's) origin is `(r + 1) × pitch`. In 3
///    columns across 100 without spacing, row 5 ends at 200.00000000000003 and row 6 starts
///    at 200.0.
/// 2. The last column's far edge can leave the content by an ulp: 3 columns across 100 with
///    spacing 10 end at 100.00000000000001.
/// 3. With `spacing × (columns − 1) > fixed` the cell size is negative: frames are inverted
///    (negative width and height) and their origins lie beyond the content's far edge.
///    Insets wider than the container do the same with a negative content width.
/// 4. A negative `itemAspect` gives inverted frames whose `CGRect.maxY` is their origin: rows
///    stack upwards from the section offset into negative y and the content size stays 0.
/// 5. Placement is quadratic: after an item that fits at the cursor the cursor moves past its
///    columns but only one row down, and after an item that had to walk it does not move at
///    all; every walk starts at the cursor. So a run of multi-row items (e.g. 2×2 items in 2
///    columns, each landing inside the previous one's rows) makes every item re-walk all rows
///    placed so far: O(n²) occupancy cells for n items. Once an item lands on the cursor's
///    cell from elsewhere the cursor is stuck for good: 1M items in 4 columns with every 7th
///    item 2×2 reach the default `workLimit` at item 19 741, where the seed would keep walking
///    (docs/SEED_FINDINGS.md; its cost per item: the `prepare/seed-grid` rows of docs/RESULTS.md).
/// 6. Item lookup is a linear `first { }` scan of the item cache (O(n) per call) and the
///    visible-rect query filters every element (O(n) per call), allocating two arrays.
/// 7. One attributes object per element and a `[[[Bool]]]` of one heap array per grid row.
/// 8. `Revision.primeGridMaster` adds `spacing` after a header even for an empty section that gets
///    none, so an empty section between headed sections widens the gap by `spacing` and a
///    leading empty section pushes the first header down by `spacing`; without headers it
///    separates sections by `spacing`.
/// 9. `Revision.seedDocument` puts no spacing between sections when there are no headers: the
///    first row of a section touches the last row of the previous one.
/// 10. Headers do not count towards the content size (only items do): with a negative spacing
///    the first row overlaps its header and the content ends inside it. A NaN header length
///    silently disables headers (`NaN > 0` is false).
public struct SeedGridLayout: CollectionLayout, Hashable {
    /// Which revision of the seed to follow; they differ only in the section spacing. The
    /// spec JSON names it in `options.revision`.
    public enum Revision: String, Hashable, Sendable, CaseIterable {
        /// The seed document (stable|kernel's `GridLayout.swift`, 2016; the InstagridLayout fork
        /// keeps it): the offset grows by `header + spacing` after each emitted header and by
        /// nothing else; a header after an earlier header is preceded by `spacing`. Sections
        /// without headers follow one another with no spacing.
        case seedDocument
        /// PrimeGrid master (commit 28745c2): after a section's header (if any) the offset
        /// grows by the header length; then by `spacing` if headers are on or the section is
        /// not the first; a header after an earlier header is preceded by `spacing`.
        case primeGridMaster
    }

    /// The seed's `fixedDivisionCount`: columns (vertical) or rows (horizontal); 0 is read as
    /// 1, as the seed's setter does; negative throws.
    public var columns: Int
    /// The seed's `itemSpacing`, between cells and after headers.
    public var spacing: Double
    /// The seed's `scrollDirection`.
    public var axis: ScrollAxis
    /// The seed delegate's `itemFlexibleDimension` as a multiple of the cell's fixed size.
    public var itemAspect: Double
    /// The seed delegate's `headerFlexibleDimension`; headers appear when it is > 0.
    public var headerLength: Double
    /// The collection view's `contentInset`; only the two insets across the axis are read.
    public var insets: Insets
    /// The seed revision.
    public var revision: Revision
    /// How many occupancy cells (examined, reserved or allocated) the port lets the seed's
    /// search touch before throwing `seedWouldTrap`; the seed itself has no bound.
    public var workLimit: Int

    /// The default `workLimit`: 2²⁸ cells, a few seconds of the seed's search in a release build.
    public static let defaultWorkLimit = 1 << 28

    /// Creates the port; every option has the interchange default.
    public init(
        columns: Int = 1, spacing: Double = 0, axis: ScrollAxis = .vertical, itemAspect: Double = 1,
        headerLength: Double = 0, insets: Insets = .zero, revision: Revision = .seedDocument,
        workLimit: Int = SeedGridLayout.defaultWorkLimit
    ) {
        self.columns = columns
        self.spacing = spacing
        self.axis = axis
        self.itemAspect = itemAspect
        self.headerLength = headerLength
        self.insets = insets
        self.revision = revision
        self.workLimit = workLimit
    }

    /// Runs the seed's `prepare()` and converts its caches into a `LayoutResult` (each
    /// section's header, then its cells). O(n) for grids without back-filling walks.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try prepare(items, in: container).layoutResult()
    }
}
