import TesseraCore

/// UICollectionViewFlowLayout's line-wrapping flow, platform-free: items of their own widths
/// and heights fill lines from left to right, a line wraps when the next item does not fit,
/// and sections stack vertically with their insets, headers and footers.
///
/// - Each section: its header (full width, `headerHeight`), then — when it has items — the
///   top inset, its lines `lineSpacing` apart, the bottom inset, then its footer. An empty
///   section has its header and footer only.
/// - A line holds items `interitemSpacing` apart between `sectionInset.left` and
///   `container.width - sectionInset.right`; the next item starts a new line when it would
///   end past that edge. Items are top-aligned in their line, which is as tall as its tallest
///   item. (UIKit centres them vertically; top alignment keeps every frame exact.)
/// - An item wider than the line is narrowed to the line's width and placed alone; UIKit
///   logs a warning and does much the same.
/// - `alignment` then places each line across the width; lines spread or centred keep their
///   edges within the line, clamped at its end, so a frame never crosses the right inset.
///
/// The content is the container's width and ends after the last section. Bad input — NaN,
/// infinite or negative lengths, insets wider than the container — throws a `LayoutError`
/// naming the field. O(n).
public struct FlowLayout: CollectionLayout {
    /// The options.
    public var options: FlowOptions
    /// A defect planted on purpose, to show what the harness reports (see `PlantedDefect`);
    /// `nil` for the correct layout.
    public var plantedDefect: PlantedDefect?

    /// Defects the example plants to show that Tessera's harness catches them.
    public enum PlantedDefect: String, Hashable, Sendable {
        /// A justified section's last line is laid out without `interitemSpacing`, its items
        /// touching: a classic slip when the last line is special-cased.
        case lastLineDropsSpacing
    }

    /// A flow layout with `options`.
    public init(_ options: FlowOptions = FlowOptions(), plantedDefect: PlantedDefect? = nil) {
        self.options = options
        self.plantedDefect = plantedDefect
    }

    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try validate(items, container)
        let inset = options.sectionInset
        let lineStart = inset.left
        let lineEnd = container.width - inset.right
        let lineWidth = lineEnd - lineStart
        var result = LayoutResult(scrollAxis: .vertical, items: items, expectedElementCount: items.itemCount + 2 * items.sectionCount)
        var y = 0.0
        var line = Line()
        for section in 0 ..< items.sectionCount {
            if options.headerHeight > 0 {
                result.appendHeader(Rect(minX: 0, minY: y, maxX: container.width, maxY: y + options.headerHeight), section: section)
                y += options.headerHeight
            }
            let range = items.flatRange(ofSection: section)
            if !range.isEmpty {
                var lineTop = y + inset.top
                line.removeAll(top: lineTop)
                for flat in range {
                    let width = min(items.widths[flat], lineWidth)
                    let minX = line.isEmpty ? lineStart : line.maxX + options.interitemSpacing
                    if !line.isEmpty, minX + width > lineEnd {
                        lineTop = line.bottom + options.lineSpacing
                        emit(&line, isLast: false, section: section, lineStart: lineStart, lineEnd: lineEnd, into: &result)
                        line.removeAll(top: lineTop)
                        line.append(item: flat - range.lowerBound, minX: lineStart, width: width, height: items.heights[flat])
                    } else {
                        line.append(item: flat - range.lowerBound, minX: minX, width: width, height: items.heights[flat])
                    }
                }
                y = line.bottom + inset.bottom
                emit(&line, isLast: true, section: section, lineStart: lineStart, lineEnd: lineEnd, into: &result)
            }
            if options.footerHeight > 0 {
                result.appendFooter(Rect(minX: 0, minY: y, maxX: container.width, maxY: y + options.footerHeight), section: section)
                y += options.footerHeight
            }
        }
        result.contentSize = Size(width: container.width, height: y)
        return result
    }

    private func validate(_ items: ItemSet, _ container: Size) throws(LayoutError) {
        try LayoutError.checkContainer(container)
        try LayoutError.checkOption("interitemSpacing", options.interitemSpacing)
        try LayoutError.checkOption("lineSpacing", options.lineSpacing)
        try LayoutError.checkOption("headerHeight", options.headerHeight)
        try LayoutError.checkOption("footerHeight", options.footerHeight)
        let inset = options.sectionInset
        try LayoutError.checkOption("sectionInset.top", inset.top)
        try LayoutError.checkOption("sectionInset.left", inset.left)
        try LayoutError.checkOption("sectionInset.bottom", inset.bottom)
        try LayoutError.checkOption("sectionInset.right", inset.right)
        let lineWidth = container.width - inset.right - inset.left
        guard lineWidth >= 0 else {
            throw .negativeItemLength(option: "sectionInset", value: inset.left + inset.right, itemLength: lineWidth)
        }
        try items.validate([.width, .height])
    }

    /// Places `line` across the width as `alignment` says and appends its cells.
    private func emit(
        _ line: inout Line, isLast: Bool, section: Int, lineStart: Double, lineEnd: Double, into result: inout LayoutResult
    ) {
        let count = line.entries.count
        if isLast, plantedDefect == .lastLineDropsSpacing, options.alignment == .justified {
            for index in 1 ..< max(count, 1) {
                line.entries[index].minX = line.entries[index - 1].minX + line.entries[index - 1].width
            }
        }
        // The first item's edge can round an ulp past the line's end: no negative extra.
        let extra = max(0, lineEnd - line.maxX)
        for (index, entry) in line.entries.enumerated() {
            // Shifts grow with the index and edges are clamped at the line's end: both keep
            // neighbours apart and every frame within the line, whatever the rounding.
            let shift: Double = switch options.alignment {
            case .leading: 0
            case .centered: extra / 2
            case .justified where isLast || count == 1: 0
            case .justified: index == count - 1 ? extra : min(extra * Double(index) / Double(count - 1), extra)
            }
            let minX = min(entry.minX + shift, lineEnd)
            let maxX = min(entry.minX + entry.width + shift, lineEnd)
            result.appendCell(
                Rect(minX: minX, minY: line.top, maxX: maxX, maxY: line.top + entry.height),
                at: ItemPath(section: section, item: entry.item)
            )
        }
    }
}

/// The items of the line being filled, leading-aligned, before `FlowLayout` places it.
private struct Line {
    /// One item of the line.
    struct Entry {
        var item: Int
        var minX: Double
        var width: Double
        var height: Double
    }

    var top = 0.0
    var entries: [Entry] = []
    /// The right edge of the last item.
    var maxX = 0.0
    /// The bottom of the tallest item.
    var bottom = 0.0

    var isEmpty: Bool { entries.isEmpty }

    mutating func removeAll(top: Double) {
        self.top = top
        bottom = top
        entries.removeAll(keepingCapacity: true)
    }

    mutating func append(item: Int, minX: Double, width: Double, height: Double) {
        entries.append(Entry(item: item, minX: minX, width: width, height: height))
        maxX = minX + width
        bottom = max(bottom, top + height)
    }
}
