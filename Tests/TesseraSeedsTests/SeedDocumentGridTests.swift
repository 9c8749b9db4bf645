import Testing
import TesseraCore
@testable import TesseraSeeds

/// The seed grid port's default revision against an independent, line-by-line reading of the
/// seed document it follows (stable|kernel's `GridLayout.swift`, 2016): `prepare()` with its
/// `[[[Bool]]]` grid, `nextAvailableFrame`, `isSpaceAvailable`, `reserveItemGrid` and
/// `layoutAttributes(for:at:with:)`, written here without looking at the port. The two must
/// agree bit for bit on random multi-section grids with and without headers; the other
/// revision must differ from the document on some of them (it is not the document).
@Suite struct SeedDocumentGridTests {
    /// The seed document's `prepare()`, transcribed.
    struct SeedDocument {
        var fixedDivisionCount: Int
        var itemSpacing: Double
        var vertical: Bool
        var aspect: Double
        var headerFlexibleDimension: Double

        func prepare(_ items: ItemSet, frame: Size) -> (headers: [ItemPath: Rect], cells: [ItemPath: Rect], contentSize: Size) {
            var contentWidth = 0.0, contentHeight = 0.0
            let fixedDimension = vertical ? frame.width : frame.height
            if vertical { contentWidth = fixedDimension } else { contentHeight = fixedDimension }
            var additionalSectionSpacing = 0.0
            let count = Double(fixedDivisionCount)
            let itemFixedDimension = (fixedDimension - (count * itemSpacing) + itemSpacing) / count
            let itemFlexibleDimension = aspect * itemFixedDimension
            var headers: [ItemPath: Rect] = [:], cells: [ItemPath: Rect] = [:]
            var grid: [[[Bool]]] = []
            for section in 0 ..< items.sectionCount {
                let itemCount = items.itemCount(inSection: section)
                if headerFlexibleDimension > 0.0 && itemCount > 0 {
                    if !headers.isEmpty { additionalSectionSpacing += itemSpacing }
                    headers[ItemPath(section: section, item: 0)] = vertical
                        ? Rect(x: 0, y: additionalSectionSpacing, width: fixedDimension, height: headerFlexibleDimension)
                        : Rect(x: additionalSectionSpacing, y: 0, width: headerFlexibleDimension, height: fixedDimension)
                    additionalSectionSpacing += headerFlexibleDimension + itemSpacing
                }
                let sectionOffset = additionalSectionSpacing
                grid.append([])
                var flexibleIndex = 0, fixedIndex = 0
                for item in 0 ..< itemCount {
                    if fixedIndex >= fixedDivisionCount {
                        fixedIndex = 0
                        flexibleIndex += 1
                    }
                    let scale = min(items[ItemPath(section: section, item: item)].span, fixedDivisionCount) - 1
                    // nextAvailableFrame(startingAt:)
                    var newFlexible = flexibleIndex, newFixed = fixedIndex
                    func isSpaceAvailable(_ flexible: Int, _ fixed: Int) -> Bool {
                        for row in flexible ... flexible + scale {
                            while grid[section].count <= row { grid[section].append(Array(repeating: false, count: fixedDivisionCount)) }
                            for column in fixed ... fixed + scale where column >= fixedDivisionCount || grid[section][row][column] {
                                return false
                            }
                        }
                        return true
                    }
                    while !isSpaceAvailable(newFlexible, newFixed) {
                        newFixed += 1
                        if newFixed + scale >= fixedDivisionCount {
                            newFixed = 0
                            newFlexible += 1
                        }
                    }
                    let fitInOriginalFrame = newFlexible == flexibleIndex && newFixed == fixedIndex
                    for row in newFlexible ... newFlexible + scale {
                        for column in newFixed ... newFixed + scale { grid[section][row][column] = true }
                    }
                    // layoutAttributes(for:at:with:)
                    let fixedIndexOffset = Double(newFixed) * (itemSpacing + itemFixedDimension)
                    let longitudinalOffset = Double(newFlexible) * (itemSpacing + itemFlexibleDimension) + sectionOffset
                    let transverse = itemFixedDimension + (Double(scale) * (itemSpacing + itemFixedDimension))
                    let longitudinal = itemFlexibleDimension + (Double(scale) * (itemSpacing + itemFlexibleDimension))
                    let cell = vertical
                        ? Rect(x: fixedIndexOffset, y: longitudinalOffset, width: transverse, height: longitudinal)
                        : Rect(x: longitudinalOffset, y: fixedIndexOffset, width: longitudinal, height: transverse)
                    cells[ItemPath(section: section, item: item)] = cell
                    if vertical {
                        contentHeight = max(contentHeight, cell.maxY)
                        additionalSectionSpacing = max(additionalSectionSpacing, cell.maxY)
                    } else {
                        contentWidth = max(contentWidth, cell.maxX)
                        additionalSectionSpacing = max(additionalSectionSpacing, cell.maxX)
                    }
                    if fitInOriginalFrame { fixedIndex += 1 + scale }
                }
            }
            return (headers, cells, Size(width: contentWidth, height: contentHeight))
        }
    }

