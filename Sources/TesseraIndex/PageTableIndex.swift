import TesseraCore

/// A uniform grid of pages over the content, each listing the elements that overlap it
/// (Texture's `ASPageTable`): a two-dimensional index that finds the query's pages by
/// arithmetic instead of a search.
///
/// Pages are about four average elements wide and four tall, so a page lists a few dozen
/// elements and a phone viewport covers a handful of pages. An element is listed in every
/// page its edges reach; a query reports an element only from the first of its pages inside
/// the query's page range, so nothing is reported twice. Elements that would be listed in
/// more than `maximumPagesPerElement` pages — a very tall or very wide element, or one with an
/// infinite edge — go to an overflow list that every query scans instead, which keeps the
/// memory linear in n.
///
/// Pages hold element ids in compressed-row form (one offset per page, one id per listing).
///
/// - Complexity: build O(n + listings); a query is O(p + c + o) for the p pages it covers,
///   the c listings in them and the o overflow elements. Worst case: very uneven density
///   (most elements crowded into a few pages, or many elements in the overflow list) — Θ(n).
///   Memory: about 4 bytes per listing (roughly 1.3 listings per element in a masonry or a
///   grid, 1.6 in wide rows) plus 4 per page: 5.3–6.5 bytes per element; the build also
///   holds 16 bytes per element of scratch (each element's page span).
/// Updates (`update(to:after:)`, `LayoutSession.apply(_:updating:)`): the default full rebuild,
/// O(n + listings) — the page size is chosen from all the frames, so a suffix would re-page.
public struct PageTableIndex: RectIndex {
    /// `page-table`.
    public static let name = "page-table"

    /// An element reaching into more pages than this goes to the overflow list.
    public static let maximumPagesPerElement = 16

    private let frames: [Rect]
    private let grid: PageGrid
    /// `pageStarts[p] ..< pageStarts[p + 1]` are page `p`'s listings in `listings`; pages are
    /// numbered row by row.
    private let pageStarts: [Int32]
    private let listings: [Int32]
    /// Ids of elements too large for the pages; every query tests them.
    private let overflow: [Int32]

    /// Lays a page grid over `result`'s frames and lists each element in its pages. O(n).
    public init(_ result: LayoutResult) {
        self.init(result, elementsPerPageSide: PageGrid.elementsPerPageSide)
    }

    /// The index with pages about `elementsPerPageSide` average elements on a side (at least
    /// 1/4) instead of 4: what the index campaign draws and shrinks, so that a wrong listing
    /// shows on a handful of frames spread over many pages. O(n + listings).
    package init(_ result: LayoutResult, elementsPerPageSide: Double) {
        frames = result.frames
        let grid = PageGrid(frames, elementsPerPageSide: elementsPerPageSide)
        self.grid = grid
        let pageCount = grid.columns * grid.rows
        var pageStarts = [Int32](repeating: 0, count: pageCount + 1)
        var overflow: [Int32] = []
        // Each element's pages, computed once for both passes; `firstRow` -1 for an element
        // that is not listed (it cannot match, or it went to the overflow list).
        var spans = [PageSpan](repeating: PageSpan(firstColumn: 0, lastColumn: 0, firstRow: -1, lastRow: 0), count: frames.count)
        frames.withUnsafeBufferPointer { frames in
            spans.withUnsafeMutableBufferPointer { spans in
                pageStarts.withUnsafeMutableBufferPointer { starts in
                    // First pass: count each page's listings.
                    for id in frames.indices where frames[id].canIntersect {
                        let pages = grid.pages(of: frames[id])
                        if pages.columns.count * pages.rows.count > Self.maximumPagesPerElement {
                            overflow.append(Int32(id))
                            continue
                        }
                        spans[id] = PageSpan(
                            firstColumn: Int32(truncatingIfNeeded: pages.columns.lowerBound),
                            lastColumn: Int32(truncatingIfNeeded: pages.columns.upperBound),
                            firstRow: Int32(truncatingIfNeeded: pages.rows.lowerBound),
                            lastRow: Int32(truncatingIfNeeded: pages.rows.upperBound)
                        )
                        for row in pages.rows {
                            for column in pages.columns { starts[row &* grid.columns &+ column] &+= 1 }
                        }
                    }
                    // Inclusive prefix sums: each page's entry becomes the end of its listings.
                    for page in 1 ..< pageCount { starts[page] &+= starts[page - 1] }
                    starts[pageCount] = pageCount > 0 ? starts[pageCount - 1] : 0
                }
            }
        }
        // Second pass, from the last id down: each listing goes just before its page's end,
        // which leaves each page's entry at its start and the ids of a page in increasing order.
        let listingCount = Int(pageStarts[pageCount])
        let listings = [Int32](unsafeUninitializedCapacity: listingCount) { listings, initialized in
            spans.withUnsafeBufferPointer { spans in
                pageStarts.withUnsafeMutableBufferPointer { starts in
                    for id in spans.indices.reversed() where spans[id].firstRow >= 0 {
                        let span = spans[id]
                        for row in Int(span.firstRow) ... Int(span.lastRow) {
                            for column in Int(span.firstColumn) ... Int(span.lastColumn) {
                                let page = row &* grid.columns &+ column
                                starts[page] &-= 1
                                listings[Int(starts[page])] = Int32(truncatingIfNeeded: id)
                            }
                        }
                    }
                }
            }
            initialized = listingCount
        }
        self.pageStarts = pageStarts
        self.listings = listings
        self.overflow = overflow
    }

