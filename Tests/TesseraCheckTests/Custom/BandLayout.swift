import TesseraCheck
import TesseraCore

/// A layout Tessera does not ship that reads what real layouts read, for the tests of
/// `CustomLayout`'s inputs: sections stacked down the container, each with its own insets,
/// spacing and header mode (per-section options); items in rows, a `half` item sharing its
/// row with the next `half` one (a per-item payload); a `background` decoration under each
/// non-empty section; and its own visible-rect query, a binary search over each section's
/// rows (`QueryingLayout`).
struct BandLayout: QueryingLayout {
    enum WidthMode: String, Codable, Hashable, Sendable, CaseIterable {
        case full, half
    }

    struct ItemStyle: Codable, Hashable, Sendable {
        var widthMode = WidthMode.full
    }

    struct Section: Codable, Hashable, Sendable {
        var inset = 0.0
        var spacing = 0.0
        var header = false
    }

    struct Options: Codable, Hashable, Sendable {
        var headerHeight = 20.0
        var sections: [Section] = []

        func section(_ index: Int) -> Section { index < sections.count ? sections[index] : Section() }
    }

    /// What a planted defect breaks.
    enum Defect: String, Sendable {
        /// The query starts at the first row whose top is inside the rect, dropping the row
        /// straddling its top edge.
        case dropsStraddlingRow
        /// Each background reaches 5 points into the next section.
        case backgroundSpills
    }

    static let background = ElementKind.decoration("background")

    var options: Options
    var defect: Defect?

    /// A section's rows, for the query: each row's top and bottom and its first element id.
    struct Band: Sendable {
        var rowTops: [Double] = []
        var rowBottoms: [Double] = []
        var rowFirstIDs: [Int32] = []
        var end: Int32 = 0
    }

    struct Prepared: PreparedLayout {
        let result: LayoutResult
        let bands: [Band]
        /// Headers and backgrounds: one or two per section, tested one by one.
        let supplements: [Int32]
        let dropsStraddlingRow: Bool

        func elements(in rect: Rect, into ids: inout [Int32]) {
            for id in supplements where result.frames[Int(id)].intersects(rect) { ids.append(id) }
            for band in bands where !band.rowTops.isEmpty {
                // The first row that ends below the rect's top (or, with the defect, starts there).
                var low = 0, high = band.rowTops.count
                while low < high {
                    let middle = (low + high) / 2
                    let passed = dropsStraddlingRow ? band.rowTops[middle] < rect.minY : band.rowBottoms[middle] <= rect.minY
                    if passed { low = middle + 1 } else { high = middle }
                }
                var row = low
                while row < band.rowTops.count, band.rowTops[row] < rect.maxY {
                    let end = row + 1 < band.rowFirstIDs.count ? band.rowFirstIDs[row + 1] : band.end
                    for id in band.rowFirstIDs[row] ..< end where result.frames[Int(id)].intersects(rect) { ids.append(id) }
                    row += 1
                }
            }
        }
    }

    var queryName: String { "band-search" }

    func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> Prepared {
        try LayoutError.checkContainer(container)
        try items.validate(.height)
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var bands: [Band] = []
        var supplements: [Int32] = []
        var y = 0.0
        for section in 0 ..< items.sectionCount {
            let own = options.section(section)
            let range = items.flatRange(ofSection: section)
            var band = Band()
            guard !range.isEmpty else {
                bands.append(band)
                continue
            }
            let top = y
            if own.header {
                supplements.append(Int32(result.appendHeader(Rect(minX: 0, minY: y, maxX: container.width, maxY: y + options.headerHeight), section: section)))
                y += options.headerHeight
            }
            // An inset wider than half the container is cut to it.
            let inset = Swift.min(own.inset, container.width / 2)
            y += inset
            let width = container.width - 2 * inset
            var flat = range.lowerBound
            var firstRow = true
            while flat < range.upperBound {
                if !firstRow { y += own.spacing }
                firstRow = false
                let half = items.payload(at: flat, as: ItemStyle.self)?.widthMode == .half
                let pairs = half && flat + 1 < range.upperBound && items.payload(at: flat + 1, as: ItemStyle.self)?.widthMode == .half
                let count = pairs ? 2 : 1
                let rowHeight = (flat ..< flat + count).map { items.heights[$0] }.max()!
                band.rowTops.append(y)
                band.rowBottoms.append(y + rowHeight)
                band.rowFirstIDs.append(Int32(result.count))
                for offset in 0 ..< count {
                    let itemWidth = half ? width / 2 : width
                    let minX = inset + Double(offset) * itemWidth
                    result.appendCell(
                        Rect(minX: minX, minY: y, maxX: minX + itemWidth, maxY: y + items.heights[flat + offset]),
                        at: ItemPath(section: section, item: flat + offset - range.lowerBound)
                    )
                }
                y += rowHeight
                flat += count
            }
            y += inset
            band.end = Int32(result.count)
            bands.append(band)
            let spill = defect == .backgroundSpills ? 5.0 : 0
            supplements.append(Int32(result.append(
                Rect(minX: 0, minY: top, maxX: container.width, maxY: y + spill), kind: Self.background, path: ItemPath(section: section, item: 0)
            )))
        }
        result.contentSize = Size(width: container.width, height: y)
        return Prepared(result: result, bands: bands, supplements: supplements, dropsStraddlingRow: defect == .dropsStraddlingRow)
    }
}

extension CustomLayout where Options == BandLayout.Options {
    /// The band layout with its per-section options, item payloads and background declared.
    static let band: CustomLayout = {
        var band = CustomLayout(
            name: "band", defaultOptions: BandLayout.Options(),
            drawItem: { draw in
                ItemSet.Item(height: draw.itemLength(), payload: ItemPayload(BandLayout.ItemStyle(widthMode: draw.random.pick(BandLayout.WidthMode.allCases))))
            },
            expectations: { expectations, spec in
                expectations.fixedLength = spec.container.width
                for section in 0 ..< spec.items.sectionCount {
                    expectations.sectionHeaders[section] = spec.options.section(section).header
                }
            },
            itemFields: [.height]
        ) { options in BandLayout(options: options) }
        band.sectionOptions = CustomSectionOptions(\BandLayout.Options.sections, default: BandLayout.Section()) { section in
            [[BandLayout.Section(inset: 0, spacing: section.spacing, header: section.header)], [BandLayout.Section(inset: section.inset, spacing: 0, header: section.header)]]
        } draw: { draw, _, _ in
            BandLayout.Section(inset: draw.random.pick([0, 4, 8.5]), spacing: draw.random.pick([0, 2, 10]), header: draw.random.nextBool())
        }
        band.itemPayloadCoding = CodablePayload.coding(BandLayout.ItemStyle.self)
        band.overlapRules.allow(BandLayout.background, toOverlap: [.cell, .header], within: .sameSection)
        return band
    }()

    /// The band layout with `defect` planted.
    static func band(planting defect: BandLayout.Defect) -> CustomLayout {
        band.replacingEngine(implementation: defect.rawValue) { BandLayout(options: $0, defect: defect) }
    }
}