    /// 150 random grids: 1–5 sections (some empty), 1–5 columns, spacing 0–12 (some fractional),
    /// headers on half of them, both axes, spans 1–3.
    static func randomCases() -> [(SeedGridLayout, ItemSet, Size)] {
        var random = Xoshiro256StarStar(seed: 0x5EED_9A1D)
        return (0 ..< 150).map { _ in
            var layout = SeedGridLayout(columns: random.nextInt(in: 1 ... 5))
            layout.spacing = random.pick([0, 2, 6, 10, 100.0 / 3, 7.5])
            layout.axis = random.nextBool(probability: 0.25) ? .horizontal : .vertical
            layout.itemAspect = random.pick([1, 0.8, 1.5])
            layout.headerLength = random.nextBool() ? random.pick([44, 30, 50.5]) : 0
            let sections = (0 ..< random.nextInt(in: 1 ... 5)).map { _ in
                (0 ..< (random.nextBool(probability: 0.25) ? 0 : random.nextInt(in: 1 ... 12))).map { _ in
                    ItemSet.Item(span: random.nextBool(probability: 0.7) ? 1 : random.nextInt(in: 2 ... 3))
                }
            }
            return (layout, ItemSet(sections: sections), Size(width: random.pick([320, 375, 414.5]), height: 600))
        }
    }

    @Test func theDefaultRevisionIsTheSeedDocument() throws {
        var disagreements = 0, multiSectionCases = 0
        for (layout, items, container) in Self.randomCases() {
            let document = SeedDocument(
                fixedDivisionCount: layout.columns, itemSpacing: layout.spacing, vertical: layout.axis == .vertical,
                aspect: layout.itemAspect, headerFlexibleDimension: layout.headerLength
            ).prepare(items, frame: container)
            let port = try layout.layout(items, in: container)
            #expect(layout.revision == .seedDocument)
            #expect(port.contentSize == document.contentSize, "\(layout) \(items)")
            #expect(port.count == document.headers.count + document.cells.count)
            for element in port.elements {
                let expected = element.kind == .header ? document.headers[element.path] : document.cells[element.path]
                #expect(element.frame == expected, "\(element.kind.name) \(element.path) of \(layout) \(items)")
            }
            if items.sectionCount > 1 { multiSectionCases += 1 }
            var other = layout
            other.revision = .primeGridMaster
            if try other.layout(items, in: container) != port { disagreements += 1 }
        }
        #expect(multiSectionCases >= 80)
        // PrimeGrid master spaces header-less sections apart and empty headed sections wider.
        #expect(disagreements >= 20, "primeGridMaster differed from the seed document on only \(disagreements) cases")
    }
}