    /// Appends the id of every element whose frame intersects `rect` (page by page, then the
    /// overflow list); returns the number of listings and overflow elements examined.
    @discardableResult
    public func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        guard rect.canIntersect else { return 0 }
        let pages = grid.pages(of: rect)
        var examined = 0
        frames.withUnsafeBufferPointer { frames in
            pageStarts.withUnsafeBufferPointer { pageStarts in
                listings.withUnsafeBufferPointer { listings in
                    IDCollector.collect(into: &ids) { hits, ids in
                        for row in pages.rows {
                            for column in pages.columns {
                                let page = row * grid.columns + column
                                let listed = Int(pageStarts[page]) ..< Int(pageStarts[page + 1])
                                examined += listed.count
                                for listing in listed {
                                    let id = Int(listings[listing])
                                    let frame = frames[id]
                                    // Report from the first page the frame and the query share.
                                    guard frame.strictlyOverlaps(rect),
                                          max(grid.column(of: frame.minX), pages.columns.lowerBound) == column,
                                          max(grid.row(of: frame.minY), pages.rows.lowerBound) == row
                                    else { continue }
                                    hits.append(id, flushingInto: &ids)
                                }
                            }
                        }
                        examined += overflow.count
                        for id in overflow where frames[Int(id)].strictlyOverlaps(rect) {
                            hits.append(Int(id), flushingInto: &ids)
                        }
                    }
                }
            }
        }
        return examined
    }

    /// The bytes of the page offsets, the listings and the overflow list.
    public var memoryBytes: Int {
        (pageStarts.capacity + listings.capacity + overflow.capacity) * MemoryLayout<Int32>.stride
    }
}

/// The pages an element is listed in: columns and rows, both ends included.
struct PageSpan {
    var firstColumn: Int32
    var lastColumn: Int32
    var firstRow: Int32
    var lastRow: Int32
}

/// The page grid of a `PageTableIndex`: an origin, a page size and the number of columns and
/// rows; coordinates outside the grid clamp to its border pages.
struct PageGrid {
    let originX: Double
    let originY: Double
    /// 1 / page width and 1 / page height.
    let inverseWidth: Double
    let inverseHeight: Double
    let columns: Int
    let rows: Int

    /// Average elements on a page's side, by default.
    static let elementsPerPageSide = 4.0

    /// A grid over the finite frames that can match, with pages about `elementsPerPageSide`
    /// average elements on a side, coarsened until there are at most about two pages per
    /// element (64 pages at least).
    init(_ frames: [Rect], elementsPerPageSide: Double = PageGrid.elementsPerPageSide) {
        let elementsPerPageSide = max(0.25, elementsPerPageSide)
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        var totalWidth = 0.0
        var totalHeight = 0.0
        var count = 0
        frames.withUnsafeBufferPointer { frames in
            for frame in frames where frame.canIntersect && frame.isFinite {
                minX = min(minX, frame.minX)
                minY = min(minY, frame.minY)
                maxX = max(maxX, frame.maxX)
                maxY = max(maxY, frame.maxY)
                totalWidth += frame.width
                totalHeight += frame.height
                count += 1
            }
        }
        guard count > 0 else {
            (originX, originY, inverseWidth, inverseHeight, columns, rows) = (0, 0, 1, 1, 1, 1)
            return
        }
        let bounds = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        func side(_ total: Double, _ span: Double) -> Double {
            let side = elementsPerPageSide * total / Double(count)
            return side > 0 && side.isFinite ? side : max(span, 1)
        }
        var width = side(totalWidth, bounds.width)
        var height = side(totalHeight, bounds.height)
        func cells(_ span: Double, _ side: Double) -> Int {
            let count = (span / side).rounded(.down) + 1
            // Frames spanning ±1e308 make both span and side infinite: NaN, one cell.
            return count < 16_777_216 ? Int(count) : count.isNaN ? 1 : 16_777_216
        }
        while cells(bounds.width, width) * cells(bounds.height, height) > max(64, 2 * count) {
            width *= 2
            height *= 2
        }
        originX = bounds.minX
        originY = bounds.minY
        inverseWidth = 1 / width
        inverseHeight = 1 / height
        columns = cells(bounds.width, width)
        rows = cells(bounds.height, height)
    }

    /// The column holding `x`, clamped to the grid (monotone in `x`; defined for ±∞).
    @inline(__always) func column(of x: Double) -> Int {
        Self.cell((x - originX) * inverseWidth, columns)
    }

    /// The row holding `y`, clamped to the grid (monotone in `y`; defined for ±∞).
    @inline(__always) func row(of y: Double) -> Int {
        Self.cell((y - originY) * inverseHeight, rows)
    }

    @inline(__always) private static func cell(_ scaled: Double, _ count: Int) -> Int {
        if !(scaled > 0) { return 0 }
        if scaled >= Double(count - 1) { return count - 1 }
        // Positive and in range: truncation is the floor (and avoids a libm call).
        return Int(scaled)
    }

    /// The columns and rows that `rect`'s edges reach (both ends included).
    @inline(__always) func pages(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        (column(of: rect.minX) ... column(of: rect.maxX), row(of: rect.minY) ... row(of: rect.maxY))
    }
}
